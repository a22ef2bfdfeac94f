import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { z } from 'zod';
import {
  ACCOUNT_TEXTS,
  COMPLAINT_CATEGORY_LABELS,
  COMPLAINT_STATUS_LABELS,
  COMPLAINT_TEXTS,
  MODERATION_REASON_TEXTS,
  MODERATION_TEXTS,
  PROMOTION_TEXTS,
  STATEMENT_AUTOMATION_TEXT,
  STATEMENT_REDRESS,
} from 'shared-kernel/contract';
import { DIRECT_DEBIT_TEXTS } from 'shared-kernel/contract/direct-debit-rules';
import { CHAT_TEXTS, replyNeedsConfirmationText, textTooLongText } from '../src/domain/chat/texts';
import { GIFT_TEXTS } from '../src/domain/gifts/send';
import { IMAGE_TEXTS } from '../src/domain/images/texts';
import { BLOCK_TEXTS } from '../src/domain/members/blocks';
import { LIKES_TEXTS } from '../src/domain/members/likes';
import { SWIPE_TEXTS } from '../src/domain/members/swipe';
import { PROFILE_GONE_TEXT } from '../src/domain/members/visibility';
import { PAYMENT_TEXTS } from '../src/domain/payments/payments';
import { PROFILE_TEXTS } from '../src/domain/profile/texts';
import { MESSAGES } from '../src/web/errors';
import { describeIssue, parseInput } from '../src/domain/validation';
import { findDutchText, translateDutch } from '../src/i18n/catalog';
import { API_TEXTS_NL } from '../src/i18n/nl';
import { LOCATION_NOT_FOUND_MESSAGE } from '../src/web/routes/geo/index';

/** Issue 17: the catalog of server messages (api/src/i18n/nl.ts `errors.*`) and its reverse lookup. */

describe('reverse lookup of a Dutch server message', () => {
  it('finds an exact text and answers it in the language', () => {
    expect(findDutchText('Code niet gevonden')).toEqual({ key: 'errors.promotions.notFound', vars: {} });
    expect(translateDutch('fr', 'Code niet gevonden')).toBe('Code introuvable');
    expect(translateDutch('en', 'Je bericht is leeg.')).toBe('Your message is empty.');
  });

  it('finds a text with variable parts and keeps the values', () => {
    expect(findDutchText('Te veel foute pogingen, account voor 14 min geblokkeerd.')).toEqual({
      key: 'errors.accounts.lockedOut',
      vars: { minutes: '14' },
    });
    expect(translateDutch('de', 'Te veel foute pogingen, account voor 14 min geblokkeerd.')).toContain('14');
    expect(translateDutch('en', 'Je kunt pas antwoorden als Sanne (Utrecht) het e-mailadres heeft bevestigd.')).toBe(
      'You can only reply once Sanne (Utrecht) has confirmed their email address.',
    );
  });

  it('leaves Dutch, an unknown message and a language without texts unchanged', () => {
    expect(translateDutch('nl', 'Code niet gevonden')).toBe('Code niet gevonden');
    expect(translateDutch(null, 'Code niet gevonden')).toBe('Code niet gevonden');
    expect(translateDutch('fr', 'Deze medewerker bestaat niet.')).toBe('Deze medewerker bestaat niet.');
    expect(findDutchText('Deze medewerker bestaat niet.')).toBeUndefined();
    expect(translateDutch('xx', 'Code niet gevonden')).toBe('Code niet gevonden');
  });
});

/** Strings of a text constant; a function is called with sample values. */
const textsOf = (value: unknown): string[] => {
  if (typeof value === 'string') return [value];
  if (typeof value === 'function') return [String((value as (a: unknown) => unknown)(7))];
  if (value && typeof value === 'object') return Object.values(value).flatMap(textsOf);
  return [];
};

/** Texts only staff see (the back office), not in the catalog on purpose. */
const STAFF_ONLY = new Set<string>([MODERATION_TEXTS.itemGone, MODERATION_TEXTS.contentReasonRequired]);

