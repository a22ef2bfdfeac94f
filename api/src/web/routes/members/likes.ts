import type { FastifyInstance } from 'fastify';
import { api } from 'shared-kernel/contract';
import { registerEndpoint } from '../../route';
import { likeMailContextFor } from '../../../domain/mail/like-received';
import { siteOriginOf } from '../../site-origin';
import { memberCardView } from '../../../domain/members/cards';
import { loadVantage } from '../../../domain/members/presence';
import { autoLike, likeFromProfile, loadLikes, unlikeProfile } from '../../../domain/members/likes';

/** Likes (POST/DELETE /api/like.php), the likes lists (GET /api/likes.php) and auto-like. */
export function registerLikes(app: FastifyInstance): void {
  const { db } = app.deps;

  registerEndpoint(app, api.like, async ({ body, request }) => {
    const viewer = await request.member();
    const variant = await request.siteVariant();
    return likeFromProfile(db.kysely, viewer, body.profile_id, {
      cdnPrefix: variant.settings.cdn_prefix,
      likeMailContext: () => likeMailContextFor(app.deps, siteOriginOf(app.deps.config, request), variant),
    });
  });

  registerEndpoint(app, api.unlike, async ({ body, request }) => unlikeProfile(db.kysely, await request.member(), body.profile_id));

  registerEndpoint(app, api.likes, async ({ request }) => {
    const viewer = await request.member();
    return loadLikes(db.kysely, viewer.profileId, memberCardView(await request.siteVariant(), await loadVantage(db.kysely, viewer.profileId)));
  });

  registerEndpoint(app, api.autoLike, async ({ request }) => {
    const viewer = await request.member();
    return autoLike(db.kysely, viewer, (await request.siteVariant()).settings.cdn_prefix);
  });
}
