import type { Config } from '../../config';
import type { DatabaseHandle } from '../../db/database';
import type { DbOrTrx } from '../../db/schema';
import type { SiteVariantRow } from '../site/site-variant';
import { apiText, mailLanguage } from '../../i18n';
import { enqueueMail } from './outbox';
import { mailSecret, unsubscribeLinks, unsubscribeToken } from './unsubscribe';

/** At most one like mail per member in this time. */
export const LIKE_MAIL_INTERVAL_MS = 6 * 3600_000;
export const LIKE_MAIL_KIND = 'like_received';
/** The page the mail's button opens. */
const RECEIVED_LIKES_PATH = '/likes/received';
const SETTINGS_PATH = '/notifications';

/** What a like mail needs from the request that caused it (read before the like's transaction). */
export interface LikeMailContext {
  /** The site origin of the request that caused it (web/site-origin.ts). */
  origin: string;
  /** The site variant's name (settings.name), e.g. "Hartklop". */
  siteName: string;
  /** Key of the unsubscribe links. */
  secret: string;
}

export async function likeMailContextFor(
  deps: { db: DatabaseHandle; config: Config },
  origin: string,
  variant: Pick<SiteVariantRow, 'settings'>,
): Promise<LikeMailContext> {
  return {
    origin,
    siteName: variant.settings.name,
    secret: await mailSecret(deps.db.kysely, deps.config),
  };
}

export interface ReceivedLike {
  likerProfileId: number;
  likedProfileId: number;
  source: 'profile' | 'swipe' | 'match_finder' | 'auto';
}

/** Why no mail went out, or 'queued'. */
export type LikeMailOutcome =
  | 'queued'
  | 'automatic_like'
  | 'no_account'
  | 'not_confirmed'
  | 'email_off'
  | 'preference_off'
  | 'recently_mailed';

const escapeHtml = (value: string): string =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** Mail header values are one line: no line breaks in a name that goes into the subject. */
const oneLine = (value: string): string => value.replace(/[\r\n\t]+/g, ' ').trim();

interface LikeMailInput {
  recipientName: string;
  likerName: string;
  siteName: string;
  likesLink: string;
  settingsLink: string;
  unsubscribeLink: string;
  /** The recipient's language (users.language); Dutch when absent. */
  language?: string | null;
}

export function renderLikeMail(input: LikeMailInput): { subject: string; text: string; html: string } {
  const lang = input.language;
  const t = (key: string, vars: Record<string, string> = {}): string => apiText(lang, key, vars);
  const names = { likerName: input.likerName, siteName: input.siteName };
  const subject = oneLine(t('mail.likeReceived.subject', names));
  const text = `${t('mail.hello', { name: input.recipientName })}

${t('mail.likeReceived.introText', names)}
${input.likesLink}

${t('mail.greetingSite', { siteName: input.siteName })}

${t('mail.likeReceived.why')} ${t('mail.likeReceived.unsubscribeText', { link: input.unsubscribeLink })}
${t('mail.likeReceived.settingsText', { link: input.settingsLink })}`;
  const e = escapeHtml;
  // The liker's name in bold: the sentence is escaped around a marker that becomes the <strong>.
  const marker = '\u0000liker\u0000';
  const intro = e(t('mail.likeReceived.introHtml', { ...names, likerName: marker })).replace(marker, `<strong>${e(input.likerName)}</strong>`);
  const html = `<!doctype html>
<html lang="${mailLanguage(lang)}"><head><meta charset="utf-8"><title>${e(subject)}</title></head>
<body style="font-family: Arial, sans-serif; color: #222; line-height: 1.5; max-width: 560px; margin: 0 auto; padding: 24px;">
<p style="font-size: 20px; font-weight: bold; color: #d6336c;">${e(input.siteName)}</p>
<p>${e(t('mail.hello', { name: input.recipientName }))}</p>
<p>${intro}</p>
<p><a href="${e(input.likesLink)}" style="display: inline-block; background: #d6336c; color: #fff; padding: 12px 20px; border-radius: 6px; text-decoration: none;">${e(t('mail.likeReceived.button'))}</a></p>
<p style="font-size: 13px; color: #555;">${e(t('mail.buttonFallback', { link: input.likesLink }))}</p>
<p style="font-size: 13px; color: #555;">${e(t('mail.likeReceived.why'))}
<a href="${e(input.unsubscribeLink)}">${e(t('mail.likeReceived.unsubscribe'))}</a> · <a href="${e(input.settingsLink)}">${e(t('mail.likeReceived.settings'))}</a></p>
</body></html>`;
  return { subject, text, html };
}

/**
 * The one place that decides whether a new like gets a mail to the liked member, and queues it
 * (call it in the like's transaction, right after the like was recorded as new). A mail goes out
 * only when: a member liked (not an automatic like of a fictional profile), the liked profile has
 * an account (fictional profiles have none) that is confirmed, e-mail to it is not switched off
 * (notifications_disabled empty), its like_received preference is on (no preferences row: all
 * on), and no like mail was queued for it in the last 6 hours. The account row is locked, so two
 * likes at the same moment queue one mail.
 */
export async function notifyLikeReceived(db: DbOrTrx, like: ReceivedLike, context: LikeMailContext, now = new Date()): Promise<LikeMailOutcome> {
  if (like.source === 'auto') return 'automatic_like';
  const liked = await db
    .selectFrom('profiles')
    .select(['user_id', 'name'])
    .where('id', '=', like.likedProfileId)
    .executeTakeFirst();
  if (!liked || liked.user_id === null) return 'no_account';
  const account = await db
    .selectFrom('users')
    .select(['id', 'email', 'status', 'notifications_disabled', 'language'])
    .where('id', '=', liked.user_id)
    .forUpdate()
    .executeTakeFirst();
  if (!account) return 'no_account';
  if (account.status !== 'confirmed') return 'not_confirmed';
  if (account.notifications_disabled.length > 0) return 'email_off';
  const preference = await db
    .selectFrom('notification_preferences')
    .select('like_received')
    .where('user_id', '=', account.id)
    .executeTakeFirst();
  if (preference && !preference.like_received) return 'preference_off';
  const recent = await db
    .selectFrom('mail_outbox')
    .select('id')
    .where('user_id', '=', account.id)
    .where('kind', '=', LIKE_MAIL_KIND)
    .where('created_at', '>', new Date(now.getTime() - LIKE_MAIL_INTERVAL_MS))
    .limit(1)
    .executeTakeFirst();
  if (recent) return 'recently_mailed';

  const liker = await db.selectFrom('profiles').select('name').where('id', '=', like.likerProfileId).executeTakeFirstOrThrow();
  const links = unsubscribeLinks(context.origin, unsubscribeToken(context.secret, account.id));
  const mail = renderLikeMail({
    recipientName: liked.name,
    likerName: liker.name,
    siteName: context.siteName,
    likesLink: `${context.origin}${RECEIVED_LIKES_PATH}`,
    settingsLink: `${context.origin}${SETTINGS_PATH}`,
    unsubscribeLink: links.page,
    language: account.language,
  });
  await enqueueMail(db, { userId: account.id, kind: LIKE_MAIL_KIND, to: account.email, ...mail, headers: links.headers });
  return 'queued';
}
