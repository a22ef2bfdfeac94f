import type { FastifyInstance, FastifyRequest } from 'fastify';
import { api } from 'shared-kernel/contract';
import { collect, directDebitStatus } from '../../../domain/direct-debit/collections';
import { confirmChallenge, startChallenge } from '../../../domain/direct-debit/mandates';
import { priceCountryFor } from '../../../domain/prices/bundles';
import type { CheckoutContext } from '../../../domain/payments/payments';
import { geoipCountryOf } from '../../../domain/site/site-variant';
import { registerEndpoint } from '../../route';
import { siteOriginOf } from '../../site-origin';
import { routePlugin } from '../../route-plugin';

/**
 * Direct debit (issue 13): the member's mandate status, the form that sends the SMS code, the
 * code that signs the mandate and makes the first collection, and a collection on the mandate.
 * Thin over domain/direct-debit; registered in the member context (private answers).
 */
export async function directDebitPlugin(app: FastifyInstance): Promise<void> {
  const { db, config } = app.deps;
  const ddConfig = config.directDebit;

  const placeOf = async (request: FastifyRequest): Promise<{ siteDomain: string; country: string }> => {
    const [site, viewer] = await Promise.all([request.siteVariant(), request.viewer()]);
    return { siteDomain: site.domain, country: await priceCountryFor(db.kysely, site, viewer?.country ?? null, geoipCountryOf(request)) };
  };
  const checkout = (request: FastifyRequest): CheckoutContext => ({
    db: db.kysely,
    provider: app.deps.payments.get(),
    config,
    origin: siteOriginOf(config, request),
    log: request.log,
  });

  registerEndpoint(app, api.directDebit, async ({ requireUser }) =>
    directDebitStatus({ db: db.kysely, config: ddConfig, provider: app.deps.payments.get() }, requireUser().userId),
  );

  registerEndpoint(app, api.startDirectDebit, async ({ body, request, requireUser }) => {
    await request.member();
    const userId = requireUser().userId;
    const challenge = await startChallenge({ db: db.kysely, provider: app.deps.payments.get(), config: ddConfig, log: request.log }, {
      userId,
      ...(await placeOf(request)),
      ip: request.ip,
      language: await request.language(),
      form: body,
    });
    request.log.info({ userId, bundleId: body.bundle_id, discountCode: challenge.discount_code }, 'direct debit: SMS code sent');
    return { challenge };
  });

  registerEndpoint(app, api.confirmDirectDebit, async ({ body, request, requireUser }) => {
    await request.member();
    const userId = requireUser().userId;
    const ctx = checkout(request);
    const signed = await confirmChallenge({ db: db.kysely, provider: ctx.provider, config: ddConfig, log: request.log }, { userId, challengeId: body.challenge_id, otp: body.otp });
    request.log.info({ userId, mandate: signed.mandate.reference }, 'direct debit: mandate signed');
    try {
      return await collect(ctx, ddConfig, { userId, ...(await placeOf(request)), bundleId: signed.bundleId, discountCode: signed.discountCode, idempotencyKey: body.idempotency_key, mandate: signed.mandate });
    } catch (err) {
      // The mandate stays; the code may be given again to retry the collection.
      await signed.release();
      throw err;
    }
  });

  registerEndpoint(app, api.collectDirectDebit, async ({ body, request, requireUser }) => {
    await request.member();
    const userId = requireUser().userId;
    return collect(checkout(request), ddConfig, { userId, ...(await placeOf(request)), bundleId: body.bundle_id, discountCode: body.discount_code, idempotencyKey: body.idempotency_key });
  });
}

export default routePlugin('member', directDebitPlugin);
