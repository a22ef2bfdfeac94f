import { CreateStaffBodySchema, DecideNoticeBodySchema, SaveBundleBodySchema, SaveSiteSettingsBodySchema } from 'shared-kernel/contract';
import { AdjustCreditsBodySchema } from 'shared-kernel/contract/admin-members';
import { apiText } from '../src/i18n';
import { schemaText } from '../src/i18n/catalog';

/**
 * Issue 30: the back office's rules in the contract answer codes (`prices.creditsInvalid`); the API
 * answers each by its staff catalog (`staff.<code>`, Dutch only) with the contract's values.
 */
describe('a back-office code is a text of the staff catalog', () => {
  it.each([
    ['prices.creditsInvalid', 'staff.prices.creditsInvalid', { max: 100_000 }, 'Vul een aantal credits in tussen 1 en 100000.'],
    ['codes.maxUsesInvalid', 'staff.codes.maxUsesInvalid', { max: 1_000_000 }, 'Het maximale aantal keer is een getal van 1 tot 1000000, of leeg voor geen limiet.'],
    ['settings.warningLength', 'staff.settings.warningLength', { min: 20, max: 1000 }, 'De waarschuwing over fictieve profielen heeft 20 tot 1000 tekens.'],
    ['admin.passwordTooShort', 'staff.admin.passwordTooShort', { min: 12 }, 'Het wachtwoord moet minstens 12 tekens lang zijn.'],
    ['memberCare.amountInvalid', 'staff.memberCare.amountInvalid', { max: 10_000 }, 'Vul een aantal credits in tussen -10000 en 10000, niet 0.'],
    ['notices.actionRequired', 'staff.notices.actionRequired', {}, 'Kies een beslissing.'],
  ])('%s → %s with its values', (code, key, vars, dutch) => {
    const text = schemaText(code);
    expect(text).toEqual({ key, vars });
    expect(apiText('nl', text.key, text.vars)).toBe(dutch);
  });

  it('every code the back office’s schemas answer has a Dutch text, none is answered as written', () => {
    const refusals = [
      SaveBundleBodySchema.safeParse({ id: null, site_domain: 'x', country: 'nl', currency: 'e', credits: 0, price: 0, sort: -1, active: true }),
      SaveSiteSettingsBodySchema.safeParse({ domain: 'x', switches: { fictional_warning: 'kort', fictional_singular: '', fictional_plural: '', site_entry_popup_countries: ['x'] } }),
      CreateStaffBodySchema.safeParse({ email: 'geen', name: ' ', role: 'admin', password: 'kort' }),
      AdjustCreditsBodySchema.safeParse({ user_id: 1, amount: 0, reason: 'x' }),
      DecideNoticeBodySchema.safeParse({ id: 1, action: 'schorsen', reason: 'lelijk', until: 'morgen' }),
    ];
    const codes = [...new Set(refusals.flatMap((r) => r.error?.issues.map((i) => i.message) ?? []))].filter((m) => /^[a-z]+\.[a-zA-Z]+$/.test(m));
    expect(codes.length).toBeGreaterThanOrEqual(12);
    for (const code of codes) expect(schemaText(code).key).toBe(`staff.${code}`);
  });
});
