import type { ErrorBody, ErrorCode } from '@gom/contract/errors';
import type { FastifyError, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { z } from 'zod';
import { DomainError } from '../domain/domain-error.ts';
import { ApiError } from '../http/api-error.ts';
import { QueueFullError } from '../lib/bounded-queue.ts';

// The one place an error becomes a response. Players see a clear message; internals stay in the log.

export const INTERNAL_ERROR_MESSAGE = 'Something went wrong on our side. Please try again.';
export const OVERLOADED_MESSAGE = 'We are very busy right now. Please try again in a few seconds.';

/** Which status each domain error code answers with: the domain itself knows nothing of HTTP. */
const DOMAIN_ERROR_STATUS: Partial<Record<ErrorCode, number>> = {
  INVALID_INPUT: 400,
  INVALID_OTP: 400,
  UNAUTHENTICATED: 401,
  INVALID_CREDENTIALS: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  EMAIL_TAKEN: 409,
  USERNAME_TAKEN: 409,
  BUSINESS_RULE: 422,
  RATE_LIMITED: 429,
  PAYMENT_MISMATCH: 400,
  INVALID_SIGNATURE: 400,
  PROVIDER_UNAVAILABLE: 502,
  PAYMENTS_DISABLED: 503,
  QUOTE_EXPIRED: 409,
  PAYOUTS_DISABLED: 503,
  DAILY_GAME_LIMIT: 422,
  UNDERAGE: 422,
  DATE_OF_BIRTH_REQUIRED: 422,
  SAFER_PLAY_LIMIT: 422,
  SAFER_PLAY_BREAK: 422,
  ACCOUNT_LOCKED: 403,
  WRONG_PASSWORD: 400,
  NOT_ENOUGH_CLIPS: 422,
  UNSTARTED_GAME: 409,
  DISPLAY_NAME_TAKEN: 409,
  PLAYER_NOT_FOUND: 404,
  CANNOT_FRIEND_SELF: 422,
  ALREADY_FRIENDS: 409,
  FRIEND_REQUEST_PENDING: 409,
  TOO_MANY_FRIENDS: 422,
  PREMIUM_REQUIRED: 422,
  TOURNAMENT_FULL: 422,
  TOURNAMENT_STARTED: 409,
  ALREADY_ENTERED: 409,
};

export function errorBody(code: ErrorCode, message: string, fields?: Record<string, string>): ErrorBody {
  return { error: fields ? { code, message, fields } : { code, message } };
}

function send(reply: FastifyReply, status: number, body: ErrorBody, headers?: Record<string, string>) {
  if (headers) reply.headers(headers);
  return reply.status(status).send(body);
}

/** A zod failure as the envelope: the first message up front, one message per field path. */
export function zodErrorBody(error: z.ZodError): ErrorBody {
  const fields: Record<string, string> = {};
  let first: string | undefined;
  for (const issue of error.issues) {
    const entries: Array<[string, string]> =
      issue.code === 'unrecognized_keys'
        ? issue.keys.map((key) => [[...issue.path, key].join('.'), `Unknown field "${key}"`])
        : issue.path.length === 0 && issue.code === 'invalid_type'
          ? [['', 'The request must be a JSON object']]
          : [[issue.path.map(String).join('.'), issue.message]];
    for (const [path, message] of entries) {
      first ??= message;
      if (path && !(path in fields)) fields[path] = message;
    }
  }
  return errorBody('INVALID_INPUT', first ?? 'Invalid input', Object.keys(fields).length > 0 ? fields : undefined);
}

/** Fastify's own 4xx (malformed JSON, body too large, ...) in the envelope. */
function frameworkClientError(error: FastifyError): { status: number; body: ErrorBody } {
  const status = error.statusCode ?? 400;
  if (status === 413) return { status, body: errorBody('PAYLOAD_TOO_LARGE', 'The request body is too large') };
  if (status === 415) {
    return {
      status,
      body: errorBody('UNSUPPORTED_MEDIA_TYPE', 'The request body must be JSON (Content-Type: application/json)'),
    };
  }
  if (error.code?.startsWith('FST_ERR_CTP') || error instanceof SyntaxError) {
    return { status: 400, body: errorBody('INVALID_INPUT', 'The request body is not valid JSON') };
  }
  return {
    status,
    body: errorBody(status === 404 ? 'NOT_FOUND' : 'INVALID_INPUT', 'The request could not be understood'),
  };
}

export const errorHandlerPlugin = fp(
  async (app) => {
    app.setErrorHandler((error: unknown, request, reply) => {
      if (error instanceof ApiError) {
        return send(
          reply,
          error.statusCode,
          errorBody(error.code, error.message, error.options.fields),
          error.options.headers,
        );
      }
      if (error instanceof DomainError) {
        const status = DOMAIN_ERROR_STATUS[error.code] ?? 400;
        return send(reply, status, errorBody(error.code, error.message, error.fields));
      }
      if (error instanceof QueueFullError) {
        // Shed, not failed: the same request again after Retry-After is welcome (clients and HAProxy alike).
        request.log.info({ queue: error.queue, retryAfterSeconds: error.retryAfterSeconds }, 'request shed');
        return send(reply, 503, errorBody('OVERLOADED', OVERLOADED_MESSAGE), {
          'retry-after': String(error.retryAfterSeconds),
        });
      }
      if (error instanceof z.ZodError) return send(reply, 400, zodErrorBody(error));
      const statusCode = (error as FastifyError).statusCode;
      if (typeof statusCode === 'number' && statusCode >= 400 && statusCode < 500) {
        const { status, body } = frameworkClientError(error as FastifyError);
        request.log.info({ code: (error as FastifyError).code }, 'client error');
        return send(reply, status, body);
      }
      // The logger's `err` serializer keeps a failed query's parameters and stack out of the line.
      request.log.error({ err: error }, 'request failed');
      return send(reply, 500, errorBody('INTERNAL', INTERNAL_ERROR_MESSAGE));
    });
  },
  { name: 'error-handler' },
);
