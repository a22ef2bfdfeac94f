import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Endpoint } from 'shared-kernel/contract';
import type { SessionUser } from '../plugins/accounts/sessions';
import { authenticationRequired } from './errors';
import { parseInput } from './validation';

export interface HandlerContext<Q, B, P> {
  query: Q;
  body: B;
  params: P;
  request: FastifyRequest;
  reply: FastifyReply;
  /** The logged-in user; always set for endpoints with `auth: 'user'`. */
  user: SessionUser | null;
  /** The logged-in user, for endpoints with `auth: 'user'` (never throws there). */
  requireUser(): SessionUser;
}

export interface EndpointOptions {
  /** Body size limit of this route in bytes (default: the server's). */
  bodyLimit?: number;
}

/** A contract endpoint, optionally with a schema for path parameters. */
type RoutableEndpoint<Q extends z.ZodType, B extends z.ZodType, R extends z.ZodType> = Endpoint<Q, B, R> & {
  params?: z.ZodType;
};

/**
 * Registers a contract endpoint: query, body and params are parsed with the contract's schemas
 * (a failure is a 400 validation_error naming the field), `auth: 'user'` endpoints answer 403
 * authentication_required without a session, and the handler's answer is typed by the response
 * schema (and checked against it outside production).
 */
export function registerEndpoint<Q extends z.ZodType, B extends z.ZodType, R extends z.ZodType>(
  app: FastifyInstance,
  endpoint: RoutableEndpoint<Q, B, R>,
  handler: (ctx: HandlerContext<z.output<Q>, z.output<B>, Record<string, unknown>>) => Promise<z.input<R>>,
  options: EndpointOptions = {},
): void {
  const { sessions, config } = app.deps;
  const checkResponses = config.nodeEnv !== 'production';
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    ...(options.bodyLimit !== undefined ? { bodyLimit: options.bodyLimit } : {}),
    handler: async (request, reply) => {
      const user = endpoint.auth === 'user' ? await sessions.authenticate(request) : null;
      if (endpoint.auth === 'user' && !user) throw authenticationRequired();
      const query = endpoint.query ? parseInput(endpoint.query, request.query ?? {}, 'query') : request.query;
      const params = endpoint.params ? parseInput(endpoint.params, request.params ?? {}, 'params') : request.params;
      const body = endpoint.body ? parseInput(endpoint.body, request.body ?? {}, 'body') : undefined;
      const result = await handler({
        query: query as z.output<Q>,
        body: body as z.output<B>,
        params: params as Record<string, unknown>,
        request,
        reply,
        user,
        requireUser: () => {
          if (!user) throw authenticationRequired();
          return user;
        },
      });
      if (checkResponses) endpoint.response.parse(result);
      reply.code(endpoint.status ?? 200);
      return result;
    },
  });
}
