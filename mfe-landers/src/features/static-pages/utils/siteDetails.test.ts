import { companyInfoFixture, settingsFixture } from 'shared-kernel/testing/fixtures';
import { countryName, joinList, supportPhone } from './siteDetails';

describe('supportPhone', () => {
  it("prefers the site's support phone and falls back to the company's", () => {
    const company = { ...companyInfoFixture, support_phone: '+31 20 000 0000' };
    expect(supportPhone({ company, settings: { ...settingsFixture, support_phone: '+32 2 123 45 67' } })).toBe('+32 2 123 45 67');
    expect(supportPhone({ company, settings: { ...settingsFixture, support_phone: ' ' } })).toBe('+31 20 000 0000');
  });
});

describe('countryName', () => {
  it('turns a country code into its name in the language and keeps names', () => {
    expect(countryName('NL')).toBe('Nederland');
    expect(countryName('be')).toBe('België');
    expect(countryName('Nederland')).toBe('Nederland');
    expect(countryName('NL', 'en')).toBe('Netherlands');
    expect(countryName('be', 'fr')).toBe('Belgique');
  });
});

describe('joinList', () => {
  it('joins a list the Dutch way, or the way of another language', () => {
    expect(joinList([])).toBe('');
    expect(joinList(['Hartklop'])).toBe('Hartklop');
    expect(joinList(['Hartklop', 'Hartklop.nl', 'Hartklop.be'])).toBe('Hartklop, Hartklop.nl en Hartklop.be');
    expect(joinList(['Hartklop', ' ', 'Hartklop.be'], 'de')).toBe('Hartklop und Hartklop.be');
    expect(joinList(['a', 'b', 'c'], 'en')).toBe('a, b, and c');
  });
});
