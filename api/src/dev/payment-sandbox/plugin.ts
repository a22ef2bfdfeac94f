import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { closedPaths, paymentSandboxEnabled, SANDBOX_API_PREFIX, SANDBOX_PAGES_PREFIX, SANDBOX_PATHS } from '../../web/dev-doubles';
import { notFound, sendApiError } from '../../web/errors';
import { isLocalClient } from '../../web/local-client';
import { isSiteOrigin } from '../../web/site-origin';
import { CONTROL_CHARACTER, findControlCharacter } from '../../domain/validation';
import { toCents } from '../../domain/payments/provider';
import { checkoutPage, errorPage, OUTCOMES, overviewPage, type Outcome } from './pages';
import {
  chargebackListResource,
  checkoutPath,
  customerResource,
  errorResource,
  mandateResource,
  paymentResource,
  refundResource,
  type PaymentTotals,
} from './resources';
import {
  chargeBackSandboxPayment,
  chargebacksOf,
  chooseIssuer,
  chooseMethod,
  createSandboxPayment,
  expireDueSandboxPayments,
  findSandboxPayment,
  IDEAL_BANKS,
  listSandboxPayments,
  moveSandboxPayment,
  refundSandboxPayment,
  refundsOf,
  SANDBOX_METHODS,
  sandboxDb,
  type SandboxDb,
  type SandboxPayment,
} from './store';
import { SandboxWebhookDelivery, type WebhookTarget } from './webhooks';
import { createSandboxCustomer, createSandboxMandate, findSandboxCustomer, findSandboxMandate, revokeSandboxMandate } from './mandates';
import { PAYMENT_STATUSES } from '../../domain/payments/provider';

/**
 * The embedded sandbox payment provider (issue 12; ARCHITECTURE §5, Payments): the subset of
 * Mollie's v2 REST API the Mollie adapter uses, at `/v2/*` (Bearer `test_...` key), and the hosted
 * pages at `/payment-sandbox/*`. Only when `config.paymentSandbox`, and only to a client on this
 * machine (`isLocalClient`, as the local mailbox: the app itself calls it over loopback); otherwise
 * both prefixes answer a JSON 404 (never the shell). It calls webhooks on the site's own origins
 * only (`isSiteOrigin`): a payment with any other webhook URL is refused (422).
 * A development double (api/src/dev): app.ts imports this module only when `paymentSandboxEnabled`
 * (web/dev-doubles.ts); the check below stays, should it ever be registered while off.
 */
const TEST_KEY = /^Bearer test_[A-Za-z0-9]{20,64}$/;
const PAYMENT_ID = /^tr_[A-Za-z0-9]{10}$/;
const PAGE_CSP = "default-src 'none'; style-src 'unsafe-inline'; form-action 'self' http: https:; frame-ancestors 'none'; base-uri 'none'";

export interface PaymentSandboxOptions {
  /** How often the webhook outbox and the expiry of open payments are checked (default 1 s). */
  checkIntervalMs?: number;
}

const originOf = (request: FastifyRequest): string => `${request.protocol}://${request.host}`;

const httpUrl = z
  .string()
  .max(2000)
  .refine((value) => {
    try {
      const url = new URL(value);
      return (url.protocol === 'http:' || url.protocol === 'https:') && url.username === '' && url.password === '';
    } catch {
      return false;
    }
  }, 'moet een http(s)-adres zijn');

const amountSchema = z.object({
  currency: z.string().regex(/^[A-Z]{3}$/, 'moet een valutacode zijn (EUR)'),
  value: z
    .string()
    .regex(/^\d{1,7}\.\d{2}$/, 'moet een bedrag met twee decimalen zijn ("10.00")')
    .refine((v) => /^\d{1,7}\.\d{2}$/.test(v) && toCents(v) > 0, 'moet groter dan nul zijn'),
});

const metadataSchema = z.unknown().refine((v) => v === undefined || JSON.stringify(v).length <= 1024, 'mag hoogstens 1024 tekens zijn');

