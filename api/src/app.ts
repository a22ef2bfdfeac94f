import { randomUUID } from 'node:crypto';
import type https from 'node:https';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import cookie from '@fastify/cookie';
import compress from '@fastify/compress';
import type { Config } from './config';
import type { DatabaseHandle } from './db/database';
import { closedPaths, MAILBOX_PATHS, mailboxEnabled, paymentSandboxEnabled, SANDBOX_PATHS } from './web/dev-doubles';
import { installErrorHandler, httpError, sendApiError } from './web/errors';
import { byKey } from './domain/errors';
import { installRequestFacts } from './web/request-facts';
import { SiteVariants } from './domain/site/site-variant';
import { cookieDefaults, installSecurity } from './web/security';
import { createSessionService, type SessionService } from './domain/accounts/sessions';
import { paymentProviderSource, type PaymentProviderSource } from './domain/payments/provider-source';
import type { PaymentProvider } from './domain/payments/provider';
import { pushPlugin } from './web/routes/push/index';
import { ROUTE_PLUGINS } from './web/routes/routes.generated';
import { registerRoutePlugins } from './web/route-plugin';
import { installNotFoundHandler, staticPlugin } from './web/routes/static/index';
import { sitePlugin } from './web/routes/site/index';
import { messageForViewer, sentMessage } from './domain/chat/messages';
import { LiveHub } from './web/live-hub';
import type { ChatEvents } from './db/live-notices';
import { fileStoreOf, type FileStore } from './storage';

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
  /** Photos and every other stored file: the disk or the S3 bucket (api/src/storage, `fileStoreOf`). */
  store: FileStore;
  /** The site variants this process keeps (request.siteVariant()); a change this process commits clears them at once. */
  siteVariants: SiteVariants;
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
  // The site variants are kept while the hub hears their changes (migration 0034).
  const siteVariants = new SiteVariants(db, () => live.hearing);
  live.settings.on('changed', () => siteVariants.clear());
  app.decorate('deps', { db, config, sessions, startedAt: Date.now(), chatEvents: live.committed, live, payments, store: fileStoreOf(config), siteVariants });
  // The viewer, the session and the site variant of a request (request.viewer(), ...), read once per request.
  installRequestFacts(app, { db, siteVariants });
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

  // Web push of chat messages (`app.push`), before the routes.
  await app.register(pushPlugin, { agent: pushAgent });
  // Every route plugin of api/src/web/routes (the list scripts/route-plugins.mjs writes), each in its
  // context: public, member (Cache-Control: private, no-store) or staff (the back office under
  // /api/admin). Who may call a route and how its body is read come from its contract entry.
  await registerRoutePlugins(app, ROUTE_PLUGINS);
  // Any other /api path: a JSON 404, whatever the method.
  app.all('/api/*', (_request, reply) => reply.callNotFound());
  // The development doubles (api/src/dev, web/dev-doubles.ts) before the static files and the SPA
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
