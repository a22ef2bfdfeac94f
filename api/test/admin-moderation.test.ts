import { api } from 'shared-kernel/contract';
import { ADMIN_ERROR_CODES } from 'shared-kernel/contract/admin-rules';
import { insertPhoto } from '../src/domain/profile/photos';
import { adminRequest, createTestStaff, staffCookieFor, staffText, type TestStaff } from './admin-helpers';
import { expectError, useMembersApp, type TestMember } from './members-helpers';

const t = useMembersApp();

const cookies: Partial<Record<TestStaff['role'], string>> = {};
const staffIds: Partial<Record<TestStaff['role'], number>> = {};
beforeAll(async () => {
  for (const role of ['moderator', 'support', 'admin'] as const) {
    const staff = await createTestStaff(t.db, role);
    staffIds[role] = staff.id;
    cookies[role] = await staffCookieFor(t.db, staff.id);
  }
});

const as = (role: TestStaff['role'] | 'member' | 'anonymous', member?: TestMember) =>
  role === 'anonymous' ? undefined : role === 'member' ? member!.cookie : cookies[role];

const files = (name: string) => ({ filename: `photos/x/${name}.jpg`, thumb_filename: `photos/x/${name}_thumb.jpg`, paths: ['', ''] as [string, string] });
async function photoItem(member: TestMember, name: string): Promise<{ photoId: number; itemId: number }> {
  const photo = await insertPhoto(t.db.kysely, member.profileId, files(name));
  const item = await t.db.kysely.selectFrom('moderation_items').select('id').where('photo_id', '=', photo.id).executeTakeFirstOrThrow();
  return { photoId: photo.id, itemId: item.id };
}
const lastAudit = (action: string, targetId: number) =>
  t.db.kysely.selectFrom('audit_log').selectAll().where('action', '=', action).where('target_id', '=', String(targetId)).orderBy('id', 'desc').executeTakeFirst();

