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

/**
 * The disclaimer of the Default and Lander layouts in every supported language. Honest about the
 * fictional profiles the site runs (SPEC §1: a warning for fictional profiles; they carry an icon).
 */
export const DISCLAIMERS: Record<Language, string> = {
  nl: '{{name}} is een datingsite voor volwassenen (18+). Sommige profielen zijn fictief en worden beheerd door medewerkers; ze zijn gemarkeerd met een icoon.',
  en: '{{name}} is a dating site for adults (18+). Some profiles are fictional and are operated by staff members; they are marked with an icon.',
  da: '{{name}} er en datingside for voksne (18+). Nogle profiler er fiktive og administreres af medarbejdere; de er markeret med et ikon.',
  de: '{{name}} ist eine Dating-Website für Erwachsene (18+). Einige Profile sind fiktiv und werden von Mitarbeitern betreut; sie sind mit einem Symbol gekennzeichnet.',
  es: '{{name}} es un sitio de citas para adultos (18+). Algunos perfiles son ficticios y están gestionados por empleados; están marcados con un icono.',
  fi: '{{name}} on aikuisille (18+) tarkoitettu deittisivusto. Osa profiileista on kuvitteellisia ja henkilökunnan ylläpitämiä; ne on merkitty kuvakkeella.',
  fr: '{{name}} est un site de rencontres pour adultes (18+). Certains profils sont fictifs et gérés par des employés ; ils sont signalés par une icône.',
  it: "{{name}} è un sito di incontri per adulti (18+). Alcuni profili sono fittizi e gestiti da collaboratori; sono contrassegnati da un'icona.",
  nb: '{{name}} er en datingside for voksne (18+). Noen profiler er fiktive og administreres av ansatte; de er merket med et ikon.',
  pl: '{{name}} to serwis randkowy dla dorosłych (18+). Niektóre profile są fikcyjne i prowadzone przez pracowników; są oznaczone ikoną.',
  sv: '{{name}} är en dejtingsajt för vuxna (18+). Vissa profiler är fiktiva och hanteras av medarbetare; de är markerade med en ikon.',
};
