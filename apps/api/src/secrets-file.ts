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

/** The secrets file cannot be read as one: the start stops, naming the file, and leaves it as it is. */
export class SecretsFileError extends Error {
  constructor(
    readonly path: string,
    reason: string,
  ) {
    super(
      `${path} is not a valid secrets file (${reason}). Fix it, or move it away to have new secrets made ` +
        `(everyone signed in is then signed out).`,
    );
    this.name = 'SecretsFileError';
  }
}

function readStored(path: string): Partial<Record<string, unknown>> {
  if (!existsSync(path)) return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(readFileSync(path, 'utf8'));
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    throw new SecretsFileError(path, code ? `cannot be read: ${code}` : `not JSON: ${(error as Error).message}`);
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw new SecretsFileError(path, 'not a JSON object');
  }
  return parsed as Partial<Record<string, unknown>>;
}

/** Reads `DATA_DIR/secrets.json`, adding (and saving) any secret it lacks. */
export function readOrCreateSecrets(dataDir: string): Secrets {
  const read = readSecretsFile(dataDir);
  read.save?.();
  return read.secrets;
}

/**
 * Reads `DATA_DIR/secrets.json` and invents any secret it lacks, without writing: `save` (null when nothing is new)
 * writes them, which a server does only once its start has succeeded, so a failed start writes nothing.
 */
export function readSecretsFile(dataDir: string): { secrets: Secrets; save: (() => void) | null } {
  const path = join(dataDir, SECRETS_FILE_NAME);
  const stored = readStored(path);
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
  if (!changed) return { secrets, save: null };
  const save = () => {
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(path, `${JSON.stringify({ ...stored, ...secrets }, null, 2)}\n`, { mode: SECRETS_FILE_MODE });
    // writeFileSync's mode applies only when it creates the file.
    chmodSync(path, SECRETS_FILE_MODE);
  };
  return { secrets, save };
}
