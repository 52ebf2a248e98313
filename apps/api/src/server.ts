import { buildApp } from './app.ts';
import { loadConfigOrExit } from './config.ts';
import { openConfiguredDatabase } from './db/client.ts';

// Entry point: configuration, database (migrated), app, listen; and a clean stop on SIGINT/SIGTERM: the
// readiness check fails at once (a load balancer stops sending new players), the process keeps serving for
// SHUTDOWN_DRAIN_SECONDS, then closes: no new connections, game events in flight finish, game sockets are
// told to reconnect (elsewhere), the database closes.

/** Past the drain, how long the close itself may take before the process exits anyway. */
const SHUTDOWN_TIMEOUT_MS = 10_000;

async function main(): Promise<void> {
  const config = loadConfigOrExit(process.env);

  const database = openConfiguredDatabase(config);
  await database.migrate();
  const app = await buildApp({ config, database });
  // Seeds the demo catalog on a first start (before listening: it is a few seconds of CPU on the main thread).
  await app.clipLibrary.prepare();
  if (config.isProduction && !config.smtpUrl) {
    app.log.warn('SMTP_URL is not set: emails (password reset codes) only reach the local outbox table');
  }

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal, drainSeconds: config.shutdownDrainSeconds }, 'shutting down');
    app.readiness.startDraining();
    await new Promise((resolve) => setTimeout(resolve, config.shutdownDrainSeconds * 1_000));
    const forceExit = setTimeout(() => process.exit(1), SHUTDOWN_TIMEOUT_MS);
    forceExit.unref();
    try {
      await app.close();
      await database.close();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  app.clipLibrary.startRendering();
  app.readiness.markReady();
  const driver = database.driver === 'pglite' ? `embedded PGlite in ${config.dataDir}` : 'PostgreSQL';
  console.log(`Goal or Miss is running at ${config.publicUrl} (database: ${driver})`);
}

main().catch((error: unknown) => {
  console.error('Failed to start:', error);
  process.exit(1);
});
