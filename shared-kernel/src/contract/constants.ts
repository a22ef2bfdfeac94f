// The contract's plain values, free of zod, so the browser can use them without loading the schemas.

/**
 * The one error code the browser's first load needs (the http client's "log in again" rule); every
 * code is in ./error-codes, loaded only by the pages that tell codes apart.
 */
export const AUTHENTICATION_REQUIRED = 'authentication_required';

/** The header that marks a request as made by the site's own client (SPEC §7). */
export const CLIENT_REQUEST_HEADER = 'x-client-request';

/** Paths of the API (SPEC §7); `api` in ./index pairs each with its method and schemas. */
export const API_PATHS = {
  health: '/api/health',
  settings: '/api/settings.php',
  companyInfo: '/api/companyinfo.php',
  interests: '/api/interests.php',
  regions: '/api/regions.php',
  user: '/api/user.php',
  pageHidden: '/api/page-hidden.php',
  logout: '/api/logout.php',
  signup: '/api/signup.php',
  activate: '/api/activate.php',
  activationMail: '/api/activation-mail.php',
  passwordReset: '/api/password-reset.php',
  mailChange: '/api/mail-change.php',
  accountDelete: '/api/account-delete.php',
  reactivationMail: '/api/reactivation-mail.php',
  reactivate: '/api/reactivate.php',
  dataExport: '/api/export.php',
  profile: '/api/profile.php',
  photo: '/api/photo.php',
  signupMatches: '/api/signup-matches.php',
  members: '/api/members.php',
  member: '/api/member.php',
  relation: '/api/relation.php',
  like: '/api/like.php',
  likes: '/api/likes.php',
  autoLike: '/api/auto-like.php',
  block: '/api/block.php',
  swipe: '/api/swipe.php',
  matchFinder: '/api/match-finder.php',
  notifications: '/api/notifications.php',
  unsubscribe: '/api/unsubscribe.php',
  privacy: '/api/privacy.php',
  geocode: '/api/geocode.php',
  gifts: '/api/gifts.php',
  gift: '/api/gift.php',
  chats: '/api/chats.php',
  chat: '/api/chat.php',
  chatRead: '/api/chat-read.php',
  chatTyping: '/api/chat-typing.php',
  message: '/api/message.php',
  photoMessage: '/api/photo-message.php',
  events: '/api/events.php',
  bundles: '/api/bundles.php',
  payment: '/api/payment.php',
  transactions: '/api/transactions.php',
  receipt: '/api/receipt.php',
  repeatOrder: '/api/repeat-order.php',
  paymentWebhook: '/api/payment-webhook.php',
  complaint: '/api/complaint.php',
  complaints: '/api/complaints.php',
  directDebit: '/api/direct-debit.php',
  directDebitCollection: '/api/direct-debit-collection.php',
  discountCode: '/api/discountcode.php',
  lander: '/api/lander.php',
  regionCounts: '/api/region-counts.php',
  pageHead: '/api/page-head.php',
} as const;

/*
 * The contract's calls without their schemas: the method and path of every endpoint of `api` (./index),
 * so that the browser can make typed calls (`http.call(ENDPOINTS.chats)`) without loading the schemas.
 * `api` takes each endpoint's method and path from here: one truth for both.
 */
declare const endpointName: unique symbol;

/** common's HttpMethod (not imported: common imports this module). */
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * The method and path of one endpoint of the contract. Its type carries the endpoint's name in `api`,
 * from which `http.call` takes the query, body and response types.
 */
export interface EndpointRef<N extends string = string> {
  readonly method: Method;
  readonly path: string;
  /** Type only (never set): the name of the endpoint in the contract's `api`. */
  readonly [endpointName]?: N;
}

const route = (method: Method, path: string) => ({ method, path });

