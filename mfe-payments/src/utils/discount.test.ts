import { activeDiscountCode, withCode } from './discount';

describe('the active discount code (SPEC §4)', () => {
  const welcome = { code: 'WELKOM25', expired: false };

  it('is the time bonus when present, else the welcome code, else none', () => {
    expect(activeDiscountCode(true, welcome)).toBe('TIMEBONUS25');
    expect(activeDiscountCode(true, null)).toBe('TIMEBONUS25');
    expect(activeDiscountCode(false, welcome)).toBe('WELKOM25');
    expect(activeDiscountCode(false, null)).toBeNull();
  });

  it('leaves out a welcome code that has ended', () => {
    expect(activeDiscountCode(false, { ...welcome, expired: true })).toBeNull();
  });

  it('carries the code in the address', () => {
    expect(withCode('/credits/3', 'TIMEBONUS25')).toBe('/credits/3?code=TIMEBONUS25');
    expect(withCode('/credits/3', null)).toBe('/credits/3');
    // '' keeps the member's choice to pay without the welcome discount.
    expect(withCode('/credits/3', '')).toBe('/credits/3?code=');
  });
});
