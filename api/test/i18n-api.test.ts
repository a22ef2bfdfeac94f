import { ApiErrorSchema, ERROR_CODES } from 'shared-kernel/contract';
import { decideNotice } from '../src/domain/moderation/decisions';
import { createStatement } from '../src/domain/moderation/statements';
import { byKey } from '../src/domain/errors';
import { messagePayload } from '../src/domain/push/service';
import { belgianFrench, belgianSite, createTestUser, sessionCookieFor, siteHeaders, useTestApp } from './helpers';

/**
 * Issue 17: what the API sends a member in their language. Server messages follow the request's
 * language (the locale cookie when the site variant offers it, else the member's language, else
 * nl); mails follow the member's language (users.language).
 */
const t = useTestApp();

let ips = 0;

async function member(language: string): Promise<{ userId: number; profileId: number; email: string; session: string }> {
  const user = await createTestUser(t.db);
  await t.db.kysely.updateTable('users').set({ language }).where('id', '=', user.userId).execute();
  return { ...user, session: await sessionCookieFor(t.db, user.userId) };
}

const lookupCode = (headers: Record<string, string>) => t.app.inject({ method: 'GET', url: '/api/discountcode.php?code=BESTAATNIET', headers });

const errorOf = (res: { json(): unknown }) => ApiErrorSchema.parse(res.json());

describe('server messages in the request language', () => {
  it('a discount-code error in French with the fr locale cookie on the Belgian variant; Dutch without it', async () => {
    const m = await member('nl');
    const french = await lookupCode(belgianFrench(m.session));
    expect(french.statusCode).toBe(404);
    expect(errorOf(french)).toEqual({ error: ERROR_CODES.discountCodeNotFound, message: 'Code introuvable' });

    const dutch = await lookupCode(belgianSite(null, m.session));
    expect(errorOf(dutch)).toEqual({ error: ERROR_CODES.discountCodeNotFound, message: 'Code niet gevonden' });
    const chosenDutch = await lookupCode(belgianSite('nl', m.session));
    expect(errorOf(chosenDutch).message).toBe('Code niet gevonden');
  });

  it('a locale the variant does not offer is ignored: the member’s own language, else Dutch', async () => {
    const dutchMember = await member('nl');
    expect(errorOf(await lookupCode(siteHeaders('hartklop.nl', [dutchMember.session, 'locale=fr']))).message).toBe('Code niet gevonden');
    const germanMember = await member('de');
    expect(errorOf(await lookupCode(siteHeaders('hartklop.nl', [germanMember.session]))).message).toBe('Code nicht gefunden');
    expect(errorOf(await lookupCode(siteHeaders('hartklop.nl', [germanMember.session, 'locale=fr']))).message).toBe('Code nicht gefunden');
  });

  it('a visitor: the locale cookie the variant offers (a failed login in French on the Belgian site)', async () => {
    const login = (site: Record<string, string>) => {
      ips += 1;
      return t.app.inject({
        method: 'POST',
        url: '/api/user.php',
        remoteAddress: `10.17.0.${ips}`,
        headers: { ...site, 'content-type': 'application/json' },
        payload: JSON.stringify({ email: 'niemand@example.be', password: 'fout-wachtwoord' }),
      });
    };
    const french = await login(belgianFrench());
    expect(french.statusCode).toBe(401);
    expect(errorOf(french)).toEqual({ error: 'login_failed', message: 'Échec de la connexion, réessaie' });
    expect(errorOf(await login(siteHeaders('hartklop.nl', ['locale=fr']))).message).toBe('Login mislukt, probeer opnieuw');
  });

  it('a message with a variable part keeps its value (a validation error naming the field)', async () => {
    const m = await member('en');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/complaint.php',
      remoteAddress: '10.17.1.1',
      headers: { ...siteHeaders('hartklop.nl', [m.session]), 'content-type': 'application/json' },
      payload: JSON.stringify({ category: 'scam', explanation: 'Te kort', urls: 'https://hartklop.nl/x', good_faith: true }),
    });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).message).toBe('Explain in at least 20 characters what is going on.');
  });

  it('an unknown path answers in the request language too (the framework’s 404)', async () => {
    const m = await member('it');
    const res = await t.app.inject({ method: 'GET', url: '/api/bestaat-niet.php', headers: siteHeaders('hartklop.nl', [m.session]) });
    expect(res.statusCode).toBe(404);
    expect(errorOf(res).message).toBe('Questa pagina o questo indirizzo non esiste.');
  });
});