/** Every member-facing text constant of the API and the contract, by name (see the discovery test). */
const MEMBER_TEXTS: Record<string, unknown> = {
  MESSAGES,
  ACCOUNT_TEXTS,
  COMPLAINT_TEXTS,
  DIRECT_DEBIT_TEXTS,
  MODERATION_TEXTS,
  PROMOTION_TEXTS: { ...PROMOTION_TEXTS, minimumOrder: PROMOTION_TEXTS.minimumOrder.replace('{amount}', '€ 10,00') },
  CHAT_TEXTS: { ...CHAT_TEXTS, replyNeedsConfirmationText: replyNeedsConfirmationText('Sanne'), textTooLongText: textTooLongText(2000) },
  GIFT_TEXTS,
  IMAGE_TEXTS,
  PROFILE_TEXTS,
  SWIPE_TEXTS,
  LIKES_TEXTS,
  BLOCK_TEXTS,
  PAYMENT_TEXTS,
  PROFILE_GONE_TEXT,
  LOCATION_NOT_FOUND_MESSAGE,
  // What a statement of reasons says (translated in its mail).
  STATEMENT_AUTOMATION_TEXT,
  STATEMENT_REDRESS,
  MODERATION_REASON_TEXTS: Object.values(MODERATION_REASON_TEXTS).map((r) => [r.facts, ...(r.groundKind === 'terms' ? [r.ground] : [])]),
};

/** Text constants that are no server message a member sees (labels the clients translate, staff texts). */
const NOT_MEMBER_MESSAGES = new Set([
  'ADMIN_TEXTS',
  'MEMBER_CARE_TEXTS',
  'NOTICE_TEXTS',
  'NOTICE_ACTION_LABELS',
  'APPEAL_OUTCOME_LABELS',
  'MAIL_EVENTS_TEXTS',
  'LANDER_TEXTS',
  'COMPLAINT_CATEGORY_LABELS',
  'COMPLAINT_STATUS_LABELS',
  'STATEMENT_DECISION_LABELS',
  // the back office's prices, codes and site switches (admin-prices-rules): staff only
  'SIGNUP_MODE_LABELS',
  'PRICE_TEXTS',
  'CODE_TEXTS',
  'SETTINGS_TEXTS',
]);

const ROOT = join(__dirname, '../..');
const walk = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return walk(path);
    return /\.ts$/.test(name) && !/\.test\.ts$/.test(name) ? [path] : [];
  });

/** Where only staff, operators or the build read the answers. */
const STAFF_SOURCES = /^api\/src\/(domain\/(staff|member-care)|plugins\/(admin|static|mail|health)|dev|admin-cli|seed|jobs)\b/;

