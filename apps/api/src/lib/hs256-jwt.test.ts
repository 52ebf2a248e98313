import { createHmac } from 'node:crypto';
import fc from 'fast-check';
import { decodeJwt, jwtVerify, SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { signHs256Jwt, verifyHs256Jwt } from './hs256-jwt.ts';

const secret = 's'.repeat(40);
const key = new TextEncoder().encode(secret);
const now = new Date('2030-01-01T00:00:30.900Z');
const nowSeconds = Math.floor(now.getTime() / 1000);
const claims = { sub: 'player', sid: 'session', iss: 'goal-or-miss', iat: nowSeconds, exp: nowSeconds + 60 };
const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** A token signed by jose with `header` over `payload`. */
const joseToken = (payload: Record<string, unknown>, header: Record<string, unknown> = { alg: 'HS256' }) =>
  new SignJWT(payload).setProtectedHeader(header as { alg: string }).sign(key);

describe('HS256 JWTs', () => {
  it('sign tokens jose verifies, and verify tokens jose signs, to the same claims', async () => {
    const ours = signHs256Jwt(claims, secret);
    const { payload } = await jwtVerify(ours, key, { algorithms: ['HS256'], currentDate: now });
    expect(payload).toEqual(claims);
    expect(verifyHs256Jwt(await joseToken(claims), secret, now)).toEqual(claims);
    expect(verifyHs256Jwt(await joseToken(claims, { alg: 'HS256', typ: 'JWT' }), secret, now)).toEqual(claims);
  });

  it('agree with jose on when a token expires and when it starts, to the second', async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: -5, max: 5 }), fc.integer({ min: -5, max: 5 }), async (exp, nbf) => {
        const token = signHs256Jwt({ exp: nowSeconds + exp, nbf: nowSeconds + nbf }, secret);
        const jose = await jwtVerify(token, key, { currentDate: now }).then(
          () => true,
          () => false,
        );
        expect(verifyHs256Jwt(token, secret, now) !== undefined).toBe(jose);
        expect(jose).toBe(exp > 0 && nbf <= 0);
      }),
    );
  });

  it('refuse another key, any changed character, and a signature spelled another way', () => {
    const token = signHs256Jwt(claims, secret);
    expect(verifyHs256Jwt(token, 't'.repeat(40), now)).toBeUndefined();
    for (let index = 0; index < token.length; index += 1) {
      if (token[index] === '.') continue;
      const changed = `${token.slice(0, index)}${token[index] === 'A' ? 'B' : 'A'}${token.slice(index + 1)}`;
      expect(verifyHs256Jwt(changed, secret, now)).toBeUndefined();
    }
    // The last base64url character of a 32-byte signature carries 2 unused bits: its other spellings decode to
    // the same bytes, and must not pass.
    const last = token.at(-1)!;
    const sibling = String.fromCharCode(last.charCodeAt(0) ^ 1);
    expect(verifyHs256Jwt(`${token.slice(0, -1)}${sibling}`, secret, now)).toBeUndefined();
    expect(verifyHs256Jwt(`${token}=`, secret, now)).toBeUndefined();
    expect(verifyHs256Jwt(`${token.slice(0, -2)}é`, secret, now)).toBeUndefined();
  });

  it('refuse "none", other algorithms, extensions and headers that are not plain HS256', async () => {
    const payload = encode(claims);
    expect(verifyHs256Jwt(`${encode({ alg: 'none' })}.${payload}.`, secret, now)).toBeUndefined();
    expect(verifyHs256Jwt(await joseToken(claims, { alg: 'HS512' }), secret, now)).toBeUndefined();
    // Correctly signed with our key, so only the header's contents can refuse them.
    for (const header of [
      { alg: 'HS256', crit: ['b64'], b64: false },
      { alg: 'HS256', crit: ['exp'] },
      { alg: 'HS256', typ: 'other' },
      { alg: 'HS256', kid: 'another-key' },
      ['HS256'],
      'HS256',
    ]) {
      expect(verifyHs256Jwt(resign(`${encode(header)}.${payload}`), secret, now)).toBeUndefined();
    }
  });

  it('refuse payloads without a numeric exp, with a bad iat, or that are not objects, and garbage', () => {
    for (const payload of [
      { sub: 'x' },
      { exp: String(nowSeconds + 60) },
      { exp: nowSeconds + 60, iat: 'yesterday' },
      { exp: nowSeconds + 60, nbf: 'now' },
    ]) {
      expect(verifyHs256Jwt(signHs256Jwt(payload, secret), secret, now)).toBeUndefined();
    }
    expect(verifyHs256Jwt(resign(`${encode({ alg: 'HS256' })}.${encode([1, 2])}`), secret, now)).toBeUndefined();
    expect(verifyHs256Jwt(resign(`${encode({ alg: 'HS256' })}.bm90IGpzb24`), secret, now)).toBeUndefined();
    for (const garbage of ['', 'a.b', 'a.b.c.d', '...', 'not-a-jwt', '€.€.€']) {
      expect(verifyHs256Jwt(garbage, secret, now)).toBeUndefined();
    }
  });

  it('carry any claims through unchanged', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.string().filter(isFreeName), fc.jsonValue()), (extra) => {
        const token = signHs256Jwt({ ...extra, exp: nowSeconds + 1 }, secret);
        expect(decodeJwt(token)).toEqual(verifyHs256Jwt(token, secret, now));
      }),
    );
  });
});

/** Not one of the times the verification checks. */
function isFreeName(name: string): boolean {
  return !['exp', 'nbf', 'iat'].includes(name);
}

/** `signingInput` with a valid signature of our key, whatever it holds. */
function resign(signingInput: string): string {
  return `${signingInput}.${createHmac('sha256', secret).update(signingInput).digest('base64url')}`;
}
