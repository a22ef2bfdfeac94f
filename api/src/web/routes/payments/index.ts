import type { FastifyInstance, FastifyRequest } from 'fastify';
import { api } from 'shared-kernel/contract';
import { registerEndpoint } from '../../route';
import { siteOriginOf } from '../../site-origin';
import { bundlesOfViewer, priceCountryFor } from '../../../domain/prices/bundles';
import {
  bundleNotFound,
  checkOwnPayment,
  listTransactions,
  providerUnavailable,
  receiptFor,
  startPayment,
  type CheckoutContext,
} from '../../../domain/payments/payments';
import { PaymentProviderError } from '../../../domain/payments/provider';
import { applyProviderStatus, paymentIdOfProviderId } from '../../../domain/payments/transitions';
import { geoipCountryOf } from '../../../domain/site/site-variant';
import { collect, repeatOrderWithMandate } from '../../../domain/direct-debit/collections';
import { rateLimited } from '../../../domain/rate-limit';
import { claimWebhookLookup, hitWebhookAddressLimit } from '../../../domain/payments/webhook-throttle';
import { byKey } from '../../../domain/errors';
import { routePlugin } from '../../route-plugin';

/**
 * Payments (issue 12): bundles, checkout, the result check, transactions, repeat order, and the
 * provider's webhook. Thin over domain/payments. `paymentsPlugin` holds the public routes
 * (bundles, webhook); `paymentMemberRoutes` the member's, registered in the member context
 * (Cache-Control: private, no-store).
 */

/** Prices depend on the member's or visitor's country: private to the browser, re-checked after a minute. */
const BUNDLES_CACHE = 'private, max-age=60';

/** The country whose prices this request sees (member's profile, geo IP, site). */
async function priceCountryOf(app: FastifyInstance, request: FastifyRequest): Promise<{ siteDomain: string; country: string }> {
  const [site, viewer] = await Promise.all([request.siteVariant(), request.viewer()]);
  const country = await priceCountryFor(app.deps.db.kysely, site, viewer?.country ?? null, geoipCountryOf(request));
  return { siteDomain: site.domain, country };
}

const checkoutContext = (app: FastifyInstance, request: FastifyRequest): CheckoutContext => ({
  db: app.deps.db.kysely,
  provider: app.deps.payments.get(),
  config: app.deps.config,
  origin: siteOriginOf(app.deps.config, request),
  log: request.log,
});

export async function paymentsPlugin(app: FastifyInstance): Promise<void> {
  const { db } = app.deps;

  registerEndpoint(app, api.bundles, async ({ request, reply }) => {
    const [site, viewer] = await Promise.all([request.siteVariant(), request.viewer()]);
    reply.header('cache-control', BUNDLES_CACHE);
    reply.header('vary', 'cookie, cf-ipcountry, x-country, x-geoip-country');
    return bundlesOfViewer(db.kysely, site, viewer?.country ?? null, geoipCountryOf(request));
  });

  // The provider's webhook: a form post (Mollie: `id=tr_...`). Our state changes only after the
  // provider confirms it when asked; an unknown id is answered 200 (nothing to retry). Throttled
  // (domain/payments/webhook-throttle.ts): per client address (429 over the cap), and per payment
  // (a repeat moments after a lookup is answered 200 without asking the provider again).
  // A form post of at most 1 KB (`bodyKind: 'form'`, `bodyLimit` in the contract).
  registerEndpoint(app, api.paymentWebhook, async ({ body, request, reply }) => {
      reply.header('cache-control', 'no-store');
      const { config } = app.deps;
      const limit = await hitWebhookAddressLimit(db.kysely, request.ip, config.paymentWebhookPerMinute);
      if (!limit.allowed) {
        request.log.warn({ ip: request.ip }, 'payment webhook: too many calls from this address; 429');
        throw rateLimited(limit.retryAfterMs);
      }
      const paymentId = await paymentIdOfProviderId(db.kysely, body.id);
      if (paymentId === undefined) {
        request.log.warn({ providerId: body.id.slice(0, 64) }, 'payment webhook: unknown payment id; ignored');
        return { ok: true as const };
      }
      const claim = await claimWebhookLookup(db.kysely, body.id, config.paymentWebhookRepeatSeconds);
      if (!claim) {
        request.log.info({ paymentId, providerId: body.id }, 'payment webhook: looked up moments ago; not asked again');
        return { ok: true as const };
      }
      try {
        const provider = app.deps.payments.get();
        if (!provider) throw providerUnavailable();
        try {
          const result = await applyProviderStatus(db.kysely, provider, paymentId, request.log);
          request.log.info({ paymentId, providerId: body.id, outcome: result.outcome, state: result.outcome === 'applied' ? result.state : undefined }, 'payment webhook');
        } catch (err) {
          if (!(err instanceof PaymentProviderError)) throw err;
          // Unreachable or failing: 503, so the provider calls again. A payment it does not know: 200.
          if (err.statusCode === undefined || err.statusCode >= 500 || err.statusCode === 429) {
            request.log.warn({ paymentId, providerId: body.id, err: err.message, statusCode: err.statusCode }, 'payment webhook: provider unreachable; asking for a retry');
            throw providerUnavailable();
          }
          request.log.warn({ paymentId, providerId: body.id, err: err.message, statusCode: err.statusCode }, 'payment webhook: the provider refused the lookup; ignored');
        }
      } catch (err) {
        // Nothing was learnt: the provider's retry must be able to ask again at once.
        await claim.release();
        throw err;
      }
      return { ok: true as const };
  });
}