describe('the catalog holds every member-facing server message', () => {
  it('every text of the member-facing text constants', () => {
    const missing = Object.entries(MEMBER_TEXTS).flatMap(([name, value]) =>
      textsOf(value)
        .filter((text) => !STAFF_ONLY.has(text) && !findDutchText(text))
        .map((text) => `${name}: ${text}`),
    );
    expect(missing).toEqual([]);
  });

  it('every text constant of the API and the contract is checked above or known not to be a member message', () => {
    const files = [...walk(join(ROOT, 'api/src')), ...walk(join(ROOT, 'shared-kernel/src/contract'))];
    const unknown: string[] = [];
    for (const file of files) {
      for (const match of readFileSync(file, 'utf8').matchAll(/export const ([A-Z][A-Z0-9_]*(?:TEXTS?|MESSAGES?|LABELS))\b/g)) {
        const name = match[1]!;
        if (!(name in MEMBER_TEXTS) && !NOT_MEMBER_MESSAGES.has(name)) unknown.push(`${relative(ROOT, file)}: ${name}`);
      }
    }
    expect(unknown).toEqual([]);
  });

  it('every Dutch message written inline in a member-facing throw', () => {
    const missing: string[] = [];
    const call = /\b(?:failValidation|notFound|invalid|notApplicable|bundleNotFound|ApiHttpError)\(([^;]*?)(['`])((?:(?!\2)[^\\]|\\.)*)\2/g;
    for (const file of walk(join(ROOT, 'api/src'))) {
      const path = relative(ROOT, file);
      if (STAFF_SOURCES.test(path)) continue;
      for (const match of readFileSync(file, 'utf8').matchAll(call)) {
        const text = match[3]!.replace(/\$\{[^}]*\}/g, '7');
        // A Dutch sentence (not an error code such as 'bad_request' or a field name).
        if (!/^[A-Z]/.test(text) || !/\s/.test(text)) continue;
        if (!findDutchText(text)) missing.push(`${path}: ${text}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it("every Dutch message of the contract's member-facing schemas", () => {
    const missing: string[] = [];
    const dir = join(ROOT, 'shared-kernel/src/contract');
    for (const name of readdirSync(dir)) {
      // The back office's schemas, the site settings' (operators) and the province names (no messages).
      if (!name.endsWith('.ts') || name.endsWith('.test.ts') || /^(admin|settings|provinces)/.test(name)) continue;
      const source = readFileSync(join(dir, name), 'utf8');
      for (const match of source.matchAll(/(?:message: |, )'([A-Z][^']{6,})'/g)) {
        if (!findDutchText(match[1]!)) missing.push(`${name}: ${match[1]}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('the validation messages with a field name', () => {
    const field = (code: string, extra: Record<string, unknown>): string =>
      describeIssue({ code, path: ['text'], message: 'Invalid input', ...extra } as unknown as Parameters<typeof describeIssue>[0], 'body').message;
    const texts = [
      field('invalid_type', { expected: 'string', input: undefined }),
      field('too_big', { origin: 'string', maximum: 2000 }),
      field('too_small', { origin: 'string', minimum: 1 }),
      field('too_small', { origin: 'string', minimum: 3 }),
      field('invalid_format', { format: 'email' }),
      field('unrecognized_keys', { keys: ['colour'] }),
      field('invalid_value', { values: ['a', 'b'] }),
      ...['string', 'number', 'int', 'boolean', 'object', 'array', 'date'].map((expected) => field('invalid_type', { expected, input: 12 })),
    ];
    expect(texts.filter((text) => !findDutchText(text))).toEqual([]);
    // The type is part of the text: each expected type has its own key, so it is translated too.
    expect(findDutchText(field('invalid_type', { expected: 'number', input: 'x' }))).toEqual({ key: 'errors.validation.fieldType.number', vars: { field: 'text' } });
  });

  it('the validation messages without a field (the body or query string as a whole)', () => {
    const whole = (code: string, source: 'body' | 'query', extra: Record<string, unknown>): string =>
      describeIssue({ code, path: [], message: 'Invalid input', ...extra } as unknown as Parameters<typeof describeIssue>[0], source).message;
    const missing = whole('invalid_type', 'body', { expected: 'object', input: undefined });
    expect(missing).toBe('De inhoud van het verzoek ontbreekt.');
    const texts = [missing, whole('custom', 'body', {}), whole('custom', 'query', {})];
    let control = '';
    try {
      parseInput(z.object({ text: z.string() }).or(z.string()), 'a\u0001b', 'body');
    } catch (error) {
      control = (error as Error).message;
    }
    expect(control).toBe('De inhoud van het verzoek bevat een ongeldig teken (een stuurteken).');
    texts.push(control);
    expect(texts.filter((text) => !findDutchText(text))).toEqual([]);
    expect(translateDutch('fr', missing)).toBe('Le contenu de la requête est manquant.');
    expect(translateDutch('pl', "Het veld 'age' heeft een ongeldige waarde (verwacht: een getal).")).toBe("Pole 'age' ma nieprawidłową wartość (oczekiwano: liczby).");
  });
});

describe("the mails' Dutch labels are the contract's", () => {
  it('complaint categories, the received status and the moderation reasons', () => {
    expect(API_TEXTS_NL.mail.complaintReceived.categories).toEqual(COMPLAINT_CATEGORY_LABELS);
    expect(API_TEXTS_NL.mail.complaintReceived.statusReceived).toBe(COMPLAINT_STATUS_LABELS.received);
    expect(API_TEXTS_NL.mail.reasons).toEqual(Object.fromEntries(Object.entries(MODERATION_REASON_TEXTS).map(([k, r]) => [k, r.label])));
  });
});
