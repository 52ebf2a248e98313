// The operator's command over accounts (`npm run users -- <command>`): the only way to change a role. Kept apart
// from the entry file so tests run it in-process against a test database.
import type { DatabaseHandle } from '../db/client.ts';
import { setUserRole } from '../domain/admin/set-user-role.ts';
import { DomainError } from '../domain/domain-error.ts';
import type { Clock } from '../lib/clock.ts';
import { EXIT_USAGE } from './open-cli-database.ts';

export const USERS_USAGE = `Usage: npm run users -- <command>

Commands:
  grant-operator EMAIL    give the account the operator role: it opens the console at /admin
  revoke-operator EMAIL   make the account a player again`;

export interface UsersCommandContext {
  database: DatabaseHandle;
  clock: Clock;
  stdout: { write(text: string): unknown };
  stderr: { write(text: string): unknown };
}

const ROLE_OF_COMMAND = { 'grant-operator': 'operator', 'revoke-operator': 'player' } as const;

export async function runUsersCommand(argv: readonly string[], context: UsersCommandContext): Promise<number> {
  const { database, clock, stdout, stderr } = context;
  const [command, email, ...extra] = argv;
  if (!command || !(command in ROLE_OF_COMMAND) || !email || extra.length > 0) {
    stderr.write(`${USERS_USAGE}\n`);
    return EXIT_USAGE;
  }
  const role = ROLE_OF_COMMAND[command as keyof typeof ROLE_OF_COMMAND];
  try {
    const result = await setUserRole({ db: database.db, clock, email: email.trim().toLowerCase(), role });
    stdout.write(`${email}: ${role}${result.changed ? '' : ' (unchanged)'}\n`);
    return 0;
  } catch (error) {
    if (error instanceof DomainError) {
      stderr.write(`${error.message}\n`);
      return 1;
    }
    throw error;
  }
}
