import { signHs256Jwt, verifyHs256Jwt } from '../../lib/hs256-jwt.ts';

export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
const ISSUER = 'goal-or-miss';

export interface AccessTokenClaims {
  userId: string;
  sessionId: string;
}

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
function isUuid(value: unknown): value is string {
  return typeof value === 'string' && UUID_PATTERN.test(value);
}

export function signAccessToken(options: AccessTokenClaims & { secret: string; now: Date }): string {
  const issuedAt = Math.floor(options.now.getTime() / 1000);
  return signHs256Jwt(
    {
      sid: options.sessionId,
      sub: options.userId,
      iss: ISSUER,
      iat: issuedAt,
      exp: issuedAt + ACCESS_TOKEN_TTL_SECONDS,
    },
    options.secret,
  );
}

/**
 * Tokens already verified, per secret, until they expire. A browser sends the same token with every request
 * for its 15 minutes; a map lookup is cheaper still than an HMAC and two JSON parses. Bounded: the oldest
 * entries go first.
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

/** The claims of a valid, unexpired token of this server, or undefined for anything else (never throws). */
export function verifyAccessToken(options: {
  token: string;
  secret: string;
  now: Date;
}): AccessTokenClaims | undefined {
  const known = verifiedTokens.get(options.secret)?.get(options.token);
  if (known && known.expiresAtMs > options.now.getTime()) return { userId: known.userId, sessionId: known.sessionId };
  const payload = verifyHs256Jwt(options.token, options.secret, options.now);
  if (!payload || payload.iss !== ISSUER) return undefined;
  // The ids go straight into uuid columns: anything else would be a database error, not a 401.
  if (!isUuid(payload.sub) || !isUuid(payload.sid)) return undefined;
  const claims = { userId: payload.sub, sessionId: payload.sid };
  // verifyHs256Jwt checked `exp` is a number in the future; the cache stops answering at the same moment.
  rememberVerified(options.secret, options.token, claims, (payload.exp as number) * 1000);
  return claims;
}
