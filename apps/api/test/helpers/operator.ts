import { expect } from 'vitest';
import { runUsersCommand } from '../../src/cli/run-users-command.ts';
import { signUpAndIn } from './accounts.ts';
import type { HttpClient } from './http-client.ts';
import { newIdempotencyKey } from './money.ts';
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

const BANK = { accountHolderName: 'Ada Lovelace', accountNumber: '0123456789' };

/** A player asks to withdraw `value` USD to a bank account (201 or 200 with its status, or a refusal). */
export function requestUsdWithdrawal(
  player: { client: HttpClient; user: { id: string }; wallet: { id: string } },
  value: number,
) {
  return player.client.post(`/api/users/${player.user.id}/withdrawals`, {
    idempotencyKey: newIdempotencyKey(),
    walletId: player.wallet.id,
    amount: { value, currency: 'USD' },
    destination: BANK,
  });
}
