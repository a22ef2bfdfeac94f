import type https from 'node:https';
import type { FastifyInstance } from 'fastify';
import { api } from 'shared-kernel/contract';
import { registerEndpoint } from '../../route';
import { PushService } from '../../../domain/push/service';
import { checkPushEndpoint, checkSubscriptionKeys, removeSubscription, saveSubscription } from '../../../domain/push/subscriptions';
import { vapidKeys } from '../../../domain/push/vapid';
import { routePlugin } from '../../route-plugin';

export interface PushPluginOptions {
  /** The agent of the requests to push services (tests pass one that trusts their own CA). */
  agent?: https.Agent | undefined;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Web push of chat messages (`push.idle()` awaits the pushes under way). */
    push: PushService;
  }
}

/**
 * Web push (issue 5): the VAPID key pair (made on first start) and a push of every chat message to
 * recipients without an open event stream. The messages come the way the event streams get them:
 * the live hub passes on the notices this process committed ('messageSent' on `chatEvents`, which
 * is `live.committed`), so the hub listens from the start. The subscriptions are `pushRoutes`.
 */
export async function pushPlugin(app: FastifyInstance, options: PushPluginOptions): Promise<void> {
  const { db, config, chatEvents, live } = app.deps;
  // Made (or read) now, so that settings and the first push find it.
  await vapidKeys(db.kysely, config);

  const service = new PushService({ db: db.kysely, config, log: app.log.child({ plugin: 'push' }), agent: options.agent });
  app.decorate('push', service);
  const onMessage = (...[event, hints]: Parameters<PushService['notifyMessage']>): void => {
    void service.notifyMessage(event, hints);
  };
  chatEvents.on('messageSent', onMessage);
  app.addHook('onReady', async () => live.ensureListening());
  app.addHook('onClose', async () => {
    chatEvents.off('messageSent', onMessage);
    // The database closes after the app: let the pushes under way finish their queries first.
    await service.idle();
  });
}

// Not encapsulated (what fastify-plugin does): `app.push` is reachable on the app itself.
Object.assign(pushPlugin, { [Symbol.for('skip-override')]: true });

/**
 * The subscriptions of POST/DELETE /api/user.php?push=1, in the member context. They share the
 * routes of login and account deletion: the query picks the endpoint, and the contract entries
 * declare the same body limit, so the order of registration does not matter (web/route.ts).
 */
export async function pushRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.deps;

  registerEndpoint(app, api.pushSubscribe, async ({ body, requireUser, request }) => {
    const user = requireUser();
    checkPushEndpoint(body.endpoint, app.deps.config.pushServiceHosts);
    checkSubscriptionKeys(body.keys);
    await saveSubscription(db.kysely, user.userId, body, request.headers['user-agent']);
    return { ok: true as const };
  });

  registerEndpoint(app, api.pushUnsubscribe, async ({ body, requireUser }) => {
    const user = requireUser();
    await removeSubscription(db.kysely, user.userId, body.endpoint);
    return { ok: true as const };
  });
}

export default routePlugin('member', pushRoutes);
