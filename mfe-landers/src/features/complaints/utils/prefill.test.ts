import { prefillFrom } from './prefill';

const origin = 'https://hartklop.nl';

test('a profile report fills in the profile and its address', () => {
  expect(prefillFrom(new URLSearchParams('profile=3002'), origin)).toEqual({ profileId: 3002, urls: 'https://hartklop.nl/members/3002' });
});

test('a message report fills in the message and its conversation, not a profile', () => {
  expect(prefillFrom(new URLSearchParams('message=88&conversation=7&profile=3'), origin)).toEqual({ messageId: 88, urls: 'https://hartklop.nl/chats/7' });
});

test('ignores malformed ids', () => {
  expect(prefillFrom(new URLSearchParams('profile=abc'), origin)).toEqual({ urls: '' });
  expect(prefillFrom(new URLSearchParams('profile=0'), origin)).toEqual({ urls: '' });
  expect(prefillFrom(new URLSearchParams('message=99999999999'), origin)).toEqual({ urls: '' });
});
