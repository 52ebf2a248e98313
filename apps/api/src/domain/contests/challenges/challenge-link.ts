import { createHash, createHmac } from 'node:crypto';

// A challenge's link carries a token nobody can guess: 256 bits of an HMAC of the match's id under a server secret.
// Only its SHA-256 is stored (matches.link_token_hash), so the table alone lets nobody accept a challenge; the
// server can still show the link again to its creator while the challenge is open, by deriving it once more.

const TOKEN_LABEL = 'challenge-link:';

/** The token of the match's link (base64url, 43 characters). */
export function challengeToken(secret: string, matchId: string): string {
  return createHmac('sha256', secret).update(`${TOKEN_LABEL}${matchId}`).digest('base64url');
}

/** What is stored and looked up: the token's SHA-256, hex. */
export function hashChallengeToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** The web page a friend opens the challenge on. */
export function challengeLink(publicUrl: string, token: string): string {
  return `${publicUrl.replace(/\/$/, '')}/challenge/${token}`;
}
