// The floor page (npm run bench:lighthouse): only the libraries every page of the site needs (React 19,
// react-dom, styled-components, i18next, react-router, single-spa, rxjs), laid out as the site is: a
// layout root (header, navigation, footer) and, inside its <main>, a page mounted as a single-spa parcel
// on the server's `.remote-root`, each hydrated with its own root. `items` and `extra` set the number
// of elements (bench/lib/floor.mjs makes it the number of elements of `/`). Measuring only.
import { useSyncExternalStore } from 'react';
import { Link, Route, Routes } from 'react-router';
import styled from 'styled-components';
import i18next from 'i18next';
import { BehaviorSubject } from 'rxjs';

export interface FloorProps {
  items: number;
  extra: number;
}

export const NL = {
  brand: 'Hartklop',
  title: 'Daten en chatten met singles bij jou in de buurt',
  intro: 'Schrijf je gratis in, bekijk profielen en begin een gesprek.',
  item: 'Single {{n}} uit Utrecht',
  itemText: 'Houdt van wandelen, koken en lange gesprekken op het terras.',
  more: 'Bekijk profiel',
  likes: 'Vind ik leuk ({{n}})',
  nav: ['Leden', 'Chats', 'Prijzen', 'Inloggen', 'Inschrijven'],
  footer: ['Voorwaarden', 'Privacy', 'Veelgestelde vragen', 'Klachten'],
  copyright: '© Hartklop Media B.V.',
};

export const initTexts = () =>
  i18next.init({ lng: 'nl', initImmediate: false, showSupportNotice: false, resources: { nl: { translation: NL } }, interpolation: { escapeValue: false } });

const t = (key: string, options?: Record<string, unknown>) => i18next.t(key, options) as string;
const list = (key: 'nav' | 'footer') => i18next.t(key, { returnObjects: true }) as string[];

/** A store as the kernel keeps them: an rxjs subject read with useSyncExternalStore. */
const likes$ = new BehaviorSubject(0);
const subscribe = (onChange: () => void) => {
  const subscription = likes$.subscribe(onChange);
  return () => subscription.unsubscribe();
};
const useLikes = () => useSyncExternalStore(subscribe, () => likes$.getValue(), () => 0);

const Bar = styled.header`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
  padding: 12px 16px;
  background: #c8184a;
  color: #fff;
`;
const NavList = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  margin: 0;
  padding: 0;
  list-style: none;
  & a {
    color: #fff;
    display: inline-block;
    min-height: 44px;
    line-height: 44px;
  }
`;
const Main = styled.main`
  max-width: 960px;
  margin: 0 auto;
  padding: 16px;
  font-family: system-ui, sans-serif;
`;
const Foot = styled.footer`
  padding: 24px 16px;
  background: #2b2b2b;
  color: #eee;
  & a {
    color: #eee;
  }
`;
const Cards = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(220px, 1fr));
  gap: 12px;
  padding: 0;
  list-style: none;
`;
const Card = styled.article`
  border: 1px solid #ddd;
  border-radius: 8px;
  padding: 12px;
`;
const Button = styled.button`
  min-height: 44px;
  padding: 0 16px;
  border: 0;
  border-radius: 22px;
  background: #c8184a;
  color: #fff;
  font-size: 16px;
`;

/** The page (the "remote"): a title, a button fed by the store, `items` cards and `extra` spans. */
export function FloorPage({ items, extra }: FloorProps) {
  const likes = useLikes();
  return (
    <section>
      <h1>{t('title')}</h1>
      <p>
        {t('intro')}
        {Array.from({ length: extra }, (_, i) => (
          <span key={i}> </span>
        ))}
      </p>
      <Button type="button" onClick={() => likes$.next(likes$.getValue() + 1)}>
        {t('likes', { n: likes })}
      </Button>
      <Cards>
        {Array.from({ length: items }, (_, i) => (
          <li key={i}>
            <Card>
              <h2>{t('item', { n: i + 1 })}</h2>
              <p>{t('itemText')}</p>
              <Link to={`/profile/${i + 1}`}>{t('more')}</Link>
            </Card>
          </li>
        ))}
      </Cards>
    </section>
  );
}

/** The layout (the "shell"): the page's server HTML is kept as it is and hydrated by the parcel. */
export function FloorLayout({ pageHtml }: { pageHtml: string }) {
  const links = ['/members', '/chats', '/pricing', '/login', '/signup'];
  const footerLinks = ['/pages/terms', '/pages/privacy', '/pages/faq', '/complaints'];
  const layout = (
    <>
      <Bar>
        <Link to="/">{t('brand')}</Link>
        <nav>
          <NavList>
            {list('nav').map((label, i) => (
              <li key={label}>
                <Link to={links[i]}>{label}</Link>
              </li>
            ))}
          </NavList>
        </nav>
      </Bar>
      <Main>
        <div className="remote-root" dangerouslySetInnerHTML={{ __html: pageHtml }} />
      </Main>
      <Foot>
        <NavList>
          {list('footer').map((label, i) => (
            <li key={label}>
              <Link to={footerLinks[i]}>{label}</Link>
            </li>
          ))}
        </NavList>
        <p>{t('copyright')}</p>
      </Foot>
    </>
  );
  return (
    <Routes>
      <Route path="*" element={layout} />
    </Routes>
  );
}
