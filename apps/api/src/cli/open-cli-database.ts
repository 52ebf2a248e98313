import { createConnection } from 'node:net';
import { ConfigError, loadConfig, type AppConfig } from '../config.ts';
import { openConfiguredDatabase, type DatabaseHandle } from '../db/client.ts';

// What every operator command does first: the server's configuration, then its database, migrated. The
// embedded database can be open in one process only, so a running server stops the command first.

export const EXIT_USAGE = 2;
const PORT_PROBE_TIMEOUT_MS = 300;

/** True when something answers on the server's port (the server, most likely). */
function isListening(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createConnection({ port, host: '127.0.0.1' });
    const done = (answer: boolean) => {
      socket.destroy();
      resolve(answer);
    };
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
    socket.setTimeout(PORT_PROBE_TIMEOUT_MS, () => done(false));
  });
}

/** The configuration and the migrated database, or the exit code after saying why not (on stderr). */
export async function openCliDatabase(): Promise<{ config: AppConfig; database: DatabaseHandle } | number> {
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
  if (!config.databaseUrl && (await isListening(config.port))) {
    process.stderr.write(
      `Something is listening on port ${config.port}: stop the server first. The embedded database (PGlite, ` +
        `no DATABASE_URL) can be open in one process only.\n`,
    );
    return EXIT_USAGE;
  }
  const database = openConfiguredDatabase(config);
  await database.migrate();
  return { config, database };
}
