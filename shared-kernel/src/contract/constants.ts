// The contract's plain values, free of zod, so the browser can use them without loading the schemas.

/** Stable error codes shared by the server and the client. */
export const ERROR_CODES = {
  authenticationRequired: 'authentication_required',
  validation: 'validation_error',
  notFound: 'not_found',
  forbidden: 'forbidden',
  csrf: 'csrf_rejected',
  payloadTooLarge: 'payload_too_large',
  unsupportedMediaType: 'unsupported_media_type',
  rateLimited: 'rate_limited',
  internal: 'internal_error',
  accountExists: 'account_exists',
  accountDeleted: 'account_deleted',
  loginFailed: 'login_failed',
  accountLocked: 'account_locked',
  resetRateLimited: 'reset_rate_limited',
  emailNotFound: 'email_not_found',
  linkInvalid: 'link_invalid',
  activationFailed: 'activation_failed',
  emailTaken: 'email_taken',
  signupsClosed: 'signups_closed',
  invitationInvalid: 'invitation_invalid',
  wrongPassword: 'wrong_password',
  alreadyConfirmed: 'already_confirmed',
  swipeLimit: 'swipe_limit',
  blocked: 'blocked',
  photoLimit: 'photo_limit',
  invalidImage: 'invalid_image',
  insufficientCredits: 'insufficient_credits',
  idempotencyConflict: 'idempotency_conflict',
  locationNotFound: 'location_not_found',
  /** A free member tried to start a third conversation (CHAT_RULES.freeConversationLimit). */
  conversationLimit: 'conversation_limit',
  /** The other member has not confirmed their e-mail yet: no reply until they do. */
  replyNeedsConfirmation: 'reply_needs_confirmation',
  /** The bundle (or, for a repeat order, the last purchase) does not exist for the member's country. */
  bundleNotFound: 'bundle_not_found',
  /** The payment method is not offered in the member's country (or, direct debit, not through this call). */
  methodUnavailable: 'method_unavailable',
  /** A chargeback or refund left credits that could not be taken back: no purchases until settled. */
  paymentsBlocked: 'payments_blocked',
  /** The payment provider could not be reached or refused the payment. */
  providerUnavailable: 'provider_unavailable',
} as const;
export type ErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES];

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
  lander: '/api/lander.php',
  regionCounts: '/api/region-counts.php',
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
  lander: route('GET', API_PATHS.lander),
  regionCounts: route('GET', API_PATHS.regionCounts),
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
 * Payment methods of the checkout (SPEC §9), by the provider's names. `directdebit` is listed on the
 * method choice but leads to /directdebit (its own flow, with a mandate).
 */
export const CHECKOUT_METHODS = ['ideal', 'bancontact', 'creditcard', 'paypal', 'applepay', 'paysafecard', 'banktransfer', 'directdebit'] as const;

/** Payment states as the member sees them (SPEC §4), plus what can follow completed. */
export const PAYMENT_STATES = ['pending', 'completed', 'failed', 'cancelled', 'refunded', 'charged_back'] as const;
