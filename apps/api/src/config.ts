import { isAbsolute, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { parseMoneyOutConfig, type MoneyOutConfig } from './config-money-out.ts';
import { LOCAL_MEDIA_SUBDIR } from './media/media-constants.ts';
import { readOrCreateSecrets, SECRET_NAMES, type SecretName } from './secrets-file.ts';

// The whole environment is read here and nowhere else. Every bad variable gets one line saying what is
// wrong, and the server refuses to start rather than run half-configured.

export const DEFAULT_PORT = 3000;
export const DEFAULT_HOST = '0.0.0.0';
export const DEFAULT_DATA_DIR = './data';
export const VITE_DEV_SERVER_ORIGIN = 'http://localhost:5173';
export const SECRET_MIN_LENGTH = 32;
export const DEFAULT_MAIL_FROM = 'Goal or Miss <no-reply@goal-or-miss.local>';
export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export const PAYMENT_PROVIDERS = ['sandbox', 'stripe'] as const;
export type PaymentProviderSetting = (typeof PAYMENT_PROVIDERS)[number];
/** Whole currency units one funding may not exceed, unless FUNDING_MAX_AMOUNT says otherwise. */
export const DEFAULT_FUNDING_MAX_AMOUNT = 1_000_000;
/** Clips rendered at once in the background: each keeps the main thread and two ffmpeg processes busy. */
export const DEFAULT_RENDER_CONCURRENCY = 2;
export const MAX_RENDER_CONCURRENCY = 16;
export const DEFAULT_S3_REGION = 'us-east-1';
/** Fresh goals and fresh misses the buffer keeps per league × season × goal type (issue 10). */
export const DEFAULT_CLIP_BUFFER_PER_CELL = 2;
export const MAX_CLIP_BUFFER_PER_CELL = 100;
/** Staked games an imported clip may be shown in before it retires. */
export const DEFAULT_IMPORTED_CLIP_MAX_EXPOSURES = 1;
export const MAX_IMPORTED_CLIP_MAX_EXPOSURES = 1_000;
/** Days a retired clip's media stay viewable (post-answer and original video, history) before they are purged. */
export const DEFAULT_CLIP_MEDIA_RETENTION_DAYS = 30;
export const MAX_CLIP_MEDIA_RETENTION_DAYS = 3_650;
/** Seconds a stopping process keeps serving while failing its readiness check, so a load balancer can move away. */
export const MAX_SHUTDOWN_DRAIN_SECONDS = 120;
export const DEFAULT_SWEEP_INTERVAL_SECONDS = 60;
/** Seconds an API process trusts that a session it saw standing still stands (revocation's bound elsewhere). */
export const DEFAULT_SESSION_CHECK_CACHE_SECONDS = 5;
export const MAX_SESSION_CHECK_CACHE_SECONDS = 60;

// This file sits at apps/api/src/config.ts and is bundled to apps/api/dist/server.js: both are two
// folders below apps/, so one relative path finds the built SPA from either.
const DEFAULT_WEB_DIST_DIR = fileURLToPath(new URL('../../web/dist', import.meta.url));

export type NodeEnv = 'development' | 'production' | 'test';
export type TrustProxy = boolean | number | string;

export interface AppConfig extends MoneyOutConfig {
  nodeEnv: NodeEnv;
  isProduction: boolean;
  port: number;
  host: string;
  /** Absolute. */
  dataDir: string;
  /** Unset: the embedded PGlite under `dataDir/pglite`. */
  databaseUrl: string | undefined;
  /** Origin (and optional path) without a trailing slash. */
  publicUrl: string;
  allowedOrigins: string[];
  /** Cookies carry `Secure` when the public URL is https. */
  secureCookies: boolean;
  jwtSecret: string;
  otpSecret: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  logLevel: (typeof LOG_LEVELS)[number];
  trustProxy: TrustProxy;
  /** Absolute. */
  webDistDir: string;
  /**
   * Who takes payments. Outside production the built-in sandbox by default; in production only what
   * PAYMENT_PROVIDER names (null: funding is switched off rather than accidentally free).
   */
  paymentProvider: PaymentProviderSetting | null;
  /** Signs the sandbox provider's webhooks. */
  sandboxWebhookSecret: string | undefined;
  /** Where the sandbox delivers its webhooks; unset: this server's own listening address. */
  sandboxWebhookUrl: string | undefined;
  stripeSecretKey: string | undefined;
  stripeWebhookSecret: string | undefined;
  /** Whole currency units. */
  fundingMaxAmount: number;
  /** Encrypts and signs media tokens. */
  mediaSecret: string;
  /** Keyed the demo clips' generator: without it nobody can rebuild a clip or its outcome (issue 10). */
  clipSecret: string;
  /** Keep a buffer of fresh, secret-keyed demo clips in the fictional competitions (DEMO_CATALOG, on by default). */
  demoCatalog: boolean;
  /** Fresh goals and misses the buffer keeps per league × season × goal type. */
  clipBufferPerCell: number;
  importedClipMaxExposures: number;
  clipMediaRetentionDays: number;
  /** Clips the background worker renders at once (0: none). Tests' apps never start the worker themselves. */
  renderConcurrency: number;
  /** How long a session seen standing is trusted without reading the database again (0: never). */
  sessionCheckCacheSeconds: number;
  /** On SIGTERM: seconds of failing readiness while still serving, before closing (0: close at once). */
  shutdownDrainSeconds: number;
  /** How often the periodic sweeps (unpaid fundings' expiry) run, in API and worker processes alike. */
  sweepIntervalSeconds: number;
  mediaStorage: MediaStorageSetting;
}

export type MediaStorageSetting =
  /** Absolute folder, DATA_DIR/media by default. */
  | { kind: 'local'; root: string }
  | {
      kind: 's3';
      /** Origin of the S3-compatible endpoint; buckets are addressed path-style (endpoint/bucket/key). */
      endpoint: string;
      bucket: string;
      region: string;
      accessKeyId: string;
      secretAccessKey: string;
      /** Prepended to every key, without slashes at either end ('' for none). */
      prefix: string;
    };

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

export interface LoadConfigOptions {
  /** Relative paths (DATA_DIR, WEB_DIST_DIR) resolve against it. */
  cwd?: string;
  /** Where secrets come from outside production when the environment has none. */
  readSecrets?: (dataDir: string) => Partial<Record<SecretName, string>>;
}

const httpUrl = z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' });

/** For a process's entry point: the configuration, or every problem printed and exit code 1. */
export function loadConfigOrExit(env: NodeJS.ProcessEnv): AppConfig {
  try {
    return loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

/** Parses and validates the environment. Throws ConfigError listing every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv, options: LoadConfigOptions = {}): AppConfig {
  const cwd = options.cwd ?? process.cwd();
  const problems: string[] = [];
  // An empty variable means "not set", the way shells and .env files are usually written.
  const read = (name: string): string | undefined => {
    const value = env[name]?.trim();
    return value ? value : undefined;
  };
  const fail = (name: string, message: string) => {
    problems.push(`${name} ${message} (got ${JSON.stringify(env[name])})`);
  };

  const nodeEnvRaw = read('NODE_ENV') ?? 'development';
  let nodeEnv: NodeEnv = 'development';
  if (nodeEnvRaw === 'development' || nodeEnvRaw === 'production' || nodeEnvRaw === 'test') nodeEnv = nodeEnvRaw;
  else fail('NODE_ENV', 'must be one of development, production, test');
  const isProduction = nodeEnv === 'production';

  let port = DEFAULT_PORT;
  const portRaw = read('PORT');
  if (portRaw !== undefined) {
    const parsed = Number(portRaw);
    if (/^\d+$/.test(portRaw) && parsed <= 65535) port = parsed;
    else fail('PORT', 'must be a whole number between 0 and 65535');
  }

  const host = read('HOST') ?? DEFAULT_HOST;
  const dataDir = resolvePath(cwd, read('DATA_DIR') ?? DEFAULT_DATA_DIR);

  const databaseUrl = read('DATABASE_URL');
  if (databaseUrl !== undefined && !/^postgres(ql)?:\/\/.+/.test(databaseUrl)) {
    fail('DATABASE_URL', 'must be a postgres:// or postgresql:// URL');
  }

  let publicUrl = `http://localhost:${port}`;
  const publicUrlRaw = read('PUBLIC_URL');
  if (publicUrlRaw !== undefined) {
    if (httpUrl.safeParse(publicUrlRaw).success) publicUrl = publicUrlRaw.replace(/\/+$/, '');
    else fail('PUBLIC_URL', 'must be an http(s) URL such as https://play.example.com');
  }
  const publicOrigin = safeOrigin(publicUrl) ?? `http://localhost:${port}`;

  const allowedOrigins = new Set<string>([publicOrigin]);
  const allowedOriginsRaw = read('ALLOWED_ORIGINS');
  if (allowedOriginsRaw !== undefined) {
    for (const entry of allowedOriginsRaw
      .split(',')
      .map((item) => item.trim())
      .filter(Boolean)) {
      const origin = httpUrl.safeParse(entry).success ? safeOrigin(entry) : undefined;
      if (origin) allowedOrigins.add(origin);
      else problems.push(`ALLOWED_ORIGINS has ${JSON.stringify(entry)}, which is not an http(s) origin`);
    }
  } else {
    allowedOrigins.add(`http://localhost:${port}`);
    allowedOrigins.add(`http://127.0.0.1:${port}`);
    if (!isProduction) allowedOrigins.add(VITE_DEV_SERVER_ORIGIN);
  }

  const paymentProviderRaw = read('PAYMENT_PROVIDER');
  let paymentProvider: PaymentProviderSetting | null = isProduction ? null : 'sandbox';
  if (paymentProviderRaw !== undefined) {
    const known = PAYMENT_PROVIDERS.find((provider) => provider === paymentProviderRaw);
    if (known) paymentProvider = known;
    else fail('PAYMENT_PROVIDER', `must be one of ${PAYMENT_PROVIDERS.join(', ')}`);
  }
  const stripeSecretKey = read('STRIPE_SECRET_KEY');
  const stripeWebhookSecret = read('STRIPE_WEBHOOK_SECRET');
  if (paymentProvider === 'stripe') {
    if (stripeSecretKey === undefined) problems.push('STRIPE_SECRET_KEY is required when PAYMENT_PROVIDER=stripe');
    else if (!/^(sk|rk)_(test|live)_\S+$/.test(stripeSecretKey)) {
      problems.push('STRIPE_SECRET_KEY must be a Stripe secret key (sk_test_..., sk_live_... or rk_...)');
    }
    if (stripeWebhookSecret === undefined) {
      problems.push('STRIPE_WEBHOOK_SECRET is required when PAYMENT_PROVIDER=stripe');
    } else if (!stripeWebhookSecret.startsWith('whsec_')) {
      problems.push('STRIPE_WEBHOOK_SECRET must be a webhook signing secret (whsec_...)');
    }
  }
  const sandboxWebhookUrl = read('SANDBOX_WEBHOOK_URL');
  if (sandboxWebhookUrl !== undefined && !httpUrl.safeParse(sandboxWebhookUrl).success) {
    fail('SANDBOX_WEBHOOK_URL', 'must be an http(s) URL');
  }
  let fundingMaxAmount = DEFAULT_FUNDING_MAX_AMOUNT;
  const fundingMaxRaw = read('FUNDING_MAX_AMOUNT');
  if (fundingMaxRaw !== undefined) {
    const parsed = Number(fundingMaxRaw);
    if (/^\d+$/.test(fundingMaxRaw) && parsed > 0 && Number.isSafeInteger(parsed)) fundingMaxAmount = parsed;
    else fail('FUNDING_MAX_AMOUNT', 'must be a whole number of currency units above 0');
  }

  const onOff = (name: string, fallback: boolean): boolean => {
    const raw = read(name)?.toLowerCase();
    if (raw === undefined) return fallback;
    if (raw === 'on' || raw === 'true' || raw === '1') return true;
    if (raw === 'off' || raw === 'false' || raw === '0') return false;
    fail(name, 'must be on or off');
    return fallback;
  };
  const wholeNumber = (name: string, fallback: number, min: number, max: number, what = ''): number => {
    const raw = read(name);
    if (raw === undefined) return fallback;
    const parsed = Number(raw);
    if (/^\d+$/.test(raw) && parsed >= min && parsed <= max) return parsed;
    fail(name, `must be a whole number from ${min}${what} to ${max}`);
    return fallback;
  };
  const demoCatalog = onOff('DEMO_CATALOG', true);
  const shutdownDrainSeconds = wholeNumber('SHUTDOWN_DRAIN_SECONDS', 0, 0, MAX_SHUTDOWN_DRAIN_SECONDS);
  const sweepIntervalSeconds = wholeNumber('SWEEP_INTERVAL_SECONDS', DEFAULT_SWEEP_INTERVAL_SECONDS, 1, 3_600);
  const sessionCheckCacheSeconds = wholeNumber(
    'SESSION_CHECK_CACHE_SECONDS',
    DEFAULT_SESSION_CHECK_CACHE_SECONDS,
    0,
    MAX_SESSION_CHECK_CACHE_SECONDS,
    ' (check the database on every request)',
  );
  const renderConcurrency = wholeNumber(
    'RENDER_CONCURRENCY',
    DEFAULT_RENDER_CONCURRENCY,
    0,
    MAX_RENDER_CONCURRENCY,
    ' (no background rendering)',
  );
  const clipBufferPerCell = wholeNumber(
    'CLIP_BUFFER_PER_CELL',
    DEFAULT_CLIP_BUFFER_PER_CELL,
    1,
    MAX_CLIP_BUFFER_PER_CELL,
  );
  const importedClipMaxExposures = wholeNumber(
    'IMPORTED_CLIP_MAX_EXPOSURES',
    DEFAULT_IMPORTED_CLIP_MAX_EXPOSURES,
    1,
    MAX_IMPORTED_CLIP_MAX_EXPOSURES,
  );
  const clipMediaRetentionDays = wholeNumber(
    'CLIP_MEDIA_RETENTION_DAYS',
    DEFAULT_CLIP_MEDIA_RETENTION_DAYS,
    1,
    MAX_CLIP_MEDIA_RETENTION_DAYS,
  );
  const mediaStorage = parseMediaStorage({ read, problems, cwd, dataDir });
  const moneyOut = parseMoneyOutConfig({ read, fail, problems, isProduction });

  const secrets: Partial<Record<SecretName, string>> = {};
  for (const name of SECRET_NAMES) {
    const value = read(name);
    // The sandbox's secret matters only where the sandbox takes payments or pays out.
    const required =
      name !== 'SANDBOX_WEBHOOK_SECRET' || paymentProvider === 'sandbox' || moneyOut.payoutProvider === 'sandbox';
    if (value === undefined) {
      if (isProduction && required) {
        problems.push(`${name} is required in production (at least ${SECRET_MIN_LENGTH} characters)`);
      }
    } else if (value.length < SECRET_MIN_LENGTH) {
      // The value itself is never echoed: it is a secret.
      problems.push(`${name} must be at least ${SECRET_MIN_LENGTH} characters (got ${value.length})`);
    } else {
      secrets[name] = value;
    }
  }

  const smtpUrl = read('SMTP_URL');
  if (smtpUrl !== undefined && !/^smtps?:\/\/.+/.test(smtpUrl)) {
    problems.push('SMTP_URL must be an smtp:// or smtps:// URL');
  }
  const mailFrom = read('MAIL_FROM') ?? DEFAULT_MAIL_FROM;

  const logLevelRaw = read('LOG_LEVEL') ?? (nodeEnv === 'test' ? 'warn' : 'info');
  const logLevel = LOG_LEVELS.find((level) => level === logLevelRaw) ?? 'info';
  if (logLevel !== logLevelRaw) fail('LOG_LEVEL', `must be one of ${LOG_LEVELS.join(', ')}`);

  const trustProxy = parseTrustProxy(read('TRUST_PROXY'));
  if (trustProxy === undefined) fail('TRUST_PROXY', 'must be true, false, a hop count, or a comma list of addresses');

  const webDistDirRaw = read('WEB_DIST_DIR');
  const webDistDir = webDistDirRaw === undefined ? DEFAULT_WEB_DIST_DIR : resolvePath(cwd, webDistDirRaw);

  if (problems.length > 0) throw new ConfigError(problems);

  // Only now, with a valid environment, may the secrets file be touched.
  const missing = SECRET_NAMES.filter((name) => secrets[name] === undefined);
  if (missing.length > 0 && !isProduction) {
    const stored = (options.readSecrets ?? readOrCreateSecrets)(dataDir);
    for (const name of missing) secrets[name] = stored[name];
  }

  return {
    nodeEnv,
    isProduction,
    port,
    host,
    dataDir,
    databaseUrl,
    publicUrl,
    allowedOrigins: [...allowedOrigins],
    secureCookies: publicUrl.startsWith('https:'),
    jwtSecret: secrets.JWT_SECRET as string,
    otpSecret: secrets.OTP_SECRET as string,
    smtpUrl,
    mailFrom,
    logLevel,
    trustProxy: trustProxy ?? false,
    webDistDir,
    paymentProvider,
    sandboxWebhookSecret: secrets.SANDBOX_WEBHOOK_SECRET,
    sandboxWebhookUrl,
    stripeSecretKey,
    stripeWebhookSecret,
    fundingMaxAmount,
    mediaSecret: secrets.MEDIA_SECRET as string,
    clipSecret: secrets.CLIP_SECRET as string,
    demoCatalog,
    clipBufferPerCell,
    importedClipMaxExposures,
    clipMediaRetentionDays,
    renderConcurrency,
    sessionCheckCacheSeconds,
    shutdownDrainSeconds,
    sweepIntervalSeconds,
    mediaStorage,
    ...moneyOut,
  };
}

/** MEDIA_STORAGE=local (MEDIA_DIR, default DATA_DIR/media) or s3 (S3_* variables, all required but the region). */
function parseMediaStorage({
  read,
  problems,
  cwd,
  dataDir,
}: {
  read: (name: string) => string | undefined;
  problems: string[];
  cwd: string;
  dataDir: string;
}): MediaStorageSetting {
  const kind = read('MEDIA_STORAGE') ?? 'local';
  if (kind === 's3') {
    const required = (name: string): string => {
      const value = read(name);
      if (value === undefined) problems.push(`${name} is required when MEDIA_STORAGE=s3`);
      return value ?? '';
    };
    const endpoint = required('S3_ENDPOINT');
    if (endpoint && !httpUrl.safeParse(endpoint).success) problems.push('S3_ENDPOINT must be an http(s) URL');
    return {
      kind: 's3',
      endpoint: endpoint.replace(/\/+$/, ''),
      bucket: required('S3_BUCKET'),
      region: read('S3_REGION') ?? DEFAULT_S3_REGION,
      accessKeyId: required('S3_ACCESS_KEY_ID'),
      secretAccessKey: required('S3_SECRET_ACCESS_KEY'),
      prefix: (read('S3_PREFIX') ?? '').replace(/^\/+|\/+$/g, ''),
    };
  }
  if (kind !== 'local') problems.push(`MEDIA_STORAGE must be local or s3 (got ${JSON.stringify(kind)})`);
  const mediaDir = read('MEDIA_DIR');
  return {
    kind: 'local',
    root: mediaDir === undefined ? resolve(dataDir, LOCAL_MEDIA_SUBDIR) : resolvePath(cwd, mediaDir),
  };
}

function resolvePath(cwd: string, path: string): string {
  return isAbsolute(path) ? path : resolve(cwd, path);
}

function safeOrigin(url: string): string | undefined {
  try {
    const origin = new URL(url).origin;
    return origin === 'null' ? undefined : origin;
  } catch {
    return undefined;
  }
}

/** Fastify's trustProxy: a boolean, a hop count, or the addresses of trusted proxies. */
function parseTrustProxy(raw: string | undefined): TrustProxy | undefined {
  if (raw === undefined || raw === 'false') return false;
  if (raw === 'true') return true;
  if (/^\d+$/.test(raw)) return Number(raw);
  if (/^[\d.:a-fA-F/,\s]+$/.test(raw)) return raw;
  return undefined;
}
