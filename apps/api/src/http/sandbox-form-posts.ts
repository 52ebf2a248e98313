import type { FastifyInstance, FastifyRequest } from 'fastify';
import { BAD_ORIGIN_MESSAGE } from '../plugins/origin-check.ts';
import { ApiError } from './api-error.ts';

// The sandbox pages' buttons are plain HTML forms: their (empty) urlencoded bodies are not read, and
// since they are not JSON the app-wide Origin check skips them; each must still come from this site.

export function acceptEmptyFormPosts(app: FastifyInstance): void {
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, _body, done) =>
    done(null, undefined),
  );
}

export function requireOwnPage(request: FastifyRequest, allowedOrigins: readonly string[]): void {
  const origin = request.headers.origin;
  if (!origin || !allowedOrigins.includes(origin)) throw new ApiError(403, 'BAD_ORIGIN', BAD_ORIGIN_MESSAGE);
}
