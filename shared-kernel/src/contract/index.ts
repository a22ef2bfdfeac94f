import { z } from 'zod';
import { endpoint } from './common';
import { API_PATHS } from './constants';
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
  MemberQuerySchema,
  MemberResponseSchema,
  ProfileIdBodySchema,
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

export * from './common';
export * from './constants';
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

const Empty = z.object({}).strict();

export const HealthResponseSchema = z.object({
  status: z.literal('ok'),
  database: z.enum(['pglite', 'postgres']),
  uptime_s: z.number(),
});

export const PageHiddenBodySchema = z.object({}).catchall(z.unknown());
export const OkResponseSchema = z.object({ ok: z.literal(true) });

/** The API contract: the single truth for the server routes, the client and the mocks. */
export const api = {
  health: endpoint({ method: 'GET', path: API_PATHS.health, auth: 'public', response: HealthResponseSchema }),
  settings: endpoint({
    method: 'GET',
    path: API_PATHS.settings,
    auth: 'public',
    query: SettingsQuerySchema,
    response: SettingsResponseSchema,
  }),
  companyInfo: endpoint({
    method: 'GET',
    path: API_PATHS.companyInfo,
    auth: 'public',
    query: Empty,
    response: CompanyInfoResponseSchema,
  }),
  interests: endpoint({
    method: 'GET',
    path: API_PATHS.interests,
    auth: 'public',
    query: Empty,
    response: InterestsResponseSchema,
  }),
  regions: endpoint({
    method: 'GET',
    path: API_PATHS.regions,
    auth: 'public',
    query: Empty,
    response: RegionsResponseSchema,
  }),
  currentUser: endpoint({ method: 'GET', path: API_PATHS.user, auth: 'user', response: UserResponseSchema }),
  // accounts (issue 3): login, logout, language, signup, activation, recovery, e-mail change, deletion
  login: endpoint({ method: 'POST', path: API_PATHS.user, auth: 'public', body: LoginBodySchema, response: UserResponseSchema }),
  updateUser: endpoint({ method: 'PUT', path: API_PATHS.user, auth: 'user', body: UpdateUserBodySchema, response: UserResponseSchema }),
  logout: endpoint({ method: 'GET', path: API_PATHS.logout, auth: 'public', response: OkSchema }),
  signup: endpoint({ method: 'POST', path: API_PATHS.signup, auth: 'public', body: SignupBodySchema, response: UserResponseSchema, status: 201 }),
  activate: endpoint({ method: 'POST', path: API_PATHS.activate, auth: 'public', body: TokenBodySchema, response: OkSchema }),
  activationMail: endpoint({ method: 'POST', path: API_PATHS.activationMail, auth: 'user', body: Empty, response: OkSchema }),
  passwordResetRequest: endpoint({ method: 'POST', path: API_PATHS.passwordReset, auth: 'public', body: EmailBodySchema, response: OkSchema }),
  passwordResetCheck: endpoint({ method: 'GET', path: API_PATHS.passwordReset, auth: 'public', query: TokenQuerySchema, response: PasswordResetCheckSchema }),
  passwordReset: endpoint({ method: 'PUT', path: API_PATHS.passwordReset, auth: 'public', body: PasswordResetBodySchema, response: OkSchema }),
  mailChangeRequest: endpoint({ method: 'POST', path: API_PATHS.mailChange, auth: 'user', body: MailChangeBodySchema, response: OkSchema }),
  mailChangeConfirm: endpoint({ method: 'PUT', path: API_PATHS.mailChange, auth: 'public', body: TokenBodySchema, response: MailChangeConfirmSchema }),
  deleteAccount: endpoint({ method: 'POST', path: API_PATHS.accountDelete, auth: 'user', body: DeleteAccountBodySchema, response: DeleteAccountResponseSchema }),
  reactivationMail: endpoint({ method: 'POST', path: API_PATHS.reactivationMail, auth: 'public', body: EmailBodySchema, response: OkSchema }),
  reactivate: endpoint({ method: 'POST', path: API_PATHS.reactivate, auth: 'public', body: TokenBodySchema, response: UserResponseSchema }),
  dataExport: endpoint({ method: 'GET', path: API_PATHS.dataExport, auth: 'user', query: Empty, response: DataExportSchema }),
  // own profile and photos, used by the signup steps (issue 4 builds the profile page on them)
  ownProfile: endpoint({ method: 'GET', path: API_PATHS.profile, auth: 'user', query: Empty, response: OwnProfileResponseSchema }),
  updateProfile: endpoint({ method: 'PUT', path: API_PATHS.profile, auth: 'user', body: UpdateProfileBodySchema, response: OwnProfileResponseSchema }),
  /** The body is the image itself (Content-Type image/jpeg, image/png or image/webp), not JSON. */
  uploadPhoto: endpoint({ method: 'POST', path: API_PATHS.photo, auth: 'user', response: PhotoResponseSchema, status: 201 }),
  signupMatches: endpoint({ method: 'GET', path: API_PATHS.signupMatches, auth: 'user', query: Empty, response: SignupMatchesResponseSchema }),
  // members (issue 4): search, profiles, likes and matches, blocking, swipe game, match finder
  search: endpoint({ method: 'GET', path: API_PATHS.members, auth: 'public', query: SearchQuerySchema, response: SearchResponseSchema }),
  member: endpoint({ method: 'GET', path: API_PATHS.member, auth: 'public', query: MemberQuerySchema, response: MemberResponseSchema }),
  like: endpoint({ method: 'POST', path: API_PATHS.like, auth: 'user', body: ProfileIdBodySchema, response: LikeResponseSchema }),
  unlike: endpoint({ method: 'DELETE', path: API_PATHS.like, auth: 'user', body: ProfileIdBodySchema, response: LikeResponseSchema }),
  likes: endpoint({ method: 'GET', path: API_PATHS.likes, auth: 'user', query: Empty, response: LikesResponseSchema }),
  autoLike: endpoint({ method: 'GET', path: API_PATHS.autoLike, auth: 'user', query: Empty, response: AutoLikeResponseSchema }),
  block: endpoint({ method: 'POST', path: API_PATHS.block, auth: 'user', body: ProfileIdBodySchema, response: BlockResponseSchema }),
  unblock: endpoint({ method: 'DELETE', path: API_PATHS.block, auth: 'user', body: ProfileIdBodySchema, response: BlockResponseSchema }),
  swipe: endpoint({ method: 'GET', path: API_PATHS.swipe, auth: 'user', query: Empty, response: SwipeResponseSchema }),
  swipeAction: endpoint({ method: 'POST', path: API_PATHS.swipe, auth: 'user', body: SwipeBodySchema, response: SwipeActionResponseSchema }),
  matchFinder: endpoint({ method: 'GET', path: API_PATHS.matchFinder, auth: 'user', query: Empty, response: MatchFinderResponseSchema }),
  // own photos, privacy and notification settings
  setMainPhoto: endpoint({ method: 'PUT', path: API_PATHS.photo, auth: 'user', body: PhotoIdBodySchema, response: PhotosResponseSchema }),
  deletePhoto: endpoint({ method: 'DELETE', path: API_PATHS.photo, auth: 'user', body: PhotoIdBodySchema, response: PhotosResponseSchema }),
  privacy: endpoint({ method: 'GET', path: API_PATHS.privacy, auth: 'user', query: Empty, response: PrivacySchema }),
  updatePrivacy: endpoint({ method: 'PUT', path: API_PATHS.privacy, auth: 'user', body: PrivacyBodySchema, response: PrivacySchema }),
  notificationSettings: endpoint({ method: 'GET', path: API_PATHS.notifications, auth: 'user', query: Empty, response: NotificationSettingsSchema }),
  updateNotificationSettings: endpoint({ method: 'PUT', path: API_PATHS.notifications, auth: 'user', body: NotificationSettingsBodySchema, response: NotificationSettingsSchema }),
  /** Switches e-mail off ('unsubscribe'); authenticated by the token of the mail's link, not by a session. */
  unsubscribe: endpoint({
    method: 'POST',
    path: API_PATHS.unsubscribe,
    auth: 'public',
    query: UnsubscribeQuerySchema,
    body: UnsubscribeBodySchema,
    response: OkSchema,
  }),
  geocode: endpoint({ method: 'GET', path: API_PATHS.geocode, auth: 'user', query: GeocodeQuerySchema, response: GeocodeResponseSchema }),
  giftCatalogue: endpoint({ method: 'GET', path: API_PATHS.gifts, auth: 'public', query: Empty, response: GiftCatalogueResponseSchema }),
  receivedGifts: endpoint({ method: 'GET', path: API_PATHS.gift, auth: 'user', query: Empty, response: ReceivedGiftsResponseSchema }),
  sendGift: endpoint({ method: 'POST', path: API_PATHS.gift, auth: 'user', body: SendGiftBodySchema, response: SendGiftResponseSchema, status: 201 }),
  // chat (issue 5): conversations, paid messages, read receipts, typing, push subscriptions
  chats: endpoint({ method: 'GET', path: API_PATHS.chats, auth: 'user', query: Empty, response: ChatsResponseSchema }),
  chat: endpoint({ method: 'GET', path: API_PATHS.chat, auth: 'user', query: ChatQuerySchema, response: ChatResponseSchema }),
  deleteChat: endpoint({ method: 'DELETE', path: API_PATHS.chat, auth: 'user', body: DeleteChatBodySchema, response: OkSchema }),
  chatRead: endpoint({ method: 'POST', path: API_PATHS.chatRead, auth: 'user', body: ChatReadBodySchema, response: ChatReadResponseSchema }),
  chatTyping: endpoint({ method: 'POST', path: API_PATHS.chatTyping, auth: 'user', body: ChatTypingBodySchema, response: OkSchema }),
  sendMessage: endpoint({ method: 'POST', path: API_PATHS.message, auth: 'user', body: SendMessageBodySchema, response: SendMessageResponseSchema, status: 201 }),
  /** The body is the image itself (Content-Type image/jpeg, image/png or image/webp), not JSON. */
  sendPhotoMessage: endpoint({
    method: 'POST',
    path: API_PATHS.photoMessage,
    auth: 'user',
    query: PhotoMessageQuerySchema,
    response: SendMessageResponseSchema,
    status: 201,
  }),
  /** Same path and method as login: the query `push=1` tells them apart (SPEC §7). */
  pushSubscribe: endpoint({ method: 'POST', path: API_PATHS.user, auth: 'user', query: PushQuerySchema, body: PushSubscriptionBodySchema, response: OkSchema, status: 201 }),
  pushUnsubscribe: endpoint({ method: 'DELETE', path: API_PATHS.user, auth: 'user', query: PushQuerySchema, body: PushUnsubscribeBodySchema, response: OkSchema }),
  pageHidden: endpoint({
    method: 'POST',
    path: API_PATHS.pageHidden,
    auth: 'public',
    body: PageHiddenBodySchema,
    response: OkResponseSchema,
  }),
} as const;

export type Api = typeof api;
export type EndpointName = keyof Api;
