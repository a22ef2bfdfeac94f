/**
 * Labels both sides name (issue 30): the contract carries the codes, each side its own words. Where
 * a remote shows a label the API also writes (a refusal naming the roles, the queue's
 * `category_label`, the reporter's mails, the receipt's method), the two catalogs must say the same.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { STAFF_ROLES } from 'shared-kernel/contract/admin-rules';
import { COMPLAINT_CATEGORIES } from 'shared-kernel/contract/complaint-rules';
import { CHECKOUT_METHODS, methodBrand } from 'shared-kernel/contract/constants';
import { MODERATION_REASONS } from 'shared-kernel/contract/moderation-rules';
import { i18n } from 'shared-kernel/i18n';
import { API_TEXTS_NL } from '../../api/src/i18n/nl';
import { STAFF_TEXTS_NL } from '../../api/src/i18n/staff';
import '../../mfe-backoffice/src/components/i18n';
import '../../mfe-backoffice/src/features/prices/i18n';
import '../../mfe-backoffice/src/features/reports/i18n';
import '../../mfe-landers/src/features/complaints/i18n';
import '../../mfe-payments/src/components/i18n';

const dutch = (ns: string) => i18n.getFixedT('nl', ns);

const ROOT = join(__dirname, '../..');
type Tree = { [key: string]: string | Tree };
const read = (file: string): Tree => JSON.parse(readFileSync(join(ROOT, file), 'utf8')) as Tree;
const at = (tree: Tree, path: string): Tree => path.split('.').reduce((node, key) => node[key] as Tree, tree);
const LANGUAGES = readdirSync(join(ROOT, 'mfe-landers/src/locales'))
  .filter((f) => f.endsWith('.json'))
  .map((f) => f.replace(/\.json$/, ''));

describe('a label the API and a remote both name is the same in both', () => {
  it('the staff roles: the back office’s frame and the API’s refusal ("nodig: Beheerder")', () => {
    const t = dutch('backoffice');
    expect(STAFF_ROLES.map((r) => t(`roles.${r}`))).toEqual(STAFF_ROLES.map((r) => STAFF_TEXTS_NL.roles[r]));
    expect(STAFF_TEXTS_NL.roles.admin).toBe('Beheerder');
  });

  it('the complaint categories: the back office’s filter, the complaint form and the queue’s category_label (the confirmation mail’s)', () => {
    const api = COMPLAINT_CATEGORIES.map((c) => API_TEXTS_NL.mail.complaintReceived.categories[c]);
    expect(COMPLAINT_CATEGORIES.map((c) => dutch('backoffice')(`reports.categories.${c}`))).toEqual(api);
    expect(COMPLAINT_CATEGORIES.map((c) => dutch('landers')(`complaints.categories.${c}`))).toEqual(api);
    expect(api[COMPLAINT_CATEGORIES.indexOf('scam')]).toBe('Oplichting');
  });

  it.each(LANGUAGES)('the complaint categories in %s: the form’s and the confirmation mail’s', (lang) => {
    const form = at(read(`mfe-landers/src/locales/${lang}.json`), 'landers.complaints.categories');
    const mail = at(read(`api/src/locales/${lang}.json`), 'api.mail.complaintReceived.categories');
    expect(Object.keys(form).sort()).toEqual([...COMPLAINT_CATEGORIES].sort());
    expect(form).toEqual(mail);
  });

  it('the moderation reasons: the back office’s choice and the reporter’s outcome mail ("Reden: …")', () => {
    const t = dutch('backoffice');
    expect(MODERATION_REASONS.map((r) => t(`reasons.${r}`))).toEqual(MODERATION_REASONS.map((r) => API_TEXTS_NL.mail.reasons[r]));
  });

  it('the payment methods: the checkout, the back office’s discount codes and the receipt (brands as they are)', () => {
    const receipt = (m: string): string => methodBrand(m) ?? (API_TEXTS_NL.receipt.methods as Record<string, string>)[m]!;
    const payments = dutch('payments');
    const backoffice = dutch('backoffice');
    expect(CHECKOUT_METHODS.map((m) => payments(`methods.${m}`))).toEqual(CHECKOUT_METHODS.map(receipt));
    expect(CHECKOUT_METHODS.map((m) => backoffice(`codes.methodNames.${m}`))).toEqual(CHECKOUT_METHODS.map(receipt));
    expect(receipt('banktransfer')).toBe('Overboeking');
    expect(receipt('ideal')).toBe('iDEAL');
  });

  it.each(LANGUAGES)('the payment methods in %s: the checkout’s and the receipt’s', (lang) => {
    const checkout = at(read(`mfe-payments/src/locales/${lang}.json`), 'payments.methods');
    const receipt = at(read(`api/src/locales/${lang}.json`), 'api.receipt.methods');
    expect(Object.keys(receipt).sort()).toEqual(['banktransfer', 'creditcard', 'directdebit']);
    for (const [method, word] of Object.entries(receipt)) expect([method, checkout[method]]).toEqual([method, word]);
  });
});
