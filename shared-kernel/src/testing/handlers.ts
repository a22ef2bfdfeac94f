import { http as mswHttp, HttpResponse, type HttpHandler } from 'msw';
import type { z } from 'zod';
import { nameProblem } from '../contract/account-rules';
import { NOTIFICATION_PREFERENCES, type NotificationPreference } from '../contract/own-profile';
import { api, ERROR_CODES, type Api, type ApiError, type EndpointName, type ResponseOf, type StartPaymentBody, type User } from '../contract';
import {
  accountErrors,
  ACCOUNT_TEXTS,
  createMockAccount,
  findMockAccount,
  graceEnd,
  MOCK_TOKENS,
  mockAccountOf,
  mockError,
  resetMockAccounts,
} from './accounts';
import {
  blockMock,
  clearMockLikeNew,
  findMockMember,
  likeMock,
  mockLikes,
  mockMatchFinder,
  mockMembers,
  mockSwipe,
  mockSwipeAction,
  relationOf,
  resetMockMembers,
  searchMockMembers,
  unlikeMock,
} from './members';
import { mockGeocode } from './geo';
import { mockGiftCatalogue, mockReceivedGifts, resetMockGifts, sendMockGift } from './gifts';
import {
  mockBundlesResponse,
  mockPayment,
  mockReceipt,
  mockRepeatOrder,
  mockRepeatOrderInfo,
  mockTransactions,
  resetMockPayments,
  startMockPayment,
} from './payments';
import {
  deleteMockChat,
  mockChat,
  mockChats,
  mockPushEndpoints,
  readMockChat,
  resetMockChats,
  sendMockMessage,
  typingMockChat,
  type MockSend,
} from './chat';
import { mockComplaint, mockComplaints, resetMockComplaints, submitMockComplaint } from './complaints';
import { appealMockStatement, mockStatements, resetMockModeration } from './moderation';
import { collectMockDirectDebit, confirmMockDirectDebit, mockDirectDebitStatus, resetMockDirectDebit, startMockDirectDebit } from './direct-debit';
import { mockDiscountCode, resetMockPromotions } from './promotions';
import { mockLander } from './landers';
import { mockRegionCounts } from './region-counts';
import { mockPageHead } from './page-head';
import { adminResolvers, resetMockAdmin } from './admin';
import { adminModerationResolvers, resetMockAdminModeration } from './admin-moderation';
import { adminMembersResolvers, resetMockAdminMembers } from './admin-members';
import { adminPricesResolvers, resetMockAdminPrices } from './admin-prices';
import { companyInfoFixture, dataExportFixture, userFixture, healthFixture, interestsFixture, regionsFixture, settingsFixture } from './fixtures';

export { userFixture } from './fixtures';
export { DELETED_MOCK_EMAIL, MOCK_PASSWORD, MOCK_TOKENS, resetMockAccounts } from './accounts';

let mockSession: User | null = null;

/** Logs a user in for the mocks (GET /api/user.php answers 403 authentication_required without one). */
export function setMockSession(user: User | null): void {
  mockSession = user;
}
export const getMockSession = (): User | null => mockSession;

export const AUTHENTICATION_REQUIRED_MESSAGE = 'Je moet ingelogd zijn om dit te bekijken.';

type MockAccountOf = NonNullable<ReturnType<typeof mockAccountOf>>;

/** Keeps the account's user (GET /api/user.php) in step with its profile: name and main photo. */
function syncMockUser(account: MockAccountOf): void {
  const main = account.profile.photos.find((p) => p.main) ?? null;
  const profile = {
    ...account.user.profile,
    name: account.profile.name,
    country: account.profile.country,
    main_image: main && { filename: main.filename, thumb_filename: main.thumb_filename, status: main.status },
  };
  account.user = { ...account.user, profile };
  if (mockSession?.id === account.user.id) mockSession = { ...mockSession, profile };
}

const errorResponse = (status: number, error: string, message: string) =>
  HttpResponse.json<ApiError>({ error, message }, { status });

interface MockContext {
  request: Request;
  query: Record<string, string>;
  body: unknown;
}

/** One answer per contract endpoint; a missing one is a type error, so the mocks stay complete. */
type Resolvers = {
  [K in EndpointName]: (ctx: MockContext) => ResponseOf<Api[K]> | Response;
};

