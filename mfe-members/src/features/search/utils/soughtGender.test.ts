import { soughtGender } from './soughtGender';

describe('soughtGender', () => {
  it('is the other gender for hetero members, the same for gay and lesbian members, none for bi members', () => {
    expect(soughtGender('female', 'hetero')).toBe('male');
    expect(soughtGender('male', 'hetero')).toBe('female');
    expect(soughtGender('male', 'gay')).toBe('male');
    expect(soughtGender('female', 'lesbian')).toBe('female');
    expect(soughtGender('female', 'bi')).toBeNull();
  });
});
