import { Fragment, type ReactElement } from 'react';
import { AppLink } from 'shared-kernel/navigation';
import { useT } from 'shared-kernel/i18n';
import { siteTextValues, type SiteDetails } from '../utils/siteDetails';
import { EmailLink, PhoneLink } from './ContactLinks';
import Disclosure from './Disclosure';
import { useRich, type RichTags } from './Rich';
import StaticPage from './StaticPage';
import '../i18n';
import '../texts/faq';

/** The sections of the FAQ: heading key, then its questions (`q<n>`/`a<n>`) and the link each answer has. */
const SECTIONS: readonly { heading: string; items: readonly { n: number; link?: ReactElement }[] }[] = [
  {
    heading: 'h1',
    items: [{ n: 1 }, { n: 2 }, { n: 3 }, { n: 4, link: <AppLink href="/reset-password" /> }, { n: 5 }],
  },
  {
    heading: 'h2',
    items: [
      { n: 6 },
      { n: 7 },
      { n: 8, link: <AppLink href="/pricing" /> },
      { n: 9 },
      { n: 10, link: <AppLink href="/transactions" /> },
      { n: 11, link: <AppLink href="/pages/return-policy" /> },
    ],
  },
  {
    heading: 'h3',
    items: [{ n: 12, link: <AppLink href="/pages/terms" /> }, { n: 13 }, { n: 14 }, { n: 15, link: <AppLink href="/notifications" /> }],
  },
  { heading: 'h4', items: [{ n: 16, link: <AppLink href="/pages/privacy" /> }, { n: 17 }] },
];

function FaqText({ details }: { details: SiteDetails }) {
  const { settings } = details;
  const values = siteTextValues(details);
  const { phone } = values;
  const r = useRich('pages.faq', values);
  return (
    <>
      <p>{r('intro', { 1: <AppLink href="/pages/service" /> })}</p>

      {SECTIONS.map(({ heading, items }) => (
        <Fragment key={heading}>
          <h2>{r(heading)}</h2>
          {items.map(({ n, link }) => {
            const tags: RichTags = link ? { 1: link } : {};
            return (
              <Disclosure key={n} question={r(`q${n}`)}>
                {/* the fictional profiles' answer starts with the site's own warning */}
                {n === 12 && <p>{settings.fictional_warning}</p>}
                <p>{r(`a${n}`, tags)}</p>
              </Disclosure>
            );
          })}
        </Fragment>
      ))}

      <h2>{r('h5')}</h2>
      <p>
        {r(
          'p5',
          { 1: <EmailLink email={settings.support_email} /> },
          { orPhone: phone ? r('orPhone', { 1: <PhoneLink phone={phone} /> }) : null },
        )}
      </p>
    </>
  );
}

export default function FaqPage() {
  const { t } = useT('landers');
  return <StaticPage title={t('pages.titles.faq')}>{(details) => <FaqText details={details} />}</StaticPage>;
}
