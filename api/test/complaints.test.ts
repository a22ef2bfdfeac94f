import { api, ApiErrorSchema } from 'shared-kernel/contract';
import { COMPLAINTS_PER_IP_HOUR } from '../src/domain/complaints/notices';
import { apiText } from '../src/i18n';
import { chatClient, useChatApp } from './chat-helpers';
import { sameOrigin } from './helpers';
import { expectError } from './members-helpers';

const t = useChatApp();
const chat = chatClient(t);

let ipCounter = 0;
/** Every test posts from its own address, so the per-address limit of one test does not touch another. */
const freshIp = (): string => `198.51.100.${(ipCounter += 1)}`;

const post = (body: unknown, options: { cookie?: string; ip?: string } = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/complaint.php',
    remoteAddress: options.ip ?? freshIp(),
    headers: { ...sameOrigin, 'content-type': 'application/json', ...(options.cookie ? { cookie: options.cookie } : {}) },
    payload: typeof body === 'string' ? body : JSON.stringify(body),
  });

const visitorNotice = (overrides: Record<string, unknown> = {}) => ({
  category: 'scam',
  explanation: 'Dit profiel vraagt iedereen om geld over te maken voor een vliegticket.',
  urls: 'https://hartklop.nl/members/12345',
  name: 'Anna de Vries',
  email: 'anna@example.nl',
  good_faith: true,
  ...overrides,
});

const mailsTo = (to: string) =>
  t.db.kysely.selectFrom('mail_outbox').selectAll().where('to_address', '=', to).where('kind', '=', 'complaint_received').orderBy('id').execute();

const get = (url: string, cookie?: string) => t.app.inject({ method: 'GET', url, headers: { host: 'localhost', ...(cookie ? { cookie } : {}) } });

