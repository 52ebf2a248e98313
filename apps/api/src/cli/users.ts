// Entry of `npm run users -- <command>`: the server's configuration and database, then one command. On the embedded
// database with the server running, the command goes through the server's admin socket: no downtime to grant an
// operator.
import { systemClock } from '../lib/clock.ts';
import { callAdminSocket } from '../lifecycle/admin-socket.ts';
import { openCliDatabase } from './open-cli-database.ts';
import { runUsersCommand, USERS_USAGE } from './run-users-command.ts';

async function main(): Promise<number> {
  const argv = process.argv.slice(2);
  if (argv.length === 0 || ['help', '--help', '-h'].includes(argv[0]!)) {
    process.stdout.write(`${USERS_USAGE}\n`);
    return 0;
  }
  const opened = await openCliDatabase({ throughServer: true });
  if (typeof opened === 'number') return opened;
  if ('runningServer' in opened) {
    const answer = await callAdminSocket(opened.config.dataDir, { command: 'users', argv }).catch((error: unknown) => {
      process.stderr.write(
        `The server (pid ${opened.runningServer.pid}) holds the embedded database but did not take the command ` +
          `(${error instanceof Error ? error.message : String(error)}). Try again, or stop the server first.\n`,
      );
      return null;
    });
    if (!answer) return 1;
    process.stdout.write(answer.stdout);
    process.stderr.write(answer.stderr);
    return answer.code;
  }
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
