import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { ACCESS_TOKEN_TTL_SECONDS, signAccessToken, verifyAccessToken } from './access-token.ts';

const secret = 'k'.repeat(40);
const userId = '0b7c7a56-4d0b-4c36-9c8b-6f1a1d2e3f40';
const sessionId = '5d1f2e3a-7b8c-4d9e-8f0a-1b2c3d4e5f60';
const now = new Date('2030-01-01T00:00:00Z');

describe('access tokens', () => {
  it('carry the user and the session, and verify until they expire 15 minutes later', () => {
    const token = signAccessToken({ userId, sessionId, secret, now });
    expect(JSON.parse(Buffer.from(token.split('.')[0] ?? '', 'base64url').toString())).toEqual({ alg: 'HS256' });
    expect(JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString())).toEqual({
      sid: sessionId,
      sub: userId,
      iss: 'goal-or-miss',
      iat: now.getTime() / 1000,
      exp: now.getTime() / 1000 + ACCESS_TOKEN_TTL_SECONDS,
    });
    expect(verifyAccessToken({ token, secret, now })).toEqual({ userId, sessionId });
    const almost = new Date(now.getTime() + (ACCESS_TOKEN_TTL_SECONDS - 1) * 1000);
    expect(verifyAccessToken({ token, secret, now: almost })).toEqual({ userId, sessionId });
    const after = new Date(now.getTime() + ACCESS_TOKEN_TTL_SECONDS * 1000);
    expect(verifyAccessToken({ token, secret, now: after })).toBeUndefined();
  });

  it('reject another secret, tampering, "none" and garbage without throwing', () => {
    const token = signAccessToken({ userId, sessionId, secret, now });
    expect(verifyAccessToken({ token, secret: 'x'.repeat(40), now })).toBeUndefined();
    const [header, , signature] = token.split('.');
    const forgedPayload = Buffer.from(JSON.stringify({ sub: sessionId, sid: sessionId, exp: 9e9 })).toString(
      'base64url',
    );
    expect(verifyAccessToken({ token: `${header}.${forgedPayload}.${signature}`, secret, now })).toBeUndefined();
    const none = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${forgedPayload}.`;
    expect(verifyAccessToken({ token: none, secret, now })).toBeUndefined();
    expect(verifyAccessToken({ token: 'not-a-jwt', secret, now })).toBeUndefined();
  });

  it('reject a token of this key with another issuer', async () => {
    const token = await new SignJWT({ sid: sessionId })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(userId)
      .setIssuer('someone-else')
      .setExpirationTime(Math.floor(now.getTime() / 1000) + 60)
      .sign(new TextEncoder().encode(secret));
    expect(verifyAccessToken({ token, secret, now })).toBeUndefined();
  });

  it('reject a correctly signed token whose ids are not uuids', async () => {
    const token = await new SignJWT({ sid: "1' or '1'='1" })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(userId)
      .setIssuer('goal-or-miss')
      .setExpirationTime(Math.floor(now.getTime() / 1000) + 60)
      .sign(new TextEncoder().encode(secret));
    expect(verifyAccessToken({ token, secret, now })).toBeUndefined();
  });
});
