import { useCallback, useEffect, useRef, useState } from 'react';
import type { ChatMessageData, ChatRules, ProfileCard } from 'shared-kernel/contract';
import { CHAT_RULES } from 'shared-kernel/contract/constants';
import { bus } from 'shared-kernel/bus';
import { appendChatMessage, loadChats, openChat, setChatMessages, useChatState } from 'shared-kernel/stores/chat';
import { fetchChat, type ChatAnswer, type ChatTarget } from '../api/chat';

/** What the page knows of the conversation besides its messages (those live in the kernel store). */
export interface ConversationInfo {
  profile: ProfileCard;
  /** null: no conversation with this member yet (the first message starts one). */
  conversationId: number | null;
  /** The newest of the member's own messages the other side has read (0: none). */
  readUpTo: number;
  hasMore: boolean;
  /** Older messages beyond the history limit are hidden (stays true once a page said so). */
  historyHidden: boolean;
  historyLimit: number;
  rules: ChatRules;
}

export type ConversationState =
  | { status: 'loading' }
  | { status: 'failed'; error: unknown }
  | { status: 'ready'; info: ConversationInfo };

export interface Conversation {
  state: ConversationState;
  /** Oldest first. */
  messages: ChatMessageData[];
  retry: () => void;
  /** GET chat.php with before=<oldest id>. */
  loadOlder: () => Promise<void>;
  olderBusy: boolean;
  olderError: unknown;
  /** The other member is typing (a live/typing within CHAT_RULES.typingShowMs). */
  typing: boolean;
  /** The server accepted one of the member's own messages (and charged `credits`). */
  sent: (message: ChatMessageData, credits: number) => void;
}

const EMPTY: ChatMessageData[] = [];

const isVisible = () => typeof document === 'undefined' || document.visibilityState !== 'hidden';

/** Merges messages by id, oldest first (a message already there is replaced, never doubled). */
export function mergeMessages(current: readonly ChatMessageData[], incoming: readonly ChatMessageData[]): ChatMessageData[] {
  const byId = new Map<number, ChatMessageData>();
  for (const m of current) byId.set(m.id, m);
  for (const m of incoming) byId.set(m.id, m);
  return [...byId.values()].sort((a, b) => a.id - b.id);
}

const infoOf = (answer: ChatAnswer, previous?: ConversationInfo): ConversationInfo => ({
  profile: answer.profile,
  conversationId: answer.conversation?.id ?? null,
  readUpTo: Math.max(answer.conversation?.read_up_to ?? 0, previous?.readUpTo ?? 0),
  hasMore: answer.has_more,
  historyHidden: answer.history_hidden || (previous?.historyHidden ?? false),
  historyLimit: answer.history_limit,
  rules: answer.rules,
});

/**
 * One conversation: loads it (by id or by profile), keeps its messages in the kernel store
 * (chat_messages by conversation id), pages back, follows the live stream (new messages once,
 * read receipts, typing; a reconnect catches up after the newest message) and marks it read when
 * opened and when a message arrives while the page is visible.
 */