const createPaymentSchema = z
  .looseObject({
    amount: amountSchema,
    description: z.string().trim().min(1).max(255),
    redirectUrl: httpUrl.optional(),
    webhookUrl: httpUrl.nullish(),
    method: z.enum([...SANDBOX_METHODS, 'directdebit']).nullish(),
    metadata: metadataSchema.optional(),
    sequenceType: z.enum(['oneoff', 'recurring']).optional(),
    customerId: z.string().max(40).optional(),
    mandateId: z.string().max(40).optional(),
  })
  // As at Mollie: a one-off payment needs a redirect URL (the member comes back from the checkout);
  // a recurring one needs a customer and has no checkout.
  .refine((body) => body.sequenceType === 'recurring' || body.redirectUrl !== undefined, { message: 'is required', path: ['redirectUrl'] })
  .refine((body) => body.sequenceType !== 'recurring' || body.customerId !== undefined, { message: 'is required for recurring payments', path: ['customerId'] })
  .refine((body) => body.sequenceType === 'recurring' || body.method !== 'directdebit', { message: 'direct debit needs a mandate (sequenceType recurring)', path: ['method'] });

const createCustomerSchema = z.looseObject({
  name: z.string().max(255).nullish(),
  email: z.string().max(320).nullish(),
  metadata: metadataSchema.optional(),
});

const createMandateSchema = z.looseObject({
  method: z.literal('directdebit'),
  consumerName: z.string().trim().min(1).max(255),
  consumerAccount: z.string().min(1).max(64),
  consumerBic: z.string().max(11).nullish(),
  signatureDate: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'must be YYYY-MM-DD').optional(),
  mandateReference: z.string().max(35).optional(),
});

const createRefundSchema = z.looseObject({
  amount: amountSchema,
  description: z.string().max(255).optional(),
  metadata: metadataSchema.optional(),
});

/** A lone UTF-16 surrogate (half of a pair): PostgreSQL cannot store it (nor NUL, a control character). */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const invalidText = (text: string): boolean => CONTROL_CHARACTER.test(text) || LONE_SURROGATE.test(text);

class HalError extends Error {
  constructor(
    readonly status: number,
    readonly title: string,
    detail: string,
    readonly field?: string,
  ) {
    super(detail);
  }
}

const TITLES: Record<number, string> = { 400: 'Bad Request', 401: 'Unauthorized Request', 404: 'Not Found', 409: 'Conflict', 413: 'Request Entity Too Large', 415: 'Unsupported Media Type', 422: 'Unprocessable Entity' };

const sendHal = (reply: FastifyReply, status: number, body: Record<string, unknown>): FastifyReply =>
  reply.code(status).type('application/hal+json; charset=utf-8').header('cache-control', 'no-store').send(body);

function parseBody<T>(schema: z.ZodType<T>, body: unknown): T {
  // Checked before the schema, in every string and key (metadata included): a 422, never a 500 from the database.
  const invalid = findControlCharacter(body, invalidText);
  if (invalid) {
    throw new HalError(422, 'Unprocessable Entity', `The ${invalid.path ?? 'request'} contains an invalid character`, invalid.path ?? undefined);
  }
  const parsed = schema.safeParse(body ?? {});
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const field = issue ? issue.path.map(String).join('.') : undefined;
  throw new HalError(422, 'Unprocessable Entity', `The ${field || 'request'} is invalid: ${issue?.message ?? 'invalid'}`, field || undefined);
}

async function totalsOf(db: SandboxDb, id: string): Promise<PaymentTotals> {
  const [refunds, chargebacks] = [await refundsOf(db, id), await chargebacksOf(db, id)];
  return {
    refundedCents: refunds.reduce((sum, r) => sum + r.amount_cents, 0),
    chargedBackCents: chargebacks.filter((c) => c.reversed_at === null).reduce((sum, c) => sum + c.amount_cents, 0),
  };
}

