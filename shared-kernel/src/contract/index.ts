import { z } from 'zod';
import { endpoint, QueryIdSchema } from './common';
import { ENDPOINTS } from './constants';
import {
  CompanyInfoResponseSchema,
  InterestsResponseSchema,
  RegionsResponseSchema,
  SettingsQuerySchema,
  SettingsResponseSchema,
} from './settings';
import { UserResponseSchema } from './user';
import {
  DataExportSchema,
  DeleteAccountBodySchema,
  DeleteAccountResponseSchema,
  EmailBodySchema,
  LoginBodySchema,
  MailChangeBodySchema,
  MailChangeConfirmSchema,
  OkSchema,
  PasswordResetBodySchema,
  PasswordResetCheckSchema,
  SignupBodySchema,
  TokenBodySchema,
  TokenQuerySchema,
  UnsubscribeBodySchema,
  UnsubscribeQuerySchema,
  UpdateUserBodySchema,
} from './accounts';
import {
  NotificationSettingsBodySchema,
  NotificationSettingsSchema,
  PhotoIdBodySchema,
  PhotosResponseSchema,
  PrivacyBodySchema,
  PrivacySchema,
  OwnProfileResponseSchema,
  PhotoResponseSchema,
  SignupMatchesResponseSchema,
  UpdateProfileBodySchema,
} from './own-profile';
import {
  AutoLikeResponseSchema,
  BlockResponseSchema,
  LikeResponseSchema,
  LikesResponseSchema,
  MatchFinderResponseSchema,
  AgePreferenceQuerySchema,
  MemberQuerySchema,
  MemberResponseSchema,
  ProfileIdBodySchema,
  RelationSchema,
  SearchQuerySchema,
  SearchResponseSchema,
  SwipeActionResponseSchema,
  SwipeBodySchema,
  SwipeResponseSchema,
} from './members';
import { GeocodeQuerySchema, GeocodeResponseSchema } from './geo';
import {
  ChatQuerySchema,
  ChatReadBodySchema,
  ChatReadResponseSchema,
  ChatResponseSchema,
  ChatsResponseSchema,
  ChatTypingBodySchema,
  DeleteChatBodySchema,
  PhotoMessageQuerySchema,
  PushQuerySchema,
  PushSubscriptionBodySchema,
  PushUnsubscribeBodySchema,
  SendMessageBodySchema,
  SendMessageResponseSchema,
} from './chat';
import { GiftCatalogueResponseSchema, ReceivedGiftsResponseSchema, SendGiftBodySchema, SendGiftResponseSchema } from './gifts';
import {
  BundlesResponseSchema,
  PaymentQuerySchema,
  PaymentResponseSchema,
  PaymentWebhookBodySchema,
  RepeatOrderBodySchema,
  RepeatOrderResponseSchema,
  StartPaymentBodySchema,
  TransactionsResponseSchema,
} from './payments';
import { DiscountCodeQuerySchema, DiscountCodeResponseSchema } from './promotions';
import { AppealBodySchema, MODERATION_ENDPOINTS, StatementsResponseSchema } from './moderation';
import { ComplaintBodySchema, ComplaintQuerySchema, ComplaintResponseSchema, ComplaintsResponseSchema } from './complaints';
import {
  DirectDebitChallengeSchema,
  DirectDebitCollectBodySchema,
  DirectDebitCollectionResponseSchema,
  DirectDebitConfirmSchema,
  DirectDebitFormSchema,
  DirectDebitStatusSchema,
} from './direct-debit';
import { LanderQuerySchema, LanderResponseSchema } from './landers';
import { RegionCountsQuerySchema, RegionCountsResponseSchema } from './region-counts';
import { PageHeadQuerySchema, PageHeadResponseSchema } from './page-head';
import { PHOTO_MAX_BYTES } from './profile-rules';
import { adminApi } from './admin';
import { adminModerationApi } from './admin-moderation';
import { adminMembersApi } from './admin-members';
import { adminPricesApi } from './admin-prices';

