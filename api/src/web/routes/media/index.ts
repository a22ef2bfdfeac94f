import type { FastifyInstance } from 'fastify';
import { contentTypeOf, isStorageKey } from '../../../storage';
import { notFound } from '../../errors';
import { routePlugin } from '../../route-plugin';

/** Photos change name when they change: a week in any cache (a CDN in front of /media/ takes the traffic). */
export const MEDIA_CACHE = 'public, max-age=604800';

/** `/media/photos/12/3f9c%E2%80%A6.jpg`: the storage key, decoded once; null when it is not one. */
function keyOf(raw: string): string | null {
  let key: string;
  try {
    key = decodeURIComponent(raw);
  } catch {
    return null;
  }
  return isStorageKey(key) ? key : null;
}

/**
 * GET and HEAD /media/<key>: an uploaded file from the file store (app.deps.files: the local disk or
 * the object store of S3_BUCKET), so every API host serves every photo, whichever host stored it.
 * A key that is not one, or names nothing, is the JSON 404 (never the shell page). The key is
 * the address: members' photos have 128 random bits in theirs (domain/profile/photos.ts), so a
 * photo the API did not show someone cannot be found by trying addresses.
 */
async function mediaPlugin(app: FastifyInstance): Promise<void> {
  const { files } = app.deps;
  app.route<{ Params: { '*': string } }>({
    method: ['GET', 'HEAD'],
    url: '/media/*',
    handler: async (request, reply) => {
      const key = keyOf(request.params['*']);
      if (key === null) throw notFound();
      if (request.method === 'HEAD') {
        const info = await files.head(key);
        if (!info) throw notFound();
        return reply
          .header('cache-control', MEDIA_CACHE)
          .header('etag', info.etag)
          .header('last-modified', info.lastModified.toUTCString())
          .header('content-length', info.size)
          .type(contentTypeOf(key))
          .send();
      }
      const object = await files.get(key);
      if (!object) throw notFound();
      reply.header('cache-control', MEDIA_CACHE).header('etag', object.etag).header('last-modified', object.lastModified.toUTCString());
      if (request.headers['if-none-match'] === object.etag) {
        object.body.destroy();
        return reply.code(304).send();
      }
      return reply.header('content-length', object.size).type(object.contentType).send(object.body);
    },
  });
}

export default routePlugin('public', mediaPlugin);
