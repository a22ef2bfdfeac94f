import { companyInfoFixture, settingsFixture } from 'shared-kernel/mocks/fixtures';
import { countryName, joinDutch, supportPhone } from './siteDetails';

describe('supportPhone', () => {
  it("prefers the site's support phone and falls back to the company's", () => {
    const company = { ...companyInfoFixture, support_phone: '+31 20 000 0000' };
    expect(supportPhone({ company, settings: { ...settingsFixture, support_phone: '+32 2 123 45 67' } })).toBe('+32 2 123 45 67');
    expect(supportPhone({ company, settings: { ...settingsFixture, support_phone: ' ' } })).toBe('+31 20 000 0000');
  });
});

describe('countryName', () => {
  it('turns a country code into its Dutch name and keeps names', () => {
    expect(countryName('NL')).toBe('Nederland');
    expect(countryName('be')).toBe('België');
    expect(countryName('Nederland')).toBe('Nederland');
  });
});

describe('joinDutch', () => {
  it('joins a list the Dutch way', () => {
    expect(joinDutch([])).toBe('');
    expect(joinDutch(['Hartklop'])).toBe('Hartklop');
    expect(joinDutch(['Hartklop', 'Hartklop.nl', 'Hartklop.be'])).toBe('Hartklop, Hartklop.nl en Hartklop.be');
  });
});
