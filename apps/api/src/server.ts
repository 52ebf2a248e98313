import { loadConfigOrExit } from './config.ts';
import { checkDataDirWritable, DataDirUnwritableError } from './lifecycle/data-dir-writable.ts';
import { checkDiskSpace, DiskFullError } from './lifecycle/disk-space.ts';
import { DatabaseUnreachableError, waitForDatabase } from './lifecycle/wait-for-database.ts';
import { readSecretsFile } from './secrets-file.ts';
import { acquireDataDirLock, DataDirLockedError, type DataDirLock } from './lifecycle/data-dir-lock.ts';

// Entry point: configuration, database (migrated), app, listen; and a clean stop on SIGINT/SIGTERM: the
// readiness check fails at once (a load balancer stops sending new players), the process keeps serving for
// SHUTDOWN_DRAIN_SECONDS, then closes: no new connections, game events in flight finish, game sockets are
// told to reconnect (elsewhere), the database closes. On the embedded database the process first takes DATA_DIR's
// lock (a second server in the same folder refuses before touching anything) and, once listening, takes operator
// commands on DATA_DIR/admin.sock (`npm run users` while it runs).

/** Past the drain, how long the close itself may take before the process exits anyway. */
const SHUTDOWN_TIMEOUT_MS = 10_000;

async function main(): Promise<void> {
  // New secrets are saved only once the start has succeeded: a failed start writes nothing.
  let saveNewSecrets: (() => void) | null = null;
  const config = loadConfigOrExit(process.env, {
    readSecrets: (dataDir) => {
      const read = readSecretsFile(dataDir);
      saveNewSecrets = read.save;
      return read.secrets;
    },
  });
  checkDataDirWritable(config.dataDir);
  checkDiskSpace(config.dataDir);
  const lock = config.databaseUrl ? null : lockDataDirOrExit(config.dataDir);
  // Loaded once the lock is held: a second server in the folder refuses without waiting for the whole app to load.
  const [
    { buildApp },
    { openConfiguredDatabase, pingDatabase },
    { runUsersCommand },
    { startAdminSocket },
    { warmPasswordHashing },
  ] = await Promise.all([
    import('./app.ts'),
    import('./db/client.ts'),
    import('./cli/run-users-command.ts'),
    import('./lifecycle/admin-socket.ts'),
    import('./domain/accounts/password-hash.ts'),
  ]);

  const database = openConfiguredDatabase(config);
  if (config.databaseUrl) {
    await waitForDatabase({
      ping: () => pingDatabase(database.db),
      url: config.databaseUrl,
      waitMs: config.databaseWaitSeconds * 1_000,
      onRetry: ({ where, reason, retryInMs }) =>
        console.error(`The database at ${where} does not answer (${reason}): trying again in ${retryInMs} ms`),
    });
  }
  await database.migrate();
  const app = await buildApp({ config, database });
  // Seeds the demo catalog on a first start (before listening: it is a few seconds of CPU on the main thread).
  await app.clipLibrary.prepare();
  if (config.isProduction && !config.smtpUrl) {
    app.log.warn('SMTP_URL is not set: emails (password reset codes) only reach the local outbox table');
  }

  let adminSocket: { close(): Promise<void> } | null = null;
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
      await adminSocket?.close();
      await app.close();
      await database.close();
      lock?.release();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  if (lock) {
    adminSocket = await startAdminSocket({
      dataDir: config.dataDir,
      run: async ({ argv }) => {
        let stdout = '';
        let stderr = '';
        const code = await runUsersCommand(argv, {
          database,
          clock: app.clock,
          stdout: { write: (text: string) => (stdout += text) },
          stderr: { write: (text: string) => (stderr += text) },
        });
        app.log.info({ command: argv[0], code }, 'operator command through the admin socket');
        return { code, stdout, stderr };
      },
      onError: (error) => app.log.error({ err: error }, 'operator command failed'),
    });
  }
  app.clipLibrary.startRendering();
  await warmPasswordHashing();
  (saveNewSecrets as (() => void) | null)?.();
  app.readiness.markReady();
  const driver = database.driver === 'pglite' ? `embedded PGlite in ${config.dataDir}` : 'PostgreSQL';
  console.log(`Goal or Miss is running at ${config.publicUrl} (database: ${driver})`);
}

/** DATA_DIR's lock, or the reason this server may not start here and exit code 1, before anything is touched. */
function lockDataDirOrExit(dataDir: string): DataDirLock {
  try {
    return acquireDataDirLock(dataDir, 'server');
  } catch (error) {
    if (!(error instanceof DataDirLockedError)) throw error;
    console.error(`Failed to start: ${error.message}`);
    process.exit(1);
  }
}

main().catch((error: unknown) => {
  // A cause the operator can mend is said in one line, naming what to look at; anything else with its stack.
  const known =
    error instanceof DatabaseUnreachableError ||
    error instanceof DataDirUnwritableError ||
    error instanceof DiskFullError;
  console.error(`Failed to start: ${known ? error.message : ''}`, ...(known ? [] : [error]));
  process.exit(1);
});
