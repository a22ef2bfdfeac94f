import type { FastifyInstance, FastifyReply } from 'fastify';
import { normalizeEmail } from 'shared-kernel/contract/account-rules';
import { notFound, sendApiError } from '../../web/errors';
import { closedPaths, MAILBOX_PATH, MAILBOX_PATHS, mailboxEnabled } from '../../web/dev-doubles';
import { isLocalClient } from '../../web/local-client';
import { receiptAttachments } from '../../domain/payments/receipt-attachments';
import { listSms } from '../../domain/sms/outbox';

/**
 * The local mailbox (ARCHITECTURE: mail without SMTP): every mail of the outbox, newest first,
 * so a developer or an end-to-end test can read the mails and click their links.
 *   GET /dev/mailbox[?to=adres]    HTML list
 *   GET /dev/mailbox/:id           one mail (its HTML version and its text version)
 *   GET /dev/mailbox.json[?to=]    JSON list with the bodies (for tests)
 *   GET /dev/mailbox/:id/attachments/:n   an attachment (a receipt PDF), rendered as the mail worker does
 * Outside production only, and only to a client on this machine (`isLocalClient`, web/local-client.ts):
 * in production, and to anyone else, these paths answer a JSON 404. The mails hold password-reset links.
 * A development double (api/src/dev): app.ts imports this module only when `mailboxEnabled`
 * (web/dev-doubles.ts); the check below stays, should it ever be registered in production.
 */
const LIST_LIMIT = 200;
const ID_PATTERN = /^[1-9]\d{0,9}$/;

