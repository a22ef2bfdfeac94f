import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { bus } from 'shared-kernel/bus';
import { recordEvents } from 'shared-kernel/testing/bus';
import { settingsFixture } from 'shared-kernel/testing/fixtures';
import { renderRemoteAt } from 'shared-kernel/testing/remote';
import { callsTo, logIn, useMockApi } from 'shared-kernel/testing/server';
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

/** Every write of the session store from now on (its current value comes first and is skipped). */
let sessionWrites: Array<{ credits: number | undefined; paid_user: boolean | undefined }> = [];
let unsubscribe: () => void = () => undefined;

beforeEach(() => {
  settingsStore.set({ ...settingsFixture, cdn_prefix: '/media/' });
  resetChatState();
});
afterEach(() => {
  unsubscribe();
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

    // The server's live echo of the same balance (the shell's live client announces it on the bus,
    // shell/src/features/live/realtime.test.ts) changes nothing.
    act(() => bus.emit({ type: 'credits/changed', credits: 25 }));
    expect(sessionWrites).toEqual([{ credits: 25, paid_user: false }]);

    // A purchase in another tab: the live event brings the balance and premium, applied once.
    act(() => bus.emit({ type: 'credits/changed', credits: 275, paidUser: true }));
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
