import { TIME_BONUS_MODAL_KEY, timeBonusBannerDue } from './bannerDue';

const NOW = Date.parse('2026-11-28T12:00:00Z');
const signedUp = (secondsAgo: number) => new Date(NOW - secondsAgo * 1000).toISOString();
const member = (over: Partial<{ paid_user: boolean; signup_date: string; credits: number }> = {}) => ({
  paid_user: false,
  signup_date: signedUp(60),
  credits: 10,
  ...over,
});

describe('timeBonusBannerDue (what payments\' banner will show, known before it loads)', () => {
  beforeEach(() => localStorage.clear());

  it('is due for a non-paid member in the first 4 hours after signup', () => {
    expect(timeBonusBannerDue(member(), NOW)).toBe(true);
    expect(timeBonusBannerDue(member({ signup_date: signedUp(14_399) }), NOW)).toBe(true);
  });

  it('is not due for a visitor, a paid member, after 4 hours, or without a readable signup date', () => {
    expect(timeBonusBannerDue(null, NOW)).toBe(false);
    expect(timeBonusBannerDue(member({ paid_user: true }), NOW)).toBe(false);
    expect(timeBonusBannerDue(member({ signup_date: signedUp(14_400) }), NOW)).toBe(false);
    expect(timeBonusBannerDue(member({ signup_date: 'gisteren' }), NOW)).toBe(false);
  });

  it('waits for the modal of a member with 0 credits until it was closed (issue 27)', () => {
    expect(timeBonusBannerDue(member({ credits: 0 }), NOW)).toBe(false);
    localStorage.setItem(TIME_BONUS_MODAL_KEY, String(NOW));
    expect(timeBonusBannerDue(member({ credits: 0 }), NOW)).toBe(true);
    expect(timeBonusBannerDue(member({ credits: 0 }), NOW, false)).toBe(false);
  });
});
