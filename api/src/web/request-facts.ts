import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { DatabaseHandle } from '../db/database';
import type { SessionUser } from '../domain/accounts/sessions';
import { userLanguage } from '../domain/accounts/user-language';
import { ActivityRecorder } from '../domain/members/presence';
import { loadSessionViewer, type Viewer } from '../domain/members/viewer';
import { normalizeHost, type SiteVariants, type SiteVariantRow } from '../domain/site/site-variant';
import { authenticationRequired } from './errors';
import { memberSessionToken } from './member-session';

declare module 'fastify' {
  interface FastifyRequest {
    /** The logged-in user of this request, or null (no, unknown, expired or malformed cookie). */
    sessionUser(): Promise<SessionUser | null>;
    /** The logged-in member with their profile, or null for a visitor (or an account without a profile). */
    viewer(): Promise<Viewer | null>;
    /** The logged-in member; a visitor (or an account without a profile) gets 403 authentication_required. */
    member(): Promise<Viewer>;
    /** The site variant of the request's host name (see findSiteVariant; cached per process, `SiteVariants`). */
    siteVariant(): Promise<SiteVariantRow>;
    /**
     * The language to answer in (server messages): the locale cookie when the site variant offers
     * it, else the logged-in member's language (users.language), else nl.
     */
    language(): Promise<string>;
  }
}

interface Facts {
  session?: Promise<SessionUser | null>;
  /** The member's profile as read with the session (`viewer` adds marking them active). */
  profile?: Promise<Viewer | null>;
  viewer?: Promise<Viewer | null>;
  site?: Promise<SiteVariantRow>;
  language?: Promise<string>;
}

/**
 * The facts of a request that routes of several plugins need, as request decorators set once on
 * the root context: each is read from the database at most once per request, when first asked for.
 * (A route that starts or ends a session asks for the session user before it does, if at all.)
 */
export function installRequestFacts(
  app: FastifyInstance,
  { db, siteVariants }: { db: DatabaseHandle; siteVariants: SiteVariants },
): void {
  const facts = new WeakMap<FastifyRequest, Facts>();
  // A member's request marks them active (presence, issue 15), at most once a minute.
  const activity = new ActivityRecorder();
  const of = (request: FastifyRequest): Facts => {
    let known = facts.get(request);
    if (!known) {
      known = {};
      facts.set(request, known);
    }
    return known;
  };

  // The session and the profile in one query: a member route asks for the session first (web/route.ts),
  // then for the member; the profile read with the session waits for `viewer()`.
  const loadBoth = (request: FastifyRequest, known: Facts): void => {
    const both = loadSessionViewer(db, memberSessionToken(request));
    known.session = both.then((found) => found?.user ?? null);
    known.profile = both.then((found) => found?.viewer ?? null);
    // A failed read fails whichever of the two is asked for; the other must not be an unhandled rejection.
    known.session.catch(() => undefined);
    known.profile.catch(() => undefined);
  };
  app.decorateRequest('sessionUser', function sessionUser(this: FastifyRequest) {
    const known = of(this);
    if (!known.session) loadBoth(this, known);
    return known.session!;
  });
  app.decorateRequest('viewer', function viewer(this: FastifyRequest) {
    const known = of(this);
    if (!known.viewer) {
      if (!known.profile) loadBoth(this, known);
      known.viewer = known.profile!.then(async (viewer) => {
        if (viewer) await activity.touch(db.kysely, viewer.profileId);
        return viewer;
      });
    }
    return known.viewer;
  });
  app.decorateRequest('member', async function member(this: FastifyRequest) {
    const viewer = await this.viewer();
    if (!viewer) throw authenticationRequired();
    return viewer;
  });
  app.decorateRequest('siteVariant', function siteVariant(this: FastifyRequest) {
    const known = of(this);
    known.site ??= siteVariants.find(normalizeHost(this.hostname));
    return known.site;
  });
  app.decorateRequest('language', function language(this: FastifyRequest) {
    const known = of(this);
    known.language ??= (async () => {
      const cookie = this.cookies?.locale;
      if (cookie && (await this.siteVariant()).settings.locales.includes(cookie)) return cookie;
      const user = await this.sessionUser();
      if (!user) return 'nl';
      return (await userLanguage(db.kysely, user.userId)) ?? 'nl';
    })();
    return known.language;
  });
}
