import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import helmet from '@fastify/helmet';
import { PHOTO_CONTENT_TYPES } from 'shared-kernel/contract';
import type { Config } from '../config';
import { csrfRejected, unsupportedMediaType } from './errors';

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const JSON_TYPE = /^application\/(?:[\w.+-]+\+)?json\s*(?:;|$)/i;

export const isJsonContentType = (value: string | undefined): boolean => value !== undefined && JSON_TYPE.test(value);

/** A JPEG, PNG or WebP Content-Type (parameters allowed). */
export const isPhotoContentType = (value: string | undefined): boolean =>
  value !== undefined && (PHOTO_CONTENT_TYPES as readonly string[]).includes((value.split(';', 1)[0] ?? '').trim().toLowerCase());

/** The one exception to JSON-only bodies: a photo upload's (profile or chat photo; `bodyKind: 'image'`) body is the image itself. */
const isPhotoUpload = (request: FastifyRequest, contentType: string | undefined): boolean =>
  request.routeOptions.config?.imageBody === true && isPhotoContentType(contentType);

const FORM_TYPE = /^application\/x-www-form-urlencoded\s*(?:;|$)/i;

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route takes an HTML form's body (application/x-www-form-urlencoded: contract endpoints
     * with `bodyKind: 'form'`, such as the payment webhook and the one-click unsubscribe (RFC 8058);
     * the payment sandbox's hosted pages, which parse it in their own context). The same-origin rule still applies.
     */
    formBody?: boolean;
    /** The route's body is an image (contract endpoints with `bodyKind: 'image'`, web/image-route.ts). */
    imageBody?: boolean;
    /**
     * The same-origin rule of the route (its contract entry's `crossSite`): absent, unsafe methods
     * are refused cross-site and safe ones allowed. `allowed` is for routes that carry no cookie and
     * are authenticated by what the request itself holds (the signed token of an unsubscribe link,
     * a mail provider's RFC 8058 one-click post, its bearer token; the payment webhook carries only a
     * provider id and changes nothing the provider does not confirm when asked). `refused` is for a
     * GET that acts: logout.
     */
    crossSite?: 'allowed' | 'refused';
  }
}

const isFormRoute = (request: FastifyRequest, contentType: string | undefined): boolean =>
  request.routeOptions.config?.formBody === true && contentType !== undefined && FORM_TYPE.test(contentType);

const hasBody = (request: FastifyRequest): boolean => {
  const length = request.headers['content-length'];
  return request.headers['transfer-encoding'] !== undefined || (length !== undefined && length !== '0');
};

/**
 * The CSRF rule of ARCHITECTURE §5 for unsafe methods: refused when the browser says the request
 * is cross-site, or when its Origin is another host than the one it was sent to.
 */
export function isCrossSite(request: FastifyRequest): boolean {
  if (request.headers['sec-fetch-site'] === 'cross-site') return true;
  const origin = request.headers.origin;
  if (origin === undefined) return false;
  try {
    // Through URL both sides lose default ports (Host "site:80" = Origin "http://site").
    const originHost = new URL(origin).host;
    const requestHost = new URL(`${request.protocol}://${request.host}`).host;
    return originHost !== requestHost;
  } catch {
    return true; // "null" (sandboxed frames, file:) or garbage
  }
}

/**
 * The browser features the site may use (Permissions-Policy): geolocation on its own pages (the
 * location fields, SPEC §3); no camera or microphone (photos are chosen with a file input, "cam" is
 * a profile flag), no Payment Request API (payments go to the provider's page), nor the rest. Only
 * features current browsers know: an unknown one is logged as an error in the console.
 */
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'browsing-topics=()',
  'camera=()',
  'display-capture=()',
  'geolocation=(self)',
  'gyroscope=()',
  'hid=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'serial=()',
  'usb=()',
].join(', ');

/**
 * The defaults of every cookie the server sets (@fastify/cookie's `parseOptions`): `Secure` always
 * in production, whatever the proxy tells or hides (a TLS proxy without TRUST_PROXY looks like
 * http); elsewhere only over https. So no cookie option sets `secure` itself.
 */
export const cookieDefaults = (config: Pick<Config, 'nodeEnv'>) => ({ secure: config.nodeEnv === 'production' ? true : ('auto' as const) });

const INLINE_SCRIPT = /<script(?![^>]*\ssrc=)(?![^>]*\stype="application\/json")[^>]*>([\s\S]*?)<\/script>/g;

/**
 * The CSP sources allowing the inline scripts of `html` by their SHA-256 and nothing else: the shell's
 * index.html holds one (the guard that keeps a form sent before hydration, issue 29). A page's JSON
 * data scripts are not run, so they need none.
 */
export function inlineScriptSources(html: string): string[] {
  return [...html.matchAll(INLINE_SCRIPT)].map(([, body = '']) => `'sha256-${createHash('sha256').update(body).digest('base64')}'`);
}

/** Those of the shell's index.html as built (none where there is no build, e.g. the API tests). */
function shellInlineScriptSources(staticRoot: string): string[] {
  const file = path.join(staticRoot, 'index.html');
  return existsSync(file) ? inlineScriptSources(readFileSync(file, 'utf8')) : [];
}

export async function installSecurity(app: FastifyInstance, config: Config): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'self'"],
        scriptSrc: ["'self'", ...shellInlineScriptSources(config.staticRoot)],
        // styled-components injects <style> elements at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
      },
    },
    // HSTS only means something over https, i.e. in production behind TLS; subdomains when the
    // operator says every one of them speaks https (HSTS_INCLUDE_SUBDOMAINS=1).
    strictTransportSecurity: config.nodeEnv === 'production' ? { maxAge: 15552000, includeSubDomains: config.hstsIncludeSubdomains } : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });

  app.addHook('onRequest', async (request, reply) => {
    reply.header('permissions-policy', PERMISSIONS_POLICY);
    const unsafe = UNSAFE_METHODS.has(request.method);
    const crossSite = request.routeOptions.config?.crossSite ?? (unsafe ? 'refused' : 'allowed');
    if (crossSite === 'refused' && isCrossSite(request)) throw csrfRejected();
    if (!unsafe) return;
    const contentType = request.headers['content-type'];
    if (
      (hasBody(request) || contentType !== undefined) &&
      !isJsonContentType(contentType) &&
      !isPhotoUpload(request, contentType) &&
      !isFormRoute(request, contentType)
    ) {
      throw unsupportedMediaType();
    }
  });

  // Only JSON bodies exist in this API (the photo route adds its own image parser). An empty body
  // (a bare beacon) counts as no body.
  app.removeAllContentTypeParsers();
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.addContentTypeParser(
    /^application\/(?:[\w.+-]+\+)?json(?:\s*;.*)?$/i,
    { parseAs: 'string' },
    (request, body, done) => {
      const text = typeof body === 'string' ? body : body.toString('utf8');
      if (text.trim() === '') {
        done(null, undefined);
        return;
      }
      parseJson(request, text, done);
    },
  );
}
