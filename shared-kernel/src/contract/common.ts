import { z } from 'zod';
import type { StaffRole } from './admin-rules';

/** Every error the API returns has this shape: a stable code and a translated message. */
export const ApiErrorSchema = z.object({
  error: z.string(),
  message: z.string(),
});
export type ApiError = z.infer<typeof ApiErrorSchema>;

export { ERROR_CODES, type ErrorCode } from './error-codes';

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
}

export const endpoint = <Q extends z.ZodType, B extends z.ZodType, R extends z.ZodType>(
  e: Endpoint<Q, B, R>,
): Endpoint<Q, B, R> => e;

export type ResponseOf<E> = E extends Endpoint<z.ZodType, z.ZodType, infer R> ? z.infer<R> : never;
export type QueryOf<E> = E extends Endpoint<infer Q, z.ZodType, z.ZodType> ? z.input<Q> : never;
export type BodyOf<E> = E extends Endpoint<z.ZodType, infer B, z.ZodType> ? z.input<B> : never;
