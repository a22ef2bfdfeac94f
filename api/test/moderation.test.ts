import sharp from 'sharp';
import { api, CLIENT_REQUEST_HEADER } from 'shared-kernel/contract';
import { byKey } from '../src/domain/errors';
import * as decisions from '../src/domain/moderation/decisions';
import { createStatement } from '../src/domain/moderation/statements';
import * as queue from '../src/domain/moderation/queue';
import { insertPhoto } from '../src/domain/profile/photos';
import { apiText } from '../src/i18n';
import { sameOrigin, changeSiteSettings } from './helpers';
import { expectError, useMembersApp, type TestMember } from './members-helpers';

const t = useMembersApp();
const STAFF = 7;

// The domain's decisions run in the caller's transaction (the admin routes add their audit entry).
type Rest<F> = F extends (trx: never, ...rest: infer R) => unknown ? R : never;
const inTrx =
  <F extends (trx: never, ...rest: never[]) => Promise<unknown>>(fn: F) =>
  (...args: Rest<F>): ReturnType<F> =>
    t.db.kysely.transaction().execute((trx) => (fn as unknown as (...a: unknown[]) => ReturnType<F>)(trx, ...args)) as ReturnType<F>;
const approveItem = inTrx(queue.approveItem);
const rejectItem = inTrx(queue.rejectItem);
const decideNotice = inTrx(decisions.decideNotice);
const decideAppeal = inTrx(decisions.decideAppeal);
const { enqueueText, listQueue } = queue;
const { listReports } = decisions;

const get = (url: string, cookie?: string) =>
  t.app.inject({ method: 'GET', url, headers: { host: 'localhost', [CLIENT_REQUEST_HEADER]: '1', ...(cookie ? { cookie } : {}) } });
const post = (url: string, body: unknown, cookie?: string) =>
  t.app.inject({ method: 'POST', url, headers: { ...sameOrigin, 'content-type': 'application/json', ...(cookie ? { cookie } : {}) }, payload: JSON.stringify(body) });
