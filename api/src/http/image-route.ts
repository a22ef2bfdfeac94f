import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ERROR_CODES, PHOTO_CONTENT_TYPES, PHOTO_MAX_BYTES } from 'shared-kernel/contract';
import { DomainError, authenticationRequired, byKey } from '../domain/errors';
import { isPhotoContentType } from './security';
import { contextCacheControl } from './member-context';
import './request-facts';
import type { SessionUser } from '../domain/accounts/sessions';
import { invalidImage } from '../domain/images/image';


/** The picture a request carried as its body; an empty or missing body is an invalid image (400). */
export function imageBody(request: FastifyRequest): Buffer {
  const data = request.body;
  if (!Buffer.isBuffer(data) || data.length === 0) throw invalidImage();
  return data;
}

/**
 * Registers `POST url` whose body is the image itself (POST /api/photo.php, POST
 * /api/photo-message.php), so not a JSON contract route: with its own parser for the photo types
 * (in the calling plugin's scope, so at most one such route per plugin), the session and the
 * Content-Type checked before the body is read, and the API's error bodies for a picture that is
 * too large or of another type. `handler` gets the session's user; imageBody() gives the picture.
 * In the member context the answer carries its Cache-Control (http/member-context.ts).
 */
export function registerImageRoute(
  app: FastifyInstance,
  url: string,
  handler: (request: FastifyRequest, reply: FastifyReply, user: SessionUser) => Promise<unknown>,
): void {
  const cacheControl = contextCacheControl(app);
  app.addContentTypeParser([...PHOTO_CONTENT_TYPES], { parseAs: 'buffer', bodyLimit: PHOTO_MAX_BYTES }, (_request, body, done) => {
    done(null, body);
  });
  const senders = new WeakMap<FastifyRequest, SessionUser>();
  app.route({
    method: 'POST',
    url,
    bodyLimit: PHOTO_MAX_BYTES,
    // Before the body is read: nobody streams 10 MB without a session or as another type.
    onRequest: async (request) => {
      const user = await request.sessionUser();
      if (!user) throw authenticationRequired();
      if (!isPhotoContentType(request.headers['content-type'])) throw invalidImage('unsupportedType');
      senders.set(request, user);
    },
    errorHandler: (error: FastifyError | DomainError, _request: FastifyRequest, _reply: FastifyReply) => {
      // Thrown again, an error goes on to the app's handler, which writes the API error body.
      if (error.statusCode === 413) throw new DomainError('tooLarge', ERROR_CODES.payloadTooLarge, byKey('errors.profile.photoTooLarge', { mb: PHOTO_MAX_BYTES / (1024 * 1024) }));
      // The JSON-only rule refused another Content-Type: say what this route does take.
      if (error.statusCode === 415) throw invalidImage('unsupportedType');
      throw error;
    },
    handler: async (request, reply) => {
      const user = senders.get(request);
      if (!user) throw authenticationRequired();
      if (cacheControl !== undefined) reply.header('cache-control', cacheControl);
      return handler(request, reply, user);
    },
  });
}
