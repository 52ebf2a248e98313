// Entry of `npm run clips -- <command>`: the server's configuration and database, then one command.
import { systemClock } from '../lib/clock.ts';
import { createMediaStorage } from '../media/create-media-storage.ts';
import { openCliDatabase } from './open-cli-database.ts';
import { CLIPS_USAGE, EXIT_USAGE, runClipsCommand } from './run-clips-command.ts';

async function main(): Promise<number> {
  const argv = process.argv.slice(2);
  if (argv.length === 0 || ['help', '--help', '-h'].includes(argv[0]!)) {
    process.stdout.write(`${CLIPS_USAGE}\n`);
    return argv.length === 0 ? EXIT_USAGE : 0;
  }
  const opened = await openCliDatabase();
  if (typeof opened === 'number') return opened;
  const { config, database } = opened;
  try {
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
