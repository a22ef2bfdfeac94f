import { useId, useState } from 'react';
import styled from 'styled-components';
import { addResources, changeLanguage, setLocale, SUPPORTED_LANGUAGES, useT, writeLocaleCookie, type Language } from 'shared-kernel/i18n';
import { saveUserLanguage, useSession } from 'shared-kernel/stores/session';
import { useSettings } from 'shared-kernel/stores/settings';
import { Alert } from 'shared-kernel/ui/Alert';
import { ChoiceChip, Fieldset, Hint } from 'shared-kernel/ui/FormParts';
import { PageFrame } from 'shared-kernel/ui/PageFrame';
import { countryLocaleChoices, countryName, nativeLanguageName } from '../utils/countryLocales';
import '../../../locales/register';

addResources('members', {
  nl: {
    langConfig: {
      title: 'Taalinstellingen',
      intro: 'De talen van {{country}}. Kies de taal waarin je {{name}} wilt gebruiken.',
      introNoCountry: 'Kies de taal waarin je {{name}} wilt gebruiken.',
      legend: 'Taal',
      unavailable: 'nog niet beschikbaar',
      savedMember: 'Opgeslagen: {{language}}. Je account onthoudt je keuze.',
      saved: 'Opgeslagen: {{language}}. Deze browser onthoudt je keuze een jaar.',
      none: 'Voor jouw land zijn nog geen talen beschikbaar.',
    },
  },
});

const Choices = styled.div`
  display: flex;
  flex-direction: column;
  gap: 8px;
  margin-bottom: 8px;
`;

/**
 * /lang-config (SPEC §2, §9): the locales of the visitor's country (geo-IP), the ones this site offers
 * selectable. A choice is stored in the locale cookie (365 days) and, for a member, on the account
 * (PUT /api/user.php), as the language menu does.
 */
export default function LangConfigPage() {
  const { t, i18n: instance } = useT('members');
  const settings = useSettings();
  const member = useSession((s) => s.status === 'authenticated');
  const [saved, setSaved] = useState<string | null>(null);
  const headingId = useId();
  const country = settings?.geoip_selected_country || settings?.geoip_country || '';
  const choices = countryLocaleChoices(country, settings?.locales);
  const current = (instance.resolvedLanguage ?? instance.language ?? 'nl').slice(0, 2);
  const siteName = settings?.name || 'Hartklop';

  const choose = (locale: string) => {
    void saveUserLanguage(locale);
    // The kernel's setLocale loads the language's texts, then switches; the cookie keeps it 365 days.
    if (!setLocale(locale) && (SUPPORTED_LANGUAGES as readonly string[]).includes(locale)) {
      writeLocaleCookie(locale);
      void changeLanguage(locale as Language);
    }
    setSaved(locale);
  };

  return (
    <PageFrame $narrow aria-labelledby={headingId} as="section">
      <h1 id={headingId}>{t('langConfig.title')}</h1>
      <p>{country ? t('langConfig.intro', { country: countryName(country), name: siteName }) : t('langConfig.introNoCountry', { name: siteName })}</p>
      {choices.length === 0 ? (
        <p>{t('langConfig.none')}</p>
      ) : (
        <Fieldset>
          <legend>{t('langConfig.legend')}</legend>
          <Choices>
            {choices.map(({ locale, active }) => (
              <ChoiceChip key={locale} $checked={current === locale} $disabled={!active}>
                <input
                  type="radio"
                  name="locale"
                  value={locale}
                  lang={locale}
                  checked={current === locale}
                  disabled={!active}
                  onChange={() => choose(locale)}
                />
                <span lang={locale}>{nativeLanguageName(locale)}</span>
                {!active && <Hint as="span">({t('langConfig.unavailable')})</Hint>}
              </ChoiceChip>
            ))}
          </Choices>
        </Fieldset>
      )}
      {saved && (
        <Alert variant="success">
          {member ? t('langConfig.savedMember', { language: nativeLanguageName(saved) }) : t('langConfig.saved', { language: nativeLanguageName(saved) })}
        </Alert>
      )}
    </PageFrame>
  );
}