async function notice(profileId: number): Promise<number> {
  const row = await t.db.kysely
    .insertInto('complaints')
    .values({
      reference: `MLD-A${Math.random().toString(36).slice(2, 9).toUpperCase()}`,
      category: 'scam',
      explanation: 'Dit lid vraagt om geld voor een vliegticket.',
      urls: '',
      reporter_name: 'Piet',
      reporter_email: 'piet@example.nl',
      good_faith: true,
      reported_profile_id: profileId,
      source_ip_hash: 'y'.repeat(64),
      status_changed_at: new Date(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

describe('who may moderate', () => {
  test.each([
    ['GET', '/api/admin/moderation', undefined],
    ['POST', '/api/admin/moderation/approve', { id: 1 }],
    ['POST', '/api/admin/moderation/reject', { id: 1, reason: 'nudity' }],
    ['GET', '/api/admin/reports', undefined],
    ['POST', '/api/admin/reports/decide', { id: 1, action: 'no_action' }],
    ['POST', '/api/admin/appeals/decide', { id: 1, outcome: 'upheld' }],
  ] as const)('%s %s: 403 for visitors, members and support; open to moderators', async (method, url, body) => {
    const member = await t.member();
    for (const who of ['anonymous', 'member'] as const) {
      expectError(await adminRequest(t.app, method, url, { cookie: as(who, member), body }), 403, ADMIN_ERROR_CODES.staffAuthenticationRequired);
    }
    expectError(await adminRequest(t.app, method, url, { cookie: as('support'), body }), 403, ADMIN_ERROR_CODES.roleForbidden, staffText('admin.roleForbidden', { roles: 'Moderator of Beheerder' }));
    const res = await adminRequest(t.app, method, url, { cookie: as('moderator'), body });
    expect(res.statusCode).not.toBe(403);
  });
});

describe('the moderation queue', () => {
  test('lists a new photo with its image; rejecting writes the statement and the audit entry', async () => {
    const member = await t.member();
    const { photoId, itemId } = await photoItem(member, 'q1');
    const list = await adminRequest(t.app, 'GET', '/api/admin/moderation?kind=photo&limit=200', { cookie: as('moderator') });
    expect(list.statusCode).toBe(200);
    const { items, open } = api.moderationQueue.response.parse(list.json());
    expect(open).toBeGreaterThanOrEqual(1);
    expect(items).toContainEqual(expect.objectContaining({ id: itemId, kind: 'photo', photo_id: photoId, image: '/media/photos/x/q1.jpg', thumb: '/media/photos/x/q1_thumb.jpg' }));

    const res = await adminRequest(t.app, 'POST', '/api/admin/moderation/reject', { cookie: as('moderator'), body: { id: itemId, reason: 'nudity', note: 'Bloot bovenlijf.' } });
    expect(res.statusCode).toBe(200);
    const { statement } = api.rejectItem.response.parse(res.json());
    const entry = await lastAudit('moderation.reject', itemId);
    expect(entry).toMatchObject({ staff_id: staffIds.moderator, target_type: 'moderation_item' });
    expect(entry!.after).toMatchObject({ reason: 'nudity', note: 'Bloot bovenlijf.', statement });
    const stored = await t.db.kysely.selectFrom('statements_of_reasons').select('facts').where('reference', '=', statement).executeTakeFirstOrThrow();
    expect(stored.facts).toContain('Bloot bovenlijf.');

    expectError(await adminRequest(t.app, 'POST', '/api/admin/moderation/approve', { cookie: as('admin'), body: { id: itemId } }), 409, 'already_decided', staffText('moderation.itemGone'));
  });

  test('approving is audited; an unknown item is 404', async () => {
    const member = await t.member();
    const { itemId } = await photoItem(member, 'q2');
    expect((await adminRequest(t.app, 'POST', '/api/admin/moderation/approve', { cookie: as('admin'), body: { id: itemId } })).statusCode).toBe(200);
    expect(await lastAudit('moderation.approve', itemId)).toMatchObject({ staff_id: staffIds.admin });
    expectError(await adminRequest(t.app, 'POST', '/api/admin/moderation/approve', { cookie: as('admin'), body: { id: 2_000_000_000 } }), 404, 'not_found', staffText('moderation.itemGone'));
  });

  test.each([
    ['no reason', { reason: undefined }, 'Kies een reden.'],
    ['an unknown reason', { reason: 'lelijk' }, 'Kies een reden.'],
    ['a reason for accounts, not content', { reason: 'scam' }, staffText('moderation.contentReasonRequired')],
    ['a note that is too long', { reason: 'nudity', note: 'x'.repeat(1001) }, undefined],
    ['an unknown field', { reason: 'nudity', extra: 1 }, undefined],
  ])('refuses %s with 400 and writes nothing', async (_name, overrides, message) => {
    const member = await t.member();
    const { itemId } = await photoItem(member, `v${Math.random().toString(36).slice(2, 7)}`);
    const res = await adminRequest(t.app, 'POST', '/api/admin/moderation/reject', { cookie: as('moderator'), body: { id: itemId, ...overrides } });
    expectError(res, 400, 'validation_error', message);
    expect(await lastAudit('moderation.reject', itemId)).toBeUndefined();
    const item = await t.db.kysely.selectFrom('moderation_items').select('state').where('id', '=', itemId).executeTakeFirstOrThrow();
    expect(item.state).toBe('pending');
  });
});

describe('notices and appeals', () => {
  test('a notice in the queue, decided with a ban: audited, the member cannot log in', async () => {
    const member = await t.member();
    const id = await notice(member.profileId);
    const list = api.reportsQueue.response.parse((await adminRequest(t.app, 'GET', '/api/admin/reports?category=scam&limit=200', { cookie: as('moderator') })).json());
    expect(list.reports).toContainEqual(expect.objectContaining({ type: 'notice', id, category_label: 'Oplichting', profile_id: member.profileId, user_id: member.userId }));

    const res = await adminRequest(t.app, 'POST', '/api/admin/reports/decide', { cookie: as('moderator'), body: { id, action: 'ban', reason: 'scam' } });
    expect(res.statusCode).toBe(200);
    const { statement } = api.decideNotice.response.parse(res.json());
    expect(statement).toMatch(/^BSL-/);
    expect((await lastAudit('notice.decide', id))!.after).toMatchObject({ action: 'ban', reason: 'scam', statement, userId: member.userId });
    const user = await t.db.kysely.selectFrom('users').select('restriction').where('id', '=', member.userId).executeTakeFirstOrThrow();
    expect(user.restriction).toBe('banned');
    expectError(
      await adminRequest(t.app, 'POST', '/api/admin/reports/decide', { cookie: as('moderator'), body: { id, action: 'no_action' } }),
      409,
      'already_decided',
      staffText('notices.alreadyDecided'),
    );
  });

  test.each([
    ['a suspension without an end', { action: 'suspend', reason: 'harassment' }, staffText('notices.untilRequired')],
    ['a suspension ending in the past', { action: 'suspend', reason: 'harassment', until: '2020-01-01T00:00:00Z' }, staffText('notices.untilRequired')],
    ['a ban without a reason', { action: 'ban' }, staffText('notices.reasonRequired')],
    ['an unknown action', { action: 'schorsen' }, 'Kies een beslissing.'],
    ['a malformed moment', { action: 'suspend', reason: 'scam', until: 'morgen' }, 'Kies een geldig moment.'],
  ])('refuses %s with 400 and writes nothing', async (_name, body, message) => {
    const member = await t.member();
    const id = await notice(member.profileId);
    expectError(await adminRequest(t.app, 'POST', '/api/admin/reports/decide', { cookie: as('moderator'), body: { id, ...body } }), 400, 'validation_error', message);
    expect(await lastAudit('notice.decide', id)).toBeUndefined();
  });

  test('an appeal decided as reversed lifts a suspension, audited; unknown appeals are 404', async () => {
    const member = await t.member();
    const id = await notice(member.profileId);
    const until = new Date(Date.now() + 7 * 86_400_000).toISOString();
    const decided = api.decideNotice.response.parse(
      (await adminRequest(t.app, 'POST', '/api/admin/reports/decide', { cookie: as('admin'), body: { id, action: 'suspend', reason: 'harassment', until } })).json(),
    );
    const appealRes = await t.app.inject({
      method: 'POST',
      url: '/api/appeal.php',
      headers: { host: 'localhost', origin: 'http://localhost', 'sec-fetch-site': 'same-origin', 'content-type': 'application/json' },
      payload: JSON.stringify({ reference: decided.statement, explanation: 'Ik heb niemand lastiggevallen.' }),
    });
    // The suspended member has no session: the appeal goes through the service (here: straight in).
    expect(appealRes.statusCode).toBe(403);
    const statement = await t.db.kysely.selectFrom('statements_of_reasons').select('id').where('reference', '=', decided.statement!).executeTakeFirstOrThrow();
    const appeal = await t.db.kysely
      .insertInto('appeals')
      .values({ statement_id: statement.id, user_id: member.userId, explanation: 'Ik heb niemand lastiggevallen.' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const queue = api.reportsQueue.response.parse((await adminRequest(t.app, 'GET', '/api/admin/reports?category=appeal&limit=200', { cookie: as('moderator') })).json());
    expect(queue.reports).toContainEqual(expect.objectContaining({ type: 'appeal', id: appeal.id, reference: decided.statement }));

    expect((await adminRequest(t.app, 'POST', '/api/admin/appeals/decide', { cookie: as('moderator'), body: { id: appeal.id, outcome: 'reversed' } })).statusCode).toBe(200);
    expect(await lastAudit('appeal.decide', appeal.id)).toMatchObject({ staff_id: staffIds.moderator });
    const user = await t.db.kysely.selectFrom('users').select(['restriction', 'restricted_until']).where('id', '=', member.userId).executeTakeFirstOrThrow();
    expect(user).toEqual({ restriction: null, restricted_until: null });
    expectError(
      await adminRequest(t.app, 'POST', '/api/admin/appeals/decide', { cookie: as('moderator'), body: { id: 2_000_000_000, outcome: 'upheld' } }),
      404,
      'not_found',
      staffText('notices.appealGone'),
    );
  });
});
