import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { AppProps } from 'single-spa';
import { bus, type AppEvent } from 'shared-kernel/bus';
import { settingsFixture } from 'shared-kernel/testing/fixtures';
import { sessionStore } from 'shared-kernel/stores/session';
import { settingsStore } from 'shared-kernel/stores/settings';
import * as parcel from './signupParcel';

type Props = Parameters<typeof parcel.mount>[0];

function parcelProps(domElement: HTMLElement, custom: { profileId?: number; source?: string }): Props {
  const singleSpaProps = { name: 'mfe-auth/signup', singleSpa: {}, mountParcel: jest.fn() } as unknown as AppProps;
  return { ...singleSpaProps, domElement, ...custom } as Props;
}

// single-spa mounts outside act() (as in the shell): tell React this is not an act() environment.
const globalAct = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
let actEnvironment: boolean | undefined;
beforeAll(() => {
  actEnvironment = globalAct.IS_REACT_ACT_ENVIRONMENT;
  globalAct.IS_REACT_ACT_ENVIRONMENT = false;
});
afterAll(() => {
  globalAct.IS_REACT_ACT_ENVIRONMENT = actEnvironment;
});

describe('the signup parcel (mfe-auth/signup)', () => {
  beforeEach(() => {
    settingsStore.set(settingsFixture);
    sessionStore.set({ status: 'anonymous', user: null });
  });

  it('mounts the form alone (no page heading) with its providers, and unmounts cleanly', async () => {
    const domElement = document.createElement('div');
    document.body.appendChild(domElement);
    const props = parcelProps(domElement, { source: 'home' });

    // Not inside act(): mount resolves from componentDidMount, which act() would hold back.
    await parcel.bootstrap(props);
    await parcel.mount(props);
    const form = await within(domElement).findByRole('form', { name: 'Aanmeldformulier' });
    expect(form).toHaveAttribute('data-source', 'modal:home');
    expect(within(domElement).queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
    expect(within(domElement).queryByLabelText('Je eerste bericht aan dit lid')).not.toBeInTheDocument();
    expect(domElement.querySelector('[data-remote="mfe-auth"]')).not.toBeNull();

    await parcel.unmount(props);
    expect(domElement).toBeEmptyDOMElement();
    domElement.remove();
  });

  it('with a profileId asks for the first message, and ends a signup in progress when unmounted', async () => {
    const events: AppEvent[] = [];
    const sub = bus.on('signup/progress').subscribe((e) => events.push(e));
    const domElement = document.createElement('div');
    document.body.appendChild(domElement);
    const props = parcelProps(domElement, { profileId: 3101, source: 'profile' });

    await parcel.bootstrap(props);
    await parcel.mount(props);
    const message = await screen.findByLabelText('Je eerste bericht aan dit lid');
    fireEvent.change(message, { target: { value: 'Hallo!' } });
    await waitFor(() => expect(events).toEqual([{ type: 'signup/progress', inProgress: true }]));

    await parcel.unmount(props);
    expect(events).toEqual([
      { type: 'signup/progress', inProgress: true },
      { type: 'signup/progress', inProgress: false },
    ]);
    sub.unsubscribe();
    domElement.remove();
  });

  it('ignores a profileId that is not a profile id', async () => {
    const domElement = document.createElement('div');
    document.body.appendChild(domElement);
    const props = { ...parcelProps(domElement, {}), profileId: '3101' } as unknown as Props;
    await parcel.bootstrap(props);
    await parcel.mount(props);
    await within(domElement).findByRole('form');
    expect(within(domElement).queryByLabelText('Je eerste bericht aan dit lid')).not.toBeInTheDocument();
    await parcel.unmount(props);
    domElement.remove();
  });
});
