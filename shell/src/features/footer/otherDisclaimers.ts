import type { Language } from 'shared-kernel/i18n';
import type { FirstLoadLanguage } from './footerTexts';

/** The disclaimer (see DISCLAIMERS in ./footerTexts) in the languages loaded on demand. */
export const OTHER_DISCLAIMERS: Record<Exclude<Language, FirstLoadLanguage>, string> = {
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
