import { act, screen } from '@testing-library/react';
import { userFixture } from 'shared-kernel/testing';
import { sessionStore } from 'shared-kernel/stores/session';
import { renderWithTheme } from 'shared-kernel/testing/ui';
import TimeBonusBanner from './TimeBonusBanner';
import TimeBonusModal, { DISMISS_KEY } from './TimeBonusModal';
import { modalClosedStore } from '../modalState';

/** A member who signed up `secondsAgo` ago with `credits`. */
function logInNew({ credits = 0, secondsAgo = 60, paid = false } = {}) {
  act(() =>
    sessionStore.set({
      status: 'authenticated',
      user: { ...userFixture, credits, paid_user: paid, signup_date: new Date(Date.now() - secondsAgo * 1000).toISOString() },
    }),
  );
}

beforeEach(() => {
  jest.useFakeTimers();
  localStorage.clear();
  modalClosedStore.set(false);
});
afterEach(() => {
  act(() => sessionStore.set({ status: 'anonymous', user: null }));
  jest.useRealTimers();
});

describe('time-bonus banner', () => {
  it('counts down each second for a new member and links to /credits with the code', () => {
    logInNew({ secondsAgo: 60, credits: 10 });
    renderWithTheme(<TimeBonusBanner />);
    const region = screen.getByRole('complementary', { name: 'Welkomstbonus' });
    expect(region).toHaveTextContent('25% welkomstbonus');
    expect(region).toHaveTextContent('03:59:00');
    act(() => jest.advanceTimersByTime(1000));
    expect(region).toHaveTextContent('03:58:59');
    expect(screen.getByRole('link')).toHaveAttribute('href', '/credits?code=TIMEBONUS25');
  });

  it('shows nothing for a paid member or after 4 hours, and goes at logout', () => {
    logInNew({ paid: true, credits: 10 });
    const { container } = renderWithTheme(<TimeBonusBanner />);
    expect(container).toBeEmptyDOMElement();
    act(() => sessionStore.set({ status: 'anonymous', user: null }));
    logInNew({ secondsAgo: 14_401, credits: 10 });
    expect(container).toBeEmptyDOMElement();
    logInNew({ secondsAgo: 10, credits: 10 });
    expect(screen.getByRole('complementary')).toBeInTheDocument();
    act(() => sessionStore.set({ status: 'anonymous', user: null }));
    expect(container).toBeEmptyDOMElement();
  });
});

describe('time-bonus modal', () => {
  it('opens 40 s after it is mounted for a member with 0 credits; closing stores the dismissal', () => {
    logInNew({ credits: 0 });
    renderWithTheme(<TimeBonusModal />);
    act(() => jest.advanceTimersByTime(39_000));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1000));
    const dialog = screen.getByRole('dialog', { name: '25% welkomstbonus' });
    expect(dialog).toHaveTextContent('Aanbieding geldig nog');
    expect(dialog).toHaveTextContent('Je credits staan direct na je betaling op je account.');
    expect(dialog).toHaveTextContent('Wees er snel bij: deze aanbieding is maar 4 uur geldig.');
    act(() => screen.getByRole('button', { name: 'Sluiten' }).click());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(localStorage.getItem(DISMISS_KEY)).toMatch(/^\d+$/);
  });

  it('stays closed for a member with credits, after a dismissal, and without a time bonus', () => {
    logInNew({ credits: 10 });
    const first = renderWithTheme(<TimeBonusModal />);
    act(() => jest.advanceTimersByTime(41_000));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    first.unmount();

    localStorage.setItem(DISMISS_KEY, String(Date.now()));
    logInNew({ credits: 0 });
    const second = renderWithTheme(<TimeBonusModal />);
    act(() => jest.advanceTimersByTime(41_000));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    second.unmount();

    localStorage.clear();
    act(() => sessionStore.set({ status: 'anonymous', user: null }));
    logInNew({ credits: 0, secondsAgo: 14_401 });
    renderWithTheme(<TimeBonusModal />);
    act(() => jest.advanceTimersByTime(41_000));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('one promotion at a time (issue 27)', () => {
  const banner = () => screen.queryByRole('complementary', { name: 'Welkomstbonus' });
  const modal = () => screen.queryByRole('dialog', { name: '25% welkomstbonus' });

  it('with 0 credits the modal comes first: no banner before it nor beside it, the banner once it is closed', () => {
    logInNew({ credits: 0 });
    renderWithTheme(
      <>
        <TimeBonusBanner />
        <TimeBonusModal />
      </>,
    );
    expect(banner()).toBeNull();
    act(() => jest.advanceTimersByTime(40_000));
    expect(modal()).toBeInTheDocument();
    expect(banner()).toBeNull();
    act(() => screen.getByRole('button', { name: 'Sluiten' }).click());
    expect(modal()).toBeNull();
    expect(banner()).toBeInTheDocument();
  });

  it('a member the modal is not for (credits left) gets the banner at once and never the modal', () => {
    logInNew({ credits: 10 });
    renderWithTheme(
      <>
        <TimeBonusBanner />
        <TimeBonusModal />
      </>,
    );
    expect(banner()).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(41_000));
    expect(modal()).toBeNull();
  });

  it('after the modal was closed on an earlier visit the banner shows at once', () => {
    localStorage.setItem(DISMISS_KEY, String(Date.now()));
    logInNew({ credits: 0 });
    renderWithTheme(<TimeBonusBanner />);
    expect(banner()).toBeInTheDocument();
  });
});
