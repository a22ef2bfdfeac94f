import { randomUUID } from 'node:crypto';
import type https from 'node:https';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import cookie from '@fastify/cookie';
import compress from '@fastify/compress';
import type { Config } from './config';
import type { DatabaseHandle } from './db/database';
import { closedPaths, MAILBOX_PATHS, mailboxEnabled, paymentSandboxEnabled, SANDBOX_PATHS } from './http/dev-doubles';
import { installErrorHandler, httpError, sendApiError } from './http/errors';
import { byKey } from './domain/errors';
import { installMemberContext } from './http/member-context';
import { installRequestFacts } from './http/request-facts';
import { cookieDefaults, installSecurity } from './http/security';
import { accountsPlugin } from './plugins/accounts/index';
import { adminPlugin } from './plugins/admin/index';
import { chatPlugin } from './plugins/chat/index';
import { complaintsPlugin } from './plugins/complaints/index';
import { moderationPlugin } from './plugins/moderation/index';
import { landersPlugin } from './plugins/landers/index';
import { regionCountsPlugin } from './plugins/region-counts/index';
import { createSessionService, type SessionService } from './domain/accounts/sessions';
import { contentPlugin } from './plugins/content/index';
import { directDebitPlugin } from './plugins/direct-debit/index';
import { eventsPlugin } from './plugins/events/index';
import { geoPlugin } from './plugins/geo/index';
import { giftsPlugin } from './plugins/gifts/index';
import { healthPlugin } from './plugins/health/index';
import { mailFeedbackPlugin } from './plugins/mail/feedback';
import { membersPlugin } from './plugins/members/index';
import { paymentMemberRoutes, paymentsPlugin } from './plugins/payments/index';
import { promotionsPlugin } from './plugins/promotions/index';
import { paymentProviderSource, type PaymentProviderSource } from './domain/payments/provider-source';
import type { PaymentProvider } from './domain/payments/provider';
import { profilePlugin } from './plugins/profile/index';
import { pushPlugin, pushRoutes } from './plugins/push/index';
import { installNotFoundHandler, staticPlugin } from './plugins/static/index';
import { sitePlugin } from './plugins/site/index';
import { messageForViewer, sentMessage } from './domain/chat/messages';
import { LiveHub } from './realtime/hub';
import type { ChatEvents } from './realtime/notices';

/** What every plugin needs, reachable as `app.deps`. */
export interface AppDeps {
  db: DatabaseHandle;
  config: Config;
  sessions: SessionService;
  /** Epoch ms when the app was built. */
  startedAt: number;
  /** The messages this process committed, passed on by `live` from their notices (push listens): `live.committed`. */
  chatEvents: ChatEvents;
  /** Live delivery of this process: LISTENs for notices and feeds its event streams (GET /api/events.php). */
  live: LiveHub;
  /** The payment provider (Mollie, the embedded sandbox, or none): domain/payments/provider-source.ts. */
  payments: PaymentProviderSource;
}

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps;
  }
}

export interface BuildAppOptions {
  db: DatabaseHandle;
  config: Config;
  /** A pino logger to use; by default one is made from `config.logLevel`. */
  logger?: FastifyBaseLogger;
  /** The agent of web push requests (tests: one that trusts their local push endpoint's certificate). */
  pushAgent?: https.Agent;
  /** A payment provider to use instead of the configured one (tests). */
  paymentProvider?: PaymentProvider;
  /** A Mollie-compatible API endpoint instead of Mollie's or the app's own sandbox (tests). */
  paymentApiEndpoint?: string;
}

const REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/;