const login = (email: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/user.php', remoteAddress: '192.0.2.50', headers: sameOrigin, payload: { email, password } });

const files = (name: string) => ({ filename: `photos/x/${name}.jpg`, thumb_filename: `photos/x/${name}_thumb.jpg`, paths: ['', ''] as [string, string] });
const itemOf = async (photoId: number) =>
  t.db.kysely.selectFrom('moderation_items').selectAll().where('photo_id', '=', photoId).executeTakeFirstOrThrow();
const photoStatus = async (photoId: number) =>
  (await t.db.kysely.selectFrom('photos').select('status').where('id', '=', photoId).executeTakeFirstOrThrow()).status;
const mails = (to: string, kind: string) =>
  t.db.kysely.selectFrom('mail_outbox').selectAll().where('to_address', '=', to).where('kind', '=', kind).orderBy('id').execute();
const memberPhotos = async (viewer: TestMember, profileId: number) => api.member.response.parse((await get(`/api/member.php?id=${profileId}`, viewer.cookie)).json()).profile.photos;

describe('the moderation queue: photos', () => {
  test('an upload enters the queue; with the default setting others see it at once, and a rejection hides it', async () => {
    const [owner, other] = [await t.member(), await t.member({ paidUser: true })];
    const photo = await insertPhoto(t.db.kysely, owner.profileId, files('a1'));
    expect(photo.status).toBe('active');
    const item = await itemOf(photo.id);
    expect(item).toMatchObject({ kind: 'photo', state: 'pending', profile_id: owner.profileId, content: 'photos/x/a1.jpg' });
    expect((await listQueue(t.db.kysely)).map((i) => i.id)).toContain(item.id);
    expect(await memberPhotos(other, owner.profileId)).toHaveLength(1);

    const { reference } = await rejectItem(item.id, STAFF, { reason: 'contact_details', note: 'Er staat een telefoonnummer op.' });
    expect(reference).toMatch(/^BSL-[A-Z0-9]{8}$/);
    expect(await photoStatus(photo.id)).toBe('rejected');
    expect(await memberPhotos(other, owner.profileId)).toHaveLength(0);
    expect(await itemOf(photo.id)).toMatchObject({ state: 'rejected', decided_by: STAFF });
    expect((await listQueue(t.db.kysely)).map((i) => i.id)).not.toContain(item.id);
  });

  test('the owner reads the statement of reasons with every DSA art. 17 element, also by mail', async () => {
    const owner = await t.member();
    const photo = await insertPhoto(t.db.kysely, owner.profileId, files('a2'));
    const { reference } = await rejectItem((await itemOf(photo.id)).id, STAFF, { reason: 'nudity' });

    const res = await get('/api/decisions.php', owner.cookie);
    expect(res.statusCode).toBe(200);
    const { statements } = api.ownStatements.response.parse(res.json());
    expect(statements).toEqual([
      expect.objectContaining({
        reference,
        decision: 'content_removed',
        decision_label: 'Inhoud verwijderd',
        restriction: apiText('nl', 'statements.photoRestriction'),
        facts: 'De inhoud toont naakt of seksueel expliciete beelden of tekst, wat op profielen niet is toegestaan.',
        ground_kind: 'terms',
        automated: false,
        automation: 'Nee: deze beslissing is genomen door een medewerker, zonder geautomatiseerde detectie.',
        redress: apiText('nl', 'statements.redress'),
        appeal: null,
        can_appeal: true,
      }),
    ]);
    const [mail] = await mails(owner.email, 'statement_of_reasons');
    expect(mail!.subject).toBe(`Beslissing over je account (${reference})`);
    expect(mail!.text_body).toContain(`Wat we hebben beperkt: ${apiText('nl', 'statements.photoRestriction')}`);
    expect(mail!.text_body).toContain('Bezwaar: ');
    // The own profile still lists the photo, marked rejected.
    const own = api.ownProfile.response.parse((await get('/api/profile.php', owner.cookie)).json());
    expect(own.profile.photos.find((p) => p.id === photo.id)?.status).toBe('rejected');
  });

  test('a reason that rests on the law names the law, and a ban is named as one (the record in Dutch, from the catalog)', async () => {
    const owner = await t.member();
    const row = await t.db.kysely.transaction().execute((trx) =>
      createStatement(trx, { userId: owner.userId, source: 'notice', decision: 'account_banned', restriction: byKey('statements.bannedRestriction'), reason: 'copyright' }),
    );
    expect(row).toMatchObject({ ground_kind: 'law', ground: 'Auteurswet, artikel 1', facts: 'De inhoud is zonder toestemming van de rechthebbende geplaatst.' });
    const { statements } = api.ownStatements.response.parse((await get('/api/decisions.php', owner.cookie)).json());
    expect(statements[0]).toMatchObject({ reference: row.reference, decision: 'account_banned', decision_label: 'Account geblokkeerd', ground_kind: 'law', ground: 'Auteurswet, artikel 1' });
    const [mail] = await mails(owner.email, 'statement_of_reasons');
    expect(mail!.text_body).toContain('Auteurswet, artikel 1');
  });

  test('with photos_visible_before_approval off, others see a new photo only after approval', async () => {
    const [owner, other] = [await t.member(), await t.member({ paidUser: true })];
    const photo = await insertPhoto(t.db.kysely, owner.profileId, files('b1'), false);
    expect(photo.status).toBe('pending');
    expect(await memberPhotos(other, owner.profileId)).toHaveLength(0);
    await approveItem((await itemOf(photo.id)).id, STAFF);
    expect(await photoStatus(photo.id)).toBe('active');
    expect(await memberPhotos(other, owner.profileId)).toHaveLength(1);
  });

  test('the upload route reads the setting of the site variant', async () => {
    const owner = await t.member();
    await changeSiteSettings(t, () => t.db.kysely.updateTable('site_settings').set({ photos_visible_before_approval: false }).execute());
    try {
      const image = await sharp({ create: { width: 400, height: 500, channels: 3, background: '#884422' } }).jpeg().toBuffer();
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/photo.php',
        headers: { ...sameOrigin, 'content-type': 'image/jpeg', cookie: owner.cookie },
        payload: image,
      });
      expect(res.statusCode).toBe(201);
      const { photo } = api.uploadPhoto.response.parse(res.json());
      expect(photo.status).toBe('pending');
      expect((await itemOf(photo.id)).state).toBe('pending');
    } finally {
      await changeSiteSettings(t, () => t.db.kysely.updateTable('site_settings').set({ photos_visible_before_approval: true }).execute());
    }
  });

  test('an item is decided once: a second decision is 409 already_decided; a reason that does not fit content is 400', async () => {
    const owner = await t.member();
    const photo = await insertPhoto(t.db.kysely, owner.profileId, files('c1'));
    const { id } = await itemOf(photo.id);
    await expect(rejectItem(id, STAFF, { reason: 'scam' })).rejects.toMatchObject({ statusCode: 400 });
    await approveItem(id, STAFF);
    await expect(rejectItem(id, STAFF, { reason: 'nudity' })).rejects.toMatchObject({ statusCode: 409, code: 'already_decided' });
    await expect(approveItem(2_000_000_000, STAFF)).rejects.toMatchObject({ statusCode: 404 });
  });
});