const resolvers: Resolvers = {
  health: () => healthFixture,
  settings: ({ query }) => ({
    settings: query.domain?.endsWith('hartklop.be')
      ? { ...settingsFixture, domain: 'hartklop.be', domain_language: 'nl_BE', countries: ['BE', 'NL'] }
      : settingsFixture,
  }),
  companyInfo: () => ({ companyinfo: companyInfoFixture }),
  interests: () => ({ interests: interestsFixture }),
  regions: () => ({ countries: regionsFixture }),
  geocode: ({ query }) => (mockSession ? mockGeocode(query) : unauthenticated()),
  giftCatalogue: () => mockGiftCatalogue(),
  receivedGifts: () => (mockSession ? mockReceivedGifts() : unauthenticated()),
  sendGift: ({ body }) => {
    if (!mockSession) return unauthenticated();
    return sendMockGift(mockSession, body as { profile_id: number; gift_id: number; idempotency_key: string }, chargeMockUser);
  },
  chats: () => (mockSession ? mockChats() : unauthenticated()),
  chat: ({ query }) => (mockSession ? mockChat(mockSession, query) : unauthenticated()),
  deleteChat: ({ body }) => (mockSession ? deleteMockChat((body as { conversation: { id: number } }).conversation.id) : unauthenticated()),
  chatRead: ({ body }) => {
    if (!mockSession) return unauthenticated();
    const { conversation_id: conversationId, message_id: messageId } = body as { conversation_id: number; message_id: number };
    return readMockChat(conversationId, messageId);
  },
  chatTyping: ({ body }) => (mockSession ? typingMockChat((body as { conversation_id: number }).conversation_id) : unauthenticated()),
  sendMessage: ({ body }) => (mockSession ? sendMockMessage(mockSession, body as MockSend, chargeMockUser) : unauthenticated()),
  sendPhotoMessage: ({ query }) => {
    if (!mockSession) return unauthenticated();
    const send: MockSend = {
      kind: 'photo',
      idempotency_key: query.idempotency_key!,
      ...(query.conversation_id ? { conversation_id: Number(query.conversation_id) } : { profile_id: Number(query.profile_id) }),
    };
    return sendMockMessage(mockSession, send, chargeMockUser);
  },
  pushSubscribe: ({ body }) => {
    if (!mockSession) return unauthenticated();
    mockPushEndpoints.add((body as { endpoint: string }).endpoint);
    return { ok: true };
  },
  pushUnsubscribe: ({ body }) => {
    if (!mockSession) return unauthenticated();
    mockPushEndpoints.delete((body as { endpoint: string }).endpoint);
    return { ok: true };
  },
  currentUser: () => (mockSession ? { user: mockSession } : unauthenticated()),
  pageHidden: () => ({ ok: true }),
  login: ({ body }) => {
    const { email, password } = body as { email: string; password: string };
    const account = findMockAccount(email);
    if (!account || account.password !== password || account.user.status === 'deleted') return accountErrors.loginFailed();
    mockSession = account.user;
    return { user: account.user };
  },
  updateUser: ({ body }) => {
    if (!mockSession) return unauthenticated();
    const user = { ...mockSession, language: (body as { language: string }).language };
    mockSession = user;
    return { user };
  },
  logout: () => {
    mockSession = null;
    return { ok: true };
  },
  signup: ({ body }) => {
    const input = body as { email: string; password: string; name: string; gender: 'male' | 'female'; seeking: 'male' | 'female' };
    const existing = findMockAccount(input.email);
    if (existing) return existing.user.status === 'deleted' ? accountErrors.deleted() : accountErrors.exists();
    const account = createMockAccount(input);
    mockSession = account.user;
    return { user: account.user };
  },
  activate: ({ body }) => {
    if ((body as { token: string }).token !== MOCK_TOKENS.activate) return accountErrors.activationFailed();
    if (mockSession) {
      mockSession = { ...mockSession, status: 'confirmed', profile: { ...mockSession.profile, status: 'active' } };
    }
    return { ok: true };
  },
  activationMail: () => (mockSession ? { ok: true } : unauthenticated()),
  passwordResetRequest: ({ body }) => (findMockAccount((body as { email: string }).email) ? { ok: true } : accountErrors.notFound()),
  passwordResetCheck: ({ query }) => (query.token === MOCK_TOKENS.reset ? { ok: true, email_hint: 's***e@example.nl' } : accountErrors.linkInvalid()),
  passwordReset: ({ body }) => ((body as { token: string }).token === MOCK_TOKENS.reset ? { ok: true } : accountErrors.linkInvalid()),
  mailChangeRequest: ({ body }) => {
    if (!mockSession) return unauthenticated();
    const { new_email: newEmail, password } = body as { new_email: string; password: string };
    if (mockAccountOf(mockSession)?.password !== password) return accountErrors.wrongPassword();
    return findMockAccount(newEmail) ? accountErrors.emailTaken() : { ok: true };
  },
  mailChangeConfirm: ({ body }) =>
    (body as { token: string }).token === MOCK_TOKENS.mailChange ? { ok: true, email: 'nieuw@example.nl' } : accountErrors.linkInvalid(),
  deleteAccount: ({ body }) => {
    if (!mockSession) return unauthenticated();
    const account = mockAccountOf(mockSession);
    if (account?.password !== (body as { password: string }).password) return accountErrors.wrongPassword();
    account.user = { ...account.user, status: 'deleted' };
    mockSession = null;
    return { ok: true, erase_after: graceEnd(), grace_days: 14 };
  },
  reactivationMail: ({ body }) =>
    findMockAccount((body as { email: string }).email)?.user.status === 'deleted' ? { ok: true } : accountErrors.notFound(),
  reactivate: ({ body }) => {
    if ((body as { token: string }).token !== MOCK_TOKENS.reactivate) return accountErrors.linkInvalid();
    const user = { ...userFixture };
    mockSession = user;
    return { user };
  },
  dataExport: () => {
    if (!mockSession) return unauthenticated();
    const account = mockAccountOf(mockSession);
    return dataExportFixture({ id: mockSession.id, email: account?.email ?? '', status: mockSession.status }, account ? { ...account.profile } : null);
  },
  ownProfile: () => {
    const account = mockSession && mockAccountOf(mockSession);
    return account ? { profile: account.profile } : unauthenticated();
  },
  updateProfile: ({ body }) => {
    const account = mockSession && mockAccountOf(mockSession);
    if (!account) return unauthenticated();
    const patch = body as Partial<typeof account.profile>;
    // The API's name rule (SPEC §5), with the field it is about.
    const problem = patch.name === undefined ? null : nameProblem(patch.name, account.email);
    if (problem) return HttpResponse.json({ error: ERROR_CODES.validation, message: ACCOUNT_TEXTS[problem], field: 'name' }, { status: 400 });
    account.profile = { ...account.profile, ...patch, ...(patch.name === undefined ? {} : { name: patch.name.trim() }) };
    syncMockUser(account);
    return { profile: account.profile };
  },
  uploadPhoto: () => {
    const account = mockSession && mockAccountOf(mockSession);
    if (!account) return unauthenticated();
    if (account.profile.photos.length >= account.profile.photo_limit) {
      return mockError(409, ERROR_CODES.photoLimit, `Je kunt maximaal ${account.profile.photo_limit} foto's hebben.`);
    }
    // Ids are never reused, also after a deletion; a new photo goes last.
    const id = Math.max(0, ...account.profile.photos.map((p) => p.id)) + 1;
    const photo = {
      id,
      filename: `photos/mock/${id}.jpg`,
      thumb_filename: `photos/mock/${id}_thumb.jpg`,
      status: 'active' as const,
      position: Math.max(-1, ...account.profile.photos.map((p) => p.position)) + 1,
      main: account.profile.photos.length === 0,
    };
    account.profile = { ...account.profile, photos: [...account.profile.photos, photo] };
    syncMockUser(account);
    return { photo };
  },
  signupMatches: () =>
    mockSession
      ? {
          profiles: [
            { id: 3101, name: 'Lotte', age: 29, city: 'Amersfoort', country: 'NL', fictional: false, cam: false, main_image: null },
            { id: 3102, name: 'Femke', age: 33, city: 'Gent', country: 'BE', fictional: true, cam: false, main_image: null },
          ],
        }
      : unauthenticated(),
  search: ({ query }) => searchMockMembers(query, mockSession !== null),
  member: ({ query }) => {
    const member = findMockMember(Number(query.id));
    if (!member) return mockError(404, ERROR_CODES.notFound, 'Dit profiel bestaat niet (meer).');
    if (mockSession) clearMockLikeNew(member.id);
    return {
      // Like the API: presence and distance only for members.
      profile: mockSession ? member : { ...member, presence: null, distance_km: null },
      relation: mockSession ? relationOf(member.id) : { liked: false, liked_by: false, match: false, blocked: false },
    };
  },
  relation: ({ query }) => {
    if (!mockSession) return unauthenticated();
    const id = Number(query.profile_id);
    return findMockMember(id) ? { relation: relationOf(id) } : mockError(404, ERROR_CODES.notFound, 'Dit profiel bestaat niet (meer).');
  },
  like: ({ body }) => {
    const id = (body as { profile_id: number }).profile_id;
    if (!mockSession) return unauthenticated();
    return findMockMember(id) ? likeMock(id) : mockError(404, ERROR_CODES.notFound, 'Dit profiel bestaat niet (meer).');
  },
  unlike: ({ body }) => (mockSession ? unlikeMock((body as { profile_id: number }).profile_id) : unauthenticated()),
  likes: () => (mockSession ? mockLikes() : unauthenticated()),
  autoLike: () => {
    if (!mockSession) return unauthenticated();
    const member = mockMembers[1]!;
    return { profile: { id: member.id, name: member.name, main_image: null } };
  },
  block: ({ body }) => (mockSession ? blockMock((body as { profile_id: number }).profile_id, true) : unauthenticated()),
  unblock: ({ body }) => (mockSession ? blockMock((body as { profile_id: number }).profile_id, false) : unauthenticated()),
  swipe: () => (mockSession ? mockSwipe() : unauthenticated()),
  swipeAction: ({ body }) => {
    if (!mockSession) return unauthenticated();
    const { profile_id: id, like } = body as { profile_id: number; like: boolean };
    return mockSwipeAction(id, like) ?? mockError(429, ERROR_CODES.swipeLimit, 'Je hebt je 4 likes van vandaag gebruikt. Morgen kun je weer swipen.');
  },
  matchFinder: () => (mockSession ? mockMatchFinder() : unauthenticated()),
  setMainPhoto: ({ body }) => {
    const account = mockSession && mockAccountOf(mockSession);
    if (!account) return unauthenticated();
    const id = (body as { id: number }).id;
    if (!account.profile.photos.some((p) => p.id === id)) return mockError(404, ERROR_CODES.notFound, 'Deze foto bestaat niet (meer).');
    const photos = [...account.profile.photos]
      .sort((a, b) => (a.id === id ? -1 : b.id === id ? 1 : a.position - b.position))
      .map((p, position) => ({ ...p, position, main: position === 0 }));
    account.profile = { ...account.profile, photos };
    syncMockUser(account);
    return { photos };
  },
  deletePhoto: ({ body }) => {
    const account = mockSession && mockAccountOf(mockSession);
    if (!account) return unauthenticated();
    const id = (body as { id: number }).id;
    if (!account.profile.photos.some((p) => p.id === id)) return mockError(404, ERROR_CODES.notFound, 'Deze foto bestaat niet (meer).');
    const photos = account.profile.photos.filter((p) => p.id !== id).map((p, position) => ({ ...p, position, main: position === 0 }));
    account.profile = { ...account.profile, photos };
    syncMockUser(account);
    return { photos };
  },
  privacy: () => (mockSession ? { ...mockPrivacy } : unauthenticated()),
  updatePrivacy: ({ body }) => {
    if (!mockSession) return unauthenticated();
    Object.assign(mockPrivacy, body as object);
    return { ...mockPrivacy };
  },
  notificationSettings: () => (mockSession ? mockNotifications() : unauthenticated()),
  updateNotificationSettings: ({ body }) => {
    if (!mockSession) return unauthenticated();
    const input = body as { preferences?: Record<string, boolean>; reenable_email?: true };
    Object.assign(mockPreferences, input.preferences ?? {});
    if (input.reenable_email) mockSession = { ...mockSession, notifications_disabled: [] };
    return mockNotifications();
  },
  unsubscribe: ({ body, query }) => {
    const token = (body as { token?: string } | undefined)?.token ?? query.token;
    if (token !== MOCK_TOKENS.unsubscribe) return accountErrors.linkInvalid();
    // The link needs no session; when its member is the one logged in, the settings page shows it.
    if (mockSession && !mockSession.notifications_disabled.includes('unsubscribe')) {
      mockSession = { ...mockSession, notifications_disabled: [...mockSession.notifications_disabled, 'unsubscribe'] };
    }
    return { ok: true };
  },
  bundles: () => mockBundlesResponse(mockSession),
  startPayment: ({ request, body }) =>
    mockSession ? startMockPayment(mockSession, body as StartPaymentBody, new URL(request.url).origin) : unauthenticated(),
  payment: ({ query }) => (mockSession ? mockPayment(mockSession, Number(query.id), creditMockUser) : unauthenticated()),
  transactions: () => (mockSession ? mockTransactions(mockSession) : unauthenticated()),
  receipt: ({ query }) => (mockSession ? mockReceipt(mockSession, Number(query.id)) : unauthenticated()),
  repeatOrderInfo: () => (mockSession ? mockRepeatOrderInfo(mockSession) : unauthenticated()),
  repeatOrder: ({ request, body }) =>
    mockSession
      ? mockRepeatOrder(mockSession, (body as { idempotency_key: string }).idempotency_key, new URL(request.url).origin)
      : unauthenticated(),
  // The mocks have no provider calling back: the payment completes when it is checked.
  paymentWebhook: () => ({ ok: true }),
  submitComplaint: ({ body }) => submitMockComplaint(mockSession, body as Parameters<typeof submitMockComplaint>[1]),
  complaint: ({ query }) => (mockSession ? mockComplaint(mockSession, query.reference) : unauthenticated()),
  complaints: () => (mockSession ? mockComplaints(mockSession) : unauthenticated()),
  ownStatements: () => (mockSession ? mockStatements() : unauthenticated()),
  appeal: ({ body }) => (mockSession ? appealMockStatement(body as { reference: string; explanation: string }) : unauthenticated()),
  directDebit: () => (mockSession ? mockDirectDebitStatus(mockSession) : unauthenticated()),
  startDirectDebit: ({ body }) => (mockSession ? startMockDirectDebit(mockSession, body as Parameters<typeof startMockDirectDebit>[1]) : unauthenticated()),
  confirmDirectDebit: ({ body }) =>
    mockSession ? confirmMockDirectDebit(mockSession, body as { challenge_id: string; otp: string }, creditMockUser) : unauthenticated(),
  collectDirectDebit: ({ body }) => (mockSession ? collectMockDirectDebit(mockSession, body as { bundle_id: number; discount_code?: string }, creditMockUser) : unauthenticated()),
  discountCode: ({ query }) => (mockSession ? mockDiscountCode(mockSession, query, mockBundlesResponse(mockSession).bundles) : unauthenticated()),
  lander: ({ query }) => mockLander(query.variant ?? '', query.slug),
  regionCounts: ({ query }) => mockRegionCounts(query.gender === 'male' || query.gender === 'female' ? query.gender : undefined),
  pageHead: ({ query }) => mockPageHead(query.path ?? '/'),
  // the back office (issue 18): mocks/admin.ts
  ...adminResolvers,
  ...adminModerationResolvers,
  ...adminMembersResolvers,
  ...adminPricesResolvers,
};