export * from './common';
export * from './constants';
export * from './error-codes';
export * from './settings';
export * from './user';
export * from './locale';
export * from './profile-attributes';
export * from './accounts';
export * from './own-profile';
export * from './members';
export * from './geo';
export * from './gifts';
export * from './chat';
export * from './payments';
export * from './complaints';
export * from './moderation';
export * from './direct-debit';
export * from './promotions';
export * from './landers';
export * from './region-counts';
export * from './page-head';
export * from './admin-rules';
export * from './admin';
export * from './admin-ops-rules';
export * from './admin-moderation';
export * from './admin-members';
export * from './admin-prices-rules';
export * from './admin-prices';

const Empty = z.object({}).strict();

/** `{ status: 'ok' }` to anyone; the database kind and the uptime only to a client on the server's machine. */
export const HealthResponseSchema = z.object({
  status: z.literal('ok'),
  database: z.enum(['pglite', 'postgres']).optional(),
  uptime_s: z.number().optional(),
});

export const PageHiddenBodySchema = z.object({}).catchall(z.unknown());
export const OkResponseSchema = z.object({ ok: z.literal(true) });

/** The API contract: the single truth for the server routes, the client and the mocks. */
export const api = {
  health: endpoint({ ...ENDPOINTS.health, auth: 'public', response: HealthResponseSchema }),
  settings: endpoint({
    ...ENDPOINTS.settings,
    auth: 'public',
    query: SettingsQuerySchema,
    response: SettingsResponseSchema,
  }),
  companyInfo: endpoint({
    ...ENDPOINTS.companyInfo,
    auth: 'public',
    query: Empty,
    response: CompanyInfoResponseSchema,
  }),
  interests: endpoint({
    ...ENDPOINTS.interests,
    auth: 'public',
    query: Empty,
    response: InterestsResponseSchema,
  }),
  regions: endpoint({
    ...ENDPOINTS.regions,
    auth: 'public',
    query: Empty,
    response: RegionsResponseSchema,
  }),
  currentUser: endpoint({ ...ENDPOINTS.currentUser, auth: 'user', response: UserResponseSchema }),
  // accounts (issue 3): login, logout, language, signup, activation, recovery, e-mail change, deletion
  /** A login body is an address and a password: a few KB at most (the push subscription shares the route). */
  login: endpoint({ ...ENDPOINTS.login, auth: 'public', body: LoginBodySchema, response: UserResponseSchema, bodyLimit: 16 * 1024 }),
  updateUser: endpoint({ ...ENDPOINTS.updateUser, auth: 'user', body: UpdateUserBodySchema, response: UserResponseSchema, bodyLimit: 16 * 1024 }),
  /** A GET, yet refused cross-site: an image or link of another site must not log members out. */
  logout: endpoint({ ...ENDPOINTS.logout, auth: 'public', response: OkSchema, crossSite: 'refused' }),
  /** The signup form with a message of 1000 characters fits easily; anything bigger is refused (413). */
  signup: endpoint({ ...ENDPOINTS.signup, auth: 'public', body: SignupBodySchema, response: UserResponseSchema, status: 201, bodyLimit: 64 * 1024 }),
  activate: endpoint({ ...ENDPOINTS.activate, auth: 'public', body: TokenBodySchema, response: OkSchema }),
  activationMail: endpoint({ ...ENDPOINTS.activationMail, auth: 'user', body: Empty, response: OkSchema }),
  passwordResetRequest: endpoint({ ...ENDPOINTS.passwordResetRequest, auth: 'public', body: EmailBodySchema, response: OkSchema }),
  passwordResetCheck: endpoint({ ...ENDPOINTS.passwordResetCheck, auth: 'public', query: TokenQuerySchema, response: PasswordResetCheckSchema }),
  passwordReset: endpoint({ ...ENDPOINTS.passwordReset, auth: 'public', body: PasswordResetBodySchema, response: OkSchema }),
  mailChangeRequest: endpoint({ ...ENDPOINTS.mailChangeRequest, auth: 'user', body: MailChangeBodySchema, response: OkSchema }),
  mailChangeConfirm: endpoint({ ...ENDPOINTS.mailChangeConfirm, auth: 'public', body: TokenBodySchema, response: MailChangeConfirmSchema }),
  deleteAccount: endpoint({ ...ENDPOINTS.deleteAccount, auth: 'user', body: DeleteAccountBodySchema, response: DeleteAccountResponseSchema }),
  reactivationMail: endpoint({ ...ENDPOINTS.reactivationMail, auth: 'public', body: EmailBodySchema, response: OkSchema }),
  reactivate: endpoint({ ...ENDPOINTS.reactivate, auth: 'public', body: TokenBodySchema, response: UserResponseSchema }),
  dataExport: endpoint({ ...ENDPOINTS.dataExport, auth: 'user', query: Empty, response: DataExportSchema }),
  // own profile and photos, used by the signup steps (issue 4 builds the profile page on them)
  ownProfile: endpoint({ ...ENDPOINTS.ownProfile, auth: 'user', query: Empty, response: OwnProfileResponseSchema }),
  updateProfile: endpoint({ ...ENDPOINTS.updateProfile, auth: 'user', body: UpdateProfileBodySchema, response: OwnProfileResponseSchema }),
  /** The body is the image itself (Content-Type image/jpeg, image/png or image/webp), not JSON. */
  uploadPhoto: endpoint({ ...ENDPOINTS.uploadPhoto, auth: 'user', response: PhotoResponseSchema, status: 201, bodyKind: 'image', bodyLimit: PHOTO_MAX_BYTES }),
  signupMatches: endpoint({ ...ENDPOINTS.signupMatches, auth: 'user', query: Empty, response: SignupMatchesResponseSchema }),
  // members (issue 4): search, profiles, likes and matches, blocking, swipe game, match finder
  search: endpoint({ ...ENDPOINTS.search, auth: 'public', query: SearchQuerySchema, response: SearchResponseSchema }),
  member: endpoint({ ...ENDPOINTS.member, auth: 'public', query: MemberQuerySchema, response: MemberResponseSchema }),
  /** Where the member stands with one profile: likes either way, a match, their own block (a hidden or unknown profile: 404). */
  relation: endpoint({
    ...ENDPOINTS.relation,
    auth: 'user',
    query: z.object({ profile_id: QueryIdSchema }).strict(),
    response: z.object({ relation: RelationSchema }),
  }),
  like: endpoint({ ...ENDPOINTS.like, auth: 'user', body: ProfileIdBodySchema, response: LikeResponseSchema }),
  unlike: endpoint({ ...ENDPOINTS.unlike, auth: 'user', body: ProfileIdBodySchema, response: LikeResponseSchema }),
  likes: endpoint({ ...ENDPOINTS.likes, auth: 'user', query: Empty, response: LikesResponseSchema }),
  autoLike: endpoint({ ...ENDPOINTS.autoLike, auth: 'user', query: Empty, response: AutoLikeResponseSchema }),
  block: endpoint({ ...ENDPOINTS.block, auth: 'user', body: ProfileIdBodySchema, response: BlockResponseSchema }),
  unblock: endpoint({ ...ENDPOINTS.unblock, auth: 'user', body: ProfileIdBodySchema, response: BlockResponseSchema }),
  swipe: endpoint({ ...ENDPOINTS.swipe, auth: 'user', query: AgePreferenceQuerySchema, response: SwipeResponseSchema }),
  swipeAction: endpoint({ ...ENDPOINTS.swipeAction, auth: 'user', body: SwipeBodySchema, response: SwipeActionResponseSchema }),
  matchFinder: endpoint({ ...ENDPOINTS.matchFinder, auth: 'user', query: AgePreferenceQuerySchema, response: MatchFinderResponseSchema }),
  // own photos, privacy and notification settings
  setMainPhoto: endpoint({ ...ENDPOINTS.setMainPhoto, auth: 'user', body: PhotoIdBodySchema, response: PhotosResponseSchema }),
  deletePhoto: endpoint({ ...ENDPOINTS.deletePhoto, auth: 'user', body: PhotoIdBodySchema, response: PhotosResponseSchema }),
  privacy: endpoint({ ...ENDPOINTS.privacy, auth: 'user', query: Empty, response: PrivacySchema }),
  updatePrivacy: endpoint({ ...ENDPOINTS.updatePrivacy, auth: 'user', body: PrivacyBodySchema, response: PrivacySchema }),
  notificationSettings: endpoint({ ...ENDPOINTS.notificationSettings, auth: 'user', query: Empty, response: NotificationSettingsSchema }),
  updateNotificationSettings: endpoint({ ...ENDPOINTS.updateNotificationSettings, auth: 'user', body: NotificationSettingsBodySchema, response: NotificationSettingsSchema }),
  /** Switches e-mail off ('unsubscribe'); authenticated by the token of the mail's link, not by a session. */
  unsubscribe: endpoint({
    ...ENDPOINTS.unsubscribe,
    auth: 'public',
    query: UnsubscribeQuerySchema,
    body: UnsubscribeBodySchema,
    response: OkSchema,
    // A mail provider's RFC 8058 one-click post is a form (`List-Unsubscribe=One-Click`); a few bytes.
    bodyKind: 'form',
    bodyLimit: 4096,
    crossSite: 'allowed',
  }),
  geocode: endpoint({ ...ENDPOINTS.geocode, auth: 'user', query: GeocodeQuerySchema, response: GeocodeResponseSchema }),
  giftCatalogue: endpoint({ ...ENDPOINTS.giftCatalogue, auth: 'public', query: Empty, response: GiftCatalogueResponseSchema }),
  receivedGifts: endpoint({ ...ENDPOINTS.receivedGifts, auth: 'user', query: Empty, response: ReceivedGiftsResponseSchema }),
  sendGift: endpoint({ ...ENDPOINTS.sendGift, auth: 'user', body: SendGiftBodySchema, response: SendGiftResponseSchema, status: 201 }),
  // chat (issue 5): conversations, paid messages, read receipts, typing, push subscriptions
  chats: endpoint({ ...ENDPOINTS.chats, auth: 'user', query: Empty, response: ChatsResponseSchema }),
  chat: endpoint({ ...ENDPOINTS.chat, auth: 'user', query: ChatQuerySchema, response: ChatResponseSchema }),
  deleteChat: endpoint({ ...ENDPOINTS.deleteChat, auth: 'user', body: DeleteChatBodySchema, response: OkSchema }),
  chatRead: endpoint({ ...ENDPOINTS.chatRead, auth: 'user', body: ChatReadBodySchema, response: ChatReadResponseSchema }),
  chatTyping: endpoint({ ...ENDPOINTS.chatTyping, auth: 'user', body: ChatTypingBodySchema, response: OkSchema }),
  sendMessage: endpoint({ ...ENDPOINTS.sendMessage, auth: 'user', body: SendMessageBodySchema, response: SendMessageResponseSchema, status: 201 }),
  /** The body is the image itself (Content-Type image/jpeg, image/png or image/webp), not JSON. */
  sendPhotoMessage: endpoint({
    ...ENDPOINTS.sendPhotoMessage,
    auth: 'user',
    query: PhotoMessageQuerySchema,
    response: SendMessageResponseSchema,
    status: 201,
    bodyKind: 'image',
    bodyLimit: PHOTO_MAX_BYTES,
  }),
  /** Same path and method as login: the query `push=1` tells them apart (SPEC §7). */
  pushSubscribe: endpoint({ ...ENDPOINTS.pushSubscribe, auth: 'user', query: PushQuerySchema, body: PushSubscriptionBodySchema, response: OkSchema, status: 201, bodyLimit: 16 * 1024 }),
  pushUnsubscribe: endpoint({ ...ENDPOINTS.pushUnsubscribe, auth: 'user', query: PushQuerySchema, body: PushUnsubscribeBodySchema, response: OkSchema }),
  pageHidden: endpoint({
    ...ENDPOINTS.pageHidden,
    auth: 'public',
    body: PageHiddenBodySchema,
    response: OkResponseSchema,
    // The beacon carries an empty JSON object; anything bigger is not a beacon.
    bodyLimit: 1024,
  }),
  // payments (issue 12): bundles, checkout, result, transactions, receipts, repeat order
  bundles: endpoint({ ...ENDPOINTS.bundles, auth: 'public', query: Empty, response: BundlesResponseSchema }),
  startPayment: endpoint({ ...ENDPOINTS.startPayment, auth: 'user', body: StartPaymentBodySchema, response: PaymentResponseSchema, status: 201 }),
  payment: endpoint({ ...ENDPOINTS.payment, auth: 'user', query: PaymentQuerySchema, response: PaymentResponseSchema }),
  transactions: endpoint({ ...ENDPOINTS.transactions, auth: 'user', query: Empty, response: TransactionsResponseSchema }),
  /** Answers the receipt as a PDF (application/pdf, attachment), not JSON; 404 for another member's id. */
  receipt: endpoint({ ...ENDPOINTS.receipt, auth: 'user', query: PaymentQuerySchema, response: z.instanceof(Uint8Array) }),
  repeatOrderInfo: endpoint({ ...ENDPOINTS.repeatOrderInfo, auth: 'user', query: Empty, response: RepeatOrderResponseSchema }),
  repeatOrder: endpoint({ ...ENDPOINTS.repeatOrder, auth: 'user', body: RepeatOrderBodySchema, response: PaymentResponseSchema, status: 201 }),
  /** The provider's webhook: a form post with only the provider's id; the payment is fetched from the provider, never trusted. */
  paymentWebhook: endpoint({ ...ENDPOINTS.paymentWebhook, auth: 'public', body: PaymentWebhookBodySchema, response: OkResponseSchema, bodyKind: 'form', bodyLimit: 1024, crossSite: 'allowed' }),
  /** A notice (issue 14, DSA art. 16): public; a member's name and e-mail come from the account. */
  submitComplaint: endpoint({ ...ENDPOINTS.submitComplaint, auth: 'public', body: ComplaintBodySchema, response: ComplaintResponseSchema, status: 201 }),
  /** One of the member's own notices by reference (another member's: 404). */
  complaint: endpoint({ ...ENDPOINTS.complaint, auth: 'user', query: ComplaintQuerySchema, response: ComplaintResponseSchema }),
  complaints: endpoint({ ...ENDPOINTS.complaints, auth: 'user', query: Empty, response: ComplaintsResponseSchema }),
  /** The member's statements of reasons (issue 18, DSA art. 17), newest first, with their appeals. */
  ownStatements: endpoint({ ...MODERATION_ENDPOINTS.ownStatements, auth: 'user', query: Empty, response: StatementsResponseSchema }),
  /** An appeal against one of the member's statements (DSA art. 20); it lands in the back office's reports queue. */
  appeal: endpoint({ ...MODERATION_ENDPOINTS.appeal, auth: 'user', body: AppealBodySchema, response: OkResponseSchema, status: 201 }),
  // direct debit (issue 13): mandate with an SMS code, collections
  directDebit: endpoint({ ...ENDPOINTS.directDebit, auth: 'user', query: Empty, response: DirectDebitStatusSchema }),
  startDirectDebit: endpoint({ ...ENDPOINTS.startDirectDebit, auth: 'user', body: DirectDebitFormSchema, response: DirectDebitChallengeSchema, status: 201 }),
  confirmDirectDebit: endpoint({ ...ENDPOINTS.confirmDirectDebit, auth: 'user', body: DirectDebitConfirmSchema, response: DirectDebitCollectionResponseSchema, status: 201 }),
  collectDirectDebit: endpoint({ ...ENDPOINTS.collectDirectDebit, auth: 'user', body: DirectDebitCollectBodySchema, response: DirectDebitCollectionResponseSchema, status: 201 }),
  /** SPEC §7: a code the member typed (`?code=`) or the welcome code (`?welcome=true`), with the member's discounted prices. */
  discountCode: endpoint({ ...ENDPOINTS.discountCode, auth: 'user', query: DiscountCodeQuerySchema, response: DiscountCodeResponseSchema }),
  /** A lander's campaign (issue 14): public; an unknown slug answers the default campaign, never 404. */
  lander: endpoint({ ...ENDPOINTS.lander, auth: 'public', query: LanderQuerySchema, response: LanderResponseSchema }),
  /** Members per province of NL and BE (the map lander): public, counts only. */
  regionCounts: endpoint({ ...ENDPOINTS.regionCounts, auth: 'public', query: RegionCountsQuerySchema, response: RegionCountsResponseSchema }),
  /** A page's head as its HTML has it (issue 16): the shell updates it after a navigation in the browser. */
  pageHead: endpoint({ ...ENDPOINTS.pageHead, auth: 'public', query: PageHeadQuerySchema, response: PageHeadResponseSchema }),
  // the back office (issue 18): /api/admin/*, staff sessions only (contract/admin.ts)
  ...adminApi,
  // back office operations (issue 18 items 2-5): contract/admin-moderation.ts and beside it
  ...adminModerationApi,
  ...adminMembersApi,
  // prices, discount codes and site settings (issue 18 item 5): contract/admin-prices.ts
  ...adminPricesApi,
} as const;

export type Api = typeof api;
export type EndpointName = keyof Api;
