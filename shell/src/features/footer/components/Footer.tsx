import { lazy, Suspense, useEffect, useState } from 'react';
import styled from 'styled-components';
import { addResources, i18n as kernelI18n, useT } from 'shared-kernel/i18n';
import { loadCompanyInfo, useCompanyInfo } from 'shared-kernel/stores/companyInfo';
import { useSettings } from 'shared-kernel/stores/settings';
import { DISCLAIMERS, FOOTER_LINKS } from '../footerTexts';
import { FooterLink, Text } from './FooterParts';
import '../../../locales/register';

// The US compliance footer is for English only (SPEC §2): its chunk loads when a page is in English.
const UsFooter = lazy(() => import('./UsFooter'));

addResources('shell', { nl: { footer: { disclaimer: DISCLAIMERS.nl } }, en: { footer: { disclaimer: DISCLAIMERS.en } } });

let otherDisclaimers: Promise<void> | null = null;
/** The disclaimer in the other languages, added once, when a page is first shown in one of them. */
function loadOtherDisclaimers(): Promise<void> {
  otherDisclaimers ??= import('../otherDisclaimers').then(({ OTHER_DISCLAIMERS }) => {
    for (const [lng, disclaimer] of Object.entries(OTHER_DISCLAIMERS)) {
      kernelI18n.addResourceBundle(lng, 'shell', { footer: { disclaimer } }, true, false);
    }
  });
  return otherDisclaimers;
}

/** Re-renders once the current language's disclaimer has arrived (nothing to wait for in nl and en). */
function useDisclaimerLoaded(language: string): void {
  const [, setLoaded] = useState(0);
  useEffect(() => {
    if (language in DISCLAIMERS) return;
    let live = true;
    loadOtherDisclaimers()
      .then(() => live && setLoaded((n) => n + 1))
      .catch(() => undefined); // a chunk that cannot load: the footer shows the links without the text
    return () => {
      live = false;
    };
  }, [language]);
}
addResources('shell', {
  nl: {
    footer: {
      navLabel: 'Voettekst',
      links: {
        terms: 'Algemene voorwaarden',
        privacy: 'Privacy',
        cookies: 'Cookies',
        // SPEC §2 names the links, not their texts: Dutch labels, as the pages' own titles.
        ban: 'Blokkering',
        pricing: 'Prijzen',
        complaints: 'Klachten',
        returnPolicy: 'Retourbeleid',
        faq: 'Veelgestelde vragen',
        support: 'Klantenservice',
      },
    },
  },
  en: {
    footer: {
      navLabel: 'Footer',
      links: {
        terms: 'Terms and conditions',
        privacy: 'Privacy',
        cookies: 'Cookies',
        ban: 'Ban',
        pricing: 'Pricing',
        complaints: 'Complaints',
        returnPolicy: 'Return policy',
        faq: 'FAQ',
        support: 'Support',
      },
    },
  },
});

const Inner = styled.div`
  padding: ${(p) => p.theme.space(8)} ${(p) => p.theme.space(4)} ${(p) => p.theme.space(6)};
  background: ${(p) => p.theme.colors.surface};
  border-top: 1px solid ${(p) => p.theme.colors.border};
  color: ${(p) => p.theme.colors.textMuted};
  font-size: 0.875rem;
`;

const Container = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.space(4)};
  max-width: 1140px;
  margin: 0 auto;
  text-align: center;
`;

const LinkList = styled.ul`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${(p) => p.theme.space(1)} ${(p) => p.theme.space(4)};
  margin: 0;
  padding: 0;
  list-style: none;
`;





/** "nl-NL" → "nl". */
const baseLanguage = (lng: string | undefined) => (lng ?? '').slice(0, 2).toLowerCase();

/**
 * SPEC §2 footer: legal/help links, the disclaimer in the current language, the company name, and
 * an extra US compliance footer for English only. The layouts wrap it in their <footer> landmark.
 */
export function Footer() {
  const { t, i18n } = useT('shell');
  const settings = useSettings();
  const company = useCompanyInfo();
  const language = baseLanguage(i18n.resolvedLanguage ?? i18n.language);
  // The language asked for, not the resolved one: before its texts arrive, i18next resolves to Dutch.
  useDisclaimerLoaded(baseLanguage(i18n.language));

  useEffect(() => {
    loadCompanyInfo().catch(() => undefined); // the footer simply shows no company name
  }, []);

  const siteName = settings?.name || 'Hartklop';
  const custodian = company
    ? [company.name, company.address, company.city, company.country].filter(Boolean).join(', ')
    : null;

  return (
    <Inner>
      <Container>
        <nav aria-label={t('footer.navLabel')}>
          <LinkList>
            {FOOTER_LINKS.map(({ key, href }) => (
              <li key={key}>
                <FooterLink href={href}>{t(`footer.links.${key}`)}</FooterLink>
              </li>
            ))}
          </LinkList>
        </nav>
        <Text data-testid="footer-disclaimer">{t('footer.disclaimer', { name: siteName })}</Text>
        {language === 'en' && (
          <Suspense fallback={null}>
            <UsFooter custodian={custodian} />
          </Suspense>
        )}
        {company && (
          <Text>
            © {new Date().getFullYear()} {company.name}
          </Text>
        )}
      </Container>
    </Inner>
  );
}