async function paymentOr404(db: SandboxDb, id: string): Promise<SandboxPayment> {
  const payment = PAYMENT_ID.test(id) ? await findSandboxPayment(db, id) : undefined;
  if (!payment) throw new HalError(404, 'Not Found', `No payment exists with token ${id.slice(0, 40)}.`);
  return payment;
}

async function customerOr404(db: SandboxDb, id: string) {
  const customer = await findSandboxCustomer(db, id);
  if (!customer) throw new HalError(404, 'Not Found', `No customer exists with token ${id.slice(0, 40)}.`);
  return customer;
}

const idempotencyKeyOf = (request: FastifyRequest): string | null => {
  const key = request.headers['idempotency-key'];
  return typeof key === 'string' && key !== '' && key.length <= 200 && !invalidText(key) ? key : null;
};

/** The Mollie-like API: Bearer test_ key, JSON in, HAL JSON out, HAL errors. */
function apiRoutes(db: SandboxDb, delivery: SandboxWebhookDelivery, webhookTarget: WebhookTarget) {
  return async (api: FastifyInstance): Promise<void> => {
    api.setErrorHandler((error: FastifyError | HalError, request, reply) => {
      if (error instanceof HalError) return sendHal(reply, error.status, errorResource(error.status, error.title, error.message, error.field));
      const status = typeof error.statusCode === 'number' && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
      if (status === 500) request.log.error({ err: error }, 'payment sandbox: request failed');
      return sendHal(reply, status, errorResource(status, TITLES[status] ?? 'Error', status === 500 ? 'Internal error' : error.message));
    });
    api.addHook('onRequest', async (request) => {
      if (!TEST_KEY.test(request.headers.authorization ?? '')) {
        throw new HalError(401, 'Unauthorized Request', 'Missing authentication, or failed to authenticate');
      }
    });

    api.post('/payments', async (request, reply) => {
      const body = parseBody(createPaymentSchema, request.body);
      // Mollie refuses a webhook URL it cannot reach; the sandbox one off the site's own origins.
      if (body.webhookUrl !== undefined && body.webhookUrl !== null && !webhookTarget(body.webhookUrl)) {
        throw new HalError(422, 'Unprocessable Entity', "The webhook URL is invalid because it is not on the site's own origin", 'webhookUrl');
      }
      let recurring: { customerId: string; mandateId: string } | undefined;
      if (body.sequenceType === 'recurring') {
        const customer = await findSandboxCustomer(db, body.customerId ?? '');
        if (!customer) throw new HalError(404, 'Not Found', 'No customer exists with this token.', 'customerId');
        const mandate = body.mandateId !== undefined ? await findSandboxMandate(db, customer.id, body.mandateId) : undefined;
        if (!mandate || mandate.status !== 'valid') throw new HalError(422, 'Unprocessable Entity', 'The customer has no valid mandate for this payment', 'mandateId');
        recurring = { customerId: customer.id, mandateId: mandate.id };
      }
      const payment = await createSandboxPayment(db, {
        amountCents: toCents(body.amount.value),
        currency: body.amount.currency,
        description: body.description,
        redirectUrl: body.redirectUrl ?? null,
        webhookUrl: body.webhookUrl ?? null,
        method: recurring ? 'directdebit' : (body.method ?? null),
        metadata: body.metadata ?? null,
        idempotencyKey: idempotencyKeyOf(request),
        ...(recurring ? { recurring } : {}),
      });
      return sendHal(reply, 201, paymentResource(originOf(request), payment, await totalsOf(db, payment.id)));
    });

    api.get<{ Params: { id: string } }>('/payments/:id', async (request, reply) => {
      const payment = await paymentOr404(db, request.params.id);
      return sendHal(reply, 200, paymentResource(originOf(request), payment, await totalsOf(db, payment.id)));
    });

    // Mollie's cancel: an open payment (isCancelable) becomes canceled, answered with the payment;
    // anything else is 422, as at Mollie ("The payment cannot be canceled").
    api.delete<{ Params: { id: string } }>('/payments/:id', async (request, reply) => {
      const payment = await paymentOr404(db, request.params.id);
      if (payment.status !== 'open') throw new HalError(422, 'Unprocessable Entity', 'The payment cannot be canceled');
      const result = await moveSandboxPayment(db, payment.id, 'canceled');
      if (!result.moved || !result.payment) throw new HalError(422, 'Unprocessable Entity', 'The payment cannot be canceled');
      delivery.kick();
      return sendHal(reply, 200, paymentResource(originOf(request), result.payment, await totalsOf(db, payment.id)));
    });

    api.post<{ Params: { id: string } }>('/payments/:id/refunds', async (request, reply) => {
      const payment = await paymentOr404(db, request.params.id);
      const body = parseBody(createRefundSchema, request.body);
      const result = await refundSandboxPayment(db, payment.id, {
        amountCents: toCents(body.amount.value),
        currency: body.amount.currency,
        description: body.description ?? '',
      });
      if (!result.ok) {
        const detail = {
          not_found: 'The payment no longer exists',
          not_paid: 'The payment is not paid, so it cannot be refunded',
          currency: 'The refund currency must be the payment currency',
          too_much: 'The amount is higher than the amount that can be refunded',
        }[result.reason];
        throw new HalError(422, 'Unprocessable Entity', detail, result.reason === 'not_paid' ? undefined : 'amount');
      }
      delivery.kick();
      return sendHal(reply, 201, refundResource(originOf(request), result.refund));
    });

    api.get<{ Params: { id: string } }>('/payments/:id/chargebacks', async (request, reply) => {
      const payment = await paymentOr404(db, request.params.id);
      return sendHal(reply, 200, chargebackListResource(originOf(request), payment.id, await chargebacksOf(db, payment.id)));
    });

    api.post('/customers', async (request, reply) => {
      const body = parseBody(createCustomerSchema, request.body);
      const customer = await createSandboxCustomer(db, { name: body.name ?? null, email: body.email ?? null, metadata: body.metadata ?? null, idempotencyKey: idempotencyKeyOf(request) });
      return sendHal(reply, 201, customerResource(originOf(request), customer));
    });

    api.get<{ Params: { customerId: string } }>('/customers/:customerId', async (request, reply) => {
      const customer = await customerOr404(db, request.params.customerId);
      return sendHal(reply, 200, customerResource(originOf(request), customer));
    });

    api.post<{ Params: { customerId: string } }>('/customers/:customerId/mandates', async (request, reply) => {
      const customer = await customerOr404(db, request.params.customerId);
      const body = parseBody(createMandateSchema, request.body);
      const result = await createSandboxMandate(db, customer.id, {
        consumerName: body.consumerName,
        consumerAccount: body.consumerAccount,
        consumerBic: body.consumerBic ?? null,
        signatureDate: body.signatureDate ?? null,
        mandateReference: body.mandateReference ?? null,
        idempotencyKey: idempotencyKeyOf(request),
      });
      if (!result.ok) throw new HalError(422, 'Unprocessable Entity', result.detail, result.field);
      return sendHal(reply, 201, mandateResource(originOf(request), result.mandate));
    });

    api.get<{ Params: { customerId: string; mandateId: string } }>('/customers/:customerId/mandates/:mandateId', async (request, reply) => {
      const customer = await customerOr404(db, request.params.customerId);
      const mandate = await findSandboxMandate(db, customer.id, request.params.mandateId);
      if (!mandate) throw new HalError(404, 'Not Found', `No mandate exists with token ${request.params.mandateId.slice(0, 40)}.`);
      return sendHal(reply, 200, mandateResource(originOf(request), mandate));
    });

    api.delete<{ Params: { customerId: string; mandateId: string } }>('/customers/:customerId/mandates/:mandateId', async (request, reply) => {
      const customer = await customerOr404(db, request.params.customerId);
      if (!(await revokeSandboxMandate(db, customer.id, request.params.mandateId))) {
        throw new HalError(404, 'Not Found', `No mandate exists with token ${request.params.mandateId.slice(0, 40)}.`);
      }
      return reply.code(204).header('cache-control', 'no-store').send();
    });

    api.all('/*', async () => {
      throw new HalError(404, 'Not Found', 'The sandbox does not offer this part of the API');
    });
  };
}

