import { sql } from 'kysely';
import { ADMIN_ERROR_CODES } from 'shared-kernel/contract/admin-rules';
import { totpCode } from '../src/domain/staff/totp';
import { openSecret, staffSecretKey } from '../src/domain/staff/secret-box';
import { createStaffFromCommandLine, StaffInputError } from '../src/domain/staff/create-admin';
import { adminRequest, createTestStaff, signIn, staffCookieFor, staffText, type TestStaff } from './admin-helpers';
import { createTestApp, createTestUser, type TestApp } from './helpers';

let t: TestApp;
let admin: TestStaff;
let adminCookie: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await createTestStaff(t.db, 'admin');
  adminCookie = await staffCookieFor(t.db, admin.id);
});
afterAll(async () => t.close());

const auditOf = (targetId: number) =>
  t.db.kysely.selectFrom('audit_log').selectAll().where('target_type', '=', 'staff').where('target_id', '=', String(targetId)).orderBy('id').execute();

describe('staff management (admins)', () => {
  test('creates an account with a role, shows its authenticator key once, stores it sealed, and audits it', async () => {
    const res = await adminRequest(t.app, 'POST', '/api/admin/staff', {
      cookie: adminCookie,
      body: { email: 'Nieuw.Collega@Hartklop.test', name: 'Nieuwe Collega', role: 'moderator', password: 'een-lang-wachtwoord' },
    });
    expect(res.statusCode).toBe(201);
    const body = res.json<{ staff: { id: number; email: string; role: string }; totp: { secret: string; uri: string } }>();
    expect(body.staff).toMatchObject({ email: 'nieuw.collega@hartklop.test', role: 'moderator', disabled: false });
    expect(body.totp.uri).toMatch(/^otpauth:\/\/totp\/Hartklop%20backoffice:nieuw\.collega%40hartklop\.test\?/);
    const row = await t.db.kysely.selectFrom('staff_accounts').selectAll().where('id', '=', body.staff.id).executeTakeFirstOrThrow();
    expect(row.totp_secret_enc).not.toContain(body.totp.secret);
    expect(openSecret(await staffSecretKey(t.db.kysely, undefined), row.totp_secret_enc)).toBe(body.totp.secret);
    expect(row.password_hash).toMatch(/^scrypt\$/);
    const [entry] = await auditOf(body.staff.id);
    expect(entry).toMatchObject({ staff_id: admin.id, action: 'staff.create', after: { email: 'nieuw.collega@hartklop.test', name: 'Nieuwe Collega', role: 'moderator' } });
    expect(JSON.stringify(entry)).not.toContain('een-lang-wachtwoord');
    // The new colleague signs in with the key they were shown; no listing ever returns it again.
    await expect(signIn(t.app, { id: body.staff.id, email: body.staff.email, password: 'een-lang-wachtwoord', secret: body.totp.secret, role: 'moderator' })).resolves.toMatch(/^hk_staff=/);
    const list = await adminRequest(t.app, 'GET', '/api/admin/staff', { cookie: adminCookie });
    expect(list.body).not.toContain(body.totp.secret);
    expect(list.body).not.toContain('scrypt');
  });

  test('refuses a second account for an address (409) and a short password (400)', async () => {
    const taken = await adminRequest(t.app, 'POST', '/api/admin/staff', {
      cookie: adminCookie,
      body: { email: admin.email.toUpperCase(), name: 'Dubbel', role: 'support', password: 'een-lang-wachtwoord' },
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({ error: ADMIN_ERROR_CODES.emailTaken, message: staffText('admin.emailTaken') });
    const short = await adminRequest(t.app, 'POST', '/api/admin/staff', {
      cookie: adminCookie,
      body: { email: 'kort@hartklop.test', name: 'Kort', role: 'support', password: 'elf-tekens!' },
    });
    expect(short.statusCode).toBe(400);
    expect(short.json()).toMatchObject({ message: staffText('admin.passwordTooShort'), field: 'password' });
  });

  test('disabling ends the colleague’s sessions at once and is audited with before and after; an admin cannot disable themselves', async () => {
    const colleague = await createTestStaff(t.db, 'support');
    const theirCookie = await staffCookieFor(t.db, colleague.id);
    expect((await adminRequest(t.app, 'GET', '/api/admin/me', { cookie: theirCookie })).statusCode).toBe(200);
    const res = await adminRequest(t.app, 'PUT', '/api/admin/staff', { cookie: adminCookie, body: { id: colleague.id, disabled: true } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ staff: { id: colleague.id, disabled: true } });
    expect((await adminRequest(t.app, 'GET', '/api/admin/me', { cookie: theirCookie })).statusCode).toBe(403);
    expect(await auditOf(colleague.id)).toEqual([
      expect.objectContaining({ action: 'staff.update', staff_id: admin.id, before: { role: 'support', disabled: false }, after: { role: 'support', disabled: true } }),
    ]);
    const self = await adminRequest(t.app, 'PUT', '/api/admin/staff', { cookie: adminCookie, body: { id: admin.id, disabled: true } });
    expect(self.statusCode).toBe(409);
    expect(self.json()).toMatchObject({ error: ADMIN_ERROR_CODES.selfChange });
    const demote = await adminRequest(t.app, 'PUT', '/api/admin/staff', { cookie: adminCookie, body: { id: admin.id, role: 'support' } });
    expect(demote.statusCode).toBe(409);
    const missing = await adminRequest(t.app, 'PUT', '/api/admin/staff', { cookie: adminCookie, body: { id: 999_999, role: 'support' } });
    expect(missing.statusCode).toBe(404);
    const nothing = await adminRequest(t.app, 'PUT', '/api/admin/staff', { cookie: adminCookie, body: { id: colleague.id } });
    expect(nothing.statusCode).toBe(400);
  });
});

describe('the audit log (admins)', () => {
  test('lists entries newest first with who, what, target, before/after and IP; filters and pages', async () => {
    const subject = await createTestStaff(t.db, 'moderator');
    for (const role of ['support', 'admin', 'moderator'] as const) {
      await adminRequest(t.app, 'PUT', '/api/admin/staff', { cookie: adminCookie, body: { id: subject.id, role }, ip: '203.0.113.9' });
    }
    const res = await adminRequest(t.app, 'GET', `/api/admin/audit?target_type=staff&target_id=${subject.id}&per_page=2`, { cookie: adminCookie });
    expect(res.statusCode).toBe(200);
    const page1 = res.json<{ entries: { action: string; after: { role: string }; staff: { id: number }; ip: string }[]; total: number; page: number }>();
    expect(page1.total).toBe(3);
    expect(page1.entries.map((e) => e.after.role)).toEqual(['moderator', 'admin']);
    expect(page1.entries[0]).toMatchObject({ action: 'staff.update', staff: { id: admin.id }, ip: '203.0.113.9' });
    const page2 = (await adminRequest(t.app, 'GET', `/api/admin/audit?target_type=staff&target_id=${subject.id}&per_page=2&page=2`, { cookie: adminCookie })).json<{
      entries: { after: { role: string } }[];
    }>();
    expect(page2.entries.map((e) => e.after.role)).toEqual(['support']);
    const today = new Date().toLocaleDateString('sv-SE', { timeZone: 'Europe/Amsterdam' });
    const byDay = await adminRequest(t.app, 'GET', `/api/admin/audit?action=staff.update&from=${today}&to=${today}&target_id=${subject.id}`, { cookie: adminCookie });
    expect(byDay.json<{ total: number }>().total).toBe(3);
    const earlier = await adminRequest(t.app, 'GET', `/api/admin/audit?action=staff.update&to=2020-01-01&target_id=${subject.id}`, { cookie: adminCookie });
    expect(earlier.json<{ total: number }>().total).toBe(0);
  });

  test('is append-only: the database refuses to change or delete an entry', async () => {
    await expect(sql`update audit_log set action = 'x'`.execute(t.db.kysely)).rejects.toThrow(/append-only/);
    await expect(sql`delete from audit_log`.execute(t.db.kysely)).rejects.toThrow(/append-only/);
  });
});

describe('the dashboard', () => {
  test('counts per Amsterdam day: signups, activations, paying members, revenue, messages and open reports', async () => {
    // Days counted from today's Amsterdam date (between 23:00 and 24:00 UTC it is a day ahead of UTC's).
    const day = (offsetDays: number, hour: number) => {
      const d = new Date(`${new Date().toLocaleDateString('sv-SE', { timeZone: 'Europe/Amsterdam' })}T00:00:00Z`);
      d.setUTCDate(d.getUTCDate() - offsetDays);
      d.setUTCHours(hour, 0, 0, 0);
      return d;
    };
    // Two days ago (UTC noon is in that Amsterdam day too): 2 signups, 1 activation, 1 paying member with 2 payments, 3 messages, 1 report.
    const before = await dashboard(3);
    const a = await createTestUser(t.db);
    const b = await createTestUser(t.db);
    const when = day(2, 12);
    await t.db.kysely.updateTable('users').set({ signup_date: when, confirmed_at: null }).where('id', 'in', [a.userId, b.userId]).execute();
    await t.db.kysely.updateTable('users').set({ confirmed_at: when }).where('id', '=', a.userId).execute();
    const bundle = await t.db.kysely.selectFrom('bundles').select(['id', 'credits']).where('country', '=', 'NL').executeTakeFirstOrThrow();
    for (const [i, amount] of [1995, 4995].entries()) {
      await t.db.kysely
        .insertInto('payments')
        .values({
          user_id: a.userId,
          bundle_id: bundle.id,
          country: 'NL',
          credits: bundle.credits,
          method: 'ideal',
          amount,
          currency: 'EUR',
          vat_rate: '21.00',
          vat_amount: 0,
          reference: `HK-TEST-${a.userId}-${i}`,
          provider: 'sandbox',
          idempotency_key: `dash-${a.userId}-${i}`,
          state: 'paid',
          paid_at: when,
        })
        .execute();
    }
    const low = Math.min(a.profileId, b.profileId);
    const high = Math.max(a.profileId, b.profileId);
    const conversation = await t.db.kysely.insertInto('conversations').values({ profile_low: low, profile_high: high, started_by: low }).returning('id').executeTakeFirstOrThrow();
    for (let i = 0; i < 3; i++) {
      await t.db.kysely.insertInto('messages').values({ conversation_id: conversation.id, sender_profile_id: low, kind: 'text', body: `hoi ${i}`, created_at: when }).execute();
    }
    // A report received two days ago and decided yesterday: open at the end of two days ago, not after.
    await sql`insert into complaints (reference, category, explanation, reporter_name, reporter_email, good_faith, source_ip_hash, status, created_at, decided_at)
      values (${`MLD-DASH${a.userId}`}, 'scam', 'test', 'Test', 'test@example.nl', true, 'x', 'resolved', ${when}, ${day(1, 12)})`.execute(t.db.kysely);

    const after = await dashboard(3);
    const diff = after.days.map((d, i) => ({
      date: d.date,
      signups: d.signups - before.days[i]!.signups,
      activations: d.activations - before.days[i]!.activations,
      paying_members: d.paying_members - before.days[i]!.paying_members,
      revenue_cents: d.revenue_cents - before.days[i]!.revenue_cents,
      messages: d.messages - before.days[i]!.messages,
      open_reports: d.open_reports - before.days[i]!.open_reports,
    }));
    expect(after.days).toHaveLength(3);
    expect(diff[0]).toEqual({ date: diff[0]!.date, signups: 2, activations: 1, paying_members: 1, revenue_cents: 6990, messages: 3, open_reports: 1 });
    expect(diff[1]).toMatchObject({ signups: 0, activations: 0, paying_members: 0, revenue_cents: 0, messages: 0, open_reports: 0 });
    expect(after.days[2]!.date).toBe(new Date().toLocaleDateString('sv-SE', { timeZone: 'Europe/Amsterdam' }));
  });

  async function dashboard(days: number) {
    const res = await adminRequest(t.app, 'GET', `/api/admin/dashboard?days=${days}`, { cookie: adminCookie });
    expect(res.statusCode).toBe(200);
    return res.json<{ currency: string; days: { date: string; signups: number; activations: number; paying_members: number; revenue_cents: number; messages: number; open_reports: number }[] }>();
  }
});

describe('npm run admin:create (its function)', () => {
  test('creates an admin with an audit entry from the command line; never without a real password', async () => {
    const created = await createStaffFromCommandLine(t.db.kysely, { staffSecretKey: undefined, scryptLogN: 10 }, { email: 'eerste@hartklop.test', name: 'Eerste Beheerder', password: 'een-heel-lang-wachtwoord' });
    expect(created.staff.role).toBe('admin');
    expect(totpCode(created.totp.secret, Date.now())).toMatch(/^\d{6}$/);
    expect(await auditOf(created.staff.id)).toEqual([expect.objectContaining({ staff_id: null, action: 'staff.create', ip: null })]);
    await expect(createStaffFromCommandLine(t.db.kysely, { staffSecretKey: undefined, scryptLogN: 10 }, { email: 'tweede@hartklop.test', name: 'Tweede', password: 'kort' })).rejects.toBeInstanceOf(StaffInputError);
    await expect(createStaffFromCommandLine(t.db.kysely, { staffSecretKey: undefined, scryptLogN: 10 }, { email: 'eerste@hartklop.test', name: 'Dubbel', password: 'een-heel-lang-wachtwoord' })).rejects.toMatchObject({ statusCode: 409 });
  });
});
