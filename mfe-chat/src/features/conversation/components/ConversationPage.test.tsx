import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http as mswHttp, HttpResponse } from 'msw';
import { bus } from 'shared-kernel/bus';
import { recordEvents } from 'shared-kernel/testing/bus';
import type { ChatMessageData, ChatRules } from 'shared-kernel/contract';
import { CHAT_RULES } from 'shared-kernel/contract/constants';
import { mockChat } from 'shared-kernel/testing/chat';
import { settingsFixture, userFixture } from 'shared-kernel/testing/fixtures';
import { callsTo, logIn, server, useMockApi } from 'shared-kernel/testing/server';
import { renderRemoteAt } from 'shared-kernel/testing/remote';
import { chatStore, resetChatState } from 'shared-kernel/stores/chat';
import { chatDraftStore, resetChatDrafts, setChatDraft } from 'shared-kernel/stores/chatDraft';
import { sessionStore, updateUser } from 'shared-kernel/stores/session';
import { settingsStore } from 'shared-kernel/stores/settings';
import App from '../../../app/App';

useMockApi();

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** Idempotency-Key headers of the POSTs to message.php. */
const sentKeys: (string | null)[] = [];
server.events.on('request:start', ({ request }) => {
  if (request.method === 'POST' && new URL(request.url).pathname === '/api/message.php') sentKeys.push(request.headers.get('idempotency-key'));
});

beforeEach(() => {
  settingsStore.set({ ...settingsFixture, cdn_prefix: '/media/', minimum_message_costs: { NL: { costs: 250, currency: 'EUR' } } });
  resetChatState();
  resetChatDrafts();
  sentKeys.length = 0;
});

async function openChat(path: string) {
  const view = renderRemoteAt(App, path);
  await screen.findByRole('log', undefined, { timeout: 5000 });
  return view;
}

const bubbles = () => Array.from(document.querySelectorAll<HTMLElement>('[data-message-id]'));
const bubble = (id: number) => document.querySelector<HTMLElement>(`[data-message-id="${id}"]`)!;
const box = () => screen.getByRole('textbox', { name: /^Bericht aan/ }) as HTMLTextAreaElement;
/** Opens the "+" beside the send box and returns its entry whose name matches. */
const moreItem = (name: RegExp) => {
  const plus = screen.getByRole('button', { name: 'Foto of cadeau sturen' });
  if (plus.getAttribute('aria-expanded') !== 'true') fireEvent.click(plus);
  return within(screen.getByRole('menu', { name: 'Foto of cadeau sturen' })).getByRole('menuitem', { name });
};
const receipts = () => screen.queryAllByTestId('receipt').map((r) => r.textContent);

/** The mock's answer for GET /api/chat.php with other rules. */
function withRules(rules: Partial<ChatRules>) {
  server.use(
    mswHttp.get('*/api/chat.php', ({ request }) => {
      const answer = mockChat(sessionStore.get().user!, Object.fromEntries(new URL(request.url).searchParams));
      if (answer instanceof Response) return answer;
      return HttpResponse.json({ ...answer, rules: { ...answer.rules, ...rules } });
    }),
  );
}

const liveMessage = (overrides: Partial<ChatMessageData>): ChatMessageData => ({
  id: 500,
  conversation_id: 7001,
  sender_profile_id: 3001,
  mine: false,
  kind: 'text',
  text: 'Live!',
  photo: null,
  gift: null,
  created_at: new Date().toISOString(),
  ...overrides,
});

