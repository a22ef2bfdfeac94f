import { z } from 'zod';
import { endpoint } from './common';
import { API_PATHS } from './constants';
import {
  CompanyInfoResponseSchema,
  InterestsResponseSchema,
  RegionsResponseSchema,
  SettingsQuerySchema,
  SettingsResponseSchema,
} from './settings';
import { UserResponseSchema } from './user';

export * from './common';
export * from './constants';
export * from './settings';
export * from './user';
export * from './locale';
export * from './profile-attributes';

const Empty = z.object({}).strict();

export const HealthResponseSchema = z.object({
  status: z.literal('ok'),
  database: z.enum(['pglite', 'postgres']),
  uptime_s: z.number(),
});

export const PageHiddenBodySchema = z.object({}).catchall(z.unknown());
export const OkResponseSchema = z.object({ ok: z.literal(true) });

/** The API contract: the single truth for the server routes, the client and the mocks. */
export const api = {
  health: endpoint({ method: 'GET', path: API_PATHS.health, auth: 'public', response: HealthResponseSchema }),
  settings: endpoint({
    method: 'GET',
    path: API_PATHS.settings,
    auth: 'public',
    query: SettingsQuerySchema,
    response: SettingsResponseSchema,
  }),
  companyInfo: endpoint({
    method: 'GET',
    path: API_PATHS.companyInfo,
    auth: 'public',
    query: Empty,
    response: CompanyInfoResponseSchema,
  }),
  interests: endpoint({
    method: 'GET',
    path: API_PATHS.interests,
    auth: 'public',
    query: Empty,
    response: InterestsResponseSchema,
  }),
  regions: endpoint({
    method: 'GET',
    path: API_PATHS.regions,
    auth: 'public',
    query: Empty,
    response: RegionsResponseSchema,
  }),
  currentUser: endpoint({ method: 'GET', path: API_PATHS.user, auth: 'user', response: UserResponseSchema }),
  pageHidden: endpoint({
    method: 'POST',
    path: API_PATHS.pageHidden,
    auth: 'public',
    body: PageHiddenBodySchema,
    response: OkResponseSchema,
  }),
} as const;

export type Api = typeof api;
export type EndpointName = keyof Api;