export function useConversation(target: ChatTarget): Conversation {
  const [state, setState] = useState<ConversationState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const [olderBusy, setOlderBusy] = useState(false);
  const [olderError, setOlderError] = useState<unknown>(null);
  const [typingUntil, setTypingUntil] = useState(0);
  const [, setTick] = useState(0);
  const info = state.status === 'ready' ? state.info : null;
  const conversationId = info?.conversationId ?? null;
  const messages = useChatState((s) => (conversationId === null ? EMPTY : (s.chat_messages[conversationId] ?? EMPTY)));

  // The latest values for the bus subscriptions, which are made once per conversation.
  const infoRef = useRef(info);
  infoRef.current = info;
  const messagesRef = useRef(messages);
  messagesRef.current = messages;
  /** The newest message of the other side that was marked read. */
  const markedRef = useRef(0);

  const targetKey = 'conversationId' in target ? `c${target.conversationId}` : `p${target.profileId}`;
  const targetRef = useRef(target);
  targetRef.current = target;

  const markRead = useCallback((id: number, messageId: number) => {
    if (messageId < markedRef.current && markedRef.current !== 0) return;
    markedRef.current = messageId;
    void openChat(id, messageId);
  }, []);

  // Load (again on retry and when the route's target changes).
  useEffect(() => {
    let active = true;
    setState({ status: 'loading' });
    setOlderError(null);
    markedRef.current = 0;
    fetchChat(targetRef.current).then(
      (answer) => {
        if (!active) return;
        if (answer.conversation) {
          setChatMessages(answer.conversation.id, answer.messages);
          markRead(answer.conversation.id, answer.messages.at(-1)?.id ?? 0);
        }
        setState({ status: 'ready', info: infoOf(answer) });
      },
      (error: unknown) => active && setState({ status: 'failed', error }),
    );
    return () => {
      active = false;
    };
  }, [targetKey, attempt, markRead]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);

  const loadOlder = useCallback(async () => {
    const current = infoRef.current;
    const oldest = messagesRef.current[0];
    if (!current || current.conversationId === null || !oldest || olderBusy) return;
    const id = current.conversationId;
    setOlderBusy(true);
    setOlderError(null);
    try {
      const answer = await fetchChat({ conversationId: id }, { before: oldest.id });
      setChatMessages(id, mergeMessages(answer.messages, messagesRef.current));
      setState((s) =>
        s.status === 'ready' ? { status: 'ready', info: { ...s.info, hasMore: answer.has_more, historyHidden: s.info.historyHidden || answer.history_hidden } } : s,
      );
    } catch (error) {
      setOlderError(error);
    } finally {
      setOlderBusy(false);
    }
  }, [olderBusy]);

  const adopt = useCallback((message: ChatMessageData) => {
    // The first message of a conversation opened by profile: from now on it has an id.
    setChatMessages(message.conversation_id, mergeMessages([], [message]));
    setState((s) => (s.status === 'ready' && s.info.conversationId === null ? { status: 'ready', info: { ...s.info, conversationId: message.conversation_id } } : s));
    loadChats().catch(() => undefined);
  }, []);

  const sent = useCallback(
    (message: ChatMessageData, credits: number) => {
      const current = infoRef.current;
      if (!current) return;
      if (current.conversationId === null) adopt(message);
      else appendChatMessage(current.conversationId, message);
      setState((s) => (s.status === 'ready' ? { status: 'ready', info: { ...s.info, rules: { ...s.info.rules, credits } } } : s));
    },
    [adopt],
  );

  // The live stream.
  useEffect(() => {
    const ofThis = (conversation: number) => infoRef.current?.conversationId === conversation;
    const subs = [
      bus.on('live/message').subscribe(({ message }) => {
        const current = infoRef.current;
        if (!current) return;
        if (current.conversationId === null) {
          // A conversation with this member started meanwhile (by them, or from another tab).
          if (message.mine || message.sender_profile_id !== current.profile.id) return;
          adopt(message);
        } else if (message.conversation_id === current.conversationId) {
          appendChatMessage(current.conversationId, message);
        } else return;
        if (!message.mine) {
          setTypingUntil(0);
          if (isVisible()) markRead(message.conversation_id, message.id);
        }
      }),
      bus.on('live/read').subscribe(({ conversationId: id, readUpTo }) => {
        if (!ofThis(id)) return;
        setState((s) => (s.status === 'ready' && readUpTo > s.info.readUpTo ? { status: 'ready', info: { ...s.info, readUpTo } } : s));
      }),
      bus.on('live/typing').subscribe(({ conversationId: id, profileId }) => {
        if (!ofThis(id) || profileId !== infoRef.current?.profile.id) return;
        setTypingUntil(Date.now() + CHAT_RULES.typingShowMs);
      }),
      bus.on('live/connected').subscribe(() => {
        const id = infoRef.current?.conversationId;
        if (id === null || id === undefined) return;
        void catchUp(id);
      }),
    ];
    // Up to a few pages of what arrived while the stream was down, then marked read.
    async function catchUp(id: number) {
      try {
        for (let page = 0; page < 10; page++) {
          const newest = messagesRef.current.at(-1)?.id ?? 0;
          const answer = await fetchChat({ conversationId: id }, { after: newest });
          if (infoRef.current?.conversationId !== id) return;
          if (answer.messages.length > 0) setChatMessages(id, mergeMessages(messagesRef.current, answer.messages));
          messagesRef.current = mergeMessages(messagesRef.current, answer.messages);
          const readUpTo = answer.conversation?.read_up_to ?? 0;
          setState((s) =>
            s.status === 'ready' ? { status: 'ready', info: { ...s.info, rules: answer.rules, readUpTo: Math.max(s.info.readUpTo, readUpTo) } } : s,
          );
          if (answer.messages.length < CHAT_RULES.pageSize) break;
        }
        const newestTheirs = [...messagesRef.current].reverse().find((m) => !m.mine);
        if (newestTheirs && newestTheirs.id > markedRef.current && isVisible()) markRead(id, newestTheirs.id);
      } catch {
        // The next reconnect or the periodic refresh tries again.
      }
    }
    return () => subs.forEach((s) => s.unsubscribe());
  }, [adopt, markRead]);

  // Coming back to the tab marks what arrived meanwhile as read.
  useEffect(() => {
    const onVisible = () => {
      const id = infoRef.current?.conversationId;
      const newestTheirs = [...messagesRef.current].reverse().find((m) => !m.mine);
      if (id && newestTheirs && newestTheirs.id > markedRef.current && isVisible()) markRead(id, newestTheirs.id);
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, [markRead]);

  // The typing indicator goes away by itself CHAT_RULES.typingShowMs after the last signal.
  useEffect(() => {
    if (typingUntil === 0) return;
    const left = typingUntil - Date.now();
    if (left <= 0) return;
    const timer = setTimeout(() => setTick((n) => n + 1), left);
    return () => clearTimeout(timer);
  }, [typingUntil]);

  return { state, messages, retry, loadOlder, olderBusy, olderError, typing: typingUntil > Date.now(), sent };
}
