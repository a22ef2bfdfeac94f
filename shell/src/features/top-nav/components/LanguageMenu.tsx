import { i18n, setLocale, useT, writeLocaleCookie } from 'shared-kernel/i18n';
import { saveUserLanguage } from 'shared-kernel/stores/session';
import '../i18n';
import { LANGUAGE_NAMES } from '../languageNames';
import { toLanguage } from '../utils/languageOptions';
import { DropdownMenu, MenuItemButton } from './DropdownMenu';
import { ChevronDownIcon, GlobeIcon } from './menuIcons';

/**
 * Switches the interface language and remembers it in the locale cookie (365 days) and, for a
 * logged-in member, on the account (PUT /api/user.php). The kernel's setLocale only accepts
 * ACTIVE_LOCALES; a visible locale outside it is still applied for this visit.
 */
export function switchLanguage(language: string): void {
  void saveUserLanguage(language);
  if (setLocale(language)) return;
  writeLocaleCookie(language);
  if (i18n.language !== language) void i18n.changeLanguage(language);
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
