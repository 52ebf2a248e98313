import type { GoalType } from '@gom/contract/constants';
import { sql } from 'drizzle-orm';
import type { AppDatabase } from '../../db/client.ts';
import { queryRows } from '../../db/query-rows.ts';
import { riskFlags } from '../../db/schema.ts';
import { referenceConfidence } from '../clips/catalog/difficulty-levels.ts';
import { poissonBinomialTail } from './poisson-binomial.ts';

// The risk monitor (issue 16, decision 0021). A record is improbable when the reference predictor, calling the
// same clips, would do as well as the player with a probability below IMPROBABLE_TAIL: it knows each clip's xG,
// so its chance of calling a clip right is (1 + its confidence) / 2, and the count it gets right over the player's
// answered questions is Poisson-binomial. Many accounts signing in from one address are flagged too. Flags are
// kept with their figures (and stay until an operator deals with the player); a flagged player's withdrawals wait.

export const IMPROBABLE_TAIL = 1e-6;
/** The latest answered questions weighed: enough for any verdict, and bounded work per player. */
export const RISK_MAX_QUESTIONS = 2_000;
/** Accounts (this one included) signing in from one address before they are flagged. */
export const SHARED_ADDRESS_MIN_ACCOUNTS = 4;
/** Loopback says nothing about who is behind it (local runs, a proxy not trusted): never compared. */
const LOOPBACK = ['127.0.0.1', '::1', '::ffff:127.0.0.1'];

/** The reference predictor's chance of calling a clip right; a coin flip when the clip has no xG. */
export function referenceChanceRight(xg: number | null, goalType: GoalType): number {
  return xg === null ? 0.5 : (1 + referenceConfidence(xg, goalType)) / 2;
}

export interface RecordAssessment {
  answered: number;
  correct: number;
  /** What the reference predictor would get right on the same clips, on average. */
  expectedCorrect: number;
  /** P(the reference predictor gets at least `correct` right). */
  tailProbability: number;
  longestStreak: number;
}

export async function assessRecord({ db, userId }: { db: AppDatabase; userId: string }): Promise<RecordAssessment> {
  const rows = await queryRows<{ is_correct: boolean; xg: number | null; goal_type: GoalType }>(
    db,
    sql`select q.is_correct, c.xg, c.goal_type
          from games g
          join game_questions q on q.game_id = g.id
          join clips c on c.id = q.clip_id
         where g.user_id = ${userId} and g.status = 'ended' and q.answer is not null
         order by q.answered_at desc limit ${RISK_MAX_QUESTIONS}`,
  );
  const chances = rows.map((row) => referenceChanceRight(row.xg, row.goal_type));
  const correct = rows.filter((row) => row.is_correct).length;
  let longestStreak = 0;
  let streak = 0;
  for (const row of rows) {
    streak = row.is_correct ? streak + 1 : 0;
    longestStreak = Math.max(longestStreak, streak);
  }
  return {
    answered: rows.length,
    correct,
    expectedCorrect: Math.round(chances.reduce((sum, p) => sum + p, 0) * 10) / 10,
    tailProbability: poissonBinomialTail(chances, correct),
    longestStreak,
  };
}

/** Other accounts that signed in from an address this player signed in from. */
export async function findSharedAddresses({ db, userId }: { db: AppDatabase; userId: string }) {
  return queryRows<{ ip_address: string; accounts: number }>(
    db,
    sql`select s.ip_address, count(distinct other.user_id)::int + 1 as accounts
          from sessions s
          join sessions other on other.ip_address = s.ip_address and other.user_id <> s.user_id
         where s.user_id = ${userId} and s.ip_address is not null
           and s.ip_address not in (${sql.join(
             LOOPBACK.map((address) => sql`${address}`),
             sql`, `,
           )})
         group by s.ip_address
         order by accounts desc`,
  );
}

async function raiseFlag(
  db: AppDatabase,
  userId: string,
  kind: 'improbable_record' | 'shared_address',
  figures: object,
  now: Date,
) {
  await db
    .insert(riskFlags)
    .values({ userId, kind, figures: figures as Record<string, unknown>, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({
      target: [riskFlags.userId, riskFlags.kind],
      set: { figures: figures as Record<string, unknown>, updatedAt: now },
    });
}

/**
 * Weighs a player's record and addresses and raises (or refreshes the figures of) their flags. Cheap: the
 * player's latest answered questions through the games index, and their sessions' addresses through theirs.
 */
export async function assessPlayerRisk(options: { db: AppDatabase; userId: string; now: Date }): Promise<void> {
  const { db, userId, now } = options;
  const record = await assessRecord({ db, userId });
  if (record.answered > 0 && record.tailProbability < IMPROBABLE_TAIL) {
    await raiseFlag(db, userId, 'improbable_record', { ...record, threshold: IMPROBABLE_TAIL }, now);
  }
  const shared = (await findSharedAddresses({ db, userId })).filter(
    (row) => row.accounts >= SHARED_ADDRESS_MIN_ACCOUNTS,
  );
  if (shared.length > 0) {
    await raiseFlag(
      db,
      userId,
      'shared_address',
      {
        addresses: shared.map((row) => ({ address: row.ip_address, accounts: row.accounts })),
        minimum: SHARED_ADDRESS_MIN_ACCOUNTS,
      },
      now,
    );
  }
}

/** Players whose games ended since `since`: the scan's work list. */
export async function listRecentlyActivePlayers({ db, since }: { db: AppDatabase; since: Date }): Promise<string[]> {
  const rows = await queryRows<{ user_id: string }>(
    db,
    sql`select distinct user_id from games where status = 'ended' and ended_at >= ${since.toISOString()}`,
  );
  return rows.map((row) => row.user_id);
}