describe('mails and push notifications in the member’s language', () => {
  it('a push notification of a chat message in the recipient’s language, Dutch by default', () => {
    const gift = { conversationId: 3, senderName: 'Sanne', kind: 'gift' as const, text: null, giftName: 'Roos' };
    expect(messagePayload({ ...gift, language: 'fr' })).toMatchObject({ title: 'Nouveau message de Sanne', body: 'T’a envoyé un cadeau\u202f: Roos' });
    expect(messagePayload({ ...gift, kind: 'photo', language: 'pl' })).toMatchObject({ title: 'Nowa wiadomość od Sanne', body: 'Wysłał(a) Ci zdjęcie' });
    expect(messagePayload(gift)).toMatchObject({ title: 'Nieuw bericht van Sanne', body: 'Stuurde je een cadeau: Roos' });
  });


  it('a visitor’s complaint confirmation in the locale of the Belgian site, a member’s in their own language', async () => {
    const notice = { category: 'scam', explanation: 'Dit profiel vraagt iedereen om geld over te maken voor een vliegticket.', urls: 'https://hartklop.be/members/1', good_faith: true };
    const visitor = await t.app.inject({
      method: 'POST',
      url: '/api/complaint.php',
      remoteAddress: '10.17.2.1',
      headers: { ...belgianFrench(), 'content-type': 'application/json' },
      payload: JSON.stringify({ ...notice, name: 'Amélie Dupont', email: 'amelie@example.be' }),
    });
    expect(visitor.statusCode).toBe(201);
    const visitorMail = await t.db.kysely.selectFrom('mail_outbox').selectAll().where('to_address', '=', 'amelie@example.be').executeTakeFirstOrThrow();
    expect(visitorMail.subject).toMatch(/^Nous avons bien reçu ton signalement \(MLD-[A-Z0-9]{8}\)$/);
    expect(visitorMail.text_body).toContain('Salut Amélie Dupont,');
    expect(visitorMail.text_body).toContain('Catégorie\u202f: Arnaque');
    expect(visitorMail.html_body).toContain('<html lang="fr">');

    const m = await member('pl');
    const own = await t.app.inject({
      method: 'POST',
      url: '/api/complaint.php',
      remoteAddress: '10.17.2.2',
      headers: { ...siteHeaders('hartklop.nl', [m.session]), 'content-type': 'application/json' },
      payload: JSON.stringify(notice),
    });
    expect(own.statusCode).toBe(201);
    const memberMail = await t.db.kysely.selectFrom('mail_outbox').selectAll().where('to_address', '=', m.email).executeTakeFirstOrThrow();
    expect(memberMail.subject).toMatch(/^Otrzymaliśmy Twoje zgłoszenie/);
    expect(memberMail.text_body).toContain('Kategoria: Oszustwo');
  });

  it('a visitor’s notice keeps its language: the outcome mail after the decision is French too; Dutch by default', async () => {
    const notice = { category: 'scam', explanation: 'Dit profiel vraagt iedereen om geld over te maken voor een vliegticket.', urls: 'https://hartklop.be/members/1', good_faith: true };
    const submit = async (locale: string | null, name: string, email: string, ip: string) => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/complaint.php',
        remoteAddress: ip,
        headers: { ...belgianSite(locale), 'content-type': 'application/json' },
        payload: JSON.stringify({ ...notice, name, email }),
      });
      expect(res.statusCode).toBe(201);
      const row = await t.db.kysely.selectFrom('complaints').select(['id', 'language']).where('reporter_email', '=', email).executeTakeFirstOrThrow();
      await t.db.kysely.transaction().execute((trx) => decideNotice(trx, row.id, 7, { action: 'no_action' }));
      const mails = await t.db.kysely.selectFrom('mail_outbox').selectAll().where('to_address', '=', email).orderBy('id').execute();
      return { language: row.language, mails };
    };

    const french = await submit('fr', 'Camille Martin', 'camille@example.be', '10.17.3.1');
    expect(french.language).toBe('fr');
    expect(french.mails.map((mail) => mail.kind)).toEqual(['complaint_received', 'complaint_outcome']);
    expect(french.mails[0]!.subject).toMatch(/^Nous avons bien reçu ton signalement/);
    const outcome = french.mails[1]!;
    expect(outcome.subject).toMatch(/^Résultat de ton signalement \(MLD-[A-Z0-9]{8}\)$/);
    expect(outcome.text_body).toContain('Salut Camille Martin,');
    expect(outcome.text_body).toContain('Nous avons examiné le signalement et n’avons constaté aucune infraction.');
    expect(outcome.html_body).toContain('<html lang="fr">');

    const dutch = await submit(null, 'Wim Peeters', 'wim@example.be', '10.17.3.2');
    expect(dutch.language).toBe('nl');
    expect(dutch.mails[1]!.subject).toMatch(/^Uitkomst van je melding \(MLD-[A-Z0-9]{8}\)$/);
    expect(dutch.mails[1]!.text_body).toContain('We hebben de melding beoordeeld en geen overtreding vastgesteld.');
  });

  it('a like mail in English, with the liker’s name in bold', async () => {
    const liked = await member('en');
    const liker = await member('nl');
    await t.db.kysely.updateTable('profiles').set({ name: 'Jasper' }).where('id', '=', liker.profileId).execute();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/like.php',
      headers: { ...siteHeaders('hartklop.nl', [liker.session]), 'content-type': 'application/json' },
      payload: JSON.stringify({ profile_id: liked.profileId }),
    });
    expect(res.statusCode).toBeLessThan(300);
    const mail = await t.db.kysely.selectFrom('mail_outbox').selectAll().where('to_address', '=', liked.email).executeTakeFirstOrThrow();
    expect(mail.subject).toBe('Jasper likes you on Hartklop');
    expect(mail.text_body).toContain('Jasper likes you on Hartklop! See who likes you and like them back for a match:');
    expect(mail.html_body).toContain('<p><strong>Jasper</strong> likes you on Hartklop! See who likes you and like them back for a match.</p>');
    expect(mail.html_body).toContain('<html lang="en">');
  });

  it('a statement of reasons in German: the frame and the texts the catalog knows; the record stays Dutch', async () => {
    const m = await member('de');
    const row = await t.db.kysely.transaction().execute((trx) =>
      createStatement(trx, {
        userId: m.userId,
        source: 'moderation',
        decision: 'content_removed',
        restriction: byKey('statements.photoRestriction'),
        reason: 'not_own_photo',
        note: 'Foto van een filmster.',
      }),
    );
    expect(row.restriction).toBe('Je foto is verwijderd en is niet zichtbaar voor andere leden.');
    const mail = await t.db.kysely.selectFrom('mail_outbox').selectAll().where('user_id', '=', m.userId).where('kind', '=', 'statement_of_reasons').executeTakeFirstOrThrow();
    expect(mail.subject).toBe(`Entscheidung über dein Konto (${row.reference})`);
    expect(mail.text_body.split('\n')).toEqual([
      'Hallo,',
      '',
      `Wir haben eine Entscheidung über dein Konto getroffen. Referenz: ${row.reference}.`,
      '',
      'Was wir eingeschränkt haben: Dein Foto wurde entfernt und ist für andere Mitglieder nicht sichtbar.',
      'Warum: Das Foto scheint nicht von dir zu sein (zum Beispiel ein Foto einer bekannten Person oder aus dem Internet). Foto van een filmster.',
      'Grundlage: unsere AGB: Artikel „Verhaltensregeln und Inhalt von Profilen“',
      'Automatisiert: Nein: Diese Entscheidung hat ein Mitarbeiter getroffen, ohne automatisierte Erkennung.',
      expect.stringMatching(/^Widerspruch: Du bist mit dieser Entscheidung nicht einverstanden\?/),
      '',
      'Du findest diese Entscheidung auch auf deiner Profilseite.',
      '',
      'Viele Grüße',
      'Hartklop',
    ]);
  });
});
