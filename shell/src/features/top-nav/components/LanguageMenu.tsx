import { changeLanguage, setLocale, SUPPORTED_LANGUAGES, useT, writeLocaleCookie, type Language } from 'shared-kernel/i18n';
import { saveUserLanguage } from 'shared-kernel/stores/session';
import '../i18n';
import { LANGUAGE_NAMES } from '../languageNames';
import { toLanguage } from '../utils/languageOptions';
import { DropdownMenu, MenuItemButton } from './DropdownMenu';
import { ChevronDownIcon, GlobeIcon } from './icons';

/**
 * Switches the interface language and remembers it in the locale cookie (365 days) and, for a
 * logged-in member, on the account (PUT /api/user.php). The language's texts load first (their own
 * chunks), then the page switches, without a reload.
 */
export function switchLanguage(language: string): void {
  void saveUserLanguage(language);
  if (setLocale(language)) return;
  // a visible locale the kernel does not know as the site's yet (settings not loaded): this visit too
  if (!(SUPPORTED_LANGUAGES as readonly string[]).includes(language)) return;
  writeLocaleCookie(language);
  void changeLanguage(language as Language);
}

/** Language dropdown: only rendered when there is more than one language to choose from. */
export function LanguageMenu({ languages }: { languages: readonly string[] }) {
  const { t, i18n: instance } = useT('shell');
  if (languages.length < 2) return null;
  const current = toLanguage(instance.resolvedLanguage ?? instance.language ?? 'nl');
  const label = `${t('topNav.language')}: ${LANGUAGE_NAMES[current] ?? current.toUpperCase()}`;
  return (
    <DropdownMenu
      buttonLabel={label}
      menuLabel={t('topNav.language')}
      button={
        <>
          <GlobeIcon />
          <span aria-hidden="true">{current.toUpperCase()}</span>
          <ChevronDownIcon />
        </>
      }
    >
      {languages.map((lng) => (
        <MenuItemButton key={lng} lang={lng} checked={lng === current} onSelect={() => switchLanguage(lng)}>
          {LANGUAGE_NAMES[lng] ?? lng}
        </MenuItemButton>
      ))}
    </DropdownMenu>
  );
}