const ROUTES = {
  health: route('GET', API_PATHS.health),
  settings: route('GET', API_PATHS.settings),
  companyInfo: route('GET', API_PATHS.companyInfo),
  interests: route('GET', API_PATHS.interests),
  regions: route('GET', API_PATHS.regions),
  currentUser: route('GET', API_PATHS.user),
  login: route('POST', API_PATHS.user),
  updateUser: route('PUT', API_PATHS.user),
  logout: route('GET', API_PATHS.logout),
  signup: route('POST', API_PATHS.signup),
  activate: route('POST', API_PATHS.activate),
  activationMail: route('POST', API_PATHS.activationMail),
  passwordResetRequest: route('POST', API_PATHS.passwordReset),
  passwordResetCheck: route('GET', API_PATHS.passwordReset),
  passwordReset: route('PUT', API_PATHS.passwordReset),
  mailChangeRequest: route('POST', API_PATHS.mailChange),
  mailChangeConfirm: route('PUT', API_PATHS.mailChange),
  deleteAccount: route('POST', API_PATHS.accountDelete),
  reactivationMail: route('POST', API_PATHS.reactivationMail),
  reactivate: route('POST', API_PATHS.reactivate),
  dataExport: route('GET', API_PATHS.dataExport),
  ownProfile: route('GET', API_PATHS.profile),
  updateProfile: route('PUT', API_PATHS.profile),
  uploadPhoto: route('POST', API_PATHS.photo),
  signupMatches: route('GET', API_PATHS.signupMatches),
  search: route('GET', API_PATHS.members),
  member: route('GET', API_PATHS.member),
  relation: route('GET', API_PATHS.relation),
  like: route('POST', API_PATHS.like),
  unlike: route('DELETE', API_PATHS.like),
  likes: route('GET', API_PATHS.likes),
  autoLike: route('GET', API_PATHS.autoLike),
  block: route('POST', API_PATHS.block),
  unblock: route('DELETE', API_PATHS.block),
  swipe: route('GET', API_PATHS.swipe),
  swipeAction: route('POST', API_PATHS.swipe),
  matchFinder: route('GET', API_PATHS.matchFinder),
  setMainPhoto: route('PUT', API_PATHS.photo),
  deletePhoto: route('DELETE', API_PATHS.photo),
  privacy: route('GET', API_PATHS.privacy),
  updatePrivacy: route('PUT', API_PATHS.privacy),
  notificationSettings: route('GET', API_PATHS.notifications),
  updateNotificationSettings: route('PUT', API_PATHS.notifications),
  unsubscribe: route('POST', API_PATHS.unsubscribe),
  geocode: route('GET', API_PATHS.geocode),
  giftCatalogue: route('GET', API_PATHS.gifts),
  receivedGifts: route('GET', API_PATHS.gift),
  sendGift: route('POST', API_PATHS.gift),
  chats: route('GET', API_PATHS.chats),
  chat: route('GET', API_PATHS.chat),
  deleteChat: route('DELETE', API_PATHS.chat),
  chatRead: route('POST', API_PATHS.chatRead),
  chatTyping: route('POST', API_PATHS.chatTyping),
  sendMessage: route('POST', API_PATHS.message),
  sendPhotoMessage: route('POST', API_PATHS.photoMessage),
  pushSubscribe: route('POST', API_PATHS.user),
  pushUnsubscribe: route('DELETE', API_PATHS.user),
  pageHidden: route('POST', API_PATHS.pageHidden),
  bundles: route('GET', API_PATHS.bundles),
  startPayment: route('POST', API_PATHS.payment),
  payment: route('GET', API_PATHS.payment),
  transactions: route('GET', API_PATHS.transactions),
  receipt: route('GET', API_PATHS.receipt),
  repeatOrderInfo: route('GET', API_PATHS.repeatOrder),
  repeatOrder: route('POST', API_PATHS.repeatOrder),
  paymentWebhook: route('POST', API_PATHS.paymentWebhook),
  submitComplaint: route('POST', API_PATHS.complaint),
  complaint: route('GET', API_PATHS.complaint),
  complaints: route('GET', API_PATHS.complaints),
  directDebit: route('GET', API_PATHS.directDebit),
  startDirectDebit: route('POST', API_PATHS.directDebit),
  confirmDirectDebit: route('PUT', API_PATHS.directDebit),
  collectDirectDebit: route('POST', API_PATHS.directDebitCollection),
  discountCode: route('GET', API_PATHS.discountCode),
  lander: route('GET', API_PATHS.lander),
  regionCounts: route('GET', API_PATHS.regionCounts),
  pageHead: route('GET', API_PATHS.pageHead),
};

/** Every endpoint of the contract by its name in `api`. */
export const ENDPOINTS: { readonly [N in keyof typeof ROUTES]: EndpointRef<N> } = ROUTES;

/**
 * Chat rules both sides know (issue 5). The history limit is the server's CHAT_HISTORY_LIMIT
 * setting (README), sent with every conversation as `history_limit`.
 */
export const CHAT_RULES = {
  /** Conversations a member without premium may start (replying to one started by the other side is free of this limit). */
  freeConversationLimit: 2,
  /** Messages per page of a conversation's history. */
  pageSize: 30,
  /** Default of CHAT_HISTORY_LIMIT: the newest messages of a conversation that stay visible. */
  defaultHistoryLimit: 500,
  /** A typing signal is sent at most this often while typing, and shown this long after the last one. */
  typingThrottleMs: 3_000,
  typingShowMs: 6_000,
} as const;

