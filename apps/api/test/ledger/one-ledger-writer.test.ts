import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../src/db/client.ts';
import { queryRows } from '../../src/db/query-rows.ts';
import {
  fundingKey,
  gameStakeKey,
  gameWinningsKey,
  holdCaptureKey,
  isTransferInKey,
  subscriptionPaymentKey,
  transferInKey,
  transferOutKey,
  withdrawalHoldKey,
} from '../../src/domain/ledger/ledger-keys.ts';
import { SETTLE_GAME_FUNCTION, settleGameCall } from '../../src/domain/ledger/settle-game-sql.ts';
import { openTestDatabase } from '../helpers/test-database.ts';

// The ledger module is the only writer of postings (ledger README, "One writer"): every statement of the API that
// writes a transfer, a posting, a hold or a balance is in src/domain/ledger, the database's only function that
// writes postings is the one the ledger module defines (its text in the migration is the module's), and every
// idempotency key of the ledger is spelled in one file.

const API = fileURLToPath(new URL('../..', import.meta.url));
const SRC = join(API, 'src');
const MIGRATIONS = join(API, 'drizzle');
const LEDGER = join(SRC, 'domain', 'ledger');

function sourceFiles(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return path.endsWith('.ts') && !path.endsWith('.test.ts') ? [path] : [];
  });
}

/** Writes of the ledger's money: transfers, postings, holds, balances, and calls of its SQL functions. */
const LEDGER_WRITE =
  /insert\s+into\s+ledger_(postings|transfers|holds)\b|update\s+ledger_(accounts|holds|postings|transfers)\b|delete\s+from\s+ledger_|\bledger_settle_game\s*\(|\bledger_apply_postings\s*\(|\.(insert|update|delete)\(\s*ledger(Postings|Transfers|Holds|Accounts)\b/i;

/**
 * A ledger key written out by hand: a quoted text starting with one of the keys' prefixes. A request's fingerprint
 * (what a repeated request is compared by, never a key) may start alike: lines naming one are not keys.
 */
const KEY_LITERAL = /['"`](funding|game|hold|withdrawal|subscription|transfer):(\$\{|['"`]\s*\|\|)/;
const spellsKey = (text: string) =>
  text.split('\n').some((line) => KEY_LITERAL.test(line) && !/fingerprint/i.test(line));

describe('one ledger writer', () => {
  it('writes transfers, postings, holds and balances only from src/domain/ledger', () => {
    const writers = sourceFiles(SRC)
      .filter((path) => LEDGER_WRITE.test(readFileSync(path, 'utf8')))
      .map((path) => relative(SRC, path));
    expect(writers.length).toBeGreaterThan(0);
    expect(writers.filter((path) => !join(SRC, path).startsWith(LEDGER + '/'))).toEqual([]);
  });

  it('spells every ledger key in ledger-keys.ts alone', () => {
    const spelled = sourceFiles(SRC)
      .filter((path) => spellsKey(readFileSync(path, 'utf8')))
      .map((path) => relative(SRC, path));
    expect(spelled).toEqual(['domain/ledger/ledger-keys.ts']);
  });

  it("creates the settlement's function with the ledger module's text, and nothing after redefines it", () => {
    const migrations = readdirSync(MIGRATIONS)
      .filter((name) => name.endsWith('.sql'))
      .sort();
    const defining = migrations.filter((name) =>
      /create\s+(or\s+replace\s+)?function\s+ledger_settle_game\b/i.test(readFileSync(join(MIGRATIONS, name), 'utf8')),
    );
    expect(defining).toEqual(['0029_ledger_settle_game.sql']);
    const text = readFileSync(join(MIGRATIONS, defining[0]!), 'utf8');
    expect(text).toContain(SETTLE_GAME_FUNCTION);
    const later = migrations.slice(migrations.indexOf(defining[0]!) + 1);
    for (const name of later) {
      expect(readFileSync(join(MIGRATIONS, name), 'utf8')).not.toMatch(/ledger_postings|settle_game/i);
    }
  });

  it('answers each key as the database spells it', () => {
    const id = '0b6f7e8a-1c2d-4e5f-8a9b-0c1d2e3f4a5b';
    expect(fundingKey(id)).toBe(`funding:${id}`);
    expect(gameStakeKey(id)).toBe(`game:${id}:stake`);
    expect(gameWinningsKey(id)).toBe(`game:${id}:winnings`);
    expect(holdCaptureKey(id)).toBe(`hold:${id}:capture`);
    expect(withdrawalHoldKey(id)).toBe(`withdrawal:${id}`);
    expect(subscriptionPaymentKey(id, 3)).toBe(`subscription:${id}:3`);
    expect(transferOutKey(id)).toBe(`transfer:${id}:out`);
    expect(transferInKey(id)).toBe(`transfer:${id}:in`);
    expect(isTransferInKey(transferInKey(id))).toBe(true);
    expect(isTransferInKey(transferOutKey(id))).toBe(false);
    expect(gameStakeKey.sql('p_game_id')).toBe("'game:' || (p_game_id) || ':stake'");
    expect(subscriptionPaymentKey.sql('s.id', 'p.n')).toBe("'subscription:' || (s.id) || ':' || (p.n)");
  });

  describe('in a migrated database', () => {
    let database: DatabaseHandle;
    beforeAll(async () => {
      database = await openTestDatabase();
    });
    afterAll(() => database.close());

    it("has one function that writes postings, the ledger module's", async () => {
      const rows = await queryRows<{ proname: string }>(
        database.db,
        sql`select proname from pg_proc
             where prosrc ~* 'insert\\s+into\\s+ledger_postings' order by proname`,
      );
      expect(rows.map((row) => row.proname)).toEqual(['ledger_settle_game']);
      const [source] = await queryRows<{ prosrc: string }>(
        database.db,
        sql`select prosrc from pg_proc where proname = 'ledger_settle_game'`,
      );
      expect(SETTLE_GAME_FUNCTION).toContain(source!.prosrc);
      // The old name stays for the processes of the release before while a cluster rolls over: it only delegates.
      const [old] = await queryRows<{ prosrc: string }>(
        database.db,
        sql`select prosrc from pg_proc where proname = 'settle_game'`,
      );
      expect(old!.prosrc.trim()).toMatch(/^SELECT ledger_settle_game\([^;]*\)$/);
    });

    it("keys the settlement's lookups as the module does", async () => {
      const id = '0b6f7e8a-1c2d-4e5f-8a9b-0c1d2e3f4a5b';
      const [row] = await queryRows<{ stake: string; capture: string }>(
        database.db,
        sql.raw(
          `select ${gameStakeKey.sql(`'${id}'::uuid`)} as stake, ${holdCaptureKey.sql(`'${id}'::uuid`)} as capture`,
        ),
      );
      expect(row).toEqual({ stake: gameStakeKey(id), capture: holdCaptureKey(id) });
      expect(settleGameCall('s', 'now()')).toMatch(/^ledger_settle_game\(/);
    });
  });
});
