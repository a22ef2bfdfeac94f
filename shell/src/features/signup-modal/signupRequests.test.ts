import { act, renderHook } from '@testing-library/react';
import { bus } from 'shared-kernel/bus';
import { useSignupRequest } from './signupRequests';

const request = (e: { source?: string; profileId?: number }) => act(() => bus.emit({ type: 'signup/requested', ...e }));

test('opens on signup/requested with its source and profile, and closes', () => {
  const { result } = renderHook(() => useSignupRequest(true));
  expect(result.current.request).toBeNull();
  request({ source: 'profile', profileId: 7 });
  expect(result.current.request).toEqual({ id: expect.any(Number), source: 'profile', profileId: 7 });
  act(() => result.current.close());
  expect(result.current.request).toBeNull();
});

test('a request while the modal is open keeps the open one (the form is not wiped)', () => {
  const { result } = renderHook(() => useSignupRequest(true));
  request({ source: 'home' });
  const first = result.current.request;
  request({ source: 'profile', profileId: 9 });
  expect(result.current.request).toBe(first);
  act(() => result.current.close());
  request({ source: 'profile', profileId: 9 });
  expect(result.current.request).toEqual({ id: expect.any(Number), source: 'profile', profileId: 9 });
  expect(result.current.request!.id).not.toBe(first!.id);
});

test('a layout without the signup modal ignores requests and drops an open one', () => {
  const { result, rerender } = renderHook(({ active }) => useSignupRequest(active), { initialProps: { active: false } });
  request({ source: 'home' });
  expect(result.current.request).toBeNull();
  rerender({ active: true });
  request({ source: 'home' });
  expect(result.current.request).not.toBeNull();
  rerender({ active: false });
  expect(result.current.request).toBeNull();
});
