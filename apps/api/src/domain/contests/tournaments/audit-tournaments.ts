import { sql } from 'drizzle-orm';
import type { AppDatabase } from '../../../db/client.ts';
import { queryRows } from '../../../db/query-rows.ts';
import { readContestPoolBalance } from '../../ledger/ensure-contest-pool.ts';
import { entryFeeKey, entryPrizeKey, entryRefundKey, matchPayoutKey } from '../../ledger/ledger-keys.ts';
import { readClipSetReadiness } from './start-tournament.ts';
import { getTournament } from './list-tournaments.ts';
import { listTournamentRecords, type TournamentRecord } from './tournament-record.ts';
import { summarizeTournaments, type TournamentSummaryRecord } from './tournament-summary.ts';

/** A tournament's money, from the rows themselves: fees in = prizes + rake + refunds once it is over. */
export interface TournamentAudit {
  /** Every fee taken at entry (held, captured or released). */
  feesIn: bigint;
  prizes: bigint;
  /** The house's posting of the payout transfer (the rake and what rounding left). */
  rake: bigint;
  /** Fees given back: released by a cancellation before the start, or refunded from the pool of a live one. */
  refunds: bigint;
  poolBalance: bigint;
  flaggedEntrants: number;
}

export interface AdminTournamentRecord extends TournamentSummaryRecord {
  clipsRendered: number;
  clipsTotal: number;
  audit: TournamentAudit;
}

/** The console's audit of one tournament's money. */
export async function auditTournament(db: AppDatabase, matchId: string): Promise<TournamentAudit> {
  const [fees] = await queryRows<{ fees_in: string; refunds: string; prizes: string; flagged: number }>(
    db,
    sql`select
          coalesce(sum(mt.amount) filter (where mt.type = 'entryFee'), 0)::text as fees_in,
          coalesce(sum(mt.amount) filter (where (mt.type = 'entryFee' and mt.status = 'cancelled')
                                         or (mt.type = 'refund' and mt.status = 'completed')), 0)::text as refunds,
          coalesce(sum(mt.amount) filter (where mt.type = 'prize' and mt.status = 'completed'), 0)::text as prizes,
          (select count(distinct f.user_id)::int from risk_flags f
            where f.kind in ('shared_contest_address', 'shared_contest_device') and f.figures->>'matchId' = ${matchId}::text) as flagged
          from games g
          join money_transactions mt on mt.user_id = g.user_id
           and mt.idempotency_key in (${sql.raw(entryFeeKey.sql('g.id::text'))}, ${sql.raw(entryPrizeKey.sql('g.id::text'))},
                                      ${sql.raw(entryRefundKey.sql('g.id::text'))})
         where g.match_id = ${matchId}`,
  );
  const [house] = await queryRows<{ rake: string }>(
    db,
    sql`select coalesce(sum(p.amount), 0)::text as rake
          from ledger_transfers t join ledger_postings p on p.transfer_id = t.id
          join ledger_accounts a on a.id = p.account_id and a.kind = 'house'
         where t.idempotency_key = ${matchPayoutKey(matchId)}`,
  );
  return {
    feesIn: BigInt(fees?.fees_in ?? '0'),
    prizes: BigInt(fees?.prizes ?? '0'),
    rake: BigInt(house?.rake ?? '0'),
    refunds: BigInt(fees?.refunds ?? '0'),
    poolBalance: await readContestPoolBalance({ db, matchId }),
    flaggedEntrants: fees?.flagged ?? 0,
  };
}

async function toAdminRecord(db: AppDatabase, summary: TournamentSummaryRecord): Promise<AdminTournamentRecord> {
  const readiness = await readClipSetReadiness(db, summary.tournament.id);
  return {
    ...summary,
    clipsRendered: readiness.rendered,
    clipsTotal: readiness.total,
    audit: await auditTournament(db, summary.tournament.id),
  };
}

/** The console's list: every tournament (newest scheduled first), with readiness and audit. */
export async function listAdminTournaments(options: {
  db: AppDatabase;
  userId: string;
  limit: number;
}): Promise<AdminTournamentRecord[]> {
  const tournaments: TournamentRecord[] = await listTournamentRecords({
    db: options.db,
    statuses: ['scheduled', 'live', 'closed', 'cancelled'],
    limit: options.limit,
  });
  const summaries = await summarizeTournaments({ db: options.db, tournaments, userId: options.userId });
  const records: AdminTournamentRecord[] = [];
  for (const summary of summaries) records.push(await toAdminRecord(options.db, summary));
  return records;
}

/** One tournament's console row (404 when there is none). */
export async function getAdminTournament(options: {
  db: AppDatabase;
  userId: string;
  tournamentId: string;
}): Promise<AdminTournamentRecord> {
  return toAdminRecord(options.db, await getTournament(options));
}
