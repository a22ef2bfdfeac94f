import type { useT } from 'shared-kernel/i18n';
import { countryName } from '../../../utils/money';

/**
 * The countries the sites sell in have a sentence of their own (`pricing.vatIn.<country>`): a
 * country's name takes an article or a case in many languages ("pour la Belgique", "for the
 * Netherlands"), which a name inserted into one sentence cannot give. Any other country: `pricing.vat`.
 */
const OWN_SENTENCE = ['NL', 'BE'] as const;
type OwnSentence = (typeof OWN_SENTENCE)[number];
const hasOwnSentence = (country: string): country is OwnSentence => (OWN_SENTENCE as readonly string[]).includes(country);

/** "Prijzen voor België, inclusief 21% btw." in the page's language. */
export function vatLine(t: ReturnType<typeof useT>['t'], country: string, rate: number): string {
  const code = country.toUpperCase();
  return hasOwnSentence(code) ? t(`pricing.vatIn.${code}`, { rate }) : t('pricing.vat', { country: countryName(code), rate });
}