/**
 * Events of the live stream (GET /api/events.php, Server-Sent Events), by `event:` name; the
 * `data:` of each is described by LiveEventSchemas in ./chat.
 */
export const LIVE_EVENTS = ['hello', 'message', 'read', 'typing', 'likes', 'chats', 'credits'] as const;
export type LiveEventName = (typeof LIVE_EVENTS)[number];

/**
 * The id of a live `message` event (SSE `id:`), which a reconnecting client hands back: the newest
 * message id the stream delivered, then (dot-separated, at most LIVE_CURSOR_MAX_SEEN) the ids below
 * it it delivered lately. A plain message id is a cursor too. See api/src/domain/chat/replay.ts.
 */
export const LIVE_CURSOR_MAX_SEEN = 32;
export const LIVE_CURSOR_PATTERN = new RegExp(`^[1-9]\\d{0,14}(?:\\.[1-9]\\d{0,14}){0,${LIVE_CURSOR_MAX_SEEN}}$`);

/**
 * Payment methods of the checkout (SPEC §9), by the provider's names. `directdebit` is listed on the
 * method choice but leads to /directdebit (its own flow, with a mandate).
 */
export const CHECKOUT_METHODS = ['ideal', 'bancontact', 'creditcard', 'paypal', 'applepay', 'paysafecard', 'banktransfer', 'directdebit'] as const;

/** The methods whose name is a word of the member's language: each side's catalog names them (`methods.<method>`). */
export const WORDED_METHODS = ['creditcard', 'banktransfer', 'directdebit'] as const;

/** The other methods' brand names, the same in every language (the receipt, the checkout, the back office). */
export const PAYMENT_METHOD_BRANDS: Readonly<Record<Exclude<(typeof CHECKOUT_METHODS)[number], (typeof WORDED_METHODS)[number]>, string>> = {
  ideal: 'iDEAL',
  bancontact: 'Bancontact',
  paypal: 'PayPal',
  applepay: 'Apple Pay',
  paysafecard: 'Paysafecard',
};

/** A method's brand name, or null for a method named by a word of the catalog (or unknown). */
export const methodBrand = (method: string): string | null => (PAYMENT_METHOD_BRANDS as Record<string, string>)[method] ?? null;

/** Payment states as the member sees them (SPEC §4), plus what can follow completed. */
export const PAYMENT_STATES = ['pending', 'completed', 'failed', 'cancelled', 'refunded', 'charged_back'] as const;

/** Promotions (issue 13): the one discount formula, used by the server's checkout and shown by the client before paying. */
export const discountCents = (price: number, percentage: number): number => Math.round((price * Math.round(percentage * 100)) / 10_000);

/**
 * SPEC §2 site-entry warning: the name under which a visitor's confirmation ("18 or older") is kept,
 * in localStorage (SPEC) and in a cookie of the same name, which lets the server leave the warning out
 * of a server-rendered page (issue 16: it is part of the first paint for everyone else).
 */
export const ENTRY_WARNING_COOKIE = 'hide-site-entry-popup';

/**
 * The key, in a server-rendered page's data, of the year in Amsterdam when it was rendered: the signup
 * form's birth years start from it in the server's HTML and in the render that hydrates it (issue 29).
 */
export const RENDER_YEAR_KEY = 'render-year';
/** How long the confirmation's cookie is kept (a year, like the language's). */
export const ENTRY_WARNING_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

/** SPEC §9 time-bonus constants. */
export const TIME_BONUS = {
  durationSeconds: 14400,
  code: 'TIMEBONUS25',
  value_percentage: 25.0,
  validity: 'once-per-user',
  status: 'active',
  tickMs: 1000,
  /** Delay of the modal after entering the members area. */
  modalDelayMs: 40_000,
  /** SPEC §4: the local timestamp the modal stores when a member closes it. */
  modalDismissKey: 'hide-time-bonus-modal',
} as const;

/** SPEC §9: whole seconds of time bonus left at `nowMs` for a member not paid who signed up under 4 hours ago; else 0. */
export function timeBonusSecondsLeft(user: { paid_user: boolean; signup_date: string } | null, nowMs: number): number {
  if (!user || user.paid_user) return 0;
  const signup = Date.parse(user.signup_date);
  if (!Number.isFinite(signup)) return 0;
  const left = Math.ceil((signup + TIME_BONUS.durationSeconds * 1000 - nowMs) / 1000);
  if (!Number.isFinite(left) || left <= 0) return 0;
  return Math.min(left, TIME_BONUS.durationSeconds);
}

/** One promotion at a time: a member with 0 credits (SPEC §4) gets the modal first, the banner once it was closed. */
export const timeBonusModalFirst = (credits: number | undefined, modalDismissed: boolean): boolean => credits === 0 && !modalDismissed;
