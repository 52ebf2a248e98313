import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { generateRefreshToken, hashesEqual, hashRefreshToken, hmacCode } from './token-hash.ts';

describe('refresh tokens', () => {
  it('are 32 random bytes in base64url, never repeating', () => {
    const tokens = new Set(Array.from({ length: 200 }, generateRefreshToken));
    expect(tokens.size).toBe(200);
    for (const token of tokens) {
      expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    }
  });

  it('are stored as their SHA-256 hex digest, which does not contain the token', () => {
    const token = generateRefreshToken();
    const hash = hashRefreshToken(token);
    expect(hash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(hash).not.toContain(token);
    expect(hashRefreshToken(token)).toBe(hash);
    expect(hashRefreshToken(`${token}x`)).not.toBe(hash);
  });
});

describe('one-time code hashing', () => {
  it('depends on the secret: without it a table of 10^6 hashes cannot be precomputed', () => {
    expect(hmacCode('secret-a', '123456')).toBe(hmacCode('secret-a', '123456'));
    expect(hmacCode('secret-a', '123456')).not.toBe(hmacCode('secret-b', '123456'));
    expect(hmacCode('secret-a', '123456')).not.toBe(createHash('sha256').update('123456').digest('hex'));
    expect(hmacCode('secret-a', '123456')).not.toBe(hmacCode('secret-a', '123457'));
  });

  it('compares hashes exactly, including different lengths', () => {
    const hash = hmacCode('k', '000001');
    expect(hashesEqual(hash, hmacCode('k', '000001'))).toBe(true);
    expect(hashesEqual(hash, hmacCode('k', '000002'))).toBe(false);
    expect(hashesEqual(hash, hash.slice(1))).toBe(false);
    expect(hashesEqual(hash, '')).toBe(false);
  });
});
