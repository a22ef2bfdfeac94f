import { isTrackingParam, stripTrackingParams } from './stripTrackingParams';

describe('stripTrackingParams', () => {
  it('removes cpc and click ids but keeps other parameters in order', () => {
    expect(stripTrackingParams('https://hartklop.nl/members?cpc=1&gender=female&gclid=abc&page=2')).toBe(
      'https://hartklop.nl/members?gender=female&page=2',
    );
  });

  it('removes every utm_* parameter, fbclid and msclkid', () => {
    expect(
      stripTrackingParams('/?utm_source=x&utm_medium=y&utm_campaign=z&utm_whatever=q&fbclid=f&msclkid=m&lb=1'),
    ).toBe('/?lb=1');
  });

  it('keeps network, ref and sub1..sub3 (traffic-source tracking of issue 3)', () => {
    const url = '/landers/video?network=adnet&ref=42&sub1=a&sub2=b&sub3=c&cpc=0.12';
    expect(stripTrackingParams(url)).toBe('/landers/video?network=adnet&ref=42&sub1=a&sub2=b&sub3=c');
  });

  it('drops the question mark when nothing is left and keeps the hash', () => {
    expect(stripTrackingParams('/pages/faq?utm_source=mail#payment')).toBe('/pages/faq#payment');
  });

  it('returns the input unchanged without tracking parameters (no re-encoding)', () => {
    const url = '/members?q=a+b&name=J%C3%BCrgen&empty=&flag';
    expect(stripTrackingParams(url)).toBe(url);
    expect(stripTrackingParams('/members')).toBe('/members');
    expect(stripTrackingParams('/members#x?cpc=1')).toBe('/members#x?cpc=1');
  });

  it('matches names case-insensitively and decodes them', () => {
    expect(stripTrackingParams('/?UTM_Source=x&GCLID=y&utm%5Fterm=z&keep=1')).toBe('/?keep=1');
  });

  it('isTrackingParam', () => {
    expect(isTrackingParam('cpc')).toBe(true);
    expect(isTrackingParam('utm_content')).toBe(true);
    expect(isTrackingParam('network')).toBe(false);
    expect(isTrackingParam('lb')).toBe(false);
    expect(isTrackingParam('t')).toBe(false);
  });
});
