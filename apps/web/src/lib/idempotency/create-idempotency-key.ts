// A short unique id for an idempotent POST (POST /fund, spec §7; game creation's Idempotency-Key): 21 characters
// from a 64-letter alphabet (126 random bits), within the contract's allowed characters [A-Za-z0-9_-].

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-';
const KEY_LENGTH = 21;
// 64 letters, so the low six bits of a random byte pick one without bias.
const SIX_BITS = 63;

export function createIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(KEY_LENGTH));
  return Array.from(bytes, (byte) => ALPHABET[byte & SIX_BITS]).join('');
}