/** The Fastify app: API, shell, remotes and photos. Not listening yet (tests use `inject`). */
export async function buildApp({ db, config, logger, pushAgent, paymentProvider, paymentApiEndpoint }: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    ...(logger
      ? { loggerInstance: logger }
      : {
          logger: {
            level: config.logLevel,
            redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
          },
        }),
    bodyLimit: config.bodyLimit,
    trustProxy: config.trustProxy,
    // Keep a proxy's request id when it looks sane, so log lines can be followed across hops.
    genReqId: (req) => {
      const header = req.headers['x-request-id'];
      return typeof header === 'string' && REQUEST_ID.test(header) ? header : randomUUID();
    },
    requestIdHeader: false,
    routerOptions: { maxParamLength: 200, ignoreDuplicateSlashes: true },
    frameworkErrors: (error, request, reply) => {
      request.log.info({ err: error.message, url: request.url }, 'malformed request');
      return sendApiError(reply, httpError(400, 'bad_request', byKey('errors.http.badUrl')));
    },
  });

  const live = new LiveHub({ db, log: app.log, validate: config.nodeEnv !== 'production', loadMessage: messageForViewer, loadSent: sentMessage });
  const sessions = createSessionService(db);
  const payments = paymentProviderSource({
    mollieApiKey: config.mollieApiKey,
    paymentSandbox: config.paymentSandbox,
    ...(paymentProvider !== undefined ? { provider: paymentProvider } : {}),
    ...(paymentApiEndpoint !== undefined ? { apiEndpoint: paymentApiEndpoint } : {}),
    address: () => (app.server.listening ? app.server.address() : null),
  });
  app.decorate('deps', { db, config, sessions, startedAt: Date.now(), chatEvents: live.committed, live, payments });
  // The viewer, the session and the site variant of a request (request.viewer(), ...), read once per request.
  installRequestFacts(app, { db, sessions });
  // Open event streams would keep the server from closing: they end first; then the hub stops
  // listening and removes its presence rows (the database is closed after the app).
  app.addHook('preClose', async () => live.endAll());
  app.addHook('onClose', async () => live.close());

  installErrorHandler(app);
  app.addHook('onSend', async (request, reply, payload) => {
    reply.header('x-request-id', request.id);
    return payload;
  });

  await app.register(cookie, { parseOptions: cookieDefaults(config) });
  await app.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip', 'deflate'] });
  await installSecurity(app, config);

  await app.register(healthPlugin);
  await app.register(contentPlugin);
  await app.register(accountsPlugin);
  // The member context: member data, every answer with Cache-Control: private, no-store.
  await app.register(async (member) => {
    installMemberContext(member);
    await member.register(profilePlugin);
    await member.register(membersPlugin);
    await member.register(giftsPlugin);
    await member.register(chatPlugin);
    // After accounts: POST /api/user.php?push=1 shares login's route.
    await member.register(pushRoutes);
    await member.register(paymentMemberRoutes);
    await member.register(complaintsPlugin);
    await member.register(moderationPlugin);
    await member.register(directDebitPlugin);
    await member.register(promotionsPlugin);
  });
  await app.register(paymentsPlugin);
  await app.register(pushPlugin, { agent: pushAgent });
  await app.register(geoPlugin);
  await app.register(landersPlugin);
  await app.register(regionCountsPlugin);
  await app.register(mailFeedbackPlugin);
  await app.register(eventsPlugin);
  // The back office's API (issue 18): /api/admin/*, its own context and staff sessions.
  await app.register(adminPlugin);
  // Any other /api path: a JSON 404, whatever the method.
  app.all('/api/*', (_request, reply) => reply.callNotFound());
  // The development doubles (api/src/dev, http/dev-doubles.ts) before the static files and the SPA
  // fallback: imported only when switched on, so a production process never evaluates them; off,
  // their paths answer a JSON 404. The local mailbox (outside production):
  if (mailboxEnabled(config)) await app.register((await import('./dev/mailbox/plugin')).mailboxPlugin);
  else await app.register(closedPaths(MAILBOX_PATHS));
  // The embedded sandbox payment provider (/v2/*, /payment-sandbox/*):
  if (paymentSandboxEnabled(config)) await app.register((await import('./dev/payment-sandbox/plugin')).paymentSandboxPlugin);
  else await app.register(closedPaths(SANDBOX_PATHS));
  await app.register(sitePlugin);
  await app.register(staticPlugin);
  installNotFoundHandler(app, config);

  return app;
}