const sendPage = (reply: FastifyReply, status: number, html: string): FastifyReply =>
  reply.code(status).type('text/html; charset=utf-8').header('cache-control', 'no-store').header('content-security-policy', PAGE_CSP).send(html);

const formField = (body: unknown, name: string): string | undefined => {
  const value = typeof body === 'object' && body !== null ? (body as Record<string, unknown>)[name] : undefined;
  return typeof value === 'string' ? value : undefined;
};

class PageError extends Error {
  constructor(
    readonly status: number,
    readonly title: string,
    text: string,
  ) {
    super(text);
  }
}

/** The hosted pages: checkout per method (outcome chosen by the tester) and the overview. */
function pageRoutes(db: SandboxDb, delivery: SandboxWebhookDelivery) {
  return async (pages: FastifyInstance): Promise<void> => {
    pages.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 4096 }, (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(typeof body === 'string' ? body : body.toString('utf8'))));
    });
    pages.setErrorHandler((error: FastifyError | PageError, request, reply) => {
      if (error instanceof PageError) return sendPage(reply, error.status, errorPage(error.title, error.message));
      const status = typeof error.statusCode === 'number' && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
      if (status === 500) request.log.error({ err: error }, 'payment sandbox: page failed');
      return sendPage(reply, status, errorPage(status === 500 ? 'Er ging iets mis' : 'Ongeldig verzoek', status === 500 ? 'Probeer het later opnieuw.' : 'Dit verzoek kan niet worden verwerkt.'));
    });
    // A form field with a control character (NUL, ...) is no choice on these pages: 422, never a 500.
    pages.addHook('preValidation', async (request) => {
      if (request.body !== undefined && findControlCharacter(request.body, invalidText)) {
        throw new PageError(422, 'Ongeldige invoer', 'Dit formulier bevat een ongeldig teken.');
      }
    });
    const form = { config: { formBody: true } };
    const paymentOrPage404 = async (id: string): Promise<SandboxPayment> => {
      const payment = PAYMENT_ID.test(id) ? await findSandboxPayment(db, id) : undefined;
      if (!payment) throw new PageError(404, 'Betaling niet gevonden', 'Deze testbetaling bestaat niet.');
      return payment;
    };

    pages.get('/', async (_request, reply) => {
      const payments = await listSandboxPayments(db);
      const rows = [];
      for (const payment of payments) {
        const totals = await totalsOf(db, payment.id);
        rows.push({ payment, refundedCents: totals.refundedCents, chargedBack: totals.chargedBackCents > 0 });
      }
      return sendPage(reply, 200, overviewPage(rows));
    });

    pages.get<{ Params: { id: string } }>('/checkout/:id', async (request, reply) => {
      const payment = await paymentOrPage404(request.params.id);
      return sendPage(reply, 200, checkoutPage(payment, checkoutPath(payment.id)));
    });

    pages.post<{ Params: { id: string } }>('/checkout/:id', form, async (request, reply) => {
      const payment = await paymentOrPage404(request.params.id);
      const back = checkoutPath(payment.id);
      const method = formField(request.body, 'method');
      const bank = formField(request.body, 'bank');
      const outcome = formField(request.body, 'outcome');
      if (payment.status !== 'open') throw new PageError(409, 'Betaling niet meer open', 'Voor deze betaling is al een uitkomst gekozen.');
      if (method !== undefined) {
        if (!(SANDBOX_METHODS as readonly string[]).includes(method)) throw new PageError(400, 'Ongeldige keuze', 'Kies een van de betaalmethoden.');
        await chooseMethod(db, payment.id, method as (typeof SANDBOX_METHODS)[number]);
        return reply.redirect(back, 303);
      }
      if (bank !== undefined) {
        if (payment.method !== 'ideal' || !IDEAL_BANKS.some((b) => b.id === bank)) throw new PageError(400, 'Ongeldige keuze', 'Kies een van de banken.');
        await chooseIssuer(db, payment.id, bank);
        return reply.redirect(back, 303);
      }
      if (outcome === undefined || !(OUTCOMES as readonly string[]).includes(outcome)) throw new PageError(400, 'Ongeldige keuze', 'Kies een uitkomst van de betaling.');
      if (payment.method === null) throw new PageError(409, 'Kies eerst een betaalmethode', 'Deze betaling heeft nog geen betaalmethode.');
      if (payment.method === 'ideal' && payment.issuer === null) throw new PageError(409, 'Kies eerst je bank', 'Bij iDEAL kies je eerst je bank.');
      if ((outcome as Outcome) !== 'open') {
        const result = await moveSandboxPayment(db, payment.id, outcome as Exclude<Outcome, 'open'>);
        if (!result.moved) throw new PageError(409, 'Betaling niet meer open', 'Voor deze betaling is al een uitkomst gekozen.');
        delivery.kick();
      }
      return reply.redirect(payment.redirect_url ?? `${SANDBOX_PAGES_PREFIX}/`, 303);
    });

    pages.post<{ Params: { id: string } }>('/payments/:id/status', form, async (request, reply) => {
      const payment = await paymentOrPage404(request.params.id);
      const status = formField(request.body, 'status');
      if (status === undefined || !(PAYMENT_STATUSES as readonly string[]).includes(status) || status === 'open') {
        throw new PageError(400, 'Ongeldige keuze', 'Kies een geldige status.');
      }
      const result = await moveSandboxPayment(db, payment.id, status as (typeof PAYMENT_STATUSES)[number]);
      if (!result.moved) throw new PageError(409, 'Status niet gewijzigd', 'Een betaling gaat alleen vooruit: deze status kan niet meer.');
      delivery.kick();
      return reply.redirect(`${SANDBOX_PAGES_PREFIX}/`, 303);
    });

    pages.post<{ Params: { id: string } }>('/payments/:id/chargeback', form, async (request, reply) => {
      const payment = await paymentOrPage404(request.params.id);
      const chargeback = await chargeBackSandboxPayment(db, payment.id);
      if (!chargeback) throw new PageError(409, 'Geen terugboeking mogelijk', 'Alleen een betaalde betaling zonder terugboeking kan worden teruggeboekt.');
      delivery.kick();
      return reply.redirect(`${SANDBOX_PAGES_PREFIX}/`, 303);
    });
  };
}

