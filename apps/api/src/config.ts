import { isAbsolute, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CLIPS_ENV } from './config/clips-env.ts';
import { parseEnv } from './config/env-schema.ts';
import { MONEY_ENV, type PaymentProviderSetting, type PayoutProviderSetting } from './config/money-env.ts';
import { PLANS_ENV, type PlansConfig } from './config/plans-env.ts';
import { SECRET_MIN_LENGTH, SECRETS_ENV } from './config/secrets-env.ts';
import type { LOG_LEVELS, NODE_ENVS } from './config/server-env.ts';
import { originOf, SERVER_ENV, type TrustProxy } from './config/server-env.ts';
import type { ReviewThresholds } from './domain/admin/review-thresholds.ts';
import type { RateTable } from './domain/fx/rate-table.ts';
import { LOCAL_MEDIA_SUBDIR } from './media/media-constants.ts';
import { readOrCreateSecrets, SECRET_NAMES, SecretsFileError, type SecretName } from './secrets-file.ts';

// The whole environment is read here and nowhere else. Its schema is declared by area in config/ (the server,
// money in and out, the clip library, the secrets); this file adds the rules that join variables (what is
// required when, defaults that depend on another variable) and shapes the result. Every bad variable gets
// one line saying what is wrong, and the server refuses to start rather than run half-configured.

export * from './config/clips-env.ts';
export * from './config/money-env.ts';
export * from './config/plans-env.ts';
export * from './config/secrets-env.ts';
export * from './config/server-env.ts';

export const VITE_DEV_SERVER_ORIGIN = 'http://localhost:5173';

// This file sits at apps/api/src/config.ts and is bundled to apps/api/dist/server.js: both are two
// folders below apps/, so one relative path finds the built SPA from either.
const DEFAULT_WEB_DIST_DIR = fileURLToPath(new URL('../../web/dist', import.meta.url));

export type NodeEnv = (typeof NODE_ENVS)[number];
export type { TrustProxy };

export interface MoneyOutConfig {
  /** FX_RATES and FX_RATES_AS_OF: the rate table quotes use until the operator CLI stores another. */
  fxRates: RateTable;
  /** FX_SPREAD_PERCENT as basis points: the house's fee on a transfer. */
  fxSpreadBasisPoints: bigint;
  /**
   * Who pays withdrawals. Outside production the built-in sandbox by default; in production only what
   * PAYOUT_PROVIDER names (null: withdrawals are switched off, answering 503).
   */
  payoutProvider: PayoutProviderSetting | null;
  paystackSecretKey: string | undefined;
  /** REVIEW_WITHDRAWALS_FROM: from this amount (minor units) a withdrawal waits for an operator. */
  withdrawalReviewThresholds: ReviewThresholds;
  /** REFUND_WINDOW_DAYS: how long a refundable payment takes money back first (decision 0102); 0: off. */
  refundWindowDays: number;
}

export interface AppConfig extends MoneyOutConfig, PlansConfig {
  nodeEnv: NodeEnv;
  isProduction: boolean;
  port: number;
  host: string;
  /** Absolute. */
  dataDir: string;
  /** Unset: the embedded PGlite under `dataDir/pglite`. */
  databaseUrl: string | undefined;
  /** DATABASE_WAIT_SECONDS: how long a starting server waits for PostgreSQL to answer. */
  databaseWaitSeconds: number;
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
  /** Keyed the demo clips' generator: without it nobody can rebuild a clip or its outcome. */
  clipSecret: string;
  /** Keep a buffer of fresh, secret-keyed demo clips in the fictional competitions (DEMO_CATALOG, on by default). */
  demoCatalog: boolean;
  /** Fresh goals and misses the buffer keeps per league × season × goal type. */
  clipBufferPerCell: number;
  /**
   * The most fresh clips the buffer keeps, beyond what refused filters ask for (CLIP_BUFFER_MAX; null: no cap). A
   * small machine stocks a few leagues instead of rendering every cell for hours.
   */
  clipBufferMax: number | null;
  importedClipMaxExposures: number;
  clipMediaRetentionDays: number;
  /** Clips the background worker renders at once (0: none). Tests' apps never start the worker themselves. */
  renderConcurrency: number;
  /** How long a session seen standing is trusted without reading the database again (0: never). */
  sessionCheckCacheSeconds: number;
  /** RISK_SCAN_INTERVAL_SECONDS: how often the risk monitor weighs recently active players; 0 = never. */
  riskScanIntervalSeconds: number;
  /** On SIGTERM: seconds of failing readiness while still serving, before closing (0: close at once). */
  shutdownDrainSeconds: number;
  /** How often the periodic sweeps (unpaid fundings' expiry) run, in API and worker processes alike. */
  sweepIntervalSeconds: number;
  mediaStorage: MediaStorageSetting;
  /** How a game's changes reach the other API processes (decision 0140). */
  fanout: FanoutSetting;
}

