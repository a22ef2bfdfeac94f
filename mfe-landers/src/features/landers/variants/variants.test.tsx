import { act, fireEvent, render, screen, within } from '@testing-library/react';
import type { LanderCampaign } from 'shared-kernel/contract';
import { settingsFixture } from 'shared-kernel/testing/fixtures';
import { RemoteProviders } from 'shared-kernel/remote';
import { settingsStore } from 'shared-kernel/stores/settings';
import { LANDERS } from '../registry';
import type { LanderMember, LanderProps } from '../types';

const campaign: LanderCampaign = {
  variant: 'test',
  slug: 'amsterdam',
  headline: 'Singles uit Amsterdam en omgeving',
  subline: 'Ontmoet vrouwen uit Noord-Holland.',
  country: 'NL',
  region: 'NL-NH',
  region_name: 'Noord-Holland',
  niche: 'default',
  gender: 'female',
  min_age: null,
  max_age: null,
  hero_members: [],
};

const member = (id: number, name: string, fictional = false): LanderMember => ({
  id,
  name,
  age: 30 + (id % 10),
  city: 'Haarlem',
  country: 'NL',
  fictional,
  cam: false,
  main_image: { filename: `m/${id}.jpg`, thumb_filename: `m/${id}-t.jpg` },
});
const members = [member(1, 'Lotte'), member(2, 'Femke', true), member(3, 'Sanne'), member(4, 'Iris'), member(5, 'Noor')];

async function renderLander(name: string, props: Partial<LanderProps> = {}) {
  const entry = LANDERS[name];
  if (!entry) throw new Error(`no lander ${name}`);
  const { default: Lander } = await entry.load();
  const onSignup = jest.fn();
  render(
    <RemoteProviders>
      <Lander variant={name} campaign={campaign} members={members} onSignup={onSignup} {...props} />
    </RemoteProviders>,
  );
  return onSignup;
}

beforeEach(() => settingsStore.set(settingsFixture));

// jsdom has no PointerEvent: a MouseEvent carries the clientX a drag needs.
beforeAll(() => {
  if (!('PointerEvent' in window)) Object.defineProperty(window, 'PointerEvent', { configurable: true, value: MouseEvent });
});

const MINE = ['alonetonight', 'collagelanding', 'gallery', 'iconslanding', 'socialnetwork', 'tinderswipe', 'transitionsvideolanding'];

describe.each(MINE)('lander %s', (name) => {
  it('shows the campaign’s headline as the page heading and its members, the fictional one flagged', async () => {
    await renderLander(name);
    expect(screen.getByRole('heading', { level: 1, name: campaign.headline })).toBeInTheDocument();
    expect(screen.getAllByText(/Lotte/).length).toBeGreaterThan(0);
    expect(screen.getByTestId('fictional-warning')).toHaveTextContent(/Sommige profielen op Hartklop/);
    if (name !== 'tinderswipe' && name !== 'transitionsvideolanding') {
      // The lists show several members at once: Femke (fictional) is among them, with the site's text.
      const flag = document.querySelector('[data-fictional="true"]');
      expect(flag).toHaveTextContent(settingsFixture.fictional_singular);
    }
  });

  it('runs the signup action from its call to action', async () => {
    const onSignup = await renderLander(name);
    fireEvent.click(screen.getAllByRole('button', { name: 'Gratis aanmelden' })[0]!);
    expect(onSignup).toHaveBeenCalledTimes(1);
  });

  it('still has a heading and a call to action without any member', async () => {
    await renderLander(name, { members: [] });
    expect(screen.getByRole('heading', { level: 1, name: campaign.headline })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Gratis aanmelden' }).length).toBeGreaterThan(0);
    expect(screen.queryByTestId('fictional-warning')).not.toBeInTheDocument();
  });
});

describe('tinderswipe', () => {
  it('a pass shows the next card, a like opens the signup action: buttons and arrow keys', async () => {
    const onSignup = await renderLander('tinderswipe');
    const card = () => screen.getByTestId('swipe-card');
    expect(card()).toHaveAccessibleName(/Lotte/);
    fireEvent.click(screen.getByRole('button', { name: 'Sla Lotte over' }));
    expect(card()).toHaveAccessibleName(/Femke/);
    expect(within(card()).getByText(settingsFixture.fictional_singular)).toBeInTheDocument();
    fireEvent.keyDown(window, { key: 'ArrowLeft' });
    expect(card()).toHaveAccessibleName(/Sanne/);
    fireEvent.keyDown(window, { key: 'ArrowRight' });
    expect(onSignup).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: 'Ik vind Sanne leuk' }));
    expect(onSignup).toHaveBeenCalledTimes(2);
  });

  it('a drag to the right is a like, to the left a pass', async () => {
    const onSignup = await renderLander('tinderswipe');
    const card = screen.getByTestId('swipe-card');
    fireEvent.pointerDown(card, { clientX: 200, pointerId: 1 });
    fireEvent.pointerMove(card, { clientX: 60, pointerId: 1 });
    fireEvent.pointerUp(card, { clientX: 60, pointerId: 1 });
    expect(screen.getByTestId('swipe-card')).toHaveAccessibleName(/Femke/);
    fireEvent.pointerDown(card, { clientX: 100, pointerId: 1 });
    fireEvent.pointerMove(card, { clientX: 260, pointerId: 1 });
    fireEvent.pointerUp(card, { clientX: 260, pointerId: 1 });
    expect(onSignup).toHaveBeenCalledTimes(1);
  });

  it('after the last card it invites to sign up', async () => {
    await renderLander('tinderswipe', { members: members.slice(0, 1) });
    fireEvent.click(screen.getByRole('button', { name: 'Sla Lotte over' }));
    expect(screen.getByRole('heading', { name: 'Je hebt iedereen gezien' })).toBeInTheDocument();
  });
});

describe('transitionsvideolanding', () => {
  afterEach(() => {
    jest.useRealTimers();
    delete (window as { matchMedia?: unknown }).matchMedia;
  });
  const reducedMotion = (reduce: boolean) =>
    Object.defineProperty(window, 'matchMedia', {
      configurable: true,
      writable: true,
      value: (query: string) => ({ matches: reduce && query.includes('reduce'), media: query }),
    });

  it('advances by itself, and pauses on request', async () => {
    reducedMotion(false);
    jest.useFakeTimers();
    await renderLander('transitionsvideolanding');
    expect(screen.getByText('1 van 5')).toBeInTheDocument();
    act(() => void jest.advanceTimersByTime(4600));
    expect(screen.getByText('2 van 5')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Pauzeren' }));
    act(() => void jest.advanceTimersByTime(10_000));
    expect(screen.getByText('2 van 5')).toBeInTheDocument();
  });

  it('with prefers-reduced-motion it stays still until the visitor moves on', async () => {
    reducedMotion(true);
    jest.useFakeTimers();
    await renderLander('transitionsvideolanding');
    act(() => void jest.advanceTimersByTime(10_000));
    expect(screen.getByText('1 van 5')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Afspelen' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Volgende foto' }));
    expect(screen.getByText('2 van 5')).toBeInTheDocument();
  });
});
