import { act, renderHook, waitFor } from '@testing-library/react';
import { bus } from 'shared-kernel/bus';
import type { ChatMessageData } from 'shared-kernel/contract';
import { callsTo, logIn, useMockApi } from 'shared-kernel/testing/server';
import { applySentMessage, chatStore, resetChatState } from 'shared-kernel/stores/chat';
import { useConversation, type Conversation } from './useConversation';

useMockApi();

beforeEach(() => {
  resetChatState();
  logIn();
});

const message = (overrides: Partial<ChatMessageData>): ChatMessageData => ({
  id: 900,
  conversation_id: 7001,
  sender_profile_id: 3001,
  mine: false,
  kind: 'text',
  text: 'Hallo',
  photo: null,
  gift: null,
  created_at: new Date().toISOString(),
  ...overrides,
});

const info = (c: Conversation) => {
  if (c.state.status !== 'ready') throw new Error(`not ready: ${c.state.status}`);
  return c.state.info;
};

async function open(target: Parameters<typeof useConversation>[0]) {
  const view = renderHook(() => useConversation(target));
  await waitFor(() => expect(view.result.current.state.status).toBe('ready'));
  return view;
}

describe('useConversation reads the kernel chat store', () => {
  it('shows the messages the store holds: a sent message, its live echo and a catch-up give it once', async () => {
    const { result } = await open({ conversationId: 7001 });
    const before = result.current.messages.length;
    const own = message({ id: 901, mine: true, sender_profile_id: 1, text: 'Eén keer' });
    act(() => {
      applySentMessage(own, 3001);
      bus.emit({ type: 'live/message', message: own, numUnread: 0 });
    });
    expect(result.current.messages).toHaveLength(before + 1);
    expect(result.current.messages).toBe(chatStore.get().chat_messages[7001]);
    act(() => bus.emit({ type: 'live/connected', reconnected: true }));
    await waitFor(() => expect(callsTo('GET', '/api/chat.php').at(-1)?.search).toBe('?id=7001&after=901'));
    expect(result.current.messages.filter((m) => m.id === 901)).toHaveLength(1);
    expect(result.current.messages.map((m) => m.id)).toEqual([...result.current.messages.map((m) => m.id)].sort((a, b) => a - b));
  });

  it('the read receipt comes from the store (bus live/read)', async () => {
    const { result } = await open({ conversationId: 7001 });
    const readUpTo = info(result.current).readUpTo;
    act(() => bus.emit({ type: 'live/read', conversationId: 7001, readUpTo: readUpTo + 50 }));
    expect(info(result.current).readUpTo).toBe(readUpTo + 50);
    act(() => bus.emit({ type: 'live/read', conversationId: 7001, readUpTo: 1 }));
    expect(info(result.current).readUpTo).toBe(readUpTo + 50);
  });

  it('paging back merges the older page into the store and sets the paging facts', async () => {
    const { result } = await open({ conversationId: 7001 });
    expect(info(result.current).hasMore).toBe(true);
    const oldest = result.current.messages[0]!.id;
    await act(() => result.current.loadOlder());
    expect(result.current.messages[0]!.id).toBeLessThan(oldest);
    expect(chatStore.get().chat_threads[7001]).toEqual(expect.objectContaining({ hasMore: info(result.current).hasMore }));
  });

  it('by profile without a conversation: the first sent message gives the conversation its id and its messages', async () => {
    const { result } = await open({ profileId: 3010 });
    expect(info(result.current).conversationId).toBeNull();
    expect(result.current.messages).toEqual([]);
    act(() => applySentMessage(message({ id: 950, conversation_id: 7150, mine: true, sender_profile_id: 1 }), 3010));
    expect(info(result.current).conversationId).toBe(7150);
    expect(result.current.messages.map((m) => m.id)).toEqual([950]);
  });

  it('by profile without a conversation: a first message of someone else starts nothing here', async () => {
    const { result } = await open({ profileId: 3010 });
    act(() => bus.emit({ type: 'live/message', message: message({ id: 960, conversation_id: 7160, sender_profile_id: 3011 }), numUnread: 1 }));
    expect(info(result.current).conversationId).toBeNull();
    act(() => bus.emit({ type: 'live/message', message: message({ id: 961, conversation_id: 7161, sender_profile_id: 3010 }), numUnread: 1 }));
    expect(info(result.current).conversationId).toBe(7161);
    await waitFor(() => expect(callsTo('POST', '/api/chat-read.php').map((c) => c.body)).toContainEqual({ conversation_id: 7161, message_id: 961 }));
  });
});
