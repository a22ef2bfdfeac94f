import { ruleText } from 'shared-kernel/i18n/rules';
import './i18n';

/** Issue 30: the back office's own checks render the contract's codes from its own (Dutch) catalog, with the contract's values. */
describe('back-office rule codes', () => {
  it.each([
    ['prices.creditsInvalid', 'Vul een aantal credits in tussen 1 en 100000.'],
    ['prices.sortInvalid', 'De volgorde is een getal van 0 tot 1000.'],
    ['codes.maxUsesInvalid', 'Het maximale aantal keer is een getal van 1 tot 1000000, of leeg voor geen limiet.'],
    ['settings.popupCountries', 'Kies landcodes van twee letters (bijvoorbeeld NL, DE).'],
  ])('%s', (code, dutch) => {
    expect(ruleText(code, 'backoffice')).toBe(dutch);
  });
});