/** The member's payment routes (registered in the member context). */
export async function paymentMemberRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.deps;

  registerEndpoint(app, api.startPayment, async ({ body, request, requireUser }) => {
    const viewer = await request.member();
    const { siteDomain, country } = await priceCountryOf(app, request);
    const { payment, created } = await startPayment(checkoutContext(app, request), {
      userId: requireUser().userId,
      siteDomain,
      country,
      bundleId: body.bundle_id,
      method: body.method,
      idempotencyKey: body.idempotency_key,
      discountCode: body.discount_code,
    });
    if (!created) request.log.info({ paymentId: payment.id, userId: viewer.userId }, 'payment: same idempotency key, same payment');
    return { payment };
  });

  registerEndpoint(app, api.payment, async ({ query, request, requireUser }) => {
    const ctx = checkoutContext(app, request);
    return { payment: await checkOwnPayment(ctx, requireUser().userId, query.id) };
  });

  registerEndpoint(app, api.transactions, async ({ requireUser }) => ({ transactions: await listTransactions(db.kysely, requireUser().userId) }));

  registerEndpoint(app, api.receipt, async ({ query, request, reply, requireUser }) => {
    const userId = requireUser().userId;
    const { pdf, reference } = await receiptFor(db.kysely, userId, query.id, app.deps.config.repoRoot);
    request.log.info({ paymentId: query.id, userId }, 'payment: receipt downloaded');
    reply.type('application/pdf');
    reply.header('content-disposition', `attachment; filename="hartklop-${reference}.pdf"`);
    return new Uint8Array(pdf);
  });

    registerEndpoint(app, api.repeatOrderInfo, async ({ request, requireUser }) => {
    await request.member();
    const { siteDomain, country } = await priceCountryOf(app, request);
    return (await repeatOrderWithMandate(db.kysely, requireUser().userId, siteDomain, country)).info;
  });

  registerEndpoint(app, api.repeatOrder, async ({ body, request, requireUser }) => {
    await request.member();
    const userId = requireUser().userId;
    const { siteDomain, country } = await priceCountryOf(app, request);
    const { info, mandate } = await repeatOrderWithMandate(db.kysely, userId, siteDomain, country);
    if (!info.last) throw bundleNotFound(byKey('errors.payments.noRepeatOrder'));
    // With a valid mandate: by direct debit, in one step (issue 13, item 6).
    if (mandate) {
      const collection = await collect(checkoutContext(app, request), app.deps.config.directDebit, { userId, siteDomain, country, bundleId: info.last.bundle.id, idempotencyKey: body.idempotency_key, mandate });
      return { payment: collection.payment };
    }
    const { payment } = await startPayment(checkoutContext(app, request), {
      userId,
      siteDomain,
      country,
      bundleId: info.last.bundle.id,
      method: info.last.method,
      idempotencyKey: body.idempotency_key,
    });
    return { payment };
  });
}

export default [routePlugin('public', paymentsPlugin), routePlugin('member', paymentMemberRoutes)];
