import type { FastifyInstance } from 'fastify';
import { api } from 'shared-kernel/contract';
import { likeMailContextFor } from '../../../domain/mail/like-received';
import { siteOriginOf } from '../../site-origin';
import { memberCardView } from '../../../domain/members/cards';
import { loadVantage } from '../../../domain/members/presence';
import { swipeAction, swipeGame } from '../../../domain/members/swipe';
import { registerEndpoint } from '../../route';

/** The swipe game (GET and POST /api/swipe.php). */
export function registerSwipe(app: FastifyInstance): void {
  const { db } = app.deps;

  registerEndpoint(app, api.swipe, async ({ query, request }) => {
    const viewer = await request.member();
    const view = memberCardView(await request.siteVariant(), await loadVantage(db.kysely, viewer.profileId));
    return swipeGame(db.kysely, viewer, { ...view, language: await request.language() }, query);
  });

  registerEndpoint(app, api.swipeAction, async ({ body, request }) => {
    const viewer = await request.member();
    const variant = await request.siteVariant();
    return swipeAction(db.kysely, viewer, {
      profileId: body.profile_id,
      like: body.like,
      cdnPrefix: variant.settings.cdn_prefix,
      likeMailContext: () => likeMailContextFor(app.deps, siteOriginOf(app.deps.config, request), variant),
    });
  });
}
