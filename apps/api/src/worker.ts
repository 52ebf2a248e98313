// Entry of `npm run worker`: a process of background work only. It keeps the fresh clip buffer stocked (plans
// and simulates new secret-keyed clips, renders them, purges retired media) and runs the periodic sweeps
// (jobs/periodic-sweeps.ts: unpaid fundings' expiry), against the same PostgreSQL (DATABASE_URL), CLIP_SECRET
// and media storage as the API. Start as many as render capacity needs; they share the work through the
// database and never do one job twice (decision 0020). Give the API processes RENDER_CONCURRENCY=0 to leave
// rendering to the workers.
import { join } from 'node:path';
import { pino } from 'pino';
import { loadConfigOrExit } from './config.ts';
import { openConfiguredDatabase } from './db/client.ts';
import { systemClock } from './lib/clock.ts';
import { startClipWorker } from './domain/clips/rendering/start-clip-worker.ts';
import { paymentProviderFromConfig } from './domain/payments/provider-from-config.ts';
import { loggerOptions } from './logger-options.ts';
import { startPeriodicSweeps } from './jobs/periodic-sweeps.ts';
import { createMediaStorage } from './media/create-media-storage.ts';
import { RENDER_WORK_SUBDIR, renderWorkFolder } from './plugins/clip-library.ts';

async function main(): Promise<void> {
  const config = loadConfigOrExit(process.env);
  if (!config.databaseUrl) {
    console.error(
      'The worker shares PostgreSQL with the API: set DATABASE_URL. With the embedded database (no DATABASE_URL) ' +
        'the API process renders clips itself.',
    );
    process.exit(1);
  }
  if (config.renderConcurrency < 1) {
    console.error('RENDER_CONCURRENCY is 0: a worker with no render lanes has nothing to do.');
    process.exit(1);
  }
  const log = pino(loggerOptions({ level: config.logLevel }));
  const database = openConfiguredDatabase(config);
  await database.migrate();
  const worker = startClipWorker({
    db: database.db,
    clock: systemClock,
    storage: createMediaStorage(config.mediaStorage, systemClock),
    secret: config.clipSecret,
    workDir: join(config.dataDir, RENDER_WORK_SUBDIR, renderWorkFolder('worker')),
    concurrency: config.renderConcurrency,
    buffer: config.demoCatalog ? { perCell: config.clipBufferPerCell, maxFresh: config.clipBufferMax } : null,
    retentionDays: config.clipMediaRetentionDays,
    log,
  });
  const stopSweeps = startPeriodicSweeps({
    db: database.db,
    clock: systemClock,
    log,
    provider: paymentProviderFromConfig(config, { db: database.db, clock: systemClock }),
    intervalMs: config.sweepIntervalSeconds * 1_000,
  });
  log.info({ lanes: config.renderConcurrency }, 'clip worker started');

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, 'clip worker stopping: renders in flight finish first');
    stopSweeps();
    await worker.stop();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
}

main().catch((error: unknown) => {
  console.error('The clip worker failed to start:', error);
  process.exit(1);
});
