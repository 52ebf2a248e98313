import { expect } from 'vitest';
import { runUsersCommand } from '../../src/cli/run-users-command.ts';
import { signUpAndIn } from './accounts.ts';
import type { TestApp } from './start-test-app.ts';

/** Runs `npm run users -- ...` in-process against the test database. */
export async function runUsers(t: TestApp, ...argv: string[]) {
  let out = '';
  let err = '';
  const code = await runUsersCommand(argv, {
    database: t.database,
    clock: t.clock,
    stdout: { write: (text: string) => (out += text) },
    stderr: { write: (text: string) => (err += text) },
  });
  return { code, out, err };
}

/** A signed-in account granted the operator role by the CLI. */
export async function signedInOperator(t: TestApp) {
  const client = t.client();
  const { user } = await signUpAndIn(client);
  expect((await runUsers(t, 'grant-operator', user.email)).code).toBe(0);
  return { client, user };
}
