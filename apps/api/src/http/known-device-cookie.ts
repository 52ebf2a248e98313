import { randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { hashesEqual, hmacCode } from '../domain/accounts/token-hash.ts';

// A browser that has signed in to an account before carries a signed note saying so (a "device cookie", as
// OWASP describes it). Sign-in attempts at an account queue behind one another however many addresses they
// come from; attempts from a browser the account's owner signed in with go in a queue of their own, so a
// flood of guesses from elsewhere never keeps the owner out. The note proves only that this browser once
// knew the password: it grants nothing else, and its own attempts are slowed and counted like any others.

export const KNOWN_DEVICE_COOKIE = 'gom_device';
/** Sent only to sign-in, the one place that reads it. */
const KNOWN_DEVICE_COOKIE_PATH = '/api/auth';
const KNOWN_DEVICE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;
const DEVICE_ID = /^[A-Za-z0-9_-]{22}$/;

const signatureOf = (secret: string, deviceId: string, email: string) =>
  hmacCode(secret, `known-device:${deviceId}:${email}`);

/** The id of this browser when its cookie says it signed in to `email` before; otherwise undefined. */
export function knownDeviceOf(request: FastifyRequest, secret: string, email: string): string | undefined {
  const [deviceId, signature, extra] = (request.cookies[KNOWN_DEVICE_COOKIE] ?? '').split('.');
  if (!deviceId || !signature || extra !== undefined || !DEVICE_ID.test(deviceId)) return undefined;
  return hashesEqual(signature, signatureOf(secret, deviceId, email)) ? deviceId : undefined;
}

/**
 * This browser's device id: the one its cookie carries (whichever account it was signed for), or a new one. The same
 * browser keeps one id across the accounts signed in on it, so the risk monitor sees accounts that share a device.
 */
export function deviceIdOf(request: FastifyRequest): string {
  const current = (request.cookies[KNOWN_DEVICE_COOKIE] ?? '').split('.')[0] ?? '';
  return DEVICE_ID.test(current) ? current : randomBytes(16).toString('base64url');
}

/** After a successful sign-in: this browser (`deviceId`, from deviceIdOf) is now known to `email`. */
export function rememberKnownDevice(
  reply: FastifyReply,
  settings: { secureCookies: boolean },
  { deviceId, secret, email }: { deviceId: string; secret: string; email: string },
): void {
  reply.setCookie(KNOWN_DEVICE_COOKIE, `${deviceId}.${signatureOf(secret, deviceId, email)}`, {
    httpOnly: true,
    sameSite: 'lax',
    secure: settings.secureCookies,
    path: KNOWN_DEVICE_COOKIE_PATH,
    maxAge: KNOWN_DEVICE_MAX_AGE_SECONDS,
  });
}
