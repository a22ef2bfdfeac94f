// The contract's calls without their schemas: the method and path of every endpoint of `api` (./index),
// free of zod, so that the browser can make typed calls (`http.call(ENDPOINTS.chats)`) without loading
// the schemas. `api` takes each endpoint's method and path from here: one truth for both.
import type { HttpMethod } from './common';
import { API_PATHS } from './constants';

declare const endpointName: unique symbol;

/**
 * The method and path of one endpoint of the contract. Its type carries the endpoint's name in `api`,
 * from which `http.call` takes the query, body and response types.
 */
export interface EndpointRef<N extends string = string> {
  readonly method: HttpMethod;
  readonly path: string;
  /** Type only (never set): the name of the endpoint in the contract's `api`. */
  readonly [endpointName]?: N;
}

const route = (method: HttpMethod, path: string) => ({ method, path });

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
};

/** Every endpoint of the contract by its name in `api`. */
export const ENDPOINTS: { readonly [N in keyof typeof ROUTES]: EndpointRef<N> } = ROUTES;
