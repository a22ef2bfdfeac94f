import { isPushPossible, type NotificationApi } from './push';

const asking = (permission: NotificationPermission): NotificationApi => ({ permission, requestPermission: async () => permission });

describe('isPushPossible', () => {
  it('needs a capable browser, a push key and an unanswered permission', () => {
    expect(isPushPossible({ capable: true }, 'KEY', asking('default'))).toBe(true);
    expect(isPushPossible({ capable: false }, 'KEY', asking('default'))).toBe(false);
    expect(isPushPossible({ capable: true }, '', asking('default'))).toBe(false);
    expect(isPushPossible({ capable: true }, 'KEY', asking('granted'))).toBe(false);
    expect(isPushPossible({ capable: true }, 'KEY', asking('denied'))).toBe(false);
    expect(isPushPossible({ capable: true }, 'KEY', null)).toBe(false);
  });
});
