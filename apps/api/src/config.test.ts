import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

const SECRET = 's'.repeat(32);
const noSecretsFile = () => ({ JWT_SECRET: 'from-file-jwt', OTP_SECRET: 'from-file-otp' });

function problemsOf(env: Record<string, string>): string[] {
  try {
    loadConfig(env, { cwd: '/srv/app', readSecrets: noSecretsFile });
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  throw new Error('expected a ConfigError');
}

describe('loadConfig', () => {
  const dirs: string[] = [];
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  it('has working defaults for development', () => {
    const config = loadConfig({}, { cwd: '/srv/app', readSecrets: noSecretsFile });
    expect(config).toMatchObject({
      nodeEnv: 'development',
      isProduction: false,
      port: 3000,
      host: '0.0.0.0',
      dataDir: '/srv/app/data',
      databaseUrl: undefined,
      publicUrl: 'http://localhost:3000',
      secureCookies: false,
      jwtSecret: 'from-file-jwt',
      otpSecret: 'from-file-otp',
      smtpUrl: undefined,
      logLevel: 'info',
      trustProxy: false,
    });
    expect(config.allowedOrigins.sort()).toEqual(
      ['http://127.0.0.1:3000', 'http://localhost:3000', 'http://localhost:5173'].sort(),
    );
    expect(config.webDistDir).toMatch(/apps\/web\/dist$/);
  });

  it('reads every variable', () => {
    const config = loadConfig(
      {
        NODE_ENV: 'production',
        PORT: '8080',
        HOST: '127.0.0.1',
        DATA_DIR: 'var/gom',
        DATABASE_URL: 'postgres://u:p@db:5432/gom',
        PUBLIC_URL: 'https://play.example.com/',
        ALLOWED_ORIGINS: 'https://admin.example.com, https://play.example.com/some/path',
        JWT_SECRET: SECRET,
        OTP_SECRET: SECRET.replaceAll('s', 't'),
        MEDIA_SECRET: SECRET.replaceAll('s', 'm'),
        CLIP_SECRET: SECRET.replaceAll('s', 'c'),
        CLIP_BUFFER_PER_CELL: '4',
        CLIP_BUFFER_MAX: '300',
        IMPORTED_CLIP_MAX_EXPOSURES: '3',
        CLIP_MEDIA_RETENTION_DAYS: '7',
        SMTP_URL: 'smtps://user:pass@smtp.example.com',
        MAIL_FROM: 'Game <game@example.com>',
        LOG_LEVEL: 'debug',
        TRUST_PROXY: '1',
        WEB_DIST_DIR: '/opt/web',
      },
      { cwd: '/srv/app' },
    );
    expect(config).toMatchObject({
      isProduction: true,
      port: 8080,
      host: '127.0.0.1',
      dataDir: '/srv/app/var/gom',
      databaseUrl: 'postgres://u:p@db:5432/gom',
      publicUrl: 'https://play.example.com',
      secureCookies: true,
      jwtSecret: SECRET,
      smtpUrl: 'smtps://user:pass@smtp.example.com',
      mailFrom: 'Game <game@example.com>',
      logLevel: 'debug',
      trustProxy: 1,
      webDistDir: '/opt/web',
      clipSecret: SECRET.replaceAll('s', 'c'),
      clipBufferPerCell: 4,
      clipBufferMax: 300,
      importedClipMaxExposures: 3,
      clipMediaRetentionDays: 7,
    });
    expect(config.allowedOrigins.sort()).toEqual(['https://admin.example.com', 'https://play.example.com']);
  });

  it('leaves the Vite dev server out of the production defaults', () => {
    const config = loadConfig({
      NODE_ENV: 'production',
      JWT_SECRET: SECRET,
      OTP_SECRET: SECRET,
      MEDIA_SECRET: SECRET,
      CLIP_SECRET: SECRET,
    });
    expect(config.allowedOrigins).not.toContain('http://localhost:5173');
  });

  it('reports every bad variable, one line each', () => {
    const problems = problemsOf({
      NODE_ENV: 'staging',
      PORT: 'eighty',
      DATABASE_URL: 'mysql://db',
      PUBLIC_URL: 'ftp://example.com',
      ALLOWED_ORIGINS: 'not a url',
      SMTP_URL: 'http://mail',
      LOG_LEVEL: 'loud',
      TRUST_PROXY: 'sometimes',
    });
    expect(problems).toHaveLength(8);
    for (const name of [
      'NODE_ENV',
      'PORT',
      'DATABASE_URL',
      'PUBLIC_URL',
      'ALLOWED_ORIGINS',
      'SMTP_URL',
      'LOG_LEVEL',
      'TRUST_PROXY',
    ]) {
      expect(problems.filter((line) => line.startsWith(name))).toHaveLength(1);
    }
    for (const line of problems) expect(line).not.toContain('\n');
  });

  it('trusts X-Forwarded-For only from the proxies listed, and refuses TRUST_PROXY=true', () => {
    const trustOf = (TRUST_PROXY: string) =>
      loadConfig({ TRUST_PROXY }, { cwd: '/srv/app', readSecrets: noSecretsFile }).trustProxy;
    expect(trustOf('127.0.0.1, 10.0.0.0/8,::1,fd00::/8,loopback')).toEqual([
      '127.0.0.1',
      '10.0.0.0/8',
      '::1',
      'fd00::/8',
      'loopback',
    ]);
    expect(trustOf('false')).toBe(false);
    expect(trustOf('2')).toBe(2);
    expect(problemsOf({ TRUST_PROXY: 'true' })).toEqual([
      expect.stringMatching(
        /^TRUST_PROXY must not be true, which lets any client choose its own address: list the proxies in front, e\.g\. TRUST_PROXY=127\.0\.0\.1,10\.0\.0\.0\/8/,
      ),
    ]);
    for (const bad of ['10.0.0.0/33', '300.1.1.1', '127.0.0.1,proxy.local', '::1/129', '10.0.0.1/8/8']) {
      expect(problemsOf({ TRUST_PROXY: bad }), bad).toEqual([
        expect.stringMatching(/^TRUST_PROXY has ".+": must be false/),
      ]);
    }
  });

  it('rejects out-of-range and fractional ports', () => {
    expect(problemsOf({ PORT: '70000' })).toEqual([expect.stringContaining('PORT must be a whole number')]);
    expect(problemsOf({ PORT: '30.5' })).toHaveLength(1);
    expect(problemsOf({ PORT: '-1' })).toHaveLength(1);
  });

  it('chooses the fan-out: NOTIFY by default, NATS with its URL on PostgreSQL only', () => {
    const load = (env: Record<string, string>) => loadConfig(env, { cwd: '/srv/app', readSecrets: noSecretsFile });
    expect(load({}).fanout).toEqual({ kind: 'notify' });
    const pg = { DATABASE_URL: 'postgres://u:p@db/gom' };
    expect(load({ ...pg, FANOUT: 'nats', NATS_URL: 'nats://127.0.0.1:4222' }).fanout).toEqual({
      kind: 'nats',
      url: 'nats://127.0.0.1:4222',
    });
    expect(load({ ...pg, FANOUT: 'nats', NATS_URL: 'nats://a:4222,tls://b:4222' }).fanout).toMatchObject({
      url: 'nats://a:4222,tls://b:4222',
    });
    expect(problemsOf({ ...pg, FANOUT: 'nats' })).toEqual(['NATS_URL is required when FANOUT=nats']);
    expect(problemsOf({ FANOUT: 'nats', NATS_URL: 'nats://127.0.0.1:4222' })).toEqual([
      'FANOUT=nats needs DATABASE_URL (PostgreSQL): the embedded database serves one process',
    ]);
    expect(problemsOf({ ...pg, FANOUT: 'kafka' })).toEqual([
      expect.stringContaining('FANOUT must be one of notify, nats'),
    ]);
    const bad = problemsOf({ ...pg, FANOUT: 'nats', NATS_URL: 'http://user:hunter2@127.0.0.1:4222' });
    expect(bad).toEqual([expect.stringContaining('NATS_URL must be a nats:// (or tls://) URL')]);
    expect(bad.join()).not.toContain('hunter2');
  });

  it('requires long secrets in production, without echoing them', () => {
    const problems = problemsOf({ NODE_ENV: 'production', JWT_SECRET: 'short-secret' });
    expect(problems).toEqual([
      'JWT_SECRET must be at least 32 characters (got 12)',
      'OTP_SECRET is required in production (at least 32 characters)',
      'MEDIA_SECRET is required in production (at least 32 characters)',
      'CLIP_SECRET is required in production (at least 32 characters)',
    ]);
    expect(problems.join(' ')).not.toContain('short-secret');
  });

  it('never echoes a value that may hold a password or a key', () => {
    const problems = problemsOf({
      DATABASE_URL: 'mysql://user:hunter2@db',
      SMTP_URL: 'http://user:hunter2@mail',
      PAYMENT_PROVIDER: 'stripe',
      STRIPE_SECRET_KEY: 'pk_hunter2',
      STRIPE_WEBHOOK_SECRET: 'hunter2',
      PAYOUT_PROVIDER: 'paystack',
      PAYSTACK_SECRET_KEY: 'pk_hunter2',
      ALLOWED_ORIGINS: 'https://ok.example.com,hunter2',
    });
    expect(problems.map((line) => line.split(' ')[0])).toEqual([
      'DATABASE_URL',
      'ALLOWED_ORIGINS',
      'SMTP_URL',
      'STRIPE_SECRET_KEY',
      'STRIPE_WEBHOOK_SECRET',
      'PAYSTACK_SECRET_KEY',
    ]);
    expect(problems.join(' ')).not.toContain('hunter2@');
    expect(problems.join(' ')).not.toContain('pk_hunter2');
  });

  it('reads the clip library settings: demo catalog, render lanes, media storage', () => {
    const defaults = loadConfig({ DATA_DIR: '/srv/data' }, { readSecrets: noSecretsFile });
    expect(defaults).toMatchObject({
      demoCatalog: true,
      renderConcurrency: 2,
      mediaStorage: { kind: 'local', root: '/srv/data/media' },
    });
    const s3 = loadConfig(
      {
        DEMO_CATALOG: 'off',
        RENDER_CONCURRENCY: '0',
        MEDIA_STORAGE: 's3',
        S3_ENDPOINT: 'https://s3.example.com/',
        S3_BUCKET: 'clips',
        S3_ACCESS_KEY_ID: 'AKID',
        S3_SECRET_ACCESS_KEY: 'secret',
        S3_PREFIX: '/gom/',
      },
      { readSecrets: noSecretsFile },
    );
    expect(s3).toMatchObject({
      demoCatalog: false,
      renderConcurrency: 0,
      mediaStorage: {
        kind: 's3',
        endpoint: 'https://s3.example.com',
        bucket: 'clips',
        region: 'us-east-1',
        prefix: 'gom',
      },
    });
    expect(problemsOf({ MEDIA_STORAGE: 's3', RENDER_CONCURRENCY: 'many', DEMO_CATALOG: 'maybe' })).toEqual([
      expect.stringContaining('DEMO_CATALOG must be on or off'),
      expect.stringContaining('RENDER_CONCURRENCY must be a whole number'),
      'S3_ENDPOINT is required when MEDIA_STORAGE=s3',
      'S3_BUCKET is required when MEDIA_STORAGE=s3',
      'S3_ACCESS_KEY_ID is required when MEDIA_STORAGE=s3',
      'S3_SECRET_ACCESS_KEY is required when MEDIA_STORAGE=s3',
    ]);
  });

  it('treats empty variables as unset', () => {
    const config = loadConfig({ PORT: '', DATABASE_URL: '  ' }, { readSecrets: noSecretsFile });
    expect(config.port).toBe(3000);
    expect(config.databaseUrl).toBeUndefined();
  });

  it('outside production, creates the secrets once in DATA_DIR/secrets.json (mode 0600) and reuses them', () => {
    const dir = mkdtempSync(join(tmpdir(), 'gom-config-'));
    dirs.push(dir);
    const dataDir = join(dir, 'data');
    const first = loadConfig({ DATA_DIR: dataDir });
    const file = join(dataDir, 'secrets.json');
    expect(existsSync(file)).toBe(true);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(first.jwtSecret.length).toBeGreaterThanOrEqual(32);
    expect(first.otpSecret).not.toBe(first.jwtSecret);
    const second = loadConfig({ DATA_DIR: dataDir });
    expect(second.jwtSecret).toBe(first.jwtSecret);
    expect(second.otpSecret).toBe(first.otpSecret);
    expect(JSON.parse(readFileSync(file, 'utf8')).JWT_SECRET).toBe(first.jwtSecret);
    // An environment secret wins over the file.
    expect(loadConfig({ DATA_DIR: dataDir, JWT_SECRET: SECRET }).jwtSecret).toBe(SECRET);
  });

  it('never touches the secrets file in production or when the environment is invalid', () => {
    let reads = 0;
    const readSecrets = () => {
      reads += 1;
      return noSecretsFile();
    };
    loadConfig(
      { NODE_ENV: 'production', JWT_SECRET: SECRET, OTP_SECRET: SECRET, MEDIA_SECRET: SECRET, CLIP_SECRET: SECRET },
      { readSecrets },
    );
    expect(() => loadConfig({ PORT: 'x' }, { readSecrets })).toThrow(ConfigError);
    expect(reads).toBe(0);
  });

  it('chooses the payment provider: the sandbox outside production, only what is named in production', () => {
    expect(loadConfig({}, { readSecrets: noSecretsFile })).toMatchObject({
      paymentProvider: 'sandbox',
      fundingMaxAmount: 1_000_000,
    });
    const production = {
      NODE_ENV: 'production',
      JWT_SECRET: SECRET,
      OTP_SECRET: SECRET,
      MEDIA_SECRET: SECRET,
      CLIP_SECRET: SECRET,
    };
    expect(loadConfig(production).paymentProvider).toBeNull();
    const stripe = loadConfig(
      {
        PAYMENT_PROVIDER: 'stripe',
        STRIPE_SECRET_KEY: 'sk_test_abc123',
        STRIPE_WEBHOOK_SECRET: 'whsec_abc123',
        FUNDING_MAX_AMOUNT: '5000',
      },
      { readSecrets: noSecretsFile },
    );
    expect(stripe).toMatchObject({
      paymentProvider: 'stripe',
      stripeSecretKey: 'sk_test_abc123',
      fundingMaxAmount: 5000,
    });
  });

  it('names every bad payment variable', () => {
    expect(problemsOf({ PAYMENT_PROVIDER: 'paypal' })).toEqual([
      expect.stringContaining('PAYMENT_PROVIDER must be one of sandbox, stripe'),
    ]);
    expect(problemsOf({ PAYMENT_PROVIDER: 'stripe' })).toEqual([
      'STRIPE_SECRET_KEY is required when PAYMENT_PROVIDER=stripe',
      'STRIPE_WEBHOOK_SECRET is required when PAYMENT_PROVIDER=stripe',
    ]);
    expect(
      problemsOf({ PAYMENT_PROVIDER: 'stripe', STRIPE_SECRET_KEY: 'pk_test_x', STRIPE_WEBHOOK_SECRET: 'x' }),
    ).toHaveLength(2);
    expect(problemsOf({ FUNDING_MAX_AMOUNT: '0' })).toEqual([expect.stringContaining('FUNDING_MAX_AMOUNT')]);
    expect(problemsOf({ FUNDING_MAX_AMOUNT: '1.5' })).toHaveLength(1);
    expect(problemsOf({ SANDBOX_WEBHOOK_URL: 'ftp://x' })).toEqual([expect.stringContaining('SANDBOX_WEBHOOK_URL')]);
    expect(
      problemsOf({
        NODE_ENV: 'production',
        JWT_SECRET: SECRET,
        OTP_SECRET: SECRET,
        MEDIA_SECRET: SECRET,
        CLIP_SECRET: SECRET,
        PAYMENT_PROVIDER: 'sandbox',
      }),
    ).toEqual(['SANDBOX_WEBHOOK_SECRET is required in production (at least 32 characters)']);
  });
});
