// Entry of `npm run users -- <command>`: the server's configuration and database, then one command.
import { systemClock } from '../lib/clock.ts';
import { openCliDatabase } from './open-cli-database.ts';
import { runUsersCommand, USERS_USAGE } from './run-users-command.ts';

async function main(): Promise<number> {
  const argv = process.argv.slice(2);
  if (argv.length === 0 || ['help', '--help', '-h'].includes(argv[0]!)) {
    process.stdout.write(`${USERS_USAGE}\n`);
    return 0;
  }
  const opened = await openCliDatabase();
  if (typeof opened === 'number') return opened;
  try {
    return await runUsersCommand(argv, {
      ...opened,
      clock: systemClock,
      stdout: process.stdout,
      stderr: process.stderr,
    });
  } finally {
    await opened.database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error('users failed:', error);
    process.exit(1);
  },
);
