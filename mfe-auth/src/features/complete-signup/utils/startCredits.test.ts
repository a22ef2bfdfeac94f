import { startCreditsOf } from './startCredits';

describe('startCreditsOf', () => {
  it('counts the whole messages the starting credits pay for', () => {
    expect(startCreditsOf({ signup_credits: 10, message_credits: 10 })).toEqual({ credits: 10, messages: 1 });
    expect(startCreditsOf({ signup_credits: 25, message_credits: 10 })).toEqual({ credits: 25, messages: 2 });
    expect(startCreditsOf({ signup_credits: 5, message_credits: 10 })).toEqual({ credits: 5, messages: 0 });
  });

  it('has nothing to say without starting credits or with free messages', () => {
    expect(startCreditsOf({ signup_credits: 0, message_credits: 10 })).toBeNull();
    expect(startCreditsOf({ signup_credits: 10, message_credits: 0 })).toBeNull();
  });
});
