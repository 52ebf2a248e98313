import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ApiError } from '../http/api-error.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * Skip the Origin and JSON checks. Only for callers that authenticate otherwise and are not browsers
     * acting for a signed-in player, such as a payment provider's signed webhook.
     */
    skipOriginCheck?: boolean;
  }
}

// CSRF defence on top of SameSite=Lax: a state-changing request must come from one of our own pages
// (Origin, or Referer when a browser sends no Origin), and a body must be JSON, which a cross-site
// <form> cannot send without a CORS preflight that we never grant.

const STATE_CHANGING_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const JSON_MEDIA_TYPE = 'application/json';

export const BAD_ORIGIN_MESSAGE = 'This request did not come from an allowed origin';

function requestOrigin(request: FastifyRequest): string | undefined {
  const origin = request.headers.origin;
  if (origin) return origin;
  const referer = request.headers.referer;
  if (!referer) return undefined;
  try {
    return new URL(referer).origin;
  } catch {
    return undefined;
  }
}

function hasBody(request: FastifyRequest): boolean {
  const length = request.headers['content-length'];
  return (length !== undefined && length !== '0') || request.headers['transfer-encoding'] !== undefined;
}

function isJson(request: FastifyRequest): boolean {
  const mediaType = request.headers['content-type']?.split(';')[0]?.trim().toLowerCase();
  return mediaType === JSON_MEDIA_TYPE;
}

export const originCheckPlugin = fp<{ allowedOrigins: string[] }>(
  async (app, options) => {
    const allowed = new Set(options.allowedOrigins);
    app.addHook('onRequest', async (request) => {
      if (!STATE_CHANGING_METHODS.has(request.method)) return;
      if (request.routeOptions.config?.skipOriginCheck) return;
      const origin = requestOrigin(request);
      if (!origin || !allowed.has(origin)) throw new ApiError(403, 'BAD_ORIGIN', BAD_ORIGIN_MESSAGE);
      if (hasBody(request) && !isJson(request)) {
        throw new ApiError(
          415,
          'UNSUPPORTED_MEDIA_TYPE',
          'The request body must be JSON (Content-Type: application/json)',
        );
      }
    });
  },
  { name: 'origin-check' },
);
