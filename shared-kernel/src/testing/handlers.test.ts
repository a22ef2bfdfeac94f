import { setupServer } from 'msw/node';
import type { z } from 'zod';
import { api, ApiErrorSchema, CLIENT_REQUEST_HEADER, type EndpointName } from '../contract';
import { DELETED_MOCK_EMAIL, handlers, MOCK_PASSWORD, MOCK_TOKENS, resetMocks, setMockSession } from './handlers';
import { MOCK_OTP } from './direct-debit';
import { MOCK_STAFF_CODE, MOCK_STAFF_PASSWORD, setMockStaff } from './admin';
import { userFixture } from './fixtures';

/** Contract test: every mock answers every contract endpoint with a body its schema accepts. */
const server = setupServer(...handlers);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => resetMocks());
afterAll(() => server.close());

const sampleQuery: Partial<Record<EndpointName, Record<string, string>>> = {
  settings: { domain: 'hartklop.nl', ref: 'nieuwsbrief' },
  passwordResetCheck: { token: MOCK_TOKENS.reset },
  member: { id: '3002' },
  relation: { profile_id: '3002' },
  geocode: { lat: '52.3731', lon: '4.8922' },
  chat: { id: '7001' },
  sendPhotoMessage: { conversation_id: '7001', idempotency_key: '3c1a0f7e-2b4d-4e8a-9f61-5d2c7b8e9a10' },
  pushSubscribe: { push: '1' },
  pushUnsubscribe: { push: '1' },
  payment: { id: '501' },
  receipt: { id: '501' },
  complaint: { reference: 'MLD-MOCK0001' },
  memberSearch: { q: 'sanne' },
  memberDetail: { id: '901' },
  memberExport: { id: '901' },
  discountCode: { code: 'HARTJE10' },
  lander: { variant: 'gallery', slug: 'amsterdam' },
  pageHead: { path: '/pages/terms' },
};
const sampleBody: Partial<Record<EndpointName, unknown>> = {
  pageHidden: {},
  login: { email: 'sanne@example.nl', password: MOCK_PASSWORD },
  updateUser: { language: 'nl' },
  signup: {
    email: 'nieuw@example.nl',
    name: 'Nieuwkomer',
    password: 'een-goed-wachtwoord',
    date_of_birth: '1992-03-04',
    gender: 'male',
    seeking: 'female',
    accept_terms: true,
  },
  activate: { token: MOCK_TOKENS.activate },
  activationMail: {},
  passwordResetRequest: { email: 'sanne@example.nl' },
  passwordReset: { token: MOCK_TOKENS.reset, password: 'een-goed-wachtwoord', password_repeat: 'een-goed-wachtwoord' },
  mailChangeRequest: { new_email: 'sanne.nieuw@example.nl', password: MOCK_PASSWORD },
  mailChangeConfirm: { token: MOCK_TOKENS.mailChange },
  deleteAccount: { password: MOCK_PASSWORD, reason: 'found_someone' },
  reactivationMail: { email: DELETED_MOCK_EMAIL },
  reactivate: { token: MOCK_TOKENS.reactivate },
  updateProfile: { about: 'Wandelen en koffie.' },
  like: { profile_id: 3002 },
  unlike: { profile_id: 3002 },
  block: { profile_id: 3003 },
  unblock: { profile_id: 3003 },
  swipeAction: { profile_id: 3005, like: true },
  updatePrivacy: { invisible: true },
  setMainPhoto: { id: 1 },
  deletePhoto: { id: 1 },
  sendGift: { profile_id: 3002, gift_id: 1, idempotency_key: '0b6f3c8e-6a55-4c55-9b0e-2f6d6f3a1c11' },
  updateNotificationSettings: { preferences: { promotions: false }, reenable_email: true },
  unsubscribe: { token: MOCK_TOKENS.unsubscribe },
  deleteChat: { conversation: { id: 7002 } },
  chatRead: { conversation_id: 7001, message_id: 47 },
  chatTyping: { conversation_id: 7001 },
  sendMessage: { conversation_id: 7001, kind: 'text', text: 'Hoi Femke!', idempotency_key: '7d9e2f4a-1c3b-4a5d-8e6f-0a1b2c3d4e5f' },
  pushSubscribe: {
    endpoint: 'https://push.example.net/send/abc123',
    expirationTime: null,
    keys: { p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM', auth: 'tBHItJI5svbpez7KI4CCXg' },
  },
  pushUnsubscribe: { endpoint: 'https://push.example.net/send/abc123' },
  startPayment: { bundle_id: 3, method: 'ideal', idempotency_key: '5e0c8a1d-3f2b-4c6e-9a7d-1b2c3d4e5f60' },
  repeatOrder: { idempotency_key: '6f1d9b2e-4a3c-4d7f-8b9e-2c3d4e5f6a71' },
  paymentWebhook: { id: 'tr_mock123' },
  startDirectDebit: {
    bundle_id: 1,
    account_holder: 'S. de Vries',
    iban: 'NL91ABNA0417164300',
    street: 'Keizersgracht',
    house_number: '12',
    zip: '1015 CS',
    city: 'Amsterdam',
    phone: '06 12345678',
    consent: true,
  },
  // The challenge the start above makes first (see the test below), and the mocks' fixed code.
  confirmDirectDebit: { challenge_id: 'mockchallenge00000001', otp: MOCK_OTP, idempotency_key: '8a2e0c5f-5b4d-4e8a-9c7f-3d4e5f6a7b82' },
  collectDirectDebit: { bundle_id: 1, idempotency_key: '9b3f1d6a-6c5e-4f9b-8d8a-4e5f6a7b8c93' },
  appeal: { reference: 'BSL-MOCK0001', explanation: 'Dit is echt een foto van mijzelf.' },
  submitComplaint: {
    category: 'fake_profile',
    explanation: 'De foto’s van dit profiel zijn van iemand anders.',
    urls: 'https://hartklop.nl/members/3002',
    good_faith: true,
    profile_id: 3002,
  },
  // the back office (mocks/admin.ts)
  staffLogin: { email: 'beheer@hartklop.test', password: MOCK_STAFF_PASSWORD },
  staffLoginCode: { challenge: 'mock-staff-challenge-1-000000000000', code: MOCK_STAFF_CODE },
  staffLogout: {},
  createStaff: { email: 'nieuw@hartklop.test', name: 'Nieuwe Collega', role: 'moderator', password: 'een-lang-wachtwoord' },
  updateStaff: { id: 2, disabled: true },
  approveItem: { id: 1 },
  rejectItem: { id: 2, reason: 'contact_details' },
  decideNotice: { id: 1, action: 'ban', reason: 'fake_profile' },
  decideAppeal: { id: 1, outcome: 'upheld' },
  adjustCredits: { user_id: 901, amount: 10, reason: 'Compensatie storing', key: '1b2c3d4e-5f60-4a7b-8c9d-0e1f2a3b4c5d' },
  refundPayment: { payment_id: 71 },
  memberErase: { user_id: 901, reason: 'Verzoek van het lid' },
  saveBundle: { id: 1, site_domain: 'hartklop.nl', country: 'NL', credits: 25, price: 899, currency: 'EUR', active: true, sort: 0 },
  createDiscountCode: { code: 'zomer30', country: 'NL', currency: 'EUR', value_percentage: 30, minimum_order_value: 0, validity: 'once-per-user', max_uses: 50, expires: null, paymentmethods: ['ideal'], user_id: null },
  deactivateDiscountCode: { id: 3 },
  saveSiteSettings: {
    domain: 'hartklop.nl',
    switches: {
      signups: 'closed',
      logged_out_search: false,
      logged_out_search_trafficsource: true,
      member_resell: true,
      enable_site_entry_popup: 'no',
      site_entry_popup_countries: ['NL'],
      fictional_warning: 'Dit profiel is verzonnen en wordt door medewerkers beheerd.',
      fictional_singular: 'verzonnen profiel',
      fictional_plural: 'verzonnen profielen',
    },
  },
};

async function call(name: EndpointName) {
  const e = api[name];
  const url = new URL(e.path, 'http://localhost');
  for (const [k, v] of Object.entries(sampleQuery[name] ?? {})) url.searchParams.set(k, v);
  const body = sampleBody[name];
  const res = await fetch(url, {
    method: e.method,
    headers: { [CLIENT_REQUEST_HEADER]: '1', ...(body !== undefined ? { 'Content-Type': 'application/json' } : {}) },
    body: body !== undefined ? JSON.stringify(body) : undefined,
  });
  // The receipt is a PDF; every other answer JSON.
  const json = res.headers.get('content-type')?.includes('application/json') ? ((await res.json()) as unknown) : null;
  return { res, json };
}

describe('mock handlers follow the contract', () => {
  it('cover every endpoint of api', () => {
    expect(handlers).toHaveLength(Object.keys(api).length);
  });

  beforeEach(() => {
    setMockSession(userFixture);
    setMockStaff('admin');
  });

  it.each(Object.keys(api) as EndpointName[])('%s answers with its response schema', async (name) => {
    // Photo management needs a photo first (the mock account starts without one).
    if (name === 'setMainPhoto' || name === 'deletePhoto') await call('uploadPhoto');
    // The SMS code needs its challenge; a collection needs a signed mandate.
    if (name === 'confirmDirectDebit' || name === 'collectDirectDebit') await call('startDirectDebit');
    if (name === 'collectDirectDebit') await call('confirmDirectDebit');
    const { res, json } = await call(name);
    expect(res.status).toBe(api[name].status ?? 200);
    if (name === 'receipt') {
      expect(res.headers.get('content-type')).toBe('application/pdf');
      return;
    }
    const parsed = (api[name].response as z.ZodType).safeParse(json);
    expect(parsed.error).toBeUndefined();
  });

  it('GET /api/user.php answers 403 authentication_required without a mock session', async () => {
    setMockSession(null);
    const { res, json } = await call('currentUser');
    expect(res.status).toBe(403);
    expect(ApiErrorSchema.parse(json).error).toBe('authentication_required');
  });

  it('unsubscribe switches e-mail off with the mock token and refuses another token', async () => {
    const post = (token: string) =>
      fetch('http://localhost/api/unsubscribe.php', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ token }) });
    const bad = await post('3001.vervalst');
    expect(bad.status).toBe(400);
    expect(ApiErrorSchema.parse(await bad.json()).error).toBe('link_invalid');
    expect((await post(MOCK_TOKENS.unsubscribe)).status).toBe(200);
    expect((await post(MOCK_TOKENS.unsubscribe)).status).toBe(200);
    const settings = await fetch('http://localhost/api/notifications.php');
    expect(api.notificationSettings.response.parse(await settings.json()).disabled).toEqual(['unsubscribe']);
  });

  it('POST /api/user.php is login without a query and the push subscription with ?push=1', async () => {
    const login = await call('login');
    expect(api.login.response.parse(login.json).user.id).toBe(userFixture.id);
    const push = await call('pushSubscribe');
    expect(push.res.status).toBe(201);
    expect(push.json).toEqual({ ok: true });
  });

  it('chat: the list, one conversation paged backwards, a paid send and removal', async () => {
    const list = api.chats.response.parse((await call('chats')).json);
    expect(list.chats.map((c) => c.conversation.id)).toContain(7001);
    const first = api.chat.response.parse(await (await fetch('http://localhost/api/chat.php?id=7001')).json());
    expect(first.messages).toHaveLength(30);
    expect(first.has_more).toBe(true);
    const older = api.chat.response.parse(await (await fetch(`http://localhost/api/chat.php?id=7001&before=${first.messages[0]!.id}`)).json());
    expect(older.has_more).toBe(false);
    expect(older.history_hidden).toBe(true);
    expect(older.messages.at(-1)!.id).toBeLessThan(first.messages[0]!.id);
    const sent = await call('sendMessage');
    expect(sent.res.status).toBe(201);
    // The same key again: the first answer, no second charge.
    const again = await call('sendMessage');
    expect(again.json).toEqual(sent.json);
    expect(api.sendMessage.response.parse(sent.json).credits).toBe(userFixture.credits - 10);
    const removed = await fetch('http://localhost/api/chat.php', { method: 'DELETE', body: JSON.stringify({ conversation: { id: 7001 } }) });
    expect(removed.status).toBe(200);
    const after = api.chats.response.parse((await call('chats')).json);
    expect(after.chats.map((c) => c.conversation.id)).not.toContain(7001);
  });

  it('chat: a short balance answers 402 insufficient_credits', async () => {
    setMockSession({ ...userFixture, credits: 5 });
    const { res, json } = await call('sendMessage');
    expect(res.status).toBe(402);
    expect(ApiErrorSchema.parse(json)).toMatchObject({ error: 'insufficient_credits', message: 'Je hebt onvoldoende credits om dit bericht te versturen' });
  });

  it('rejects a query outside the contract', async () => {
    const res = await fetch('http://localhost/api/settings.php?domain=bad%20host!');
    expect(res.status).toBe(400);
    expect(ApiErrorSchema.parse(await res.json()).error).toBe('validation_error');
  });

  it('payments: a checkout leads back to the result page, is pending once, then completed and credited', async () => {
    const started = await call('startPayment');
    const { payment } = api.startPayment.response.parse(started.json);
    expect(payment).toMatchObject({ state: 'pending', bundle_id: 3, credits: 250, amount: 4975, method: 'ideal' });
    expect(payment.checkout_url).toBe(`http://localhost/credits/3/ideal?payment=${payment.id}`);
    // The same key again: the same payment.
    expect(api.startPayment.response.parse((await call('startPayment')).json).payment.id).toBe(payment.id);
    const check = async () => api.payment.response.parse(await (await fetch(`http://localhost/api/payment.php?id=${payment.id}`)).json()).payment;
    expect((await check()).state).toBe('pending');
    expect((await check()).state).toBe('completed');
    const user = api.currentUser.response.parse((await call('currentUser')).json).user;
    expect(user).toMatchObject({ credits: userFixture.credits + 250, paid_user: true });
    const { transactions } = api.transactions.response.parse((await call('transactions')).json);
    expect(transactions[0]!.id).toBe(payment.id);
    expect(api.repeatOrderInfo.response.parse((await call('repeatOrderInfo')).json).last).toMatchObject({ bundle: { id: 3 }, method: 'ideal' });
  });

  it("payments: another member's payment and a missing one are the same 404; no receipt for a failed payment", async () => {
    setMockSession({ ...userFixture, id: 77 });
    expect((await fetch('http://localhost/api/payment.php?id=501')).status).toBe(404);
    setMockSession(userFixture);
    expect((await fetch('http://localhost/api/payment.php?id=99999')).status).toBe(404);
    expect((await fetch('http://localhost/api/receipt.php?id=502')).status).toBe(404);
  });

  it('serves the Belgian variant for hartklop.be', async () => {
    const res = await fetch('http://localhost/api/settings.php?domain=www.hartklop.be');
    const { settings } = api.settings.response.parse(await res.json());
    expect(settings.domain).toBe('hartklop.be');
  });
});