describe('POST /api/complaint.php (a visitor)', () => {
  test('stores the notice completely with a reference and queues the confirmation of receipt at once', async () => {
    const email = `melder-${Date.now()}@example.nl`;
    const res = await post(visitorNotice({ email }), { ip: '203.0.113.7' });
    expect(res.statusCode).toBe(201);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const { complaint } = api.submitComplaint.response.parse(res.json());
    expect(complaint).toMatchObject({ category: 'scam', status: 'received', urls: 'https://hartklop.nl/members/12345', profile_id: null });
    expect(complaint.reference).toMatch(/^MLD-[A-Z0-9]{8}$/);

    const row = await t.db.kysely.selectFrom('complaints').selectAll().where('reference', '=', complaint.reference).executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      reporter_user_id: null,
      reporter_name: 'Anna de Vries',
      reporter_email: email,
      good_faith: true,
      status: 'received',
      explanation: 'Dit profiel vraagt iedereen om geld over te maken voor een vliegticket.',
    });
    expect(row.source_ip_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(row.source_ip_hash).not.toContain('203.0.113.7');

    const mails = await mailsTo(email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.id).toBe(row.confirmation_mail_id);
    expect(mails[0]!.subject).toBe(`Je melding is ontvangen (${complaint.reference})`);
    expect(mails[0]!.text_body).toContain(`Je referentie is ${complaint.reference}`);
    expect(mails[0]!.text_body).toContain('Categorie: Oplichting');
    expect(mails[0]!.html_body).toContain(complaint.reference);
  });

  test.each([
    ['no category', { category: undefined }, 'category'],
    ['an unknown category', { category: 'spam' }, 'category'],
    ['a short explanation', { explanation: 'Nep' }, 'explanation'],
    ['no URL for a profile notice', { urls: '  ' }, 'urls'],
    ['no good-faith statement', { good_faith: false }, 'good_faith'],
    ['no name', { name: undefined }, 'name'],
    ['a bad e-mail address', { email: 'geen-adres' }, 'email'],
    ['an unknown field', { extra: 1 }, 'extra'],
    ['a profile id that is not a number', { profile_id: 'abc' }, 'profile_id'],
  ])('refuses %s with a Dutch 400 naming the field', async (_name, overrides, field) => {
    const res = await post(visitorNotice(overrides));
    expectError(res, 400, 'validation_error');
    const body = res.json<{ field?: string; message: string }>();
    expect(body.message).not.toMatch(/Invalid|Required|Expected/);
    if (body.field !== undefined) expect(body.field).toBe(field);
  });

  test('says what is missing in Dutch', async () => {
    expect(ApiErrorSchema.parse((await post(visitorNotice({ good_faith: false }))).json()).message).toBe(apiText('nl', 'errors.complaints.goodFaithRequired'));
    expect(ApiErrorSchema.parse((await post(visitorNotice({ explanation: 'kort' }))).json()).message).toBe(apiText('nl', 'errors.complaints.explanationTooShort', { min: 20 }));
    expect(ApiErrorSchema.parse((await post(visitorNotice({ urls: '' }))).json()).message).toBe(apiText('nl', 'errors.complaints.urlsRequired'));
    expect(ApiErrorSchema.parse((await post(visitorNotice({ name: ' ' }))).json()).message).toBe(apiText('nl', 'errors.complaints.nameRequired'));
  });

  test('limits the length of every field', async () => {
    expectError(await post(visitorNotice({ explanation: 'x'.repeat(5001) })), 400, 'validation_error', apiText('nl', 'errors.complaints.explanationTooLong', { max: 5000 }));
    expectError(await post(visitorNotice({ urls: 'https://a.nl/'.repeat(200) })), 400, 'validation_error', apiText('nl', 'errors.complaints.urlsTooLong', { max: 2000 }));
    expectError(await post(visitorNotice({ name: 'N'.repeat(101) })), 400, 'validation_error', apiText('nl', 'errors.complaints.nameLength', { min: 2, max: 100 }));
    expectError(await post(visitorNotice({ explanation: 'x'.repeat(100_000) })), 400, 'validation_error');
  });

  test('a complaint about the service needs no URL', async () => {
    const res = await post(visitorNotice({ category: 'service', urls: '' }));
    expect(res.statusCode).toBe(201);
  });

  test('bad JSON and a wrong content type are 4xx, never 5xx', async () => {
    expect((await post('{"category":')).statusCode).toBe(400);
    const form = await t.app.inject({
      method: 'POST',
      url: '/api/complaint.php',
      headers: { ...sameOrigin, 'content-type': 'text/plain' },
      payload: 'category=scam',
    });
    expect(form.statusCode).toBeGreaterThanOrEqual(400);
    expect(form.statusCode).toBeLessThan(500);
  });

  test('a profile that does not exist is a 404; a message cannot be reported without logging in', async () => {
    expectError(await post(visitorNotice({ profile_id: 2_000_000_000 })), 404, 'not_found', apiText('nl', 'errors.members.profileGone'));
    expectError(await post(visitorNotice({ message_id: 1 })), 403, 'authentication_required');
  });

  test(`allows ${COMPLAINTS_PER_IP_HOUR} notices per address an hour, then 429 with Retry-After and nothing stored`, async () => {
    const ip = '192.0.2.44';
    for (let i = 0; i < COMPLAINTS_PER_IP_HOUR; i += 1) {
      expect((await post(visitorNotice({ email: `limiet${i}@example.nl` }), { ip })).statusCode).toBe(201);
    }
    const refused = await post(visitorNotice({ email: 'limiet-extra@example.nl' }), { ip });
    expectError(refused, 429, 'rate_limited');
    expect(refused.json<{ message: string }>().message).toMatch(/^Je hebt veel meldingen kort na elkaar gedaan\. Probeer het over \d+ min opnieuw\.$/);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(await mailsTo('limiet-extra@example.nl')).toHaveLength(0);
    // Another address is not affected.
    expect((await post(visitorNotice())).statusCode).toBe(201);
  });
});

