import type { Language } from 'shared-kernel/i18n';

/** Footer links (SPEC §2 Footer), in display order; labels are i18n keys under `footer.links`. */
export const FOOTER_LINKS = [
  { key: 'terms', href: '/pages/terms' },
  { key: 'privacy', href: '/pages/privacy' },
  { key: 'cookies', href: '/pages/cookies' },
  { key: 'ban', href: '/pages/ban' },
  { key: 'pricing', href: '/pricing' },
  { key: 'complaints', href: '/complaints' },
  { key: 'returnPolicy', href: '/pages/return-policy' },
  { key: 'faq', href: '/pages/faq' },
  { key: 'support', href: '/pages/service' },
] as const;

/** The languages whose disclaimer is part of the shell's first load. */
export type FirstLoadLanguage = Extract<Language, 'nl' | 'en'>;

/**
 * The disclaimer of the Default and Lander layouts in every supported language. Honest about the
 * fictional profiles the site runs (SPEC §1: a warning for fictional profiles; they carry an icon).
 * Dutch and English ship with the shell; the other languages' texts (./otherDisclaimers) load when
 * a page is shown in one of them, so a first visit does not download nine texts it never shows.
 */
export const DISCLAIMERS: Record<FirstLoadLanguage, string> = {
  nl: '{{name}} is een datingsite voor volwassenen (18+). Sommige profielen zijn fictief en worden beheerd door medewerkers; ze zijn gemarkeerd met een icoon.',
  en: '{{name}} is a dating site for adults (18+). Some profiles are fictional and are operated by staff members; they are marked with an icon.',
};
