import { captureTracking, getTracking, isTrafficSourceVisitor, signupMode, TRACKING_STORAGE_KEY } from './tracking';

beforeEach(() => localStorage.clear());

describe('tracking data (SPEC §3, §6)', () => {
  it('stores network, ref and sub1..3 from the landing URL and ignores the rest', () => {
    expect(captureTracking('?network=partner1&sub1=a&cpc=9&utm_source=x')).toEqual({ network: 'partner1', sub1: 'a' });
    expect(getTracking()).toEqual({ network: 'partner1', sub1: 'a' });
  });

  it('a new network starts a new attribution; values without a network are merged in', () => {
    captureTracking('?network=eerste&sub1=a&sub2=b');
    captureTracking('?sub3=c');
    expect(getTracking()).toEqual({ network: 'eerste', sub1: 'a', sub2: 'b', sub3: 'c' });
    captureTracking('?network=tweede');
    expect(getTracking()).toEqual({ network: 'tweede' });
  });

  it('drops malformed values, also when someone edits local storage', () => {
    captureTracking('?network=%3Cscript%3E&ref=ok');
    expect(getTracking()).toEqual({ ref: 'ok' });
    localStorage.setItem(TRACKING_STORAGE_KEY, JSON.stringify({ network: '<b>', ref: 42 }));
    expect(getTracking()).toEqual({});
    localStorage.setItem(TRACKING_STORAGE_KEY, 'geen json');
    expect(getTracking()).toEqual({});
  });

  it('a traffic-source visitor has a stored network or a network query parameter', () => {
    expect(isTrafficSourceVisitor('')).toBe(false);
    expect(isTrafficSourceVisitor('?network=p')).toBe(true);
    captureTracking('?network=p');
    expect(isTrafficSourceVisitor('')).toBe(true);
  });

  it('signups: all → open; with_trafficsource → open for traffic-source visitors; otherwise an invitation', () => {
    expect(signupMode({ signups: 'all' }, '')).toBe('open');
    expect(signupMode({ signups: 'with_trafficsource' }, '')).toBe('invitation');
    expect(signupMode({ signups: 'with_trafficsource' }, '?network=p')).toBe('open');
    expect(signupMode({ signups: 'closed' }, '?network=p')).toBe('invitation');
  });

  it('stored: false decides from the address alone (as a server render can)', () => {
    captureTracking('?network=p');
    expect(signupMode({ signups: 'with_trafficsource' }, '')).toBe('open');
    expect(signupMode({ signups: 'with_trafficsource' }, '', { stored: false })).toBe('invitation');
    expect(signupMode({ signups: 'with_trafficsource' }, '?network=q', { stored: false })).toBe('open');
  });
});
