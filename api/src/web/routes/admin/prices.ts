import type { FastifyInstance } from 'fastify';
import { api } from 'shared-kernel/contract';
import { listPrices, saveBundle } from '../../../domain/prices/bundles';
import { createCode, deactivateCode, listCodes } from '../../../domain/promotions/codes';
import { listSiteSwitches, saveSiteSwitches } from '../../../domain/prices/site-switches';
import { audit } from '../../staff-context';
import { registerEndpoint } from '../../route';
import { routePlugin } from '../../route-plugin';

/**
 * Prices, discount codes and site-setting switches (issue 18 item 5; admins only: the contract's
 * `roles`). Each change and its audit entry (before/after) commit in one transaction. Each API
 * process keeps the site settings (request.siteVariant()): a change clears them here at once and on
 * the other hosts through its live notice.
 */
export async function priceRoutes(app: FastifyInstance): Promise<void> {
  const { db, siteVariants } = app.deps;

  registerEndpoint(app, api.adminPrices, async () => listPrices(db.kysely));

  registerEndpoint(app, api.saveBundle, async ({ body, request }) =>
    db.kysely.transaction().execute(async (trx) => {
      const { before, after } = await saveBundle(trx, body);
      await audit(trx, request, { action: before ? 'bundle.update' : 'bundle.create', targetType: 'bundle', targetId: after.id, before, after });
      return { bundle: after };
    }),
  );

  registerEndpoint(app, api.adminDiscountCodes, async () => {
    const [codes, { countries }] = await Promise.all([listCodes(db.kysely), listPrices(db.kysely)]);
    return { codes, countries };
  });

  registerEndpoint(app, api.createDiscountCode, async ({ body, request }) =>
    db.kysely.transaction().execute(async (trx) => {
      const code = await createCode(trx, body);
      await audit(trx, request, { action: 'discount_code.create', targetType: 'discount_code', targetId: code.id, before: null, after: code });
      return { code };
    }),
  );

  registerEndpoint(app, api.deactivateDiscountCode, async ({ body, request }) =>
    db.kysely.transaction().execute(async (trx) => {
      const { before, after } = await deactivateCode(trx, body.id);
      await audit(trx, request, { action: 'discount_code.deactivate', targetType: 'discount_code', targetId: after.id, before: { status: before.status }, after: { status: after.status, code: after.code } });
      return { code: after };
    }),
  );

  registerEndpoint(app, api.adminSiteSettings, async () => ({ sites: await listSiteSwitches(db.kysely) }));

  registerEndpoint(app, api.saveSiteSettings, async ({ body, request }) => {
    const saved = await db.kysely.transaction().execute(async (trx) => {
      const { before, after } = await saveSiteSwitches(trx, body.domain, body.switches);
      await audit(trx, request, { action: 'settings.update', targetType: 'site', targetId: body.domain, before: before.switches, after: after.switches });
      return { site: after };
    });
    // This host follows at once; the others when the change's notice reaches them (migration 0034).
    siteVariants.clear();
    return saved;
  });
}

export default routePlugin('staff', priceRoutes);
