import { errors, jwtVerify, SignJWT } from 'jose';

export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
const ALGORITHM = 'HS256';
const ISSUER = 'goal-or-miss';

export interface AccessTokenClaims {
  userId: string;
  sessionId: string;
}

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
function isUuid(value: unknown): value is string {
  return typeof value === 'string' && UUID_PATTERN.test(value);
}

const keyCache = new Map<string, Uint8Array>();
function keyFor(secret: string): Uint8Array {
  let key = keyCache.get(secret);
  if (!key) {
    key = new TextEncoder().encode(secret);
    keyCache.set(secret, key);
  }
  return key;
}

export function signAccessToken(options: AccessTokenClaims & { secret: string; now: Date }): Promise<string> {
  const issuedAt = Math.floor(options.now.getTime() / 1000);
  return new SignJWT({ sid: options.sessionId })
    .setProtectedHeader({ alg: ALGORITHM })
    .setSubject(options.userId)
    .setIssuer(ISSUER)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + ACCESS_TOKEN_TTL_SECONDS)
    .sign(keyFor(options.secret));
}

/**
 * Tokens already verified, per secret, until they expire. A browser sends the same token with every request
 * for its 15 minutes, and verifying it (WebCrypto HMAC through jose, a key import and a promise each time) was
 * an eighth of the CPU of an authenticated read; a map lookup is not. Bounded: the oldest entries go first.
 */
const VERIFIED_TOKENS_MAX = 10_000;
const verifiedTokens = new Map<string, Map<string, AccessTokenClaims & { expiresAtMs: number }>>();

function rememberVerified(secret: string, token: string, claims: AccessTokenClaims, expiresAtMs: number): void {
  let tokens = verifiedTokens.get(secret);
  if (!tokens) {
    tokens = new Map();
    verifiedTokens.set(secret, tokens);
  }
  if (tokens.size >= VERIFIED_TOKENS_MAX) tokens.delete(tokens.keys().next().value!);
  tokens.set(token, { ...claims, expiresAtMs });
}

/** The claims of a valid, unexpired token, or undefined for anything else (never throws). */
export async function verifyAccessToken(options: {
  token: string;
  secret: string;
  now: Date;
}): Promise<AccessTokenClaims | undefined> {
  const known = verifiedTokens.get(options.secret)?.get(options.token);
  if (known && known.expiresAtMs > options.now.getTime()) return { userId: known.userId, sessionId: known.sessionId };
  try {
    const { payload } = await jwtVerify(options.token, keyFor(options.secret), {
      algorithms: [ALGORITHM],
      issuer: ISSUER,
      currentDate: options.now,
      requiredClaims: ['sub', 'exp', 'sid'],
    });
    // The ids go straight into uuid columns: anything else would be a database error, not a 401.
    if (!isUuid(payload.sub) || !isUuid(payload.sid)) return undefined;
    const claims = { userId: payload.sub, sessionId: payload.sid };
    // jose checked `exp` is there and in the future; the cache stops answering at the same moment.
    rememberVerified(options.secret, options.token, claims, payload.exp! * 1000);
    return claims;
  } catch (error) {
    if (error instanceof errors.JOSEError) return undefined;
    throw error;
  }
}