describe('the moderation queue: profile texts', () => {
  test('a changed "about me" enters the queue once; a rejection empties it', async () => {
    const owner = await t.member();
    const update = (about: string) =>
      t.app.inject({ method: 'PUT', url: '/api/profile.php', headers: { ...sameOrigin, cookie: owner.cookie }, payload: { about } });
    expect((await update('Bel me op 06-12345678!')).statusCode).toBe(200);
    expect((await update('Bel me op 06-12345678, echt!')).statusCode).toBe(200);
    const items = await t.db.kysely.selectFrom('moderation_items').selectAll().where('profile_id', '=', owner.profileId).execute();
    expect(items).toEqual([expect.objectContaining({ kind: 'text', field: 'about', state: 'pending', content: 'Bel me op 06-12345678, echt!' })]);

    await rejectItem(items[0]!.id, STAFF, { reason: 'contact_details' });
    const profile = await t.db.kysely.selectFrom('profiles').select('about').where('id', '=', owner.profileId).executeTakeFirstOrThrow();
    expect(profile.about).toBe('');
    const { statements } = api.ownStatements.response.parse((await get('/api/decisions.php', owner.cookie)).json());
    expect(statements[0]!.restriction).toBe(apiText('nl', 'statements.textRestriction'));
  });

  test('emptying the text removes its open item', async () => {
    const owner = await t.member();
    await enqueueText(t.db.kysely, owner.profileId, 'about', 'Hallo allemaal');
    await enqueueText(t.db.kysely, owner.profileId, 'about', '');
    const items = await t.db.kysely.selectFrom('moderation_items').select('id').where('profile_id', '=', owner.profileId).execute();
    expect(items).toEqual([]);
  });
});

describe('appeals', () => {
  test('a member appeals once; the appeal lands in the reports queue; a second is 409', async () => {
    const owner = await t.member();
    const photo = await insertPhoto(t.db.kysely, owner.profileId, files('d1'));
    const { reference } = await rejectItem((await itemOf(photo.id)).id, STAFF, { reason: 'not_own_photo' });

    expectError(await post('/api/appeal.php', { reference, explanation: 'kort' }, owner.cookie), 400, 'validation_error', apiText('nl', 'errors.moderation.appealTooShort', { min: 10 }));
    const res = await post('/api/appeal.php', { reference, explanation: 'Dit is echt een foto van mijzelf, op vakantie.' }, owner.cookie);
    expect(res.statusCode).toBe(201);
    expectError(
      await post('/api/appeal.php', { reference, explanation: 'Nogmaals: dit is echt mijn eigen foto.' }, owner.cookie),
      409,
      'appeal_not_allowed',
      apiText('nl', 'errors.moderation.appealExists'),
    );

    const queue = await listReports(t.db.kysely, { limit: 500, category: 'appeal' });
    expect(queue).toContainEqual(expect.objectContaining({ type: 'appeal', reference, user_id: owner.userId, explanation: 'Dit is echt een foto van mijzelf, op vakantie.' }));
    const { statements } = api.ownStatements.response.parse((await get('/api/decisions.php', owner.cookie)).json());
    expect(statements[0]).toMatchObject({ can_appeal: false, appeal: { status: 'received', outcome: null } });
  });

  test("another member's statement is a 404; a visitor is 403", async () => {
    const [owner, other] = [await t.member(), await t.member()];
    const photo = await insertPhoto(t.db.kysely, owner.profileId, files('d2'));
    const { reference } = await rejectItem((await itemOf(photo.id)).id, STAFF, { reason: 'offensive' });
    expectError(await post('/api/appeal.php', { reference, explanation: 'Niet mijn foto maar toch bezwaar.' }, other.cookie), 404, 'not_found', apiText('nl', 'errors.moderation.statementGone'));
    expectError(await post('/api/appeal.php', { reference, explanation: 'Niet ingelogd maar toch bezwaar.' }), 403, 'authentication_required');
    expectError(await get('/api/decisions.php'), 403, 'authentication_required');
  });
});