describe('ConversationPage: history', () => {
  it('shows the other member, the messages as plain text (own right, theirs left), day separators and the read receipt', async () => {
    logIn();
    await openChat('/chats/7003');
    const heading = screen.getByRole('heading', { level: 1, name: 'Gesprek met Noor' });
    expect(within(heading).getByRole('link', { name: 'Noor' })).toHaveAttribute('href', '/members/3004');
    expect(screen.getByRole('link', { name: 'Bekijk het profiel van Noor' })).toHaveAttribute('href', '/members/3004');
    expect(bubbles()).toHaveLength(3);
    // Text, never HTML.
    expect(within(bubbles()[2]!).getByText('Risotto <b>met</b> paddenstoelen.')).toBeInTheDocument();
    expect(document.querySelector('[data-message-id] b')).toBeNull();
    expect(bubbles().map((b) => b.hasAttribute('data-mine'))).toEqual([true, false, true]);
    expect(document.querySelectorAll('[data-day-separator]').length).toBeGreaterThanOrEqual(1);
    // Noor read the newest own message: only that one carries the receipt.
    expect(receipts()).toEqual([' · Gelezen']);
    expect(screen.getByRole('link', { name: 'Alle gesprekken' })).toHaveAttribute('href', '/chats');
  });

  it('each message of the other member has a "…" menu to report it (pre-filled) or block them; own messages have none', async () => {
    logIn();
    await openChat('/chats/7003');
    const [own, theirs] = [bubbles()[0]!, bubbles()[1]!];
    expect(within(own).queryByRole('button', { name: /^Acties voor/ })).not.toBeInTheDocument();
    const more = within(theirs).getByRole('button', { name: /^Acties voor het bericht van Noor van \d{2}:\d{2}$/ });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    fireEvent.click(more);
    const menu = within(theirs).getByRole('menu');
    const report = within(menu).getByRole('menuitem', { name: 'Melden' });
    expect(report).toHaveAttribute('href', `/complaints?message=${theirs.dataset.messageId}&conversation=7003`);
    // The first entry takes the focus; Escape closes and gives it back to "…".
    expect(report).toHaveFocus();
    fireEvent.keyDown(report, { key: 'ArrowDown' });
    expect(within(menu).getByRole('menuitem', { name: 'Noor blokkeren' })).toHaveFocus();
    fireEvent.keyDown(menu, { key: 'Escape' });
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(more).toHaveFocus();
  });

  it('blocking from a message asks first; confirmed, the block is sent, the chats with them go and the member is back at the list', async () => {
    logIn();
    await openChat('/chats/7003');
    fireEvent.click(within(bubbles()[1]!).getByRole('button', { name: /^Acties voor het bericht van Noor/ }));
    fireEvent.click(screen.getByRole('menuitem', { name: 'Noor blokkeren' }));
    const dialog = screen.getByRole('dialog', { name: 'Noor blokkeren?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Annuleren' }));
    expect(callsTo('POST', '/api/block.php')).toHaveLength(0);
    fireEvent.click(within(bubbles()[1]!).getByRole('button', { name: /^Acties voor het bericht van Noor/ }));
    fireEvent.click(screen.getByRole('menuitem', { name: 'Noor blokkeren' }));
    fireEvent.click(within(screen.getByRole('dialog', { name: 'Noor blokkeren?' })).getByRole('button', { name: 'Ja, blokkeren' }));
    await waitFor(() => expect(window.location.pathname).toBe('/chats'));
    expect(callsTo('POST', '/api/block.php')[0]!.body).toEqual({ profile_id: 3004 });
  });

  it('a received gift shows its picture and name with "Bedanken", which starts the answer in the send box', async () => {
    logIn();
    await openChat('/chats/7001');
    act(() =>
      bus.emit({
        type: 'live/message',
        message: liveMessage({ id: 700, kind: 'gift', text: null, gift: { id: 1, code: 'roos', name: 'Roos', emoji: '🌹', credits: 25 } }),
        numUnread: 1,
      }),
    );
    const gift = bubble(700);
    // Its drawing, not the emoji (an empty box without an emoji font).
    expect(within(gift).getByRole('img', { name: 'Cadeau: Roos' }).tagName.toLowerCase()).toBe('svg');
    expect(within(gift).getByText('Roos')).toBeInTheDocument();
    expect(within(gift).getByText('Een cadeau van Femke')).toBeInTheDocument();
    fireEvent.click(within(gift).getByRole('button', { name: 'Bedanken voor het cadeau Roos van Femke' }));
    await waitFor(() => expect(box()).toHaveValue('Dank je wel voor je cadeau (Roos)! '));
    expect(box()).toHaveFocus();
    expect(callsTo('POST', '/api/message.php')).toHaveLength(0);
  });

  it('opening marks the conversation read up to its newest message', async () => {
    logIn();
    const { events, stop } = recordEvents();
    await openChat('/chats/7001');
    await waitFor(() => expect(callsTo('POST', '/api/chat-read.php')).toHaveLength(1));
    const newest = Number(bubbles().at(-1)!.dataset.messageId);
    await waitFor(() => expect(callsTo('POST', '/api/chat-read.php')[0]!.body).toEqual({ conversation_id: 7001, message_id: newest }));
    stop();
    expect(events).toContainEqual({ type: 'chat/opened', conversationId: 7001 });
  });

  it('pages back with "Oudere berichten laden" and then tells that older messages are hidden', async () => {
    logIn();
    await openChat('/chats/7001');
    expect(bubbles()).toHaveLength(CHAT_RULES.pageSize);
    const oldest = Number(bubbles()[0]!.dataset.messageId);
    expect(screen.queryByText(/Oudere berichten zijn verborgen/)).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Oudere berichten laden' }));
    await waitFor(() => expect(bubbles()).toHaveLength(40));
    expect(callsTo('GET', '/api/chat.php').at(-1)!.search).toBe(`?id=7001&before=${oldest}`);
    const ids = bubbles().map((b) => Number(b.dataset.messageId));
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    expect(screen.queryByRole('button', { name: 'Oudere berichten laden' })).not.toBeInTheDocument();
    expect(screen.getByText('Oudere berichten zijn verborgen: een gesprek toont de laatste 40 berichten.')).toBeInTheDocument();
    expect(chatStore.get().chat_messages[7001]).toHaveLength(40);
  });

  it('gift messages show emoji and name; photo messages a thumbnail that opens full size', async () => {
    logIn();
    await openChat('/chats/7002');
    // Own gift: the gift itself, no answer to it.
    const gift = document.querySelector<HTMLElement>('[data-gift]')!;
    expect(within(gift).getByRole('img', { name: 'Cadeau: Roos' })).toBeInTheDocument();
    expect(within(gift).getByText('Jouw cadeau')).toBeInTheDocument();
    expect(within(gift).queryByRole('button')).not.toBeInTheDocument();
    const thumb = screen.getByRole('img', { name: 'Foto van Julia' });
    expect(thumb).toHaveAttribute('src', '/media/photos/mock/chat-julia_thumb.jpg');
    expect(thumb).toHaveAttribute('width', '240');
    expect(thumb).toHaveAttribute('height', '180');
    fireEvent.click(screen.getByRole('button', { name: 'Foto van Julia: Foto vergroten' }));
    const dialog = screen.getByRole('dialog', { name: 'Foto van Julia' });
    expect(within(dialog).getByRole('img')).toHaveAttribute('src', '/media/photos/mock/chat-julia.jpg');
    expect(document.querySelector('header [data-fictional]')).toHaveTextContent('fictief profiel');
  });

  it('/members/{id}/chat without a conversation: an empty history; the first message starts one (the address stays)', async () => {
    logIn();
    await openChat('/members/3010/chat');
    expect(screen.getByRole('heading', { level: 1, name: 'Gesprek met Sem' })).toBeInTheDocument();
    expect(screen.getByText('Nog geen berichten. Stuur Sem een eerste bericht!')).toBeInTheDocument();
    expect(callsTo('GET', '/api/chat.php')[0]!.search).toBe('?profile_id=3010');
    fireEvent.change(box(), { target: { value: 'Hoi Sem!' } });
    fireEvent.click(screen.getByRole('button', { name: 'Versturen' }));
    await waitFor(() => expect(bubbles()).toHaveLength(1));
    expect(callsTo('POST', '/api/message.php')[0]!.body).toMatchObject({ profile_id: 3010, kind: 'text', text: 'Hoi Sem!' });
    expect(window.location.pathname).toBe('/members/3010/chat');
    // Later messages go to the new conversation.
    fireEvent.change(box(), { target: { value: 'Nog een' } });
    fireEvent.click(screen.getByRole('button', { name: 'Versturen' }));
    await waitFor(() => expect(bubbles()).toHaveLength(2));
    expect(callsTo('POST', '/api/message.php')[1]!.body).toMatchObject({ conversation_id: bubbleConversation(), kind: 'text' });
  });

  it('/members/{id}/chat with an existing conversation opens it', async () => {
    logIn();
    await openChat('/members/3004/chat');
    expect(bubbles()).toHaveLength(3);
    await waitFor(() => expect(callsTo('POST', '/api/chat-read.php')[0]?.body).toMatchObject({ conversation_id: 7003 }));
  });

  it('an unknown conversation shows the server text with a retry', async () => {
    logIn();
    renderRemoteAt(App, '/chats/999');
    expect(await screen.findByText('Dit gesprek bestaat niet (meer).', undefined, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Opnieuw proberen' })).toBeInTheDocument();
  });
});

function bubbleConversation(): number {
  const ids = Object.keys(chatStore.get().chat_messages).map(Number);
  return ids.find((id) => id >= 7100)!;
}

describe('ConversationPage: live', () => {
  it('a live message of this conversation is appended once and marked read while visible; others are ignored', async () => {
    logIn();
    await openChat('/chats/7001');
    await waitFor(() => expect(callsTo('POST', '/api/chat-read.php')).toHaveLength(1));
    const before = bubbles().length;
    act(() => {
      bus.emit({ type: 'live/message', message: liveMessage({ id: 500 }), numUnread: 1 });
      bus.emit({ type: 'live/message', message: liveMessage({ id: 500 }), numUnread: 1 });
      bus.emit({ type: 'live/message', message: liveMessage({ id: 501, conversation_id: 7002, sender_profile_id: 3007 }), numUnread: 1 });
    });
    expect(bubbles()).toHaveLength(before + 1);
    expect(within(bubble(500)).getByText('Live!')).toBeInTheDocument();
    await waitFor(() => expect(callsTo('POST', '/api/chat-read.php').map((c) => c.body)).toContainEqual({ conversation_id: 7001, message_id: 500 }));
  });

  it('the read receipt follows live/read: "Verzonden" until the other side read it, then "Gelezen"', async () => {
    logIn();
    await openChat('/chats/7001');
    fireEvent.change(box(), { target: { value: 'Ben er weer!' } });
    fireEvent.keyDown(box(), { key: 'Enter' });
    await waitFor(() => expect(receipts()).toEqual([' · Verzonden']));
    const mine = Number(bubbles().at(-1)!.dataset.messageId);
    act(() => bus.emit({ type: 'live/read', conversationId: 7002, readUpTo: mine }));
    expect(receipts()).toEqual([' · Verzonden']);
    act(() => bus.emit({ type: 'live/read', conversationId: 7001, readUpTo: mine }));
    expect(receipts()).toEqual([' · Gelezen']);
    expect(within(bubble(mine)).getByTestId('receipt')).toHaveTextContent('Gelezen');
  });

  it('the typing indicator shows after live/typing of the other member and goes after CHAT_RULES.typingShowMs', async () => {
    logIn();
    await openChat('/chats/7001');
    const typing = screen.getByTestId('typing');
    expect(typing).toHaveTextContent('');
    jest.useFakeTimers();
    try {
      act(() => bus.emit({ type: 'live/typing', conversationId: 7002, profileId: 3007 }));
      expect(typing).toHaveTextContent('');
      act(() => bus.emit({ type: 'live/typing', conversationId: 7001, profileId: 3001 }));
      expect(typing).toHaveTextContent('Femke is aan het typen…');
      act(() => jest.advanceTimersByTime(CHAT_RULES.typingShowMs - 1000));
      // A new signal keeps it up.
      act(() => bus.emit({ type: 'live/typing', conversationId: 7001, profileId: 3001 }));
      act(() => jest.advanceTimersByTime(CHAT_RULES.typingShowMs - 1000));
      expect(typing).toHaveTextContent('Femke is aan het typen…');
      act(() => jest.advanceTimersByTime(1001));
      expect(typing).toHaveTextContent('');
    } finally {
      jest.useRealTimers();
    }
  });

  it('opens at the bottom, follows new messages unless the member scrolled up, and keeps the place when older ones load', async () => {
    // jsdom has no layout: every message is 100 px high, the view 300 px.
    const height = jest.spyOn(HTMLElement.prototype, 'scrollHeight', 'get').mockImplementation(function (this: HTMLElement) {
      return this.dataset.testid === 'message-scroller' ? this.querySelectorAll('[data-message-id]').length * 100 : 0;
    });
    const client = jest.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(300);
    try {
      logIn();
      await openChat('/chats/7001');
      const scroller = screen.getByTestId('message-scroller');
      expect(scroller.scrollTop).toBe(3000);
      // Scrolled up to read: a new message does not pull the view down.
      scroller.scrollTop = 500;
      fireEvent.scroll(scroller);
      act(() => bus.emit({ type: 'live/message', message: liveMessage({ id: 600 }), numUnread: 1 }));
      expect(scroller.scrollTop).toBe(500);
      // Back at the bottom: the next one scrolls into view.
      scroller.scrollTop = 3100 - 300;
      fireEvent.scroll(scroller);
      act(() => bus.emit({ type: 'live/message', message: liveMessage({ id: 601 }), numUnread: 1 }));
      expect(scroller.scrollTop).toBe(3200);
      // Older messages above keep the messages in view where they were.
      scroller.scrollTop = 200;
      fireEvent.scroll(scroller);
      fireEvent.click(screen.getByRole('button', { name: 'Oudere berichten laden' }));
      await waitFor(() => expect(bubbles()).toHaveLength(42));
      expect(scroller.scrollTop).toBe(200 + 1000);
    } finally {
      height.mockRestore();
      client.mockRestore();
    }
  });

  it('a reconnect catches up with the messages after the newest one', async () => {
    logIn();
    await openChat('/chats/7003');
    const newest = Number(bubbles().at(-1)!.dataset.messageId);
    server.use(
      mswHttp.get('*/api/chat.php', ({ request }) => {
        const query = Object.fromEntries(new URL(request.url).searchParams);
        const answer = mockChat(sessionStore.get().user!, query);
        if (answer instanceof Response || query.after === undefined) return answer instanceof Response ? answer : HttpResponse.json(answer);
        return HttpResponse.json({ ...answer, messages: [liveMessage({ id: 800, conversation_id: 7003, sender_profile_id: 3004, text: 'Gemist?' })] });
      }),
    );
    act(() => bus.emit({ type: 'live/connected', reconnected: true }));
    await waitFor(() => expect(bubble(800)).toBeTruthy());
    expect(callsTo('GET', '/api/chat.php').at(-1)!.search).toBe(`?id=7003&after=${newest}`);
    await waitFor(() => expect(callsTo('POST', '/api/chat-read.php').map((c) => c.body)).toContainEqual({ conversation_id: 7003, message_id: 800 }));
  });
});

describe('ConversationPage: sending', () => {
  it('counts against message_length and stops there; shows the cost in credits and the lowest country price', async () => {
    logIn();
    await openChat('/chats/7001');
    fireEvent.change(box(), { target: { value: 'Hallo' } });
    expect(screen.getByText('5 / 2000')).toBeInTheDocument();
    fireEvent.change(box(), { target: { value: 'x'.repeat(2010) } });
    expect(box().value).toHaveLength(2000);
    expect(screen.getByText('2000 / 2000')).toBeInTheDocument();
    expect(box()).toHaveAttribute('maxLength', '2000');
    // Issue 27: credits are the unit; euros only as "vanaf" (the best-value bundle's rate).
    expect(screen.getByText(/Een bericht kost 10 credits \(vanaf € 2,50\)\./)).toBeInTheDocument();
    expect(screen.getByText(/Je hebt 35 credits\./)).toBeInTheDocument();
  });

  it('Enter sends one message with a uuid idempotency key (body and header); Shift+Enter does not send', async () => {
    logIn();
    const { events, stop } = recordEvents();
    await openChat('/chats/7001');
    fireEvent.change(box(), { target: { value: 'Eerste regel' } });
    fireEvent.keyDown(box(), { key: 'Enter', shiftKey: true });
    expect(callsTo('POST', '/api/message.php')).toHaveLength(0);
    fireEvent.change(box(), { target: { value: '  Hoi Femke!  ' } });
    fireEvent.keyDown(box(), { key: 'Enter' });
    fireEvent.keyDown(box(), { key: 'Enter' });
    await waitFor(() => expect(box().value).toBe(''));
    const calls = callsTo('POST', '/api/message.php');
    expect(calls).toHaveLength(1);
    const body = calls[0]!.body as { idempotency_key: string };
    expect(body).toMatchObject({ conversation_id: 7001, kind: 'text', text: 'Hoi Femke!' });
    expect(body.idempotency_key).toMatch(UUID);
    expect(sentKeys).toEqual([body.idempotency_key]);
    expect(within(bubbles().at(-1)!).getByText('Hoi Femke!')).toBeInTheDocument();
    expect(sessionStore.get().user!.credits).toBe(25);
    stop();
    expect(events).toContainEqual({ type: 'credits/changed', credits: 25 });
    expect(screen.getByText(/Je hebt 25 credits\./)).toBeInTheDocument();
  });

  it('a double click sends once; the send button is disabled while empty and while sending', async () => {
    logIn();
    await openChat('/chats/7001');
    const send = screen.getByRole('button', { name: 'Versturen' });
    expect(send).toBeDisabled();
    fireEvent.change(box(), { target: { value: 'Dubbel?' } });
    expect(send).toBeEnabled();
    fireEvent.click(send);
    fireEvent.click(send);
    expect(screen.getByRole('button', { name: 'Versturen...' })).toBeDisabled();
    await waitFor(() => expect(box().value).toBe(''));
    expect(callsTo('POST', '/api/message.php')).toHaveLength(1);
    expect(bubbles().filter((b) => b.textContent?.includes('Dubbel?'))).toHaveLength(1);
  });

  it("the HTTP client's retry of a send carries the same key (one message); after a refusal a new try gets a new key", async () => {
    logIn();
    await openChat('/chats/7001');
    // A 503 first: the client retries the POST (it has an Idempotency-Key) with the same key.
    server.use(mswHttp.post('*/api/message.php', () => HttpResponse.json({ error: 'internal_error', message: 'Druk.' }, { status: 503 }), { once: true }));
    fireEvent.change(box(), { target: { value: 'Blijft één' } });
    fireEvent.keyDown(box(), { key: 'Enter' });
    await waitFor(() => expect(box().value).toBe(''), { timeout: 3000 });
    expect(sentKeys).toHaveLength(2);
    expect(sentKeys[0]).toMatch(UUID);
    expect(sentKeys[1]).toBe(sentKeys[0]);
    expect(bubbles().filter((b) => b.textContent?.includes('Blijft één'))).toHaveLength(1);

    // A refusal (4xx) is final: the typed text stays and the next try is a new send with its own key.
    server.use(mswHttp.post('*/api/message.php', () => HttpResponse.json({ error: 'validation_error', message: 'Even niet.' }, { status: 400 }), { once: true }));
    fireEvent.change(box(), { target: { value: 'Opnieuw' } });
    fireEvent.keyDown(box(), { key: 'Enter' });
    expect(await screen.findByText('Even niet.')).toBeInTheDocument();
    expect(box().value).toBe('Opnieuw');
    fireEvent.keyDown(box(), { key: 'Enter' });
    await waitFor(() => expect(box().value).toBe(''));
    expect(sentKeys).toHaveLength(4);
    expect(sentKeys[3]).not.toBe(sentKeys[2]);
  });

  it('too few credits for a message: Versturen is disabled with the balance, the cost and a link to buy credits; it follows the session live', async () => {
    logIn({ ...userFixture, credits: 5 });
    await openChat('/chats/7001');
    fireEvent.change(box(), { target: { value: 'Te duur' } });
    const send = screen.getByRole('button', { name: 'Versturen' });
    expect(send).toBeDisabled();
    const line = screen.getByTestId('credit-shortfall');
    expect(line).toHaveTextContent('Je hebt 5 credits, een bericht kost 10.');
    expect(within(line).getByRole('link', { name: 'Credits kopen' })).toHaveAttribute('href', '/credits');
    expect(send).toHaveAccessibleDescription('Je hebt 5 credits, een bericht kost 10. Credits kopen');
    fireEvent.click(send);
    fireEvent.keyDown(box(), { key: 'Enter' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(callsTo('POST', '/api/message.php')).toHaveLength(0);
    expect(box().value).toBe('Te duur');
    // Credits bought in another tab arrive through the live credits event, which updates the session user.
    act(() => updateUser((user) => ({ ...user, credits: 10 })));
    expect(screen.getByRole('button', { name: 'Versturen' })).toBeEnabled();
    // 10 pays one message (10), not a photo (15): the last-message notice is the one line (issue 27).
    expect(screen.queryByTestId('credit-shortfall')).not.toBeInTheDocument();
    expect(screen.getByTestId('last-message-notice')).toHaveTextContent('Met je huidige credits kun je nog 1 bericht sturen.');
    expect(moreItem(/^Foto sturen/)).toBeDisabled();
    act(() => updateUser((user) => ({ ...user, credits: 20 })));
    expect(screen.queryByTestId('credit-shortfall')).not.toBeInTheDocument();
    expect(screen.queryByTestId('last-message-notice')).not.toBeInTheDocument();
    act(() => updateUser((user) => ({ ...user, credits: 9 })));
    expect(screen.getByRole('button', { name: 'Versturen' })).toBeDisabled();
    expect(screen.getByTestId('credit-shortfall')).toHaveTextContent('Je hebt 9 credits, een bericht kost 10.');
  });

  it('enough for a message but not for a photo (15): only the photo button is disabled; its own line when two messages are paid for', async () => {
    logIn({ ...userFixture, credits: 12 });
    await openChat('/chats/7001');
    fireEvent.change(box(), { target: { value: 'Hoi' } });
    expect(screen.getByRole('button', { name: 'Versturen' })).toBeEnabled();
    const photo = moreItem(/^Foto sturen/);
    expect(photo).toBeDisabled();
    // 12 pays one message: the last-message notice, and the balance by the cost, describe the photo button.
    expect(screen.queryByTestId('credit-shortfall')).not.toBeInTheDocument();
    expect(photo).toHaveAccessibleDescription('Een bericht kost 10 credits (vanaf € 2,50). Je hebt 12 credits.');
  });

  it('a photo the balance does not cover while it pays two messages: the photo line, no last-message notice', async () => {
    logIn({ ...userFixture, credits: 22 });
    withRules({ costs: { text: 10, photo: 25, gift: 25 } });
    await openChat('/chats/7001');
    expect(moreItem(/^Foto sturen/)).toBeDisabled();
    expect(screen.getByTestId('credit-shortfall')).toHaveTextContent('Je hebt 22 credits, een foto kost 25.');
    expect(screen.queryByTestId('last-message-notice')).not.toBeInTheDocument();
  });

  it('while the credits pay for exactly one more message, a notice says so with a link to buy credits (issue 27)', async () => {
    logIn({ ...userFixture, credits: 20 });
    await openChat('/chats/7001');
    expect(screen.queryByTestId('last-message-notice')).not.toBeInTheDocument();
    fireEvent.change(box(), { target: { value: 'Nog eentje?' } });
    fireEvent.keyDown(box(), { key: 'Enter' });
    // 20 - 10 = 10: one message left.
    const notice = await screen.findByTestId('last-message-notice');
    expect(notice).toHaveAttribute('role', 'status');
    expect(notice).toHaveTextContent('Met je huidige credits kun je nog 1 bericht sturen.');
    expect(within(notice).getByRole('link', { name: 'Credits bijkopen' })).toHaveAttribute('href', '/credits');
    expect(box()).toHaveAccessibleDescription(/Met je huidige credits kun je nog 1 bericht sturen\. Credits bijkopen/);
    expect(screen.getByRole('button', { name: 'Versturen' })).toBeDisabled();
    fireEvent.change(box(), { target: { value: 'De laatste' } });
    expect(screen.getByRole('button', { name: 'Versturen' })).toBeEnabled();
    fireEvent.keyDown(box(), { key: 'Enter' });
    // 0 left: the wall, said before the next send.
    expect(await screen.findByTestId('credit-shortfall')).toHaveTextContent('Je hebt 0 credits, een bericht kost 10.');
    expect(screen.queryByTestId('last-message-notice')).not.toBeInTheDocument();
  });

  it('the server stays the authority: its insufficient-credits refusal shows the exact text with a link to buy credits; the typed text stays', async () => {
    logIn({ ...userFixture, credits: 35 });
    server.use(
      mswHttp.post('*/api/message.php', () =>
        HttpResponse.json({ error: 'insufficient_credits', message: 'Je hebt onvoldoende credits om dit bericht te versturen' }, { status: 402 }),
      ),
    );
    await openChat('/chats/7001');
    fireEvent.change(box(), { target: { value: 'Te duur' } });
    fireEvent.click(screen.getByRole('button', { name: 'Versturen' }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Je hebt onvoldoende credits om dit bericht te versturen')).toBeInTheDocument();
    expect(within(alert).getByRole('link', { name: 'Credits kopen' })).toHaveAttribute('href', '/credits');
    expect(box().value).toBe('Te duur');
    expect(bubbles().some((b) => b.textContent?.includes('Te duur'))).toBe(false);
  });

  it('a conversation_limit refusal on sending shows the server text', async () => {
    logIn();
    server.use(
      mswHttp.post('*/api/message.php', () =>
        HttpResponse.json({ error: 'conversation_limit', message: 'Je kunt als gratis lid maar 2 gesprekken beginnen.' }, { status: 403 }),
      ),
    );
    await openChat('/members/3010/chat');
    fireEvent.change(box(), { target: { value: 'Hoi' } });
    fireEvent.click(screen.getByRole('button', { name: 'Versturen' }));
    expect(await screen.findByText('Je kunt als gratis lid maar 2 gesprekken beginnen.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Credits kopen' })).not.toBeInTheDocument();
  });

  it('blocked_by conversation_limit replaces the send box with the explanation and a link to premium', async () => {
    logIn();
    withRules({ blocked_by: 'conversation_limit' });
    await openChat('/members/3010/chat');
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    const blocked = screen.getByTestId('send-blocked');
    expect(blocked).toHaveTextContent('Als gratis lid kun je maximaal 2 gesprekken beginnen. Word premium lid om ook met Sem te chatten.');
    expect(within(blocked).getByRole('link', { name: 'Word premium lid' })).toHaveAttribute('href', '/premium');
  });

  it('without a send box (blocked_by) an icebreaker draft is kept, not taken', async () => {
    logIn();
    withRules({ blocked_by: 'conversation_limit' });
    setChatDraft(3010, 'Hoi Sem!');
    await openChat('/members/3010/chat');
    expect(screen.getByTestId('send-blocked')).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(chatDraftStore.get()).toEqual({ 3010: 'Hoi Sem!' });
  });

  it('blocked_by reply_needs_confirmation explains that the other member must confirm first', async () => {
    logIn();
    await openChat('/chats/7004');
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.getByText('Bram heeft het e-mailadres nog niet bevestigd. Je kunt antwoorden zodra dat gebeurd is.')).toBeInTheDocument();
  });

  it('own_unconfirmed: a notice with a button that sends a new activation mail', async () => {
    logIn({ ...userFixture, status: 'not_confirmed' });
    await openChat('/chats/7001');
    const notice = screen.getByTestId('own-unconfirmed');
    expect(notice).toHaveTextContent('Bevestig je e-mailadres, anders kan Femke je niet antwoorden.');
    fireEvent.click(within(notice).getByRole('button', { name: 'Stuur de bevestigingsmail opnieuw' }));
    expect(await within(notice).findByText(/We hebben je een nieuwe bevestigingsmail gestuurd/)).toBeInTheDocument();
    expect(callsTo('POST', '/api/activation-mail.php')).toHaveLength(1);
    // The member can still write.
    expect(box()).toBeInTheDocument();
  });

  it('the icebreaker draft fills the box once', async () => {
    logIn();
    setChatDraft(3001, 'Hoi Femke, wat leuk dat je ook van wandelen houdt!');
    const first = await openChat('/members/3001/chat');
    await waitFor(() => expect(box().value).toBe('Hoi Femke, wat leuk dat je ook van wandelen houdt!'));
    expect(chatDraftStore.get()).toEqual({});
    expect(callsTo('POST', '/api/message.php')).toHaveLength(0);
    first.unmount();
    await openChat('/members/3001/chat');
    // Give a (wrongly) taken draft the time to arrive: the box stays empty.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(box().value).toBe('');
  });

  it('sends a typing signal at most every CHAT_RULES.typingThrottleMs', async () => {
    logIn();
    await openChat('/chats/7001');
    const now = jest.spyOn(Date, 'now');
    try {
      now.mockReturnValue(1_000_000);
      fireEvent.change(box(), { target: { value: 'H' } });
      fireEvent.change(box(), { target: { value: 'Ha' } });
      now.mockReturnValue(1_000_000 + CHAT_RULES.typingThrottleMs - 1);
      fireEvent.change(box(), { target: { value: 'Hal' } });
      await waitFor(() => expect(callsTo('POST', '/api/chat-typing.php')).toHaveLength(1));
      now.mockReturnValue(1_000_000 + CHAT_RULES.typingThrottleMs);
      fireEvent.change(box(), { target: { value: 'Hall' } });
      await waitFor(() => expect(callsTo('POST', '/api/chat-typing.php')).toHaveLength(2));
      expect(callsTo('POST', '/api/chat-typing.php')[0]!.body).toEqual({ conversation_id: 7001 });
    } finally {
      now.mockRestore();
    }
  });

  it('sends a gift from the catalogue', async () => {
    logIn();
    await openChat('/chats/7001');
    fireEvent.click(moreItem(/^Cadeau sturen \(25 credits\)$/));
    const dialog = await screen.findByRole('dialog', { name: 'Cadeau sturen aan Femke' });
    fireEvent.click(await within(dialog).findByRole('radio', { name: /Chocolade/ }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Verstuur cadeau' }));
    await waitFor(() => expect(screen.getByRole('img', { name: 'Cadeau: Chocolade' })).toBeInTheDocument());
    const body = callsTo('POST', '/api/message.php')[0]!.body as { idempotency_key: string };
    expect(body).toMatchObject({ conversation_id: 7001, kind: 'gift', gift_id: 3 });
    expect(body.idempotency_key).toMatch(UUID);
    expect(sessionStore.get().user!.credits).toBe(10);
  });

  it('a gift the balance does not cover: the gifts are marked and Verstuur cadeau is disabled with the explanation', async () => {
    logIn({ ...userFixture, credits: 12 });
    await openChat('/chats/7001');
    fireEvent.click(moreItem(/^Cadeau sturen \(25 credits\)$/));
    const dialog = await screen.findByRole('dialog', { name: 'Cadeau sturen aan Femke' });
    fireEvent.click(await within(dialog).findByRole('radio', { name: /Chocolade/ }));
    expect(within(dialog).getAllByTestId('gift-too-expensive').length).toBe(within(dialog).getAllByRole('radio').length);
    expect(within(dialog).getByRole('radio', { name: /Chocolade/ }).closest('label')).toHaveTextContent('Meer dan je saldo');
    expect(within(dialog).getByRole('button', { name: 'Verstuur cadeau' })).toBeDisabled();
    const line = within(dialog).getByTestId('credit-shortfall');
    expect(line).toHaveTextContent('Je hebt 12 credits, een cadeau kost 25.');
    expect(within(line).getByRole('link', { name: 'Credits kopen' })).toHaveAttribute('href', '/credits');
    act(() => updateUser((user) => ({ ...user, credits: 25 })));
    expect(within(dialog).getByRole('button', { name: 'Verstuur cadeau' })).toBeEnabled();
    expect(within(dialog).queryByTestId('gift-too-expensive')).not.toBeInTheDocument();
  });

  it('sends a photo (checked first) as the request body with the key in the query', async () => {
    logIn();
    await openChat('/chats/7001');
    const input = screen.getByLabelText('Foto kiezen om te sturen');
    fireEvent.change(input, { target: { files: [new File(['x'], 'a.gif', { type: 'image/gif' })] } });
    expect(await screen.findByText('Kies een foto in JPEG-, PNG- of WebP-formaat.')).toBeInTheDocument();
    expect(callsTo('POST', '/api/photo-message.php')).toHaveLength(0);
    fireEvent.change(input, { target: { files: [new File(['jpeg'], 'a.jpg', { type: 'image/jpeg' })] } });
    await waitFor(() => expect(screen.getByRole('img', { name: 'Jouw foto' })).toBeInTheDocument());
    const search = new URLSearchParams(callsTo('POST', '/api/photo-message.php')[0]!.search);
    expect(search.get('conversation_id')).toBe('7001');
    expect(search.get('idempotency_key')).toMatch(UUID);
    expect(moreItem(/^Foto sturen \(15 credits\)$/)).toBeEnabled();
  });
});
