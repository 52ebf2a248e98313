import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

// Outside production the server invents its secrets once and keeps them beside the data, so sessions and
// codes survive a restart without anyone having to configure anything.

export const SECRETS_FILE_NAME = 'secrets.json';
const SECRET_BYTES = 48;
const SECRETS_FILE_MODE = 0o600;

export const SECRET_NAMES = [
  'JWT_SECRET',
  'OTP_SECRET',
  'SANDBOX_WEBHOOK_SECRET',
  'MEDIA_SECRET',
  'CLIP_SECRET',
] as const;
export type SecretName = (typeof SECRET_NAMES)[number];
export type Secrets = Record<SecretName, string>;

/** Reads `DATA_DIR/secrets.json`, adding (and saving) any secret it lacks. */
export function readOrCreateSecrets(dataDir: string): Secrets {
  const path = join(dataDir, SECRETS_FILE_NAME);
  const stored: Partial<Record<string, unknown>> = existsSync(path) ? JSON.parse(readFileSync(path, 'utf8')) : {};
  const secrets = {} as Secrets;
  let changed = false;
  for (const name of SECRET_NAMES) {
    const value = stored[name];
    if (typeof value === 'string' && value.length > 0) {
      secrets[name] = value;
    } else {
      secrets[name] = randomBytes(SECRET_BYTES).toString('base64url');
      changed = true;
    }
  }
  if (changed) {
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(path, `${JSON.stringify({ ...stored, ...secrets }, null, 2)}\n`, { mode: SECRETS_FILE_MODE });
    // writeFileSync's mode applies only when it creates the file.
    chmodSync(path, SECRETS_FILE_MODE);
  }
  return secrets;
}
