/**
 * Discount codes seeded by migration 0015 (issue 13; README "Discount codes and the time bonus").
 * Percentages are of the bundle's price, VAT included; amounts in cents.
 *
 * - TIMEBONUS25 is the time bonus of SPEC §4/§9: 25.0 %, once per user, active, for the first
 *   14,400 s (4 hours) after signup, on the first purchase only.
 * - WELKOM25 is the welcome discount of SPEC §1: 25 %, once per user, for the first 7 days after
 *   signup, on the first purchase only. It is what `GET /api/discountcode.php?welcome=true` answers.
 * - The others are demo codes that show each rule (country, minimum order, methods, expired, inactive).
 */
export const TIME_BONUS_SECONDS = 14_400;
export const WELCOME_SECONDS = 7 * 24 * 3600;

export interface DiscountCodeSeed {
  code: string;
  kind: 'code' | 'welcome' | 'time_bonus';
  value_percentage: number;
  validity: 'once-per-user' | 'unlimited';
  status: 'active' | 'inactive';
  country: string | null;
  currency: string | null;
  minimum_order_value: number;
  paymentmethods: string[] | null;
  /** A fixed end (ISO), or null. */
  expires: string | null;
  /** Valid this long after the member's signup (the welcome discount and the time bonus), or null. */
  valid_seconds_after_signup: number | null;
  first_purchase_only: boolean;
}

const base = {
  kind: 'code',
  validity: 'once-per-user',
  status: 'active',
  country: null,
  currency: null,
  minimum_order_value: 0,
  paymentmethods: null,
  expires: null,
  valid_seconds_after_signup: null,
  first_purchase_only: false,
} as const;

export const DISCOUNT_CODES: readonly DiscountCodeSeed[] = [
  { ...base, code: 'TIMEBONUS25', kind: 'time_bonus', value_percentage: 25, valid_seconds_after_signup: TIME_BONUS_SECONDS, first_purchase_only: true },
  { ...base, code: 'WELKOM25', kind: 'welcome', value_percentage: 25, valid_seconds_after_signup: WELCOME_SECONDS, first_purchase_only: true },
  /** 10 % for everyone, as often as they like. */
  { ...base, code: 'HARTJE10', value_percentage: 10, validity: 'unlimited' },
  /** 20 % once, in the Netherlands only, from € 25 on. */
  { ...base, code: 'LENTE20', value_percentage: 20, country: 'NL', currency: 'EUR', minimum_order_value: 2500 },
  /** 15 % once, with iDEAL or Bancontact only. */
  { ...base, code: 'IDEAAL15', value_percentage: 15, paymentmethods: ['ideal', 'bancontact'] },
  /** Ended on 1 January 2025: 'Code niet gevonden'. */
  { ...base, code: 'KERST2024', value_percentage: 30, expires: '2025-01-01T00:00:00Z' },
  /** Switched off: 'Code niet gevonden'. */
  { ...base, code: 'PAUZE50', value_percentage: 50, status: 'inactive' },
];
