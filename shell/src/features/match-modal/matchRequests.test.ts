import { act, renderHook } from '@testing-library/react';
import { bus } from 'shared-kernel/bus';
import { likeModalDelay, removeLikeModalParam, useMatchModal, type MatchModalOptions } from './matchRequests';

const lotte = { id: 3001, name: 'Lotte', main_image: { match: '/media/lotte.jpg' } };

beforeEach(() => window.history.replaceState(null, '', '/'));
afterEach(() => jest.useRealTimers());

describe('likeModalDelay', () => {
  it.each([
    ['?t=5', 5],
    ['?t=0', 0],
    ['?ref=x&t=2.5', 2.5],
    ['', null],
    ['?t=', null],
    ['?t=abc', null],
    ['?t=-3', null],
    ['?t=99999', null],
  ])('%s → %s', (search, expected) => {
    expect(likeModalDelay(search)).toBe(expected);
  });
});

it('removeLikeModalParam drops only t, keeps the rest and the history state, without a navigation', () => {
  window.history.replaceState({ idx: 3 }, '', '/members?t=5&page=2#top');
  const popstate = jest.fn();
  window.addEventListener('popstate', popstate);
  removeLikeModalParam();
  window.removeEventListener('popstate', popstate);
  expect(`${window.location.pathname}${window.location.search}${window.location.hash}`).toBe('/members?page=2#top');
  expect(window.history.state).toEqual({ idx: 3 });
  expect(popstate).not.toHaveBeenCalled();
});

describe('useMatchModal', () => {
  const render = (options: MatchModalOptions) => renderHook((props: MatchModalOptions) => useMatchModal(props), { initialProps: options });

  it('opens on match/show with the profile and label; further requests wait until it is closed', () => {
    const { result } = render({ matches: true, likeModal: false, search: '' });
    expect(result.current.request).toBeNull();
    act(() => bus.emit({ type: 'match/show', profile: lotte, buttonLabel: 'Zeg hallo' }));
    expect(result.current.request).toMatchObject({ profile: lotte, buttonLabel: 'Zeg hallo', target: 'chat' });
    const first = result.current.request;
    act(() => bus.emit({ type: 'match/show' }));
    expect(result.current.request).toBe(first);
    act(() => result.current.close());
    expect(result.current.request).toBeNull();
    act(() => bus.emit({ type: 'match/show' }));
    expect(result.current.request).toEqual({ id: expect.any(Number), target: 'chat' });
    expect(result.current.request?.id).not.toBe(first?.id);
  });

  it('ignores match/show for visitors', () => {
    const { result } = render({ matches: false, likeModal: false, search: '' });
    act(() => bus.emit({ type: 'match/show', profile: lotte }));
    expect(result.current.request).toBeNull();
  });

  it('like modal: after t seconds removes ?t from the address and opens without a profile, leading to the profile', () => {
    jest.useFakeTimers();
    window.history.replaceState(null, '', '/members?t=3&ref=mail');
    const { result } = render({ matches: true, likeModal: true, search: '?t=3&ref=mail' });
    act(() => jest.advanceTimersByTime(2999));
    expect(result.current.request).toBeNull();
    expect(window.location.search).toBe('?t=3&ref=mail');
    act(() => jest.advanceTimersByTime(1));
    expect(result.current.request).toEqual({ id: expect.any(Number), target: 'profile' });
    expect(window.location.pathname).toBe('/members');
    expect(window.location.search).toBe('?ref=mail');
  });

  it('like modal: nothing without ?t, when not allowed here, or after leaving the page first', () => {
    jest.useFakeTimers();
    const none = render({ matches: true, likeModal: true, search: '?ref=mail' });
    const notHere = render({ matches: true, likeModal: false, search: '?t=1' });
    const left = render({ matches: true, likeModal: true, search: '?t=2' });
    act(() => jest.advanceTimersByTime(1000));
    left.rerender({ matches: true, likeModal: true, search: '' });
    act(() => jest.advanceTimersByTime(5000));
    expect(none.result.current.request).toBeNull();
    expect(notHere.result.current.request).toBeNull();
    expect(left.result.current.request).toBeNull();
  });
});
