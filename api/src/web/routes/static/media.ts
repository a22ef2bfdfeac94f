import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { isStoreKey } from '../../../storage';
import { notFound, sendApiError } from '../../errors';

/** Photos are kept by browsers and shared caches a week: a key's content never changes. */
export const MEDIA_CACHE = 'public, max-age=604800';

/** How long a presigned address (MEDIA_REDIRECT=presigned) reads its object. */
export const PRESIGNED_SECONDS = 300;

/** An If-None-Match that names the object's ETag (or `*`), weak or strong. */
const matchesEtag = (header: string | undefined, etag: string): boolean =>
  header !== undefined && header.split(',').some((tag) => {
    const value = tag.trim().replace(/^W\//, '');
    return value === '*' || value === etag;
  });

/**
 * Photos at `/media/<key>`, from the file store (api/src/storage) on either driver, so any API
 * host serves what another stored. The key is all the access control a photo has: keys of uploads
 * carry 128 random bits and the API names a locked photo's key to no one who may not see it. A key
 * that is not one (`..`, absolute, odd characters) and a missing object answer the same JSON 404.
 * With MEDIA_REDIRECT=presigned the S3 store answers a 302 to an address valid PRESIGNED_SECONDS.
 */
export async function mediaRoutes(app: FastifyInstance): Promise<void> {
  const { store, config } = app.deps;
  const redirect = config.storage.driver === 's3' && config.storage.redirect && store.presignedGetUrl !== undefined;

  app.get<{ Params: { '*': string } }>('/media/*', async (request, reply) => {
    const key = request.params['*'];
    if (!isStoreKey(key)) return sendApiError(reply, notFound());
    if (redirect && store.presignedGetUrl) {
      // Asked first: a missing key stays a 404 of the API, not an S3 error page.
      if (!(await store.head(key))) return sendApiError(reply, notFound());
      // Private to the browser: the address expires, a shared cache must not keep it.
      return reply.header('cache-control', 'private, max-age=60').redirect(await store.presignedGetUrl(key, PRESIGNED_SECONDS), 302);
    }
    if (request.method === 'HEAD' || request.headers['if-none-match'] !== undefined) {
      const info = await store.head(key);
      if (!info) return sendApiError(reply, notFound());
      reply.header('cache-control', MEDIA_CACHE).header('etag', info.etag).header('last-modified', info.lastModified.toUTCString());
      if (matchesEtag(request.headers['if-none-match'], info.etag)) return reply.code(304).send();
      // Fastify answers HEAD through the GET route and drops the body; an empty stream keeps the
      // object's Content-Length (an empty payload would be told as 0) without reading the object.
      if (request.method === 'HEAD') return reply.type(info.contentType).header('content-length', String(info.size)).send(Readable.from([]));
    }
    const object = await store.get(key);
    if (!object) return sendApiError(reply, notFound());
    return reply
      .type(object.contentType)
      .header('content-length', String(object.size))
      .header('cache-control', MEDIA_CACHE)
      .header('etag', object.etag)
      .header('last-modified', object.lastModified.toUTCString())
      .send(object.body);
  });
}
