// Only the language dropdown (a lazy chunk) needs these; they stay out of the first load.

/** Language names in their own language, for the language dropdown. */
export const LANGUAGE_NAMES: Record<string, string> = {
  da: 'Dansk',
  de: 'Deutsch',
  en: 'English',
  es: 'Español',
  fi: 'Suomi',
  fr: 'Français',
  it: 'Italiano',
  nb: 'Norsk bokmål',
  nl: 'Nederlands',
  pl: 'Polski',
  sv: 'Svenska',
};
