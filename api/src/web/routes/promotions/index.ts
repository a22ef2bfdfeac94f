import type { FastifyInstance } from 'fastify';
import { api } from 'shared-kernel/contract';
import { priceCountryFor } from '../../../domain/prices/bundles';
import { discountCodeFor } from '../../../domain/promotions/codes';
import { geoipCountryOf } from '../../../domain/site/site-variant';
import { registerEndpoint } from '../../route';
import { routePlugin } from '../../route-plugin';

/**
 * Promotions (issue 13): GET /api/discountcode.php, a code the member typed or the welcome code,
 * with the member's bundles priced with it. Thin over domain/promotions; registered in the member
 * context (private answers). The checkout itself takes the code in POST /api/payment.php.
 */
export async function promotionsPlugin(app: FastifyInstance): Promise<void> {
  const { db } = app.deps;

  registerEndpoint(app, api.discountCode, async ({ query, request, requireUser }) => {
    const userId = requireUser().userId;
    const [site, viewer] = await Promise.all([request.siteVariant(), request.member()]);
    const country = await priceCountryFor(db.kysely, site, viewer.country, geoipCountryOf(request));
    const answer = await discountCodeFor(db.kysely, {
      userId,
      siteDomain: site.domain,
      country,
      query: query.code !== undefined ? { code: query.code } : { welcome: true },
    });
    request.log.info({ userId, code: answer.discountcode.code, welcome: query.welcome !== undefined }, 'discount code looked up');
    return answer;
  });
}

export default routePlugin('member', promotionsPlugin);
