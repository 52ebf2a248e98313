import type { DestinationStream, LoggerOptions } from 'pino';
import { serializeError } from './loggable-error.ts';

// Fastify's request serializer logs no headers or bodies, but anything logged by hand might: these
// paths are censored wherever they appear, so a cookie, a password, a code or a token never reaches a log.
export const REDACTED_PATHS = [
  'req.headers.cookie',
  'req.headers.authorization',
  'res.headers["set-cookie"]',
  'headers.cookie',
  'headers.authorization',
  'password',
  'otp',
  'token',
  'accessToken',
  'refreshToken',
  'secret',
  '*.password',
  '*.otp',
  '*.token',
  '*.accessToken',
  '*.refreshToken',
  '*.secret',
  '*.jwtSecret',
  '*.otpSecret',
  '*.smtpUrl',
];

export function loggerOptions(options: { level: string; stream?: DestinationStream }): LoggerOptions & {
  stream?: DestinationStream;
} {
  return {
    level: options.level,
    redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
    // Database errors lose their parameters and stacks wherever they are logged (`loggable-error.ts`).
    serializers: { err: serializeError },
    ...(options.stream ? { stream: options.stream } : {}),
  };
}
