import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

export const REFRESH_TOKEN_BYTES = 32;

/** A new refresh token: 32 random bytes, base64url, as it travels in the cookie. */
export function generateRefreshToken(): string {
  return randomBytes(REFRESH_TOKEN_BYTES).toString('base64url');
}

/**
 * What the database keeps of a refresh token. Plain SHA-256 is enough: the token is 256 random bits, so
 * there is nothing to brute-force, and a leaked table cannot be replayed as cookies.
 */
export function hashRefreshToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** What the database keeps of a one-time code: a 6-digit code has too little entropy for a plain hash. */
export function hmacCode(secret: string, code: string): string {
  return createHmac('sha256', secret).update(code, 'utf8').digest('hex');
}

export function hashesEqual(a: string, b: string): boolean {
  const left = Buffer.from(a, 'utf8');
  const right = Buffer.from(b, 'utf8');
  return left.length === right.length && timingSafeEqual(left, right);
}