export async function paymentSandboxPlugin(app: FastifyInstance, options: PaymentSandboxOptions = {}): Promise<void> {
  if (!paymentSandboxEnabled(app.deps.config)) {
    // Off: unreachable. A JSON 404 for every method (the SPA fallback would answer the shell).
    await closedPaths(SANDBOX_PATHS)(app);
    return;
  }
  // This plugin's own context: the hook guards only the sandbox's routes. Anyone not on this
  // machine gets the 404 of a switched-off sandbox (the app itself calls it over loopback).
  app.addHook('onRequest', async (request, reply) => {
    if (!isLocalClient(request)) {
      request.log.info({ url: request.url }, 'payment sandbox refused to a client that is not on this machine');
      await sendApiError(reply, notFound());
      return reply;
    }
    return undefined;
  });
  const db = sandboxDb(app.deps.db.kysely);
  const webhookTarget: WebhookTarget = (url) => isSiteOrigin(app.deps.config, url, app.server.listening ? app.server.address() : null);
  const delivery = new SandboxWebhookDelivery(db, app.log, webhookTarget, options.checkIntervalMs ?? 1_000, () => expireDueSandboxPayments(db));
  app.addHook('onReady', async () => delivery.start());
  app.addHook('preClose', async () => delivery.stop());
  await app.register(apiRoutes(db, delivery, webhookTarget), { prefix: SANDBOX_API_PREFIX });
  await app.register(pageRoutes(db, delivery), { prefix: SANDBOX_PAGES_PREFIX });
}