const escapeHtml = (value: string): string =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const URL_PATTERN = /https?:\/\/[^\s<>"']+/g;

/** Plain text as HTML with its http(s) links clickable; everything escaped. */
function linkify(text: string): string {
  let html = '';
  let last = 0;
  for (const match of text.matchAll(URL_PATTERN)) {
    const index = match.index ?? 0;
    html += escapeHtml(text.slice(last, index));
    html += `<a href="${escapeHtml(match[0])}">${escapeHtml(match[0])}</a>`;
    last = index + match[0].length;
  }
  return html + escapeHtml(text.slice(last));
}

/** The inside of the mail's <body> (our own templates, values escaped when they were rendered). */
function bodyOf(html: string): string {
  const match = /<body[^>]*>([\s\S]*)<\/body>/i.exec(html);
  return match ? match[1]! : html;
}

const formatTime = (date: Date): string =>
  new Intl.DateTimeFormat('nl-NL', { dateStyle: 'short', timeStyle: 'medium', timeZone: 'Europe/Amsterdam' }).format(date);

const STYLE = `body{font-family:Arial,sans-serif;color:#222;margin:0 auto;max-width:960px;padding:16px}
table{border-collapse:collapse;width:100%}th,td{text-align:left;padding:6px 8px;border-bottom:1px solid #ddd;vertical-align:top}
form{margin:12px 0}label{margin-right:8px}input{padding:4px}.meta{color:#555;font-size:14px}
.mail{border:1px solid #ddd;padding:12px;margin:12px 0}pre{white-space:pre-wrap;word-break:break-word}`;

function page(title: string, content: string): string {
  return `<!doctype html>
<html lang="nl"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(title)}</title><style>${STYLE}</style></head>
<body><main>${content}</main></body></html>`;
}

const sendHtml = (reply: FastifyReply, status: number, html: string): FastifyReply =>
  reply.code(status).type('text/html; charset=utf-8').header('cache-control', 'no-store').send(html);

/** The `to` filter: one address, compared case-insensitively; anything unusable means no filter. */
function filterOf(query: unknown): string | null {
  const to = (query as Record<string, unknown> | undefined)?.to;
  if (typeof to !== 'string') return null;
  const value = normalizeEmail(to);
  return value === '' || value.length > 320 ? null : value;
}

export async function mailboxPlugin(app: FastifyInstance): Promise<void> {
  const { db, config } = app.deps;
  // The receipts of the mails, rendered as the mail worker renders them when it sends (jobs/index.ts).
  const renderAttachments = receiptAttachments(db.kysely, config.repoRoot);

  if (!mailboxEnabled(config)) {
    await closedPaths(MAILBOX_PATHS)(app);
    return;
  }
  const gone = async (_request: unknown, reply: FastifyReply) => sendApiError(reply, notFound());
  // This plugin's own context: the hook guards only the mailbox routes.
  app.addHook('onRequest', async (request, reply) => {
    if (!isLocalClient(request)) {
      request.log.info({ url: request.url }, 'local mailbox refused to a client that is not on this machine');
      await gone(request, reply);
      return reply;
    }
    return undefined;
  });

  const listMails = (to: string | null) => {
    let query = db.kysely
      .selectFrom('mail_outbox')
      .select(['id', 'kind', 'to_address', 'subject', 'text_body', 'html_body', 'headers', 'attachments', 'created_at', 'sent_at', 'attempts', 'last_error'])
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(LIST_LIMIT);
    if (to !== null) query = query.where((eb) => eb(eb.fn('lower', ['to_address']), '=', to));
    return query.execute();
  };

  app.get(MAILBOX_PATH, async (request, reply) => {
    const to = filterOf(request.query);
    const mails = await listMails(to);
    const rows = mails
      .map(
        (mail) => `<tr><td>${escapeHtml(formatTime(mail.created_at))}</td><td>${escapeHtml(mail.to_address)}</td>
<td><a href="${MAILBOX_PATH}/${mail.id}">${escapeHtml(mail.subject)}</a></td><td>${mail.sent_at ? 'afgeleverd' : 'wacht'}</td></tr>`,
      )
      .join('\n');
    const sms = await listSms(db.kysely, { limit: 20 });
    const smsRows = sms
      .map((m) => `<tr><td>${escapeHtml(formatTime(new Date(m.created_at)))}</td><td>${escapeHtml(m.to)}</td><td>${escapeHtml(m.body)}</td></tr>`)
      .join('\n');
    const content = `<h1>Lokale mailbox</h1>
<h2>Sms</h2>
${sms.length === 0 ? '<p>Geen sms-berichten.</p>' : `<table aria-label="Sms"><thead><tr><th scope="col">Tijd</th><th scope="col">Aan</th><th scope="col">Bericht</th></tr></thead><tbody>${smsRows}</tbody></table>`}
<h2>Mails</h2>
<p class="meta">Alle mails die de site verstuurt, nieuwste eerst (alleen buiten productie).</p>
<form method="get" action="${MAILBOX_PATH}"><label for="to">Ontvanger</label><input id="to" name="to" type="email" value="${escapeHtml(to ?? '')}">
<button type="submit">Filteren</button>${to !== null ? ` <a href="${MAILBOX_PATH}">Alle mails</a>` : ''}</form>
${
  mails.length === 0
    ? '<p>Geen mails.</p>'
    : `<table><thead><tr><th scope="col">Tijd</th><th scope="col">Aan</th><th scope="col">Onderwerp</th><th scope="col">Status</th></tr></thead>
<tbody>${rows}</tbody></table>`
}`;
    return sendHtml(reply, 200, page('Lokale mailbox', content));
  });

  app.get(`${MAILBOX_PATH}.json`, async (request, reply) => {
    const mails = await listMails(filterOf(request.query));
    reply.header('cache-control', 'no-store');
    return {
      mails: mails.map((mail) => ({
        id: mail.id,
        kind: mail.kind,
        to: mail.to_address,
        subject: mail.subject,
        text: mail.text_body,
        html: mail.html_body,
        /** Extra headers (List-Unsubscribe of non-transactional mails), or null. */
        headers: mail.headers,
        /** Attachments by reference (`[{ kind: 'receipt', payment_id }]`), or null. */
        attachments: mail.attachments,
        created_at: mail.created_at.toISOString(),
        sent_at: mail.sent_at?.toISOString() ?? null,
        attempts: mail.attempts,
        last_error: mail.last_error,
      })),
    };
  });

  app.get(`${MAILBOX_PATH}/sms.json`, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return { sms: await listSms(db.kysely) };
  });

  app.get<{ Params: { id: string } }>(`${MAILBOX_PATH}/:id`, async (request, reply) => {
    const back = `<p><a href="${MAILBOX_PATH}">← Terug naar de mailbox</a></p>`;
    const mail = ID_PATTERN.test(request.params.id)
      ? await db.kysely
          .selectFrom('mail_outbox')
          .select(['id', 'user_id', 'to_address', 'subject', 'text_body', 'html_body', 'attachments', 'created_at', 'sent_at'])
          .where('id', '=', Number(request.params.id))
          .executeTakeFirst()
      : undefined;
    if (!mail) return sendHtml(reply, 404, page('Mail niet gevonden', `${back}<h1>Mail niet gevonden</h1>`));
    const files = mail.attachments && mail.attachments.length > 0 ? await renderAttachments(mail.attachments, { userId: mail.user_id }) : [];
    const attachmentList =
      files.length === 0
        ? ''
        : `<h2>Bijlagen</h2><ul>${files.map((file, n) => `<li><a href="${MAILBOX_PATH}/${mail.id}/attachments/${n}">${escapeHtml(file.filename)}</a></li>`).join('')}</ul>`;
    const content = `${back}
<h1>${escapeHtml(mail.subject)}</h1>
<p class="meta">Aan: ${escapeHtml(mail.to_address)}<br>Verstuurd: ${escapeHtml(formatTime(mail.created_at))}${
      mail.sent_at ? '' : ' (nog niet afgeleverd)'
    }</p>
<section class="mail" aria-label="HTML-versie">${bodyOf(mail.html_body)}</section>
${attachmentList}
<h2>Tekstversie</h2>
<pre>${linkify(mail.text_body)}</pre>`;
    return sendHtml(reply, 200, page(mail.subject, content));
  });

  app.get<{ Params: { id: string; n: string } }>(`${MAILBOX_PATH}/:id/attachments/:n`, async (request, reply) => {
    const mail = ID_PATTERN.test(request.params.id)
      ? await db.kysely.selectFrom('mail_outbox').select(['user_id', 'attachments']).where('id', '=', Number(request.params.id)).executeTakeFirst()
      : undefined;
    const files = mail?.attachments ? await renderAttachments(mail.attachments, { userId: mail.user_id }) : [];
    const file = /^\d{1,2}$/.test(request.params.n) ? files[Number(request.params.n)] : undefined;
    if (!file) return sendApiError(reply, notFound());
    return reply.type(file.contentType).header('cache-control', 'no-store').header('content-disposition', `inline; filename="${file.filename}"`).send(file.content);
  });
}
