import { Observable, Subject, filter } from 'shared-kernel/rx';
import type { User } from 'shared-kernel/contract/user';
import type { ChatMessageData } from 'shared-kernel/contract/chat';

/** A profile in the match modal: main_image.match is the photo path with the CDN prefix (SPEC §3). */
export interface MatchProfile {
  id: number;
  name: string;
  main_image: { match: string } | null;
}

/** Every event that crosses remote boundaries. Discriminated on `type`. */
export type AppEvent =
  | { type: 'session/changed'; user: User | null }
  | { type: 'session/authenticationRequired'; path?: string }
  | { type: 'session/logout' }
  | { type: 'signup/requested'; source?: string; /** Signing up from this member's page: the first message goes to them. */ profileId?: number }
  /** The signup form (page or modal) started or stopped a signup; the modal cannot be dismissed meanwhile. */
  | { type: 'signup/progress'; inProgress: boolean }
  /** SPEC §4 signupClosed: the signup form is done with (account created, or the visitor went to log in). */
  | { type: 'signup/closed'; reason: 'completed' | 'login' | 'cancelled' }
  | { type: 'navigate'; url: string }
  | { type: 'chat/opened'; conversationId: number }
  | { type: 'like/received'; profileId: number }
  /**
   * The member's balance is `credits` now (a send, a gift, the live `credits` event; `paidUser` when
   * premium changed with it): the session store applies it, the one place that does.
   */
  | { type: 'credits/changed'; credits: number; paidUser?: boolean }
  | { type: 'push/message'; data: unknown }
  /**
   * The live stream (GET /api/events.php, issue 5). `live/connected` comes on every (re)connect:
   * listeners catch up on what they may have missed (reconnected: after a broken stream).
   */
  | { type: 'live/connected'; reconnected: boolean }
  /** A new message in one of the member's conversations (either side; numUnread: that conversation's unread count). */
  | { type: 'live/message'; message: ChatMessageData; numUnread: number }
  /** The other side read the member's messages in a conversation up to `readUpTo` (a message id). */
  | { type: 'live/read'; conversationId: number; readUpTo: number }
  /** The other side is typing in a conversation. */
  | { type: 'live/typing'; conversationId: number; profileId: number }
  | { type: 'remote/failed'; remote: string; error: unknown }
  /**
   * SPEC §2 match (new like) modal: shows `profile`, or without one asks GET /api/auto-like.php.
   * `buttonLabel` is the caller's text for its one button (default "Stuur een bericht").
   */
  | { type: 'match/show'; profile?: MatchProfile; buttonLabel?: string }
  /** The match modal's photo, its button, and the conversation it starts (SPEC §2). */
  | { type: 'match/imagePressed'; profileId: number }
  | { type: 'match/buttonPressed'; profileId: number }
  | { type: 'match/startConversation'; profileId: number }
  | { type: 'loading/start' }
  | { type: 'loading/done' }
  /** A remote owns `path` but has nothing there; the shell shows its 404 if that remote owns the current route. */
  | { type: 'route/notFound'; path: string; remote: string };

export type AppEventType = AppEvent['type'];
export type EventOf<T extends AppEventType> = Extract<AppEvent, { type: T }>;

export interface EventBus {
  /** Every event, hot: subscribers only see events emitted after subscribing. */
  readonly events$: Observable<AppEvent>;
  emit(event: AppEvent): void;
  on<T extends AppEventType>(type: T): Observable<EventOf<T>>;
}

export function createBus(): EventBus {
  const subject = new Subject<AppEvent>();
  // A Subject is already multicast: every subscriber shares the one stream.
  const events$ = subject.asObservable();
  return {
    events$,
    emit(event) {
      subject.next(event);
    },
    on<T extends AppEventType>(type: T) {
      return events$.pipe(filter((e): e is EventOf<T> => e.type === type));
    },
  };
}

/** The one bus of the page (shared-kernel is a federation singleton). */
export const bus: EventBus = createBus();
