import type { FastifyReply, FastifyRequest } from 'fastify';
import { ACCESS_TOKEN_TTL_SECONDS } from '../domain/accounts/access-token.ts';

export const ACCESS_TOKEN_COOKIE = 'gom_access';
export const REFRESH_TOKEN_COOKIE = 'gom_refresh';
// The access token goes with every API call; the refresh token only to /api/auth (refresh, logout),
// so it is exposed to as few handlers as possible.
export const ACCESS_TOKEN_COOKIE_PATH = '/api';
export const REFRESH_TOKEN_COOKIE_PATH = '/api/auth';

interface CookieSettings {
  secureCookies: boolean;
}

function baseOptions(settings: CookieSettings) {
  return { httpOnly: true, sameSite: 'lax', secure: settings.secureCookies } as const;
}

export function setSessionCookies(
  reply: FastifyReply,
  settings: CookieSettings,
  tokens: { accessToken: string; refreshToken: string; refreshExpiresAt: Date },
): void {
  reply.setCookie(ACCESS_TOKEN_COOKIE, tokens.accessToken, {
    ...baseOptions(settings),
    path: ACCESS_TOKEN_COOKIE_PATH,
    maxAge: ACCESS_TOKEN_TTL_SECONDS,
  });
  reply.setCookie(REFRESH_TOKEN_COOKIE, tokens.refreshToken, {
    ...baseOptions(settings),
    path: REFRESH_TOKEN_COOKIE_PATH,
    expires: tokens.refreshExpiresAt,
  });
}

export function clearSessionCookies(reply: FastifyReply, settings: CookieSettings): void {
  reply.clearCookie(ACCESS_TOKEN_COOKIE, { ...baseOptions(settings), path: ACCESS_TOKEN_COOKIE_PATH });
  reply.clearCookie(REFRESH_TOKEN_COOKIE, { ...baseOptions(settings), path: REFRESH_TOKEN_COOKIE_PATH });
}

export function readCookie(request: FastifyRequest, name: string): string | undefined {
  const value = request.cookies[name];
  return value ? value : undefined;
}
