import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import { ERROR_CODES, PHOTO_CONTENT_TYPES, PHOTO_MAX_BYTES } from 'shared-kernel/contract';
import { DomainError, authenticationRequired, byKey } from '../domain/errors';
import { isPhotoContentType } from './security';
import './request-facts';
import { invalidImage } from '../domain/images/image';

/** The picture a request carried as its body; an empty or missing body is an invalid image (400). */
export function imageBody(request: FastifyRequest): Buffer {
  const data = request.body;
  if (!Buffer.isBuffer(data) || data.length === 0) throw invalidImage();
  return data;
}

const withImageParser = new WeakSet<FastifyInstance>();

/**
 * What a route whose body is the image itself (a contract endpoint with `bodyKind: 'image'`: POST
 * /api/photo.php, POST /api/photo-message.php) adds to its route options (web/route.ts): a parser
 * for the photo types in the registering context, the session and the Content-Type checked before
 * the body is read, and the API's error bodies for a picture that is too large or of another type.
 * The handler reads the picture with imageBody().
 */
export function imageRouteOptions(app: FastifyInstance): Pick<RouteOptions, 'onRequest' | 'errorHandler'> {
  if (!withImageParser.has(app)) {
    withImageParser.add(app);
    app.addContentTypeParser([...PHOTO_CONTENT_TYPES], { parseAs: 'buffer', bodyLimit: PHOTO_MAX_BYTES }, (_request, body, done) => {
      done(null, body);
    });
  }
  return {
    // Before the body is read: nobody streams 10 MB without a session or as another type.
    onRequest: async (request: FastifyRequest) => {
      const user = await request.sessionUser();
      if (!user) throw authenticationRequired();
      if (!isPhotoContentType(request.headers['content-type'])) throw invalidImage('unsupportedType');
    },
    errorHandler: (error: FastifyError | DomainError, _request: FastifyRequest, _reply: FastifyReply) => {
      // Thrown again, an error goes on to the app's handler, which writes the API error body.
      if (error.statusCode === 413) throw new DomainError('tooLarge', ERROR_CODES.payloadTooLarge, byKey('errors.profile.photoTooLarge', { mb: PHOTO_MAX_BYTES / (1024 * 1024) }));
      // The JSON-only rule refused another Content-Type: say what this route does take.
      if (error.statusCode === 415) throw invalidImage('unsupportedType');
      throw error;
    },
  };
}
