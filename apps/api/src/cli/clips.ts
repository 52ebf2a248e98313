// Entry of `npm run clips -- <command>`: the server's configuration and database, then one command.
import { createConnection } from 'node:net';
import { ConfigError, loadConfig } from '../config.ts';
import { openConfiguredDatabase } from '../db/client.ts';
import { systemClock } from '../lib/clock.ts';
import { createMediaStorage } from '../media/create-media-storage.ts';
import { CLIPS_USAGE, EXIT_USAGE, runClipsCommand } from './run-clips-command.ts';

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

async function main(): Promise<number> {
  const argv = process.argv.slice(2);
  if (argv.length === 0 || ['help', '--help', '-h'].includes(argv[0]!)) {
    process.stdout.write(`${CLIPS_USAGE}\n`);
    return argv.length === 0 ? EXIT_USAGE : 0;
  }
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
  try {
    await database.migrate();
    return await runClipsCommand(argv, {
      config,
      database,
      storage: createMediaStorage(config.mediaStorage, systemClock),
      clock: systemClock,
      stdout: process.stdout,
      stderr: process.stderr,
    });
  } finally {
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error('clips failed:', error);
    process.exit(1);
  },
);
