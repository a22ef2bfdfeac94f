import type { FastifyReply, FastifyRequest } from 'fastify';
import { SESSION_MAX_AGE_S } from 'shared-kernel/contract/account-rules';
import { DEVICE_COOKIE, DEVICE_MAX_AGE_S, type TrustedDevice } from '../domain/accounts/devices';
import { SESSION_COOKIE, type ClientFacts, type NewSession } from '../domain/accounts/sessions';

/**
 * The member's session cookie (`sid`) and trusted-device cookie (`did`): the web half of
 * domain/accounts/sessions.ts and devices.ts, which work on tokens only. Routes read the facts of
 * the request with `clientFacts`, call the domain, then set or clear the cookies here (the staff
 * cookie: web/staff-context.ts).
 */

/** Cookie options shared by every cookie the accounts set (`Secure`: the app's defaults, web/security.ts cookieDefaults). */
export const cookieOptions = (maxAgeS: number) => ({ path: '/', httpOnly: true, sameSite: 'lax', maxAge: maxAgeS }) as const;

/** The token of the request's session cookie, if any (the domain checks it). */
export const memberSessionToken = (request: FastifyRequest): string | undefined => request.cookies[SESSION_COOKIE];

/** What the domain's login, signup and deletion need of the request, as plain values. */
export const clientFacts = (request: FastifyRequest): ClientFacts => ({
  ip: request.ip,
  sessionToken: memberSessionToken(request),
  deviceToken: request.cookies[DEVICE_COOKIE],
  log: request.log,
});

/** Gives the browser a new session's token (30 days, HttpOnly, SameSite=Lax, Secure over https). */
export const setMemberCookie = (reply: FastifyReply, session: NewSession): FastifyReply =>
  reply.setCookie(SESSION_COOKIE, session.token, cookieOptions(SESSION_MAX_AGE_S));

/** Takes the session's cookie away. */
export const clearMemberCookie = (reply: FastifyReply): FastifyReply => reply.clearCookie(SESSION_COOKIE, { path: '/' });

/** Sends the trusted device's cookie (again), so it lives a year after the last login. */
export const setDeviceCookie = (reply: FastifyReply, device: TrustedDevice): FastifyReply =>
  reply.setCookie(DEVICE_COOKIE, device.token, cookieOptions(DEVICE_MAX_AGE_S));