const mockPrivacy = { invisible: false, privacy_mode: false, show_presence: true };
const mockPreferences: Record<NotificationPreference, boolean> = Object.fromEntries(
  NOTIFICATION_PREFERENCES.map((k) => [k, true]),
) as Record<NotificationPreference, boolean>;
const mockNotifications = () => ({ preferences: { ...mockPreferences }, disabled: mockSession?.notifications_disabled ?? [] });

/** Stores the logged-in mock user's new balance after a paid send. */
function chargeMockUser(credits: number): void {
  if (!mockSession) return;
  const account = mockAccountOf(mockSession);
  if (account) account.user = { ...account.user, credits };
  mockSession = { ...mockSession, credits };
}

/** A completed purchase: the credits arrive and the first one makes the member premium (SPEC §1). */
function creditMockUser(credits: number): void {
  if (!mockSession) return;
  const balance = mockSession.credits + credits;
  const account = mockAccountOf(mockSession);
  if (account) account.user = { ...account.user, credits: balance, paid_user: true };
  mockSession = { ...mockSession, credits: balance, paid_user: true };
}

function unauthenticated(): Response {
  return errorResponse(403, ERROR_CODES.authenticationRequired, AUTHENTICATION_REQUIRED_MESSAGE);
}

/** Back to the initial mock state: nobody logged in, only the fixture account. */
export function resetMocks(): void {
  mockSession = null;
  resetMockAccounts();
  resetMockMembers();
  resetMockGifts();
  resetMockChats();
  resetMockPayments();
  resetMockComplaints();
  resetMockModeration();
  resetMockDirectDebit();
  resetMockPromotions();
  resetMockAdmin();
  resetMockAdminModeration();
  resetMockAdminMembers();
  resetMockAdminPrices();
  Object.assign(mockPrivacy, { invisible: false, privacy_mode: false, show_presence: true });
  for (const key of NOTIFICATION_PREFERENCES) mockPreferences[key] = true;
}

