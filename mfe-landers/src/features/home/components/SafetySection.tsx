import { useId } from 'react';
import styled from 'styled-components';
import { useT } from 'shared-kernel/i18n';
import { AppLink } from 'shared-kernel/navigation';
import { media } from 'shared-kernel/ui';
import { pageFrame } from '../../../components/pageFrame';
import { SectionTitle } from './HowItWorks';
import '../i18n';

const Band = styled.section`
  background: ${(p) => p.theme.colors.surface};
  border-top: 1px solid ${(p) => p.theme.colors.border};
  border-bottom: 1px solid ${(p) => p.theme.colors.border};
`;

const Inner = styled.div`
  ${pageFrame(1140, '48px 20px', '64px 24px')}
`;

const Columns = styled.div`
  display: grid;
  grid-template-columns: 1fr;
  gap: 24px;
  margin-top: 24px;
  ${media.lg} {
    grid-template-columns: 1fr 1fr;
    gap: 40px;
  }
`;

const Checks = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    position: relative;
    padding-left: 32px;
    line-height: 1.6;
  }
  li + li {
    margin-top: 12px;
  }
  li::before {
    content: '✓';
    position: absolute;
    left: 0;
    top: 0;
    display: grid;
    place-items: center;
    width: 22px;
    height: 22px;
    border-radius: 50%;
    background: ${(p) => p.theme.colors.success};
    color: #fff;
    font-size: 0.8rem;
    font-weight: 700;
  }
`;

const Notice = styled.aside`
  padding: 20px 24px;
  border-left: 4px solid ${(p) => p.theme.colors.warning};
  border-radius: ${(p) => p.theme.radii.md};
  background: ${(p) => p.theme.colors.background};
  h3 {
    margin: 0 0 8px;
    font-size: 1.1rem;
  }
  p {
    margin: 0;
    line-height: 1.6;
  }
`;

const Links = styled.nav`
  margin-top: 24px;
  ul {
    display: flex;
    flex-wrap: wrap;
    justify-content: center;
    gap: 8px 24px;
    margin: 0;
    padding: 0;
    list-style: none;
  }
  a {
    color: ${(p) => p.theme.colors.primary};
    font-weight: 600;
    text-underline-offset: 3px;
  }
  a:focus-visible {
    outline: 3px solid ${(p) => p.theme.colors.focus};
    outline-offset: 2px;
  }
`;

export default function SafetySection({ fictionalWarning }: { fictionalWarning: string }) {
  const { t } = useT('landers');
  const titleId = useId();
  const noticeId = useId();
  return (
    <Band aria-labelledby={titleId}>
      <Inner>
        <SectionTitle id={titleId}>{t('home.safety.title')}</SectionTitle>
        <Columns>
          <Checks>
            <li>{t('home.safety.adults')}</li>
            <li>{t('home.safety.privacy')}</li>
            <li>{t('home.safety.block')}</li>
          </Checks>
          <Notice aria-labelledby={noticeId}>
            <h3 id={noticeId}>{t('home.safety.fictionalTitle')}</h3>
            <p>{fictionalWarning}</p>
          </Notice>
        </Columns>
        <Links aria-label={t('home.safety.linksLabel')}>
          <ul>
            <li>
              <AppLink href="/pages/terms">{t('home.safety.terms')}</AppLink>
            </li>
            <li>
              <AppLink href="/pages/privacy">{t('home.safety.privacyLink')}</AppLink>
            </li>
            <li>
              <AppLink href="/pages/faq">{t('home.safety.faq')}</AppLink>
            </li>
          </ul>
        </Links>
      </Inner>
    </Band>
  );
}
