import { hash, verify } from '@node-rs/argon2';

// argon2id with the library's defaults (19 MiB, 2 passes: OWASP's minimum profile), which keeps a
// login around tens of milliseconds on the small machines this runs on.
const ARGON2ID = 2;

export function hashPassword(password: string): Promise<string> {
  return hash(password, { algorithm: ARGON2ID });
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    // A malformed stored hash is a wrong password, never a crash that tells the caller something.
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/**
 * A hash of nothing anyone knows, verified against when the email is unknown so that a login for an
 * unknown account costs the same time as one with a wrong password.
 */
export function getDummyPasswordHash(): Promise<string> {
  dummyHash ??= hashPassword(`dummy-${Math.random()}-${Date.now()}`);
  return dummyHash;
}