const methods = {
  GET: mswHttp.get,
  POST: mswHttp.post,
  PUT: mswHttp.put,
  DELETE: mswHttp.delete,
} as const;

async function readJson(request: Request): Promise<unknown> {
  const text = await request.text();
  if (!text) return {};
  // The payment provider's webhook posts a form (`id=tr_…`), everything else JSON.
  if (request.headers.get('content-type')?.includes('application/x-www-form-urlencoded')) return Object.fromEntries(new URLSearchParams(text));
  return JSON.parse(text) as unknown;
}

const queryOf = (name: EndpointName): z.ZodType | undefined => {
  const endpoint = api[name];
  return 'query' in endpoint && endpoint.query ? (endpoint.query as z.ZodType) : undefined;
};

/**
 * Endpoints that share their method and path with another and are told apart by the query
 * (POST /api/user.php is login, POST /api/user.php?push=1 the push subscription): a request whose
 * query another of them accepts is left to that one (msw then asks the next handler).
 */
function claimedByAnother(name: EndpointName, query: Record<string, string>): boolean {
  const { method, path } = api[name];
  const own = queryOf(name);
  const ownFits = own === undefined || own.safeParse(query).success;
  return (Object.keys(api) as EndpointName[]).some((other) => {
    if (other === name || api[other].method !== method || api[other].path !== path) return false;
    const schema = queryOf(other);
    // Another endpoint that wants exactly this query, or (when this one's query does not fit) one without a query.
    if (schema === undefined) return !ownFits && Object.keys(query).length === 0;
    return Object.keys(query).length > 0 && schema.safeParse(query).success;
  });
}

