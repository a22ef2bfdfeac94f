import { LIKE_MAIL_INTERVAL_MS, notifyLikeReceived, renderLikeMail } from '../src/domain/mail/like-received';
import { mailSecret, unsubscribeToken } from '../src/domain/mail/unsubscribe';
import { sameOrigin } from './helpers';
import { useMembersApp, type TestMember } from './members-helpers';

const t = useMembersApp({ emptyEachTest: true });

beforeEach(async () => {
  await t.db.kysely.deleteFrom('mail_outbox').execute();
});

const post = (cookie: string, url: string, body: unknown) =>
  t.app.inject({
    method: 'POST',
    url,
    headers: { ...sameOrigin, 'content-type': 'application/json', cookie },
    payload: JSON.stringify(body),
  });
const like = async (from: TestMember, profileId: number) => {
  const res = await post(from.cookie, '/api/like.php', { profile_id: profileId });
  expect(res.statusCode).toBe(200);
};
const likeMails = () =>
  t.db.kysely.selectFrom('mail_outbox').selectAll().where('kind', '=', 'like_received').orderBy('id').execute();

async function fictional(name = 'Fictief'): Promise<number> {
  const row = await t.db.kysely
    .insertInto('profiles')
    .values({ user_id: null, name, gender: 'female', sexuality: 'hetero', birthdate: '1990-01-01', country: 'NL', city: 'Utrecht', about: '', fictional: true, status: 'active' })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

describe('the like-received mail', () => {
  it('goes to a confirmed member liked by a member: subject, links, unsubscribe link and headers', async () => {
    const liker = await t.member({ name: 'Kees', gender: 'male' });
    const liked = await t.member({ name: 'Sanne' });
    await like(liker, liked.profileId);

    const mails = await likeMails();
    expect(mails).toHaveLength(1);
    const mail = mails[0]!;
    const token = unsubscribeToken(await mailSecret(t.db.kysely, t.config), liked.userId);
    expect(mail).toMatchObject({ user_id: liked.userId, to_address: liked.email, subject: 'Kees vindt je leuk op Hartklop' });
    expect(mail.text_body).toContain('Hoi Sanne,');
    expect(mail.text_body).toContain('http://localhost/likes/received');
    expect(mail.text_body).toContain(`Afmelden: http://localhost/unsubscribe?token=${token}`);
    expect(mail.text_body).toContain('http://localhost/notifications');
    expect(mail.html_body).toContain('href="http://localhost/likes/received"');
    expect(mail.html_body).toContain(`href="http://localhost/unsubscribe?token=${token}">Afmelden voor e-mails</a>`);
    expect(mail.headers).toEqual({
      'List-Unsubscribe': `<http://localhost/api/unsubscribe.php?token=${token}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });

    // The local mailbox shows the headers too.
    const box = await t.app.inject({ method: 'GET', url: `/dev/mailbox.json?to=${encodeURIComponent(liked.email)}` });
    expect((box.json() as { mails: Array<{ headers: unknown }> }).mails.map((m) => m.headers)).toEqual([mail.headers]);

    // The header's address works as a provider's one-click unsubscribe.
    const oneClick = /^<http:\/\/localhost(\/api\/unsubscribe\.php\?token=[^>]+)>$/.exec(mail.headers!['List-Unsubscribe']!)![1]!;
    const res = await t.app.inject({
      method: 'POST',
      url: oneClick,
      headers: { host: 'localhost', 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(res.statusCode).toBe(200);
    const user = await t.db.kysely.selectFrom('users').select('notifications_disabled').where('id', '=', liked.userId).executeTakeFirstOrThrow();
    expect(user.notifications_disabled).toEqual(['unsubscribe']);
    // And then no more like mails.
    await t.db.kysely.deleteFrom('mail_outbox').execute();
    await like(await t.member({ gender: 'male' }), liked.profileId);
    expect(await likeMails()).toHaveLength(0);
  });

  it('links to PUBLIC_URL when it is set', async () => {
    const liker = await t.member({ gender: 'male' });
    const liked = await t.member();
    const context = { origin: 'https://www.hartklop.nl', siteName: 'Hartklop', secret: await mailSecret(t.db.kysely, t.config) };
    expect(await notifyLikeReceived(t.db.kysely, { likerProfileId: liker.profileId, likedProfileId: liked.profileId, source: 'match_finder' }, context)).toBe('queued');
    const [mail] = await likeMails();
    expect(mail!.text_body).toContain('https://www.hartklop.nl/likes/received');
    expect(mail!.headers!['List-Unsubscribe']).toMatch(/^<https:\/\/www\.hartklop\.nl\/api\/unsubscribe\.php\?token=\d+\.[\w-]{43}>$/);
  });

  it("escapes the liker's name in the HTML and keeps the subject on one line", async () => {
    const liker = await t.member({ name: '<b>Kees & "Co"</b>\r\nBcc: x@example.nl', gender: 'male' });
    const liked = await t.member();
    await like(liker, liked.profileId);
    const [mail] = await likeMails();
    expect(mail!.html_body).toContain('&lt;b&gt;Kees &amp; &quot;Co&quot;&lt;/b&gt;');
    expect(mail!.html_body).not.toContain('<b>Kees');
    expect(mail!.subject).not.toMatch(/[\r\n]/);
    expect(mail!.subject).toBe('<b>Kees & "Co"</b> Bcc: x@example.nl vindt je leuk op Hartklop');
  });

  it('is also sent for a like in the swipe game', async () => {
    const liker = await t.member({ gender: 'male' });
    const liked = await t.member();
    const res = await post(liker.cookie, '/api/swipe.php', { profile_id: liked.profileId, like: true });
    expect(res.statusCode).toBe(200);
    expect((await likeMails()).map((m) => m.user_id)).toEqual([liked.userId]);
  });

  it('is not sent to fictional profiles, unconfirmed accounts, members whose e-mail is off or who switched it off', async () => {
    const liker = await t.member({ gender: 'male' });
    await like(liker, await fictional());

    const unconfirmed = await t.member();
    await t.db.kysely.updateTable('users').set({ status: 'not_confirmed', confirmed_at: null }).where('id', '=', unconfirmed.userId).execute();
    await like(liker, unconfirmed.profileId);

    const bounced = await t.member();
    await t.db.kysely.updateTable('users').set({ notifications_disabled: ['bounce'] }).where('id', '=', bounced.userId).execute();
    await like(liker, bounced.profileId);

    const preferenceOff = await t.member();
    const put = await t.app.inject({
      method: 'PUT',
      url: '/api/notifications.php',
      headers: { ...sameOrigin, 'content-type': 'application/json', cookie: preferenceOff.cookie },
      payload: JSON.stringify({ preferences: { like_received: false } }),
    });
    expect(put.statusCode).toBe(200);
    await like(liker, preferenceOff.profileId);

    // Other preferences off, like_received on: sent.
    const othersOff = await t.member();
    await t.db.kysely.insertInto('notification_preferences').values({ user_id: othersOff.userId, promotions: false, news: false }).execute();
    await like(liker, othersOff.profileId);

    expect((await likeMails()).map((m) => m.user_id)).toEqual([othersOff.userId]);
  });

  it('goes out at most once per 6 hours per member, and not for a like that already existed', async () => {
    const liked = await t.member();
    const first = await t.member({ gender: 'male' });
    const second = await t.member({ gender: 'male' });
    const third = await t.member({ gender: 'male' });
    await like(first, liked.profileId);
    await like(second, liked.profileId);
    expect(await likeMails()).toHaveLength(1);

    // A like again of a profile already liked is no new like.
    await t.db.kysely.updateTable('mail_outbox').set({ created_at: new Date(Date.now() - LIKE_MAIL_INTERVAL_MS - 60_000) }).execute();
    await like(first, liked.profileId);
    expect(await likeMails()).toHaveLength(1);

    // Six hours after the last one, a new like mails again.
    await like(third, liked.profileId);
    const mails = await likeMails();
    expect(mails).toHaveLength(2);
    expect(mails[1]!.subject).toMatch(/^Lid\d+ vindt je leuk op Hartklop$/);
  });

  it('decides in one place, with a reason', async () => {
    const liker = await t.member({ gender: 'male' });
    const liked = await t.member();
    const context = { origin: 'http://localhost', siteName: 'Hartklop', secret: await mailSecret(t.db.kysely, t.config) };
    const decide = (source: 'profile' | 'auto', likedProfileId = liked.profileId) =>
      notifyLikeReceived(t.db.kysely, { likerProfileId: liker.profileId, likedProfileId, source }, context);
    expect(await decide('auto')).toBe('automatic_like');
    expect(await decide('profile', await fictional())).toBe('no_account');
    expect(await decide('profile')).toBe('queued');
    expect(await decide('profile')).toBe('recently_mailed');
    await t.db.kysely.updateTable('users').set({ notifications_disabled: ['spam_complaint'] }).where('id', '=', liked.userId).execute();
    expect(await decide('profile')).toBe('email_off');
  });

  it('a fictional profile liking automatically sends nothing', async () => {
    const member = await t.member({ gender: 'male' });
    await fictional();
    const res = await t.app.inject({ method: 'GET', url: '/api/auto-like.php', headers: { cookie: member.cookie } });
    expect(res.statusCode).toBe(200);
    const auto = await t.db.kysely.selectFrom('likes').select('source').where('liked_profile_id', '=', member.profileId).execute();
    expect(auto).toEqual([{ source: 'auto' }]);
    expect(await likeMails()).toHaveLength(0);
  });

  it('renders a plain text and an HTML version', () => {
    const mail = renderLikeMail({
      recipientName: 'An & Bo',
      likerName: 'Kees',
      siteName: 'Hartklop',
      likesLink: 'https://h.nl/likes/received',
      settingsLink: 'https://h.nl/notifications',
      unsubscribeLink: 'https://h.nl/unsubscribe?token=1.a',
    });
    expect(mail.text).toContain('Hoi An & Bo,');
    expect(mail.html).toContain('Hoi An &amp; Bo,');
    expect(mail.html).toContain('<a href="https://h.nl/notifications">Meldingen instellen</a>');
  });
});