/** `notify`: PostgreSQL NOTIFY in each game write (the default); `nats`: published to NATS after each commit. */
export type FanoutSetting = { kind: 'notify' } | { kind: 'nats'; url: string };

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

/** For a process's entry point: the configuration, or every problem (or the bad secrets file) printed and exit 1. */
export function loadConfigOrExit(env: NodeJS.ProcessEnv, options: LoadConfigOptions = {}): AppConfig {
  try {
    return loadConfig(env, options);
  } catch (error) {
    if (error instanceof ConfigError || error instanceof SecretsFileError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

const ENV = { ...SERVER_ENV, ...MONEY_ENV, ...PLANS_ENV, ...CLIPS_ENV, ...SECRETS_ENV };

/** Parses and validates the environment. Throws ConfigError listing every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv, options: LoadConfigOptions = {}): AppConfig {
  const cwd = options.cwd ?? process.cwd();
  const { values: v, problems, invalid } = parseEnv(ENV, env);
  const isProduction = v.NODE_ENV === 'production';
  const requireWhen = (names: readonly (keyof typeof ENV)[], when: boolean, because: string) => {
    if (!when) return;
    for (const name of names) {
      if (v[name] === undefined && !invalid.has(name)) problems.push(`${name} is required ${because}`);
    }
  };

  // Funding and payouts are off in production unless named, rather than accidentally free.
  const paymentProvider: PaymentProviderSetting | null = v.PAYMENT_PROVIDER ?? (isProduction ? null : 'sandbox');
  const payoutProvider: PayoutProviderSetting | null = v.PAYOUT_PROVIDER ?? (isProduction ? null : 'sandbox');
  requireWhen(
    ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET'],
    paymentProvider === 'stripe',
    'when PAYMENT_PROVIDER=stripe',
  );
  requireWhen(['PAYSTACK_SECRET_KEY'], payoutProvider === 'paystack', 'when PAYOUT_PROVIDER=paystack');
  requireWhen(
    ['S3_ENDPOINT', 'S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'],
    v.MEDIA_STORAGE === 's3',
    'when MEDIA_STORAGE=s3',
  );
  // The sandbox's secret matters only where the sandbox takes payments or pays out.
  const usesSandbox = paymentProvider === 'sandbox' || payoutProvider === 'sandbox';
  requireWhen(
    SECRET_NAMES.filter((name) => name !== 'SANDBOX_WEBHOOK_SECRET' || usesSandbox),
    isProduction,
    `in production (at least ${SECRET_MIN_LENGTH} characters)`,
  );
  if (v.PREMIUM_MARGIN_PERCENT > v.FREE_MARGIN_PERCENT) {
    problems.push(
      `PREMIUM_MARGIN_PERCENT must not be above FREE_MARGIN_PERCENT (${v.FREE_MARGIN_PERCENT}): Premium pays more`,
    );
  }
  requireWhen(['NATS_URL'], v.FANOUT === 'nats', 'when FANOUT=nats');
  if (v.FANOUT === 'nats' && v.DATABASE_URL === undefined && !invalid.has('DATABASE_URL')) {
    problems.push('FANOUT=nats needs DATABASE_URL (PostgreSQL): the embedded database serves one process');
  }
  if (problems.length > 0) throw new ConfigError(problems);

  // Only now, with a valid environment, may the secrets file be touched.
  const dataDir = resolvePath(cwd, v.DATA_DIR);
  const secrets: Partial<Record<SecretName, string>> = Object.fromEntries(SECRET_NAMES.map((name) => [name, v[name]]));
  const missing = SECRET_NAMES.filter((name) => secrets[name] === undefined);
  if (missing.length > 0 && !isProduction) {
    const stored = (options.readSecrets ?? readOrCreateSecrets)(dataDir);
    for (const name of missing) secrets[name] = stored[name];
  }

  const publicUrl = v.PUBLIC_URL ?? `http://localhost:${v.PORT}`;
  const localOrigins = [`http://localhost:${v.PORT}`, `http://127.0.0.1:${v.PORT}`];
  const allowedOrigins = new Set([
    originOf(publicUrl) ?? localOrigins[0]!,
    ...(v.ALLOWED_ORIGINS ?? [...localOrigins, ...(isProduction ? [] : [VITE_DEV_SERVER_ORIGIN])]),
  ]);

  return {
    nodeEnv: v.NODE_ENV,
    isProduction,
    port: v.PORT,
    host: v.HOST,
    dataDir,
    databaseUrl: v.DATABASE_URL,
    databaseWaitSeconds: v.DATABASE_WAIT_SECONDS,
    publicUrl,
    allowedOrigins: [...allowedOrigins],
    secureCookies: publicUrl.startsWith('https:'),
    jwtSecret: secrets.JWT_SECRET as string,
    otpSecret: secrets.OTP_SECRET as string,
    smtpUrl: v.SMTP_URL,
    mailFrom: v.MAIL_FROM,
    logLevel: v.LOG_LEVEL ?? (v.NODE_ENV === 'test' ? 'warn' : 'info'),
    trustProxy: v.TRUST_PROXY,
    webDistDir: v.WEB_DIST_DIR === undefined ? DEFAULT_WEB_DIST_DIR : resolvePath(cwd, v.WEB_DIST_DIR),
    paymentProvider,
    sandboxWebhookSecret: secrets.SANDBOX_WEBHOOK_SECRET,
    sandboxWebhookUrl: v.SANDBOX_WEBHOOK_URL,
    stripeSecretKey: v.STRIPE_SECRET_KEY,
    stripeWebhookSecret: v.STRIPE_WEBHOOK_SECRET,
    fundingMaxAmount: v.FUNDING_MAX_AMOUNT,
    mediaSecret: secrets.MEDIA_SECRET as string,
    clipSecret: secrets.CLIP_SECRET as string,
    demoCatalog: v.DEMO_CATALOG,
    clipBufferPerCell: v.CLIP_BUFFER_PER_CELL,
    clipBufferMax: v.CLIP_BUFFER_MAX === 0 ? null : v.CLIP_BUFFER_MAX,
    importedClipMaxExposures: v.IMPORTED_CLIP_MAX_EXPOSURES,
    clipMediaRetentionDays: v.CLIP_MEDIA_RETENTION_DAYS,
    renderConcurrency: v.RENDER_CONCURRENCY,
    sessionCheckCacheSeconds: v.SESSION_CHECK_CACHE_SECONDS,
    riskScanIntervalSeconds: v.RISK_SCAN_INTERVAL_SECONDS,
    shutdownDrainSeconds: v.SHUTDOWN_DRAIN_SECONDS,
    sweepIntervalSeconds: v.SWEEP_INTERVAL_SECONDS,
    fanout: v.FANOUT === 'nats' ? { kind: 'nats', url: v.NATS_URL ?? '' } : { kind: 'notify' },
    mediaStorage:
      v.MEDIA_STORAGE === 's3'
        ? {
            kind: 's3',
            endpoint: v.S3_ENDPOINT ?? '',
            bucket: v.S3_BUCKET ?? '',
            region: v.S3_REGION,
            accessKeyId: v.S3_ACCESS_KEY_ID ?? '',
            secretAccessKey: v.S3_SECRET_ACCESS_KEY ?? '',
            prefix: v.S3_PREFIX,
          }
        : {
            kind: 'local',
            root: v.MEDIA_DIR === undefined ? resolve(dataDir, LOCAL_MEDIA_SUBDIR) : resolvePath(cwd, v.MEDIA_DIR),
          },
    fxRates: { perUsd: v.FX_RATES, asOf: v.FX_RATES_AS_OF },
    fxSpreadBasisPoints: v.FX_SPREAD_PERCENT,
    payoutProvider,
    paystackSecretKey: v.PAYSTACK_SECRET_KEY,
    plans: {
      freeMarginPercent: v.FREE_MARGIN_PERCENT,
      premiumMarginPercent: v.PREMIUM_MARGIN_PERCENT,
      premiumPrices: v.PREMIUM_PRICES,
    },
    withdrawalReviewThresholds: v.REVIEW_WITHDRAWALS_FROM,
    refundWindowDays: v.REFUND_WINDOW_DAYS,
  };
}

function resolvePath(cwd: string, path: string): string {
  return isAbsolute(path) ? path : resolve(cwd, path);
}
