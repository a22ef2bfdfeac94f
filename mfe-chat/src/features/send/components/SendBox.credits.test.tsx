import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { recordEvents } from 'shared-kernel/mocks/bus';
import { settingsFixture } from 'shared-kernel/mocks/fixtures';
import { callsTo, logIn, useMockApi } from 'shared-kernel/mocks/testing';
import { startLive, type LiveSource } from 'shared-kernel/realtime';
import { renderRemoteAt } from 'shared-kernel/remote/testing';
import { resetChatState } from 'shared-kernel/stores/chat';
import { sessionStore } from 'shared-kernel/stores/session';
import { settingsStore } from 'shared-kernel/stores/settings';
import App from '../../../app/App';

/**
 * Issue 30, item 5: the browser applies a credit change once. The send's answer and the live
 * `credits` event each announce the balance on the bus (credits/changed); the session store alone
 * applies it, so the send and its live echo write the session once, and a purchase's live event
 * (with premium) once more.
 */

useMockApi();

/** The live stream of the tab, driven by the test (what the server's events.php would send). */
class FakeSource implements LiveSource {
  static latest: FakeSource | null = null;
  private readonly listeners = new Map<string, Array<(e: MessageEvent<string>) => void>>();
  onerror: ((event: Event) => void) | null = null;
  constructor() {
    FakeSource.latest = this;
  }
  addEventListener(type: string, listener: (e: MessageEvent<string>) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  close() {
    this.listeners.clear();
  }
  emit(type: string, data: unknown) {
    const event = new MessageEvent<string>(type, { data: JSON.stringify(data) });
    for (const listener of this.listeners.get(type) ?? []) listener(event);
  }
}

let stopLive: () => void = () => undefined;
/** Every write of the session store from now on (its current value comes first and is skipped). */
let sessionWrites: Array<{ credits: number | undefined; paid_user: boolean | undefined }> = [];
let unsubscribe: () => void = () => undefined;

beforeEach(() => {
  settingsStore.set({ ...settingsFixture, cdn_prefix: '/media/' });
  resetChatState();
});
afterEach(() => {
  unsubscribe();
  stopLive();
});

function countSessionWrites(): void {
  sessionWrites = [];
  let first = true;
  unsubscribe = sessionStore.subscribe(({ user }) => {
    if (first) {
      first = false;
      return;
    }
    sessionWrites.push({ credits: user?.credits, paid_user: user?.paid_user });
  });
}

describe('SendBox: the balance after a send', () => {
  it('is applied once: the send and its live echo write the session once; a purchase event once more', async () => {
    logIn();
    stopLive = startLive({ EventSource: FakeSource });
    renderRemoteAt(App, '/chats/7001');
    const box = (await screen.findByRole('textbox', { name: /^Bericht aan/ }, { timeout: 5000 })) as HTMLTextAreaElement;
    expect(screen.getByText(/Je hebt 35 credits\./)).toBeInTheDocument();
    const { events, stop } = recordEvents();
    countSessionWrites();

    fireEvent.change(box, { target: { value: 'Hoi Femke!' } });
    fireEvent.keyDown(box, { key: 'Enter' });
    await waitFor(() => expect(box.value).toBe(''));
    expect(callsTo('POST', '/api/message.php')).toHaveLength(1);
    expect(sessionStore.get().user!.credits).toBe(25);
    expect(screen.getByText(/Je hebt 25 credits\./)).toBeInTheDocument();

    // The server's live echo of the same balance changes nothing.
    act(() => FakeSource.latest!.emit('credits', { credits: 25 }));
    expect(sessionWrites).toEqual([{ credits: 25, paid_user: false }]);

    // A purchase in another tab: the live event brings the balance and premium, applied once.
    act(() => FakeSource.latest!.emit('credits', { credits: 275, paid_user: true }));
    expect(sessionWrites).toEqual([
      { credits: 25, paid_user: false },
      { credits: 275, paid_user: true },
    ]);
    expect(screen.getByText(/Je hebt 275 credits\./)).toBeInTheDocument();
    stop();
    expect(events.filter((e) => e.type === 'credits/changed')).toEqual([
      { type: 'credits/changed', credits: 25 },
      { type: 'credits/changed', credits: 25 },
      { type: 'credits/changed', credits: 275, paidUser: true },
    ]);
  });
});
