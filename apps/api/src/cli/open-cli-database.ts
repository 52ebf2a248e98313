import { ConfigError, loadConfig, type AppConfig } from '../config.ts';
import { openConfiguredDatabase, type DatabaseHandle } from '../db/client.ts';
import { acquireDataDirLock, DataDirLockedError, lockOwnerOf, type LockOwner } from '../lifecycle/data-dir-lock.ts';

// What every operator command does first: the server's configuration, then its database, migrated. The embedded
// database can be open in one process only: a command takes DATA_DIR's lock while it has it open, and one that
// finds a server holding the lock either goes through that server (`throughServer`: its admin socket) or refuses.

export const EXIT_USAGE = 2;

export type OpenedCliDatabase = { config: AppConfig; database: DatabaseHandle };
/** The embedded database is the running server's: the command goes through it. */
export type ThroughRunningServer = { config: AppConfig; runningServer: LockOwner };

/** The configuration and the migrated database (or the running server), or the exit code after saying why not. */
export async function openCliDatabase(): Promise<OpenedCliDatabase | number>;
export async function openCliDatabase(options: {
  throughServer: true;
}): Promise<OpenedCliDatabase | ThroughRunningServer | number>;
export async function openCliDatabase(
  options: { throughServer?: boolean } = {},
): Promise<OpenedCliDatabase | ThroughRunningServer | number> {
  let config;
  try {
    config = loadConfig(process.env);
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      return EXIT_USAGE;
    }
    throw error;
  }
  if (config.databaseUrl) {
    const database = openConfiguredDatabase(config);
    await database.migrate();
    return { config, database };
  }
  const owner = lockOwnerOf(config.dataDir);
  if (owner?.role === 'server' && options.throughServer) return { config, runningServer: owner };
  let lock;
  try {
    lock = acquireDataDirLock(config.dataDir, 'command');
  } catch (error) {
    if (!(error instanceof DataDirLockedError)) throw error;
    process.stderr.write(
      error.owner.role === 'server'
        ? `The server (pid ${error.owner.pid}) has the embedded database in ${config.dataDir} open: stop it first. ` +
            `It can be open in one process only.\n`
        : `${error.message}\n`,
    );
    return EXIT_USAGE;
  }
  const database = openConfiguredDatabase(config);
  await database.migrate();
  return {
    config,
    database: {
      ...database,
      async close() {
        await database.close();
        lock.release();
      },
    },
  };
}
