import { z } from 'zod';
import type { StaffRole } from './admin-rules';

/** Every error the API returns has this shape: a stable code and a translated message. */
export const ApiErrorSchema = z.object({
  error: z.string(),
  message: z.string(),
});
export type ApiError = z.infer<typeof ApiErrorSchema>;

export { ERROR_CODES, type ErrorCode } from './error-codes';

/** The largest id the database holds (a PostgreSQL `integer`): a larger one is a 400, never a query. */
export const MAX_ID = 2_147_483_647;
/** A record's id in a JSON body: a positive int32. Every id a request carries uses this or `QueryIdSchema`. */
export const IdSchema = z.number().int().positive().max(MAX_ID);
/** A record's id in a query string (text, coerced): a positive int32. */
export const QueryIdSchema = z.coerce.number().int().positive().max(MAX_ID);

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * One API call: method, path, and the schemas of its query, body and successful response.
 * The server registers routes from these, the msw mocks answer from them and the client is
 * typed by them, so the three cannot drift apart.
 */
export interface Endpoint<
  Q extends z.ZodType = z.ZodType,
  B extends z.ZodType = z.ZodType,
  R extends z.ZodType = z.ZodType,
> {
  method: HttpMethod;
  path: string;
  query?: Q;
  body?: B;
  response: R;
  /** Status code of a successful answer (default 200). */
  status?: number;
  /**
   * Public calls need no session; `user` needs a member's session; `staff` a staff session of the
   * back office (issue 18: only under /api/admin, in the admin context).
   */
  auth: 'public' | 'user' | 'staff';
  /** For `staff` endpoints: the roles allowed (absent: every role). */
  roles?: readonly StaffRole[];
  /** How the server reads the body (default `json`): `image`, the picture itself (the session checked first); `form`, also an HTML form post (a webhook, a one-click unsubscribe). */
  bodyKind?: BodyKind;
  /** Body size limit in bytes (default: the server's). Endpoints sharing a method and path declare the same. */
  bodyLimit?: number;
  /** Whether a cross-site request may call it (default: refused for POST/PUT/DELETE, allowed for GET): a link's token or a webhook is `allowed`, logout `refused`. */
  crossSite?: 'allowed' | 'refused';
}

export type BodyKind = 'json' | 'image' | 'form';

export const endpoint = <Q extends z.ZodType, B extends z.ZodType, R extends z.ZodType>(
  e: Endpoint<Q, B, R>,
): Endpoint<Q, B, R> => e;

export type ResponseOf<E> = E extends Endpoint<z.ZodType, z.ZodType, infer R> ? z.infer<R> : never;
export type QueryOf<E> = E extends Endpoint<infer Q, z.ZodType, z.ZodType> ? z.input<Q> : never;
export type BodyOf<E> = E extends Endpoint<z.ZodType, infer B, z.ZodType> ? z.input<B> : never;