function handlerFor(name: EndpointName): HttpHandler {
  const endpoint = api[name];
  const resolve = resolvers[name] as (ctx: MockContext) => unknown;
  // '*' matches any origin: the shell may talk to an API on another host.
  return methods[endpoint.method](`*${endpoint.path}`, async ({ request }) => {
    const query = Object.fromEntries(new URL(request.url).searchParams);
    if (claimedByAnother(name, query)) return undefined;
    const schema = queryOf(name);
    if (schema && !schema.safeParse(query).success) {
      return errorResponse(400, ERROR_CODES.validation, 'Ongeldige invoer.');
    }
    let body: unknown;
    if ('body' in endpoint && endpoint.body) {
      try {
        body = await readJson(request);
      } catch {
        return errorResponse(400, ERROR_CODES.validation, 'Ongeldige invoer.');
      }
      if (!(endpoint.body as z.ZodType).safeParse(body).success) {
        return errorResponse(400, ERROR_CODES.validation, 'Ongeldige invoer.');
      }
    }
    const result = resolve({ request, query, body });
    if (result instanceof Response) return result;
    // Guard against a resolver answering outside the contract.
    const parsed = (endpoint.response as z.ZodType).parse(result);
    return HttpResponse.json(parsed as Record<string, unknown>, { status: endpoint.status ?? 200 });
  });
}

/** msw handlers for every endpoint of the contract's `api`. */
export const handlers: HttpHandler[] = (Object.keys(api) as EndpointName[]).map(handlerFor);
