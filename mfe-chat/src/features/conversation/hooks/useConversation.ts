import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { ChatMessageData, ChatRules, ProfileCard } from 'shared-kernel/contract';
import { CHAT_RULES } from 'shared-kernel/contract/constants';
import { bus } from 'shared-kernel/bus';
import {
  catchUpConversation,
  loadConversation,
  loadOlderMessages,
  openChat,
  useChatState,
  type ChatAnswer,
  type ChatTarget,
} from 'shared-kernel/stores/chat';

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
}

/** What the page's own load answered (the messages, read receipt and paging are in the store). */
interface Loaded {
  profile: ProfileCard;
  conversationId: number | null;
  historyLimit: number;
  rules: ChatRules;
}

type LoadState = { status: 'loading' } | { status: 'failed'; error: unknown } | { status: 'ready'; loaded: Loaded };

const EMPTY: ChatMessageData[] = [];

const isVisible = () => typeof document === 'undefined' || document.visibilityState !== 'hidden';

const loadedOf = (answer: ChatAnswer): Loaded => ({
  profile: answer.profile,
  conversationId: answer.conversation?.id ?? null,
  historyLimit: answer.history_limit,
  rules: answer.rules,
});

/** The id of the newest message of the other side (0: none). */
const newestTheirs = (messages: readonly ChatMessageData[]): number => {
  for (let i = messages.length - 1; i >= 0; i--) if (!messages[i]!.mine) return messages[i]!.id;
  return 0;
};

/**
 * One conversation: has the kernel chat store load it (by id or by profile), page back and catch
 * up after a reconnect, and reads its messages, read receipt and paging from there (the store takes
 * the live stream and the member's own sends itself). Shows the other member's typing, and marks
 * the conversation read when opened and when a message of the other side comes in while the page
 * is visible.
 */
export function useConversation(target: ChatTarget): Conversation {
  const [load, setLoad] = useState<LoadState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const [olderBusy, setOlderBusy] = useState(false);
  const [olderError, setOlderError] = useState<unknown>(null);
  const [typingUntil, setTypingUntil] = useState(0);
  const [, setTick] = useState(0);
  const loaded = load.status === 'ready' ? load.loaded : null;
  // A conversation opened by profile without one yet gets its id from the store once the first message starts it.
  const conversationId = useChatState((s) => (loaded === null ? null : (loaded.conversationId ?? s.chat_by_profile[loaded.profile.id] ?? null)));
  const messages = useChatState((s) => (conversationId === null ? EMPTY : (s.chat_messages[conversationId] ?? EMPTY)));
  const thread = useChatState((s) => (conversationId === null ? undefined : s.chat_threads[conversationId]));
  const theirs = newestTheirs(messages);

  // The latest values for the bus subscriptions and handlers, which are made once.
  const conversationRef = useRef(conversationId);
  conversationRef.current = conversationId;
  const profileRef = useRef(loaded?.profile.id ?? null);
  profileRef.current = loaded?.profile.id ?? null;
  const theirsRef = useRef(theirs);
  theirsRef.current = theirs;
  /** The newest message that was marked read. */
  const markedRef = useRef(0);

  const targetKey = 'conversationId' in target ? `c${target.conversationId}` : `p${target.profileId}`;
  const targetRef = useRef(target);
  targetRef.current = target;

  const markRead = useCallback((id: number, messageId: number) => {
    if (messageId < markedRef.current && markedRef.current !== 0) return;
    markedRef.current = messageId;
    void openChat(id, messageId);
  }, []);

  // Load (again on retry and when the route's target changes); opening marks it read up to its newest message.
  useEffect(() => {
    let active = true;
    setLoad({ status: 'loading' });
    setOlderError(null);
    markedRef.current = 0;
    loadConversation(targetRef.current).then(
      (answer) => {
        if (!active) return;
        if (answer.conversation) markRead(answer.conversation.id, answer.messages.at(-1)?.id ?? 0);
        setLoad({ status: 'ready', loaded: loadedOf(answer) });
      },
      (error: unknown) => active && setLoad({ status: 'failed', error }),
    );
    return () => {
      active = false;
    };
  }, [targetKey, attempt, markRead]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);

  const loadOlder = useCallback(async () => {
    const id = conversationRef.current;
    if (id === null || olderBusy) return;
    setOlderBusy(true);
    setOlderError(null);
    try {
      await loadOlderMessages(id);
    } catch (error) {
      setOlderError(error);
    } finally {
      setOlderBusy(false);
    }
  }, [olderBusy]);

  // A new message of the other side ends their typing and, while the page is visible, is marked read.
  useEffect(() => {
    setTypingUntil(0);
    if (conversationId === null || theirs <= markedRef.current || !isVisible()) return;
    markRead(conversationId, theirs);
  }, [conversationId, theirs, markRead]);

  // The live stream: typing, and catching up after a (re)connect. Messages and read receipts reach the store by themselves.
  useEffect(() => {
    const subs = [
      bus.on('live/typing').subscribe(({ conversationId: id, profileId }) => {
        if (id !== conversationRef.current || profileId !== profileRef.current) return;
        setTypingUntil(Date.now() + CHAT_RULES.typingShowMs);
      }),
      bus.on('live/connected').subscribe(() => {
        const id = conversationRef.current;
        if (id === null) return;
        catchUpConversation(id).then(
          (answer) => {
            if (!answer || conversationRef.current !== id) return;
            setLoad((s) => (s.status === 'ready' ? { status: 'ready', loaded: { ...s.loaded, rules: answer.rules } } : s));
          },
          // The next reconnect or the periodic refresh tries again.
          () => undefined,
        );
      }),
    ];
    return () => subs.forEach((s) => s.unsubscribe());
  }, []);

  // Coming back to the tab marks what arrived meanwhile as read.
  useEffect(() => {
    const onVisible = () => {
      const id = conversationRef.current;
      if (id && theirsRef.current > markedRef.current && isVisible()) markRead(id, theirsRef.current);
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

  const state = useMemo<ConversationState>(() => {
    if (load.status !== 'ready') return load;
    const { profile, historyLimit, rules } = load.loaded;
    return {
      status: 'ready',
      info: {
        profile,
        conversationId,
        readUpTo: thread?.readUpTo ?? 0,
        hasMore: thread?.hasMore ?? false,
        historyHidden: thread?.historyHidden ?? false,
        historyLimit,
        rules,
      },
    };
  }, [load, conversationId, thread]);

  return { state, messages, retry, loadOlder, olderBusy, olderError, typing: typingUntil > Date.now() };
}
