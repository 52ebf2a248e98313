import { randomInt } from 'node:crypto';

// A reference a player can read out on the phone: no 0/O, 1/I/L or U, so it survives being written down.
// 31^8 ≈ 8.5 × 10^11 values; the unique index on it catches the (vanishingly rare) collision.
const REFERENCE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTVWXYZ';
const REFERENCE_LENGTH = 8;
export const REFERENCE_PREFIX = 'GOM-';

/** GOM-7K2Q9XWD */
export function createReference(): string {
  let code = '';
  for (let index = 0; index < REFERENCE_LENGTH; index += 1) {
    code += REFERENCE_ALPHABET[randomInt(REFERENCE_ALPHABET.length)];
  }
  return `${REFERENCE_PREFIX}${code}`;
}
