import type { Api, BodyOf, EndpointName, QueryOf, ResponseOf } from 'shared-kernel/contract';
import { AUTHENTICATION_REQUIRED, CLIENT_REQUEST_HEADER, type EndpointRef } from 'shared-kernel/contract/constants';
import { bus } from 'shared-kernel/bus';

declare global {
  interface Window {
    /** Runtime configuration the server injects into the page. */
    __HARTKLOP__?: { apiBase?: string; [key: string]: unknown };
  }
}

export type RequestMethod = 'GET' | 'HEAD' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'OPTIONS';
export type QueryValue = string | number | boolean | null | undefined;
export type Query = Record<string, QueryValue | readonly QueryValue[]>;

export interface RequestInit {
  query?: Query;
  /** Plain objects/arrays are sent as JSON; strings, FormData, Blob and URLSearchParams as they are. */
  body?: unknown;
  headers?: Record<string, string>;
  /** Sent as `Idempotency-Key`; makes a POST/PATCH safe to retry. */
  idempotencyKey?: string;
  signal?: AbortSignal;
}

/** What a typed call sends besides the endpoint's method and path; query and body are typed by the contract. */
export interface CallInit<N extends EndpointName> {
  query?: QueryOf<Api[N]>;
  /** JSON for a body schema; an endpoint without one (a photo upload) takes the raw body (File, Blob, ...). */
  body?: BodyOf<Api[N]>;
  headers?: Record<string, string>;
  /** Sent as `Idempotency-Key`; makes a POST safe to retry. */
  idempotencyKey?: string;
  signal?: AbortSignal;
}

export interface HttpClientOptions {
  /** Base URL of the API; default '/'. */
  baseUrl?: string;
  fetchImpl?: typeof fetch;
  /** Waits between retries; injectable so tests do not wait. */
  sleep?: (ms: number) => Promise<void>;
  /** Number of retries after the first attempt (SPEC §9: 5). */
  retries?: number;
  /** First retry delay; doubles on every further retry (default 200 ms). */
  baseDelayMs?: number;
  /** Called on 403 `authentication_required` from any path other than the user endpoint (SPEC §8). */
  onAuthenticationRequired?: (path: string) => void;
}

/** A non-2xx answer (status > 0) or a network failure after all retries (status 0, code 'network_error'). */
export class HttpError extends Error {
  readonly status: number;
  readonly code?: string;
  readonly body: unknown;

  constructor(status: number, body: unknown, message?: string, code?: string) {
    const parsedCode =
      code ?? (body && typeof body === 'object' && typeof (body as { error?: unknown }).error === 'string'
        ? (body as { error: string }).error
        : undefined);
    const parsedMessage =
      body && typeof body === 'object' && typeof (body as { message?: unknown }).message === 'string'
        ? (body as { message: string }).message
        : undefined;
    super(message ?? parsedMessage ?? `HTTP ${status}`);
    this.name = 'HttpError';
    this.status = status;
    this.code = parsedCode;
    this.body = body;
  }
}

export interface HttpClient {
  /** A request by method and path, untyped: for what the contract does not describe. The API is called with `call`. */
  request<T = unknown>(method: RequestMethod, path: string, init?: RequestInit): Promise<T>;
  /**
   * A call of a contract endpoint (`http.call(ENDPOINTS.chats)`): its method and path, the query and
   * body typed by its schemas, the answer typed as its response. The way to call the API.
   */
  call<N extends EndpointName>(endpoint: EndpointRef<N>, init?: CallInit<N>): Promise<ResponseOf<Api[N]>>;
  /** Fire-and-forget JSON POST that survives page unload (navigator.sendBeacon, fetch keepalive fallback). */
  beacon(path: string, body?: unknown): void;
  /** The absolute URL a path resolves to. */
  url(path: string, query?: Query): string;
}

export const USER_ENDPOINT_PATH = '/api/user.php';
const IDEMPOTENT_METHODS: ReadonlySet<RequestMethod> = new Set(['GET', 'HEAD', 'PUT', 'DELETE', 'OPTIONS']);

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export const isRetriableStatus = (status: number) => status === 429 || status >= 500;

function buildQuery(query: Query | undefined): string {
  if (!query) return '';
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    const values = Array.isArray(value) ? value : [value];
    for (const v of values as QueryValue[]) {
      if (v !== undefined && v !== null) params.append(key, String(v));
    }
  }
  const s = params.toString();
  return s ? `?${s}` : '';
}

function pathnameOf(path: string): string {
  try {
    return new URL(path, 'http://x/').pathname;
  } catch {
    return path.split('?')[0] ?? path;
  }
}

function hasHeader(headers: Record<string, string> | undefined, name: string): boolean {
  const lower = name.toLowerCase();
  return !!headers && Object.keys(headers).some((h) => h.toLowerCase() === lower);
}

function isRawBody(body: unknown): body is BodyInit {
  return (
    typeof body === 'string' ||
    (typeof FormData !== 'undefined' && body instanceof FormData) ||
    (typeof Blob !== 'undefined' && body instanceof Blob) ||
    (typeof URLSearchParams !== 'undefined' && body instanceof URLSearchParams) ||
    body instanceof ArrayBuffer
  );
}

