import { randomFillSync } from 'node:crypto';

// Random bytes for many small, frequent uses (a live game seals three media tokens per question, each with a fresh
// nonce). Each `randomBytes(12)` is a separate job through OpenSSL's generator, about 10 µs under load (measured:
// half of a token's cost); one fill of a larger pool costs about the same as a single call. Every byte of the pool
// is handed out once, so what a caller gets is as unpredictable and as unique as from `randomBytes`.

const POOL_BYTES = 4_096;

/** A source of random bytes that fills `poolBytes` at a time from the CSPRNG and hands each byte out once. */
export function createRandomPool(poolBytes = POOL_BYTES): (size: number) => Buffer {
  const pool = Buffer.allocUnsafe(poolBytes);
  let offset = poolBytes;
  return (size) => {
    if (!Number.isInteger(size) || size < 1 || size > poolBytes) {
      throw new RangeError(`size is a whole number from 1 to ${poolBytes}, not ${size}`);
    }
    if (offset + size > poolBytes) {
      randomFillSync(pool);
      offset = 0;
    }
    // A copy: the caller may keep it while the pool is refilled.
    const bytes = Buffer.from(pool.subarray(offset, offset + size));
    offset += size;
    return bytes;
  };
}
