import { describe, expect, it } from 'vitest';
import { issueMediaToken, readMediaToken } from './media-token.ts';

const SECRET = 'media-secret-that-is-long-enough-for-tests';
const NOW = new Date('2030-01-15T12:00:00.000Z');
const IN_AN_HOUR = new Date(NOW.getTime() + 3_600_000);
const KEY = 'clips/7d7f9c2e-0000-4000-8000-000000000000/r1-pre.mp4';

describe('media tokens', () => {
  it('round-trips the key, the expiry and the gate', () => {
    const gate = { gameId: 'game-1', questionIndex: 3, kind: 'post' as const };
    const token = issueMediaToken({ secret: SECRET, key: KEY, expiresAt: IN_AN_HOUR, gate });
    expect(readMediaToken({ secret: SECRET, token, now: NOW })).toEqual({
      ok: true,
      claims: { key: KEY, expiresAt: IN_AN_HOUR, gate },
    });
  });

  it('never shows the key and differs on every issuance', () => {
    const first = issueMediaToken({ secret: SECRET, key: KEY, expiresAt: IN_AN_HOUR });
    const second = issueMediaToken({ secret: SECRET, key: KEY, expiresAt: IN_AN_HOUR });
    expect(first).not.toBe(second);
    expect(first).toMatch(/^[A-Za-z0-9_-]+$/);
    for (const token of [first, second]) {
      expect(token).not.toContain('clips');
      expect(Buffer.from(token, 'base64url').toString('latin1')).not.toContain('pre.mp4');
    }
  });

  it('refuses a token with any byte flipped', () => {
    const token = issueMediaToken({ secret: SECRET, key: KEY, expiresAt: IN_AN_HOUR });
    const raw = Buffer.from(token, 'base64url');
    for (const position of [0, 5, 12, 20, raw.length - 17, raw.length - 1]) {
      const tampered = Buffer.from(raw);
      tampered[position]! ^= 0x01;
      expect(readMediaToken({ secret: SECRET, token: tampered.toString('base64url'), now: NOW })).toEqual({
        ok: false,
        reason: 'forged',
      });
    }
  });

  it('refuses a token made with another secret', () => {
    const token = issueMediaToken({ secret: `${SECRET}-other`, key: KEY, expiresAt: IN_AN_HOUR });
    expect(readMediaToken({ secret: SECRET, token, now: NOW })).toEqual({ ok: false, reason: 'forged' });
  });

  it('refuses a token at and after its expiry', () => {
    const token = issueMediaToken({ secret: SECRET, key: KEY, expiresAt: IN_AN_HOUR });
    expect(readMediaToken({ secret: SECRET, token, now: new Date(IN_AN_HOUR.getTime() - 1000) }).ok).toBe(true);
    expect(readMediaToken({ secret: SECRET, token, now: IN_AN_HOUR })).toEqual({ ok: false, reason: 'expired' });
  });

  it('refuses junk', () => {
    for (const token of ['', 'abc', 'not base64!', 'A'.repeat(40)]) {
      expect(readMediaToken({ secret: SECRET, token, now: NOW }).ok).toBe(false);
    }
  });
});
