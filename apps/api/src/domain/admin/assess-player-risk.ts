import { QUESTIONS_MAX, type GoalType } from '@gom/contract/constants';
import { sql, type SQL } from 'drizzle-orm';
import type { AppDatabase } from '../../db/client.ts';
import { queryRows } from '../../db/query-rows.ts';
import { riskFlags } from '../../db/schema.ts';
import { referenceConfidence } from '../clips/catalog/difficulty-levels.ts';
import { poissonBinomialTail } from './poisson-binomial.ts';

// The risk monitor (decision 0021). A record is improbable when the reference predictor, calling the
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
export const LOOPBACK = ['127.0.0.1', '::1', '::ffff:127.0.0.1'];

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

/** A batch's rows by player, in the order the query gave them. */
function byPlayer<T extends { user_id: string }>(rows: readonly T[]): Map<string, T[]> {
  const players = new Map<string, T[]>();
  for (const row of rows) {
    const list = players.get(row.user_id);
    if (list) list.push(row);
    else players.set(row.user_id, [row]);
  }
  return players;
}

/** The players' ids as one uuid[] parameter (a JS array would be spread into a list of parameters). */
const idArray = (userIds: readonly string[]) => sql`${`{${userIds.join(',')}}`}::uuid[]`;

/**
 * Each player's latest answered questions (RISK_MAX_QUESTIONS at most), newest first, in one query. Each question
 * is read by its whole key (game, index): a unique lookup is planned as one whatever the table's statistics say,
 * where a join on the game alone was planned as a scan of every question per player on a table never analysed.
 * Every index a game may have is tried (a constant series, planned as its ten rows); those it has not find no row.
 * A player's latest RISK_MAX_QUESTIONS games hold their latest questions, so no more are read; their order is
 * games_user_ended_idx's own (NULLS LAST, performance note 0041), so a player with more games than that has them read off
 * the index in order, not all sorted.
 */
async function answeredQuestionsOf(db: AppDatabase, userIds: readonly string[]) {
  const rows = await queryRows<{ user_id: string; is_correct: boolean; xg: number | null; goal_type: GoalType }>(
    db,
    answeredQuestionsStatement(userIds),
  );
  return byPlayer(rows);
}

/** The statement of answeredQuestionsOf (its plan is tested). */
export function answeredQuestionsStatement(userIds: readonly string[]): SQL {
  return sql`select u.user_id, r.is_correct, r.xg, r.goal_type
          from unnest(${idArray(userIds)}) as u(user_id)
          cross join lateral (
            select q.is_correct, c.xg, c.goal_type, q.answered_at
              from (select g.id from games g
                     where g.user_id = u.user_id and g.status = 'ended'
                     order by g.ended_at desc nulls last limit ${RISK_MAX_QUESTIONS}) as g
              cross join generate_series(0, ${QUESTIONS_MAX - 1}) as i(question_index)
              join game_questions q on q.game_id = g.id and q.question_index = i.question_index
              join clips c on c.id = q.clip_id
             where q.answer is not null
             order by q.answered_at desc limit ${RISK_MAX_QUESTIONS}) as r
         order by u.user_id, r.answered_at desc`;
}

/** A record against the reference predictor's (RecordAssessment), from its answered questions. */
export function assessAnswers(rows: ReadonlyArray<{ is_correct: boolean; xg: number | null; goal_type: GoalType }>) {
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
  } satisfies RecordAssessment;
}

/** Per player, the addresses they signed in from that other accounts signed in from too, with how many accounts. */
async function sharedAddressesOf(db: AppDatabase, userIds: readonly string[]) {
  const rows = await queryRows<{ user_id: string; ip_address: string; accounts: number }>(
    db,
    sql`select s.user_id, s.ip_address, count(distinct other.user_id)::int + 1 as accounts
          from sessions s
          join sessions other on other.ip_address = s.ip_address and other.user_id <> s.user_id
         where s.user_id = any(${idArray(userIds)}) and s.ip_address is not null
           and s.ip_address not in (${sql.join(
             LOOPBACK.map((address) => sql`${address}`),
             sql`, `,
           )})
         group by s.user_id, s.ip_address
         order by s.user_id, accounts desc`,
  );
  return byPlayer(rows);
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
  await assessPlayersRisk({ db: options.db, userIds: [options.userId], now: options.now });
}

/**
 * assessPlayerRisk for many players at once: two queries for all of them (the scan weighs thousands of players
 * at a time, and a query per player made each scan a burst of round trips beside the live games).
 */
export async function assessPlayersRisk(options: {
  db: AppDatabase;
  userIds: readonly string[];
  now: Date;
}): Promise<void> {
  const { db, userIds, now } = options;
  if (userIds.length === 0) return;
  const answered = await answeredQuestionsOf(db, userIds);
  const addresses = await sharedAddressesOf(db, userIds);
  for (const userId of userIds) {
    const record = assessAnswers(answered.get(userId) ?? []);
    if (record.answered > 0 && record.tailProbability < IMPROBABLE_TAIL) {
      await raiseFlag(db, userId, 'improbable_record', { ...record, threshold: IMPROBABLE_TAIL }, now);
    }
    const shared = (addresses.get(userId) ?? []).filter((row) => row.accounts >= SHARED_ADDRESS_MIN_ACCOUNTS);
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
}

/** Players whose games ended since `since`: the scan's work list. */
export async function listRecentlyActivePlayers({ db, since }: { db: AppDatabase; since: Date }): Promise<string[]> {
  const rows = await queryRows<{ user_id: string }>(
    db,
    sql`select distinct user_id from games where status = 'ended' and ended_at >= ${since.toISOString()}`,
  );
  return rows.map((row) => row.user_id);
}
