import { api, NOTIFICATION_PREFERENCES } from 'shared-kernel/contract';
import { sameOrigin } from './helpers';
import { expectError, useMembersApp, type TestMember } from './members-helpers';

const t = useMembersApp();

const ALL_ON = Object.fromEntries(NOTIFICATION_PREFERENCES.map((key) => [key, true]));

const getSettings = (cookie?: string) => t.app.inject({ method: 'GET', url: '/api/notifications.php', headers: cookie ? { cookie } : {} });
const putSettings = (cookie: string | undefined, payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'PUT',
    url: '/api/notifications.php',
    headers: { ...sameOrigin, 'content-type': 'application/json', ...(cookie ? { cookie } : {}), ...headers },
    payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
  });

async function read(m: TestMember) {
  const res = await getSettings(m.cookie);
  expect(res.statusCode).toBe(200);
  expect(res.headers['cache-control']).toBe('private, no-store');
  return api.notificationSettings.response.parse(res.json());
}

async function update(m: TestMember, body: unknown) {
  const res = await putSettings(m.cookie, body);
  expect(res.statusCode).toBe(200);
  expect(res.headers['cache-control']).toBe('private, no-store');
  return api.updateNotificationSettings.response.parse(res.json());
}

const setDisabled = (m: TestMember, reasons: string[]) =>
  t.db.kysely.updateTable('users').set({ notifications_disabled: reasons }).where('id', '=', m.userId).execute();
const disabledOf = async (m: TestMember) =>
  (await t.db.kysely.selectFrom('users').select('notifications_disabled').where('id', '=', m.userId).executeTakeFirstOrThrow()).notifications_disabled;

describe('GET /api/notifications.php', () => {
  it('has every preference on for a new member, and e-mail not disabled', async () => {
    const m = await t.member();
    expect(await read(m)).toEqual({ preferences: ALL_ON, disabled: [] });
    expect(Object.keys((await read(m)).preferences).sort()).toEqual([...NOTIFICATION_PREFERENCES].sort());
  });

  it('says why e-mail is off', async () => {
    const m = await t.member();
    await setDisabled(m, ['bounce', 'spam_complaint']);
    expect((await read(m)).disabled).toEqual(['bounce', 'spam_complaint']);
  });

  it('needs a session', async () => {
    expectError(await getSettings(), 403, 'authentication_required');
  });
});

describe('PUT /api/notifications.php', () => {
  it('changes only the preferences sent, and they come back the same on the next GET', async () => {
    const m = await t.member();
    const first = await update(m, { preferences: { promotions: false, news: false } });
    expect(first).toEqual({ preferences: { ...ALL_ON, promotions: false, news: false }, disabled: [] });
    expect(await read(m)).toEqual(first);

    const second = await update(m, { preferences: { news: true, like_received: false } });
    expect(second.preferences).toEqual({ ...ALL_ON, promotions: false, like_received: false });
    expect(await read(m)).toEqual(second);

    const allOff = Object.fromEntries(NOTIFICATION_PREFERENCES.map((key) => [key, false]));
    expect((await update(m, { preferences: allOff })).preferences).toEqual(allOff);
    expect((await update(m, {})).preferences).toEqual(allOff);
    expect((await update(m, { preferences: {} })).preferences).toEqual(allOff);
    expect((await read(m)).preferences).toEqual(allOff);
  });

  it("changes only the member's own preferences", async () => {
    const a = await t.member();
    const b = await t.member();
    await update(a, { preferences: { new_messages: false } });
    expect((await read(b)).preferences).toEqual(ALL_ON);
    expect((await read(a)).preferences.new_messages).toBe(false);
  });

  it('switches e-mail on again with reenable_email, leaving the preferences as they are', async () => {
    const m = await t.member();
    await update(m, { preferences: { weekly_updates: false } });
    await setDisabled(m, ['unsubscribe']);
    expect((await read(m)).disabled).toEqual(['unsubscribe']);

    // Changing preferences alone does not switch e-mail on.
    expect((await update(m, { preferences: { reminders: false } })).disabled).toEqual(['unsubscribe']);

    const res = await update(m, { reenable_email: true });
    expect(res).toEqual({ preferences: { ...ALL_ON, weekly_updates: false, reminders: false }, disabled: [] });
    expect(await disabledOf(m)).toEqual([]);
    expect((await read(m)).disabled).toEqual([]);

    // Both at once, and /api/user.php reports it too.
    await setDisabled(m, ['bounce']);
    expect(await update(m, { preferences: { reminders: true }, reenable_email: true })).toEqual({
      preferences: { ...ALL_ON, weekly_updates: false },
      disabled: [],
    });
    const user = api.currentUser.response.parse((await t.app.inject({ method: 'GET', url: '/api/user.php', headers: { cookie: m.cookie } })).json());
    expect(user.user.notifications_disabled).toEqual([]);
  });

  it('needs a session', async () => {
    expectError(await putSettings(undefined, { reenable_email: true }), 403, 'authentication_required');
  });

  it.each([
    ['an unknown preference', { preferences: { sms: false } }],
    ['a string value', { preferences: { news: 'false' } }],
    ['a number value', { preferences: { news: 0 } }],
    ['null preferences', { preferences: null }],
    ['preferences as an array', { preferences: [false] }],
    ['reenable_email false', { reenable_email: false }],
    ['reenable_email as a string', { reenable_email: 'true' }],
    ['an unknown field', { disabled: [] }],
    ['SQL as a key', { preferences: { 'news = false; drop table users; --': false } }],
    ['HTML as a value', { preferences: { news: '<img src=x onerror=alert(1)>' } }],
    ['an array body', [{ reenable_email: true }]],
    ['a bare value', 'true'],
  ])('refuses %s with 400 and changes nothing', async (_label, body) => {
    const m = await t.member();
    await setDisabled(m, ['bounce']);
    expectError(await putSettings(m.cookie, body), 400, 'validation_error');
    expect(await read(m)).toEqual({ preferences: ALL_ON, disabled: ['bounce'] });
  });

  it('refuses broken JSON, query parameters on GET, other content types and cross-site requests with a 4xx', async () => {
    const m = await t.member();
    expect((await putSettings(m.cookie, '{"preferences":')).statusCode).toBe(400);
    expectError(await t.app.inject({ method: 'GET', url: '/api/notifications.php?news=0', headers: { cookie: m.cookie } }), 400, 'validation_error');
    expectError(await putSettings(m.cookie, 'news=false', { 'content-type': 'text/plain' }), 415, 'unsupported_media_type');
    expectError(
      await putSettings(m.cookie, { preferences: { news: false } }, { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' }),
      403,
      'csrf_rejected',
    );
    expect((await read(m)).preferences).toEqual(ALL_ON);
  });
});