/** A notice about a member's profile, as the /complaints form stores it. */
async function noticeAbout(profileId: number, reporterEmail: string): Promise<number> {
  const row = await t.db.kysely
    .insertInto('complaints')
    .values({
      reference: `MLD-T${Math.random().toString(36).slice(2, 9).toUpperCase()}`,
      category: 'harassment',
      explanation: 'Dit lid stuurt mij steeds dreigende berichten.',
      urls: '',
      reporter_name: 'Anna',
      reporter_email: reporterEmail,
      good_faith: true,
      reported_profile_id: profileId,
      source_ip_hash: 'x'.repeat(64),
      status_changed_at: new Date(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

describe('deciding notices', () => {
  test('a ban ends the sessions, refuses login with account_restricted (only with the right password) and hides the profile', async () => {
    const [reported, viewer] = [await t.member(), await t.member()];
    const id = await noticeAbout(reported.profileId, 'melder1@example.nl');
    expect((await listReports(t.db.kysely, { limit: 500 })).map((r) => `${r.type}:${r.id}`)).toContain(`notice:${id}`);

    const { statement } = await decideNotice(id, STAFF, { action: 'ban', reason: 'harassment' });
    expect(statement).toMatch(/^BSL-/);
    expectError(await get('/api/user.php', reported.cookie), 403, 'authentication_required');
    expectError(await login(reported.email, reported.password), 403, 'account_restricted', apiText('nl', 'errors.moderation.accountRestricted'));
    expectError(await login(reported.email, 'verkeerd-wachtwoord'), 401, 'login_failed');
    expectError(await get(`/api/member.php?id=${reported.profileId}`, viewer.cookie), 404, 'not_found');

    const complaint = await t.db.kysely.selectFrom('complaints').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(complaint).toMatchObject({ status: 'resolved', decision: 'ban:harassment', decided_by: STAFF });
    const [outcome] = await mails('melder1@example.nl', 'complaint_outcome');
    expect(outcome!.id).toBe(complaint.outcome_mail_id);
    expect(outcome!.text_body).toContain('We hebben het gemelde account geblokkeerd. Reden: Intimidatie of lastigvallen.');
    const [toMember] = await mails(reported.email, 'statement_of_reasons');
    expect(toMember!.text_body).toContain(apiText('nl', 'statements.bannedRestriction'));
    expect((await listReports(t.db.kysely, { limit: 500 })).map((r) => `${r.type}:${r.id}`)).not.toContain(`notice:${id}`);
    await expect(decideNotice(id, STAFF, { action: 'no_action' })).rejects.toMatchObject({ statusCode: 409, code: 'already_decided' });
  });

  test('a suspension needs a future end and holds until then', async () => {
    const reported = await t.member();
    const id = await noticeAbout(reported.profileId, 'melder2@example.nl');
    await expect(decideNotice(id, STAFF, { action: 'suspend', reason: 'harassment', until: new Date(Date.now() - 1000) })).rejects.toMatchObject({ statusCode: 400 });
    await expect(decideNotice(id, STAFF, { action: 'suspend' })).rejects.toMatchObject({ statusCode: 400 });
    await decideNotice(id, STAFF, { action: 'suspend', reason: 'harassment', until: new Date(Date.now() + 86_400_000) });
    expectError(await login(reported.email, reported.password), 403, 'account_restricted');
    await t.db.kysely.updateTable('users').set({ restricted_until: new Date(Date.now() - 1000) }).where('id', '=', reported.userId).execute();
    expect((await login(reported.email, reported.password)).statusCode).toBe(200);
  });

  test('no action: the notifier hears the outcome, the member gets no statement', async () => {
    const reported = await t.member();
    const id = await noticeAbout(reported.profileId, 'melder3@example.nl');
    expect(await decideNotice(id, STAFF, { action: 'no_action' })).toEqual({ statement: null, userId: reported.userId });
    expect((await mails('melder3@example.nl', 'complaint_outcome'))[0]!.text_body).toContain('geen overtreding vastgesteld');
    expect(await mails(reported.email, 'statement_of_reasons')).toEqual([]);
  });

  test('a reversed appeal lifts a ban', async () => {
    const reported = await t.member();
    const id = await noticeAbout(reported.profileId, 'melder4@example.nl');
    const { statement } = await decideNotice(id, STAFF, { action: 'ban', reason: 'fake_profile' });
    const row = await t.db.kysely.selectFrom('statements_of_reasons').select('id').where('reference', '=', statement!).executeTakeFirstOrThrow();
    const appeal = await t.db.kysely
      .insertInto('appeals')
      .values({ statement_id: row.id, user_id: reported.userId, explanation: 'Ik ben echt wie ik zeg.' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await decideAppeal(appeal.id, STAFF, 'reversed');
    expect((await login(reported.email, reported.password)).statusCode).toBe(200);
    expect((await mails(reported.email, 'appeal_outcome'))[0]!.text_body).toContain('draaien de beslissing terug');
    await expect(decideAppeal(appeal.id, STAFF, 'upheld')).rejects.toMatchObject({ statusCode: 409 });
  });
});
