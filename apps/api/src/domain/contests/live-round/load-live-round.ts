import type { TournamentStatus } from '@gom/contract/contests';
import { sql } from 'drizzle-orm';
import type { AppDatabase } from '../../../db/client.ts';
import { queryRows } from '../../../db/query-rows.ts';
import type { ClipMedia } from '../../game/build-server-message.ts';
import type { RoundSchedule } from './round-schedule.ts';

/** One question of the tournament's clip set: its clip, its right call and its media. */
export interface RoundQuestion extends ClipMedia {
  clipId: string;
  outcome: 'goal' | 'miss';
}

/** What a process needs to run a tournament's live round: its schedule, status, money and clip set. */
export interface LiveRound extends RoundSchedule {
  tournamentId: string;
  status: TournamentStatus;
  currency: string;
  /** The clip set, by question index (a tournament's clip set is planned when it is made). */
  questions: RoundQuestion[];
}

interface RoundRow {
  id: string;
  status: TournamentStatus;
  currency: string;
  starts_at: string | Date;
  question_interval_ms: number;
  number_of_questions: number;
  questions: Array<[number, string, 'goal' | 'miss', string | null, string | null, string | null]> | null;
}

/** The tournament's round in one read, or null when there is no such tournament. */
export async function loadLiveRound(db: AppDatabase, tournamentId: string): Promise<LiveRound | null> {
  const [row] = await queryRows<RoundRow>(
    db,
    sql`select m.id, m.status, m.currency, m.starts_at, m.question_interval_ms, m.number_of_questions,
               (select json_agg(json_build_array(q.question_index, c.id, c.outcome, c.pre_video_key,
                                                 c.post_video_key, c.original_url) order by q.question_index)
                  from match_questions q join clips c on c.id = q.clip_id
                 where q.match_id = m.id) as questions
          from matches m
         where m.id = ${tournamentId} and m.mode = 'tournament'`,
  );
  if (!row) return null;
  const questions: RoundQuestion[] = [];
  for (const [index, clipId, outcome, preVideoKey, postVideoKey, originalUrl] of row.questions ?? []) {
    questions[index] = {
      clipId,
      outcome,
      preVideoKey: preVideoKey ?? '',
      postVideoKey: postVideoKey ?? '',
      originalUrl,
    };
  }
  return {
    tournamentId: row.id,
    status: row.status,
    currency: row.currency,
    startsAt: new Date(row.starts_at),
    questionIntervalMs: row.question_interval_ms,
    numberOfQuestions: row.number_of_questions,
    questions,
  };
}

/** The tournament's status now (a process re-reads it after the start and the close). */
export async function readTournamentStatus(db: AppDatabase, tournamentId: string): Promise<TournamentStatus | null> {
  const [row] = await queryRows<{ status: TournamentStatus }>(
    db,
    sql`select status from matches where id = ${tournamentId} and mode = 'tournament'`,
  );
  return row?.status ?? null;
}