async function readBody(res: Response): Promise<unknown> {
  if (res.status === 204 || res.status === 205) return undefined;
  const text = await res.text();
  if (!text) return undefined;
  const type = res.headers.get('content-type') ?? '';
  if (type.includes('json') || /^\s*[[{]/.test(text)) {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      return text;
    }
  }
  return text;
}

function abortError(signal: AbortSignal): unknown {
  return signal.reason ?? new DOMException('The operation was aborted.', 'AbortError');
}

export function createHttpClient(opts: HttpClientOptions = {}): HttpClient {
  const retries = opts.retries ?? 5;
  const baseDelayMs = opts.baseDelayMs ?? 200;
  const sleep = opts.sleep ?? defaultSleep;

  const url = (path: string, query?: Query): string => {
    const qs = buildQuery(query);
    if (/^[a-z][a-z0-9+.-]*:/i.test(path)) return path + qs;
    const base = (opts.baseUrl ?? '/').replace(/\/+$/, '');
    const joined = `${base}${path.startsWith('/') ? path : `/${path}`}${qs}`;
    // Resolve against the page so Node's fetch (tests, SSR) gets an absolute URL too.
    const origin = typeof location !== 'undefined' && location.href ? location.href : undefined;
    return origin ? new URL(joined, origin).toString() : joined;
  };

  async function request<T>(method: RequestMethod, path: string, init: RequestInit = {}): Promise<T> {
    const fetchImpl = opts.fetchImpl ?? globalThis.fetch.bind(globalThis);
    const headers: Record<string, string> = {
      Accept: 'application/json, text/plain;q=0.9, */*;q=0.8',
      [CLIENT_REQUEST_HEADER]: '1',
      ...init.headers,
    };
    if (init.idempotencyKey) headers['Idempotency-Key'] = init.idempotencyKey;
    let body: BodyInit | undefined;
    if (init.body !== undefined && method !== 'GET' && method !== 'HEAD') {
      if (isRawBody(init.body)) {
        body = init.body;
      } else {
        body = JSON.stringify(init.body);
        if (!hasHeader(headers, 'content-type')) headers['Content-Type'] = 'application/json';
      }
    }
    const retriable = IDEMPOTENT_METHODS.has(method) || hasHeader(headers, 'idempotency-key');
    const target = url(path, init.query);
    const maxAttempts = retriable ? retries + 1 : 1;

    for (let attempt = 0; ; attempt++) {
      if (init.signal?.aborted) throw abortError(init.signal);
      const last = attempt + 1 >= maxAttempts;
      let res: Response;
      try {
        res = await fetchImpl(target, { method, headers, body, credentials: 'include', signal: init.signal });
      } catch (err) {
        if (init.signal?.aborted) throw abortError(init.signal);
        if (last) throw new HttpError(0, null, err instanceof Error ? err.message : 'Network error', 'network_error');
        await sleep(baseDelayMs * 2 ** attempt);
        continue;
      }
      if (res.ok) return (await readBody(res)) as T;
      if (isRetriableStatus(res.status) && !last) {
        // Drain the body so the connection can be reused.
        await res.text().catch(() => undefined);
        await sleep(baseDelayMs * 2 ** attempt);
        continue;
      }
      const errorBody = await readBody(res).catch(() => undefined);
      const error = new HttpError(res.status, errorBody);
      if (
        res.status === 403 &&
        error.code === AUTHENTICATION_REQUIRED &&
        pathnameOf(path) !== USER_ENDPOINT_PATH
      ) {
        opts.onAuthenticationRequired?.(pathnameOf(path));
      }
      throw error;
    }
  }

  return {
    request,
    // The contract's query schema types the query; its values are sent as any other query's.
    call: <N extends EndpointName>(endpoint: EndpointRef<N>, init?: CallInit<N>) =>
      request<ResponseOf<Api[N]>>(endpoint.method, endpoint.path, init as RequestInit | undefined),
    beacon(path, body = {}) {
      const target = url(path);
      const json = JSON.stringify(body);
      if (typeof navigator !== 'undefined' && typeof navigator.sendBeacon === 'function') {
        if (navigator.sendBeacon(target, new Blob([json], { type: 'application/json' }))) return;
      }
      const fetchImpl = opts.fetchImpl ?? globalThis.fetch?.bind(globalThis);
      void fetchImpl?.(target, {
        method: 'POST',
        body: json,
        keepalive: true,
        credentials: 'include',
        headers: { 'Content-Type': 'application/json', [CLIENT_REQUEST_HEADER]: '1' },
      }).catch(() => undefined);
    },
    url,
  };
}

/** The page's client: base URL from the injected config, 403 authentication_required → bus event. */
export const http: HttpClient = createHttpClient({
  baseUrl: (typeof window !== 'undefined' ? window.__HARTKLOP__?.apiBase : undefined) ?? '/',
  onAuthenticationRequired: (path) => bus.emit({ type: 'session/authenticationRequired', path }),
});
