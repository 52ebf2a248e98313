import { sql } from 'drizzle-orm';
import type { AppDatabase } from '../../../db/client.ts';
import { queryRows } from '../../../db/query-rows.ts';
import { answerTimeMsOfQ } from '../answer-time.ts';

// Each entry of a challenge as it was played: its status, its correct answers and its total answer time, each
// answer's time as every contest measures it (../answer-time.ts), summed over the questions answered.

export interface ChallengeEntryResult {
  gameId: string;
  userId: string;
  status: string;
  correct: number;
  answered: number;
  totalAnswerMs: number;
}

export async function readChallengeEntries(db: AppDatabase, matchId: string): Promise<ChallengeEntryResult[]> {
  const rows = await queryRows<{
    id: string;
    user_id: string;
    status: string;
    correct: number;
    answered: number;
    total_ms: string | null;
  }>(
    db,
    sql`select g.id, g.user_id, g.status,
               count(*) filter (where q.is_correct)::int as correct,
               count(q.answered_at)::int as answered,
               coalesce(sum(${answerTimeMsOfQ}) filter (where q.answered_at is not null), 0)::bigint::text as total_ms
          from games g left join game_questions q on q.game_id = g.id
         where g.match_id = ${matchId}
         group by g.id, g.user_id, g.status`,
  );
  return rows.map((row) => ({
    gameId: row.id,
    userId: row.user_id,
    status: row.status,
    correct: row.correct,
    answered: row.answered,
    totalAnswerMs: Number(row.total_ms ?? 0),
  }));
}

/** An entry that counts: played to its end. A voided one (never started in time, or cut by downtime) is unplayed. */
export function hasPlayed(entry: ChallengeEntryResult | undefined): entry is ChallengeEntryResult {
  return entry?.status === 'ended';
}

/** Whether an entry is over: played to its end, or voided (it cannot be played again). */
export function isFinished(entry: ChallengeEntryResult | undefined): boolean {
  return entry?.status === 'ended' || entry?.status === 'voided';
}

/** Whether an entry is still being played (or waits to start): the match waits for it. */
export function isInPlay(entry: ChallengeEntryResult | undefined): boolean {
  return entry?.status === 'created' || entry?.status === 'active';
}