describe('reports by members', () => {
  test('a report of a profile takes the name and e-mail from the account, and the member sees it listed', async () => {
    const reporter = await t.member({ name: 'Melder' });
    const reported = await t.member({ gender: 'male' });
    const res = await post(
      { category: 'fake_profile', explanation: 'De foto’s van dit profiel zijn van een bekende actrice.', urls: `https://hartklop.nl/members/${reported.profileId}`, good_faith: true, profile_id: reported.profileId, name: 'Iemand anders', email: 'ander@example.nl' },
      { cookie: reporter.cookie },
    );
    expect(res.statusCode).toBe(201);
    const { complaint } = api.submitComplaint.response.parse(res.json());
    expect(complaint.profile_id).toBe(reported.profileId);
    const row = await t.db.kysely.selectFrom('complaints').selectAll().where('reference', '=', complaint.reference).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ reporter_user_id: reporter.userId, reporter_name: 'Melder', reporter_email: reporter.email });
    expect(await mailsTo('ander@example.nl')).toHaveLength(0);
    expect(await mailsTo(reporter.email)).toHaveLength(1);

    const list = await get('/api/complaints.php', reporter.cookie);
    expect(list.statusCode).toBe(200);
    expect(list.headers['cache-control']).toBe('private, no-store');
    expect(api.complaints.response.parse(list.json()).complaints.map((c) => c.reference)).toEqual([complaint.reference]);
    const one = await get(`/api/complaint.php?reference=${complaint.reference}`, reporter.cookie);
    expect(api.complaint.response.parse(one.json()).complaint).toEqual(complaint);
  });

  test('a report of a message keeps its text and sender; only a member of the conversation can report it', async () => {
    const [sender, recipient, outsider] = [await t.member({ credits: 100 }), await t.member({ gender: 'male' }), await t.member()];
    const sent = await chat.send(sender, recipient, 'Stuur me je bankgegevens');
    const messageId = sent.message.id;
    const notice = { category: 'scam', explanation: 'Dit lid vraagt in de chat om mijn bankgegevens.', urls: `https://hartklop.nl/chats/${sent.message.conversation_id}`, good_faith: true, message_id: messageId };

    expectError(await post(notice, { cookie: outsider.cookie }), 404, 'not_found', apiText('nl', 'errors.complaints.messageGone'));
    const res = await post(notice, { cookie: recipient.cookie });
    expect(res.statusCode).toBe(201);
    const { complaint } = api.submitComplaint.response.parse(res.json());
    expect(complaint).toMatchObject({ message_id: messageId, profile_id: sender.profileId });
    const row = await t.db.kysely.selectFrom('complaints').selectAll().where('reference', '=', complaint.reference).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ reported_message_text: 'Stuur me je bankgegevens', reported_message_sender_profile_id: sender.profileId });
  });

  test("another member's report is never readable: not listed, its reference a 404", async () => {
    const [a, b] = [await t.member(), await t.member()];
    const res = await post({ category: 'harassment', explanation: 'Dit lid blijft me berichten sturen na een nee.', urls: 'https://hartklop.nl/chats/1', good_faith: true }, { cookie: a.cookie });
    const { complaint } = api.submitComplaint.response.parse(res.json());
    expect(api.complaints.response.parse((await get('/api/complaints.php', b.cookie)).json()).complaints).toEqual([]);
    expectError(await get(`/api/complaint.php?reference=${complaint.reference}`, b.cookie), 404, 'not_found', apiText('nl', 'errors.complaints.notFound'));
    expectError(await get('/api/complaint.php?reference=nonsense', a.cookie), 400, 'validation_error');
    expectError(await get('/api/complaints.php'), 403, 'authentication_required');
    expectError(await get(`/api/complaint.php?reference=${complaint.reference}`), 403, 'authentication_required');
  });
});
