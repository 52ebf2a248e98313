// The keys of one secret-keyed clip. A clip is named by a random nonce; HMAC-SHA256 under the installation's
// CLIP_SECRET turns the nonce into the situation's seed, the strike's 128-bit key and the pick of the clubs.
// Without the secret the nonce says nothing, so neither the source code nor anything a player is sent rebuilds
// a clip; with it, the same nonce gives the same clip on any machine (a restart or another worker re-renders
// it byte for byte).
import { createHmac, randomBytes } from 'node:crypto';
import type { RandomKey } from '../simulator/random.ts';

/** Domain separation: these keys are for clips and nothing else derived from the same secret. */
const CONTEXT = 'goal-or-miss/clip/v1';
const NONCE_BYTES = 16;
const UINT32 = 0x1_0000_0000;

export interface ClipKeys {
  situationSeed: number;
  strikeKey: RandomKey;
  /** Uniform in [0, 1): which clubs play (pickMatchup). */
  matchupPick: number;
}

export function newClipNonce(): string {
  return randomBytes(NONCE_BYTES).toString('base64url');
}

export function deriveClipKeys({ secret, nonce }: { secret: string; nonce: string }): ClipKeys {
  if (secret.length === 0) throw new Error('a clip secret is required');
  const digest = createHmac('sha256', secret).update(CONTEXT).update('\0').update(nonce).digest();
  const word = (index: number) => digest.readUInt32BE(index * 4);
  return {
    situationSeed: word(0),
    strikeKey: [word(1), word(2), word(3), word(4)],
    matchupPick: word(5) / UINT32,
  };
}
