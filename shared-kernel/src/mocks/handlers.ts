import { http as mswHttp, HttpResponse, type HttpHandler } from 'msw';
import type { z } from 'zod';
import { api, ERROR_CODES, type Api, type ApiError, type EndpointName, type ResponseOf, type User } from '../contract';
import { companyInfoFixture, healthFixture, interestsFixture, regionsFixture, settingsFixture } from './fixtures';

export { userFixture } from './fixtures';

let mockSession: User | null = null;

/** Logs a user in for the mocks (GET /api/user.php answers 403 authentication_required without one). */
export function setMockSession(user: User | null): void {
  mockSession = user;
}
export const getMockSession = (): User | null => mockSession;

export const AUTHENTICATION_REQUIRED_MESSAGE = 'Je moet ingelogd zijn om dit te bekijken.';

const errorResponse = (status: number, error: string, message: string) =>
  HttpResponse.json<ApiError>({ error, message }, { status });

interface MockContext {
  request: Request;
  query: Record<string, string>;
  body: unknown;
}

/** One answer per contract endpoint; a missing one is a type error, so the mocks stay complete. */
type Resolvers = {
  [K in EndpointName]: (ctx: MockContext) => ResponseOf<Api[K]> | Response;
};

const resolvers: Resolvers = {
  health: () => healthFixture,
  settings: ({ query }) => ({
    settings: query.domain?.endsWith('hartklop.be')
      ? { ...settingsFixture, domain: 'hartklop.be', domain_language: 'nl_BE', countries: ['BE', 'NL'] }
      : settingsFixture,
  }),
  companyInfo: () => ({ companyinfo: companyInfoFixture }),
  interests: () => ({ interests: interestsFixture }),
  regions: () => ({ countries: regionsFixture }),
  currentUser: () =>
    mockSession ? { user: mockSession } : errorResponse(403, ERROR_CODES.authenticationRequired, AUTHENTICATION_REQUIRED_MESSAGE),
  pageHidden: () => ({ ok: true }),
};

const methods = {
  GET: mswHttp.get,
  POST: mswHttp.post,
  PUT: mswHttp.put,
  DELETE: mswHttp.delete,
} as const;

async function readJson(request: Request): Promise<unknown> {
  const text = await request.text();
  if (!text) return {};
  return JSON.parse(text) as unknown;
}

function handlerFor(name: EndpointName): HttpHandler {
  const endpoint = api[name];
  const resolve = resolvers[name] as (ctx: MockContext) => unknown;
  // '*' matches any origin: the shell may talk to an API on another host.
  return methods[endpoint.method](`*${endpoint.path}`, async ({ request }) => {
    const query = Object.fromEntries(new URL(request.url).searchParams);
    if ('query' in endpoint && endpoint.query && !(endpoint.query as z.ZodType).safeParse(query).success) {
      return errorResponse(400, ERROR_CODES.validation, 'Ongeldige invoer.');
    }
    let body: unknown;
    if ('body' in endpoint && endpoint.body) {
      try {
        body = await readJson(request);
      } catch {
        return errorResponse(400, ERROR_CODES.validation, 'Ongeldige invoer.');
      }
      if (!(endpoint.body as z.ZodType).safeParse(body).success) {
        return errorResponse(400, ERROR_CODES.validation, 'Ongeldige invoer.');
      }
    }
    const result = resolve({ request, query, body });
    if (result instanceof Response) return result;
    // Guard against a resolver answering outside the contract.
    const parsed = (endpoint.response as z.ZodType).parse(result);
    return HttpResponse.json(parsed as Record<string, unknown>, { status: endpoint.status ?? 200 });
  });
}

/** msw handlers for every endpoint of the contract's `api`. */
export const handlers: HttpHandler[] = (Object.keys(api) as EndpointName[]).map(handlerFor);
