import { sql } from 'drizzle-orm';
import type { AppDatabase } from '../../../db/client.ts';
import { queryRows } from '../../../db/query-rows.ts';
import { matchPayoutKey } from '../../ledger/ledger-keys.ts';

/**
 * What the tournament's close paid each entry, in minor units by entry id: the postings to entrants' wallets of the
 * one transfer keyed by the match. Read from the ledger, so a socket told its prize is told what was paid.
 */
export async function readPrizesPaid(db: AppDatabase, tournamentId: string): Promise<Map<string, bigint>> {
  const rows = await queryRows<{ entry_id: string; amount: string }>(
    db,
    sql`select g.id as entry_id, p.amount::text as amount
          from ledger_transfers t
          join ledger_postings p on p.transfer_id = t.id and p.amount > 0
          join games g on g.wallet_id = p.account_id and g.match_id = ${tournamentId} and g.mode = 'tournament'
         where t.idempotency_key = ${matchPayoutKey(tournamentId)}`,
  );
  return new Map(rows.map((row) => [row.entry_id, BigInt(row.amount)]));
}
