// Media URLs carry one opaque token: AES-256-GCM over {asset key, expiry, optional gate} with a random nonce.
// The cipher hides what the token points at (a clip id or an outcome never shows in a URL), the GCM tag makes
// any change to it fail, and the nonce makes two issuances for the same asset look unrelated.
import { createCipheriv, createDecipheriv, createHash } from 'node:crypto';
import { createRandomPool } from '../lib/random-pool.ts';

const CIPHER = 'aes-256-gcm';
const NONCE_BYTES = 12;
const TAG_BYTES = 16;
/** Domain separation: the media key is derived from MEDIA_SECRET, never the secret itself. */
const KEY_CONTEXT = 'goal-or-miss/media-token/v1';

/** What the game asks before a gated asset is served: "has this question of this game been answered?". */
export interface MediaGate {
  gameId: string;
  questionIndex: number;
  /** Which asset of the question: the post-answer video or the original footage. */
  kind: 'post' | 'original';
}

export interface MediaTokenClaims {
  /** The asset's key in media storage. */
  key: string;
  expiresAt: Date;
  gate?: MediaGate;
}

/** The compact JSON inside the cipher (short names keep URLs short). */
interface Payload {
  k: string;
  /** Expiry, whole seconds since the epoch. */
  e: number;
  g?: [string, number, MediaGate['kind']];
}

const takeNonce = createRandomPool();

// A process has one media secret (two while a test runs several apps): the key is derived once per secret, not
// once per token (a live game signs three links per question).
const derivedKeys = new Map<string, Buffer>();

function deriveMediaKey(secret: string): Buffer {
  let key = derivedKeys.get(secret);
  if (!key) {
    key = createHash('sha256').update(KEY_CONTEXT).update('\0').update(secret).digest();
    if (derivedKeys.size > 16) derivedKeys.clear();
    derivedKeys.set(secret, key);
  }
  return key;
}

export interface IssueMediaTokenOptions extends MediaTokenClaims {
  secret: string;
}

export function issueMediaToken({ secret, key, expiresAt, gate }: IssueMediaTokenOptions): string {
  const payload: Payload = { k: key, e: Math.floor(expiresAt.getTime() / 1000) };
  if (gate) payload.g = [gate.gameId, gate.questionIndex, gate.kind];
  const nonce = takeNonce(NONCE_BYTES);
  const cipher = createCipheriv(CIPHER, deriveMediaKey(secret), nonce);
  const sealed = Buffer.concat([cipher.update(JSON.stringify(payload), 'utf8'), cipher.final()]);
  return Buffer.concat([nonce, sealed, cipher.getAuthTag()]).toString('base64url');
}

export type ReadMediaTokenResult =
  { ok: true; claims: MediaTokenClaims } | { ok: false; reason: 'malformed' | 'forged' | 'expired' };

export interface ReadMediaTokenOptions {
  secret: string;
  token: string;
  now: Date;
}

/** Opens and checks a token. Any change to it, or another secret, is 'forged'; a past expiry is 'expired'. */
export function readMediaToken({ secret, token, now }: ReadMediaTokenOptions): ReadMediaTokenResult {
  if (!/^[A-Za-z0-9_-]+$/.test(token)) return { ok: false, reason: 'malformed' };
  const raw = Buffer.from(token, 'base64url');
  if (raw.length <= NONCE_BYTES + TAG_BYTES) return { ok: false, reason: 'malformed' };
  const nonce = raw.subarray(0, NONCE_BYTES);
  const tag = raw.subarray(raw.length - TAG_BYTES);
  const sealed = raw.subarray(NONCE_BYTES, raw.length - TAG_BYTES);
  let payload: Payload;
  try {
    const decipher = createDecipheriv(CIPHER, deriveMediaKey(secret), nonce);
    decipher.setAuthTag(tag);
    const json = Buffer.concat([decipher.update(sealed), decipher.final()]).toString('utf8');
    payload = JSON.parse(json) as Payload;
  } catch {
    return { ok: false, reason: 'forged' };
  }
  if (typeof payload.k !== 'string' || typeof payload.e !== 'number') return { ok: false, reason: 'malformed' };
  const expiresAt = new Date(payload.e * 1000);
  if (expiresAt.getTime() <= now.getTime()) return { ok: false, reason: 'expired' };
  const claims: MediaTokenClaims = { key: payload.k, expiresAt };
  if (payload.g) claims.gate = { gameId: payload.g[0], questionIndex: payload.g[1], kind: payload.g[2] };
  return { ok: true, claims };
}
