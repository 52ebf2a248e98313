import { createHmac, createSecretKey, timingSafeEqual, type KeyObject } from 'node:crypto';

// Compact JWTs signed with HS256 (RFC 7519 over RFC 7515), with node:crypto's synchronous HMAC. This is all the
// server's access tokens need, and it is the one part of jose we used: jose verifies through WebCrypto, which
// imports the key and runs a thread-pool job for every token, 45–95 µs each here against 6 µs for this. A
// thousand players opening their game sockets at once paid that on the server's event loop.
//
// The verification is strict rather than general: the header may only say `alg: HS256` (and `typ: JWT`), so no
// `none`, no other algorithm, no `crit` or `b64` extension to misread; the signature is compared, in constant
// time, as the exact base64url text the key produces, so no second spelling of the same bytes passes; and `exp`
// must be a number in the future, `nbf` (if any) not in the future and `iat` (if any) a number, as jose checks
// them. The tests check tokens both ways against jose.

const HEADER = { alg: 'HS256' } as const;
const ENCODED_HEADER = Buffer.from(JSON.stringify(HEADER)).toString('base64url');
const BASE64URL = /^[A-Za-z0-9_-]+$/;
/** base64url of a 32-byte HMAC-SHA256, unpadded. */
const SIGNATURE_LENGTH = 43;

const keys = new Map<string, KeyObject>();
function keyFor(secret: string): KeyObject {
  let key = keys.get(secret);
  if (!key) {
    key = createSecretKey(Buffer.from(secret, 'utf8'));
    keys.set(secret, key);
  }
  return key;
}

function sign(signingInput: string, secret: string): string {
  return createHmac('sha256', keyFor(secret)).update(signingInput).digest('base64url');
}

export type JwtClaims = Record<string, unknown>;

/** The token for `claims`, signed with `secret`. */
export function signHs256Jwt(claims: JwtClaims, secret: string): string {
  const signingInput = `${ENCODED_HEADER}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}`;
  return `${signingInput}.${sign(signingInput, secret)}`;
}

function decodeObject(part: string): Record<string, unknown> | undefined {
  try {
    const value: unknown = JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}

function headerIsPlainHs256(header: Record<string, unknown>): boolean {
  return (
    header.alg === HEADER.alg &&
    Object.keys(header).every((name) => name === 'alg' || (name === 'typ' && header.typ === 'JWT'))
  );
}

const isTime = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

/**
 * The claims of a token signed with `secret` that has not expired at `now`, or undefined for anything else
 * (another key, another algorithm, a changed byte, an expired or not-yet-valid token, garbage). Never throws.
 */
export function verifyHs256Jwt(token: string, secret: string, now: Date): JwtClaims | undefined {
  const parts = token.split('.');
  if (parts.length !== 3) return undefined;
  const [encodedHeader, encodedPayload, signature] = parts as [string, string, string];
  if (!parts.every((part) => BASE64URL.test(part)) || signature.length !== SIGNATURE_LENGTH) return undefined;
  const expected = sign(`${encodedHeader}.${encodedPayload}`, secret);
  if (!timingSafeEqual(Buffer.from(signature), Buffer.from(expected))) return undefined;

  const header = decodeObject(encodedHeader);
  if (!header || !headerIsPlainHs256(header)) return undefined;
  const claims = decodeObject(encodedPayload);
  if (!claims) return undefined;
  // Whole seconds, as JWT times are and as jose compares them.
  const nowSeconds = Math.floor(now.getTime() / 1000);
  if (!isTime(claims.exp) || claims.exp <= nowSeconds) return undefined;
  if (claims.nbf !== undefined && (!isTime(claims.nbf) || claims.nbf > nowSeconds)) return undefined;
  if (claims.iat !== undefined && !isTime(claims.iat)) return undefined;
  return claims;
}
