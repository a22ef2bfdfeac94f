import { act, renderHook } from '@testing-library/react';
import { bus } from 'shared-kernel/bus';
import { useRemoteNotFound } from './useRemoteNotFound';

test('the owner of the current route can declare it missing', () => {
  const { result } = renderHook(() => useRemoteNotFound('/onbekend', 'mfe-landers'));
  expect(result.current).toBe(false);
  act(() => bus.emit({ type: 'route/notFound', path: '/onbekend', remote: 'mfe-landers' }));
  expect(result.current).toBe(true);
});

test('a remote that does not own the route (e.g. one being unmounted) is ignored', () => {
  const { result } = renderHook(() => useRemoteNotFound('/members', 'mfe-members'));
  act(() => bus.emit({ type: 'route/notFound', path: '/members', remote: 'mfe-landers' }));
  expect(result.current).toBe(false);
});

test('a report for another path does not make this one missing', () => {
  const { result, rerender } = renderHook(({ path }) => useRemoteNotFound(path, 'mfe-landers'), {
    initialProps: { path: '/a' },
  });
  act(() => bus.emit({ type: 'route/notFound', path: '/a', remote: 'mfe-landers' }));
  expect(result.current).toBe(true);
  rerender({ path: '/pages/terms' });
  expect(result.current).toBe(false);
});
