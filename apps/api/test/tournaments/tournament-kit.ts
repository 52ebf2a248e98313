import type { CreateTournamentRequest } from '@gom/contract/contests';
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { AppDatabase } from '../../src/db/client.ts';
import { queryRows } from '../../src/db/query-rows.ts';
import { TOURNAMENT_ANSWER_MS } from '../../src/domain/contests/tournaments/tournament-constants.ts';
import { questionReleaseAt } from '../../src/domain/contests/tournaments/tournament-schedule.ts';
import type { HttpClient } from '../helpers/http-client.ts';
import { startTestApp, type StartTestAppOptions, type TestApp } from '../helpers/start-test-app.ts';

// What the tournaments' tests share: an app whose poller is off (tests run it), an operator's tournament, its clip
// set rendered (placeholder media under real keys), and a live round's answers written as the round writes them.

/** The simulator's xG samples for tests' clip sets: enough to place a clip in its level, quick to make. */
export const TEST_XG_SAMPLES = 24;

export function startTournamentsApp(options: StartTestAppOptions = {}): Promise<TestApp> {
  return startTestApp({
    ...options,
    buildOptions: { tournaments: { pollIntervalMs: 0, xgSamples: TEST_XG_SAMPLES }, ...options.buildOptions },
  });
}

export function tournamentRequest(
  t: TestApp,
  overrides: Partial<CreateTournamentRequest> = {},
): CreateTournamentRequest {
  return {
    name: 'Friday Night Shootout',
    startsAt: new Date(t.clock.now().getTime() + 10 * 60_000).toISOString(),
    currency: 'USD',
    entryFee: 2,
    numberOfQuestions: 5,
    difficulty: 'normal',
    minEntrants: 2,
    maxEntrants: 100,
    paidPercent: 50,
    ...overrides,
  };
}

export interface AdminTournamentBody {
  id: string;
  status: string;
  startsAt: string;
  endsAt: string;
  entrants: number;
  clipsRendered: number;
  clipsTotal: number;
  cancelReason: string | null;
  prizePool: { value: number; currency: string };
  audit: Record<string, { value: number } | number>;
}

export async function createTournamentAs(
  operator: { client: HttpClient },
  t: TestApp,
  overrides: Partial<CreateTournamentRequest> = {},
): Promise<AdminTournamentBody> {
  const response = await operator.client.post('/api/admin/tournaments', tournamentRequest(t, overrides));
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body.data as AdminTournamentBody;
}

/** Marks the tournament's clips rendered, as a render worker would (placeholder keys). */
export async function renderClipSet(db: AppDatabase, matchId: string): Promise<void> {
  await db.execute(sql`
    update clips set media_status = 'ready', pre_video_key = 'clips/' || id || '/pre.mp4',
                     post_video_key = 'clips/' || id || '/post.mp4'
     where id in (select clip_id from match_questions where match_id = ${matchId})`);
}

export async function enter(
  player: { client: HttpClient; user: { id: string }; wallet: { id: string } },
  tournamentId: string,
) {
  return player.client.post(`/api/users/${player.user.id}/tournament-entries`, {
    tournamentId,
    walletId: player.wallet.id,
  });
}

/** The outcomes of a match's clips, by question. */
export async function clipOutcomes(db: AppDatabase, matchId: string): Promise<Array<'goal' | 'miss'>> {
  const rows = await queryRows<{ outcome: 'goal' | 'miss' }>(
    db,
    sql`select c.outcome from match_questions q join clips c on c.id = q.clip_id
         where q.match_id = ${matchId} order by q.question_index`,
  );
  return rows.map((row) => row.outcome);
}

/**
 * An entrant's call on a question, written as the live round writes it: released at startsAt + n × interval, its
 * clock started at the release, answered `afterMs` later, judged against the clip's outcome.
 */
export async function writeAnswer(
  db: AppDatabase,
  options: {
    entryId: string;
    questionIndex: number;
    right: boolean;
    afterMs: number;
    pace: { startsAt: Date; questionIntervalMs: number; numberOfQuestions: number };
    /** When the entrant's clock started after the release (its clip's first frame, or the cap): default at once. */
    clockStartMs?: number;
  },
): Promise<void> {
  const released = questionReleaseAt(options.pace, options.questionIndex);
  const deadline = new Date(released.getTime() + (options.clockStartMs ?? 0) + TOURNAMENT_ANSWER_MS);
  const answeredAt = new Date(released.getTime() + options.afterMs);
  await db.execute(sql`
    update game_questions q
       set sent_at = ${released.toISOString()}, deadline_at = ${deadline.toISOString()},
           answered_at = ${answeredAt.toISOString()},
           answer = case when ${options.right} then c.outcome else (case c.outcome when 'goal' then 'miss' else 'goal' end) end,
           is_correct = ${options.right}
      from clips c
     where c.id = q.clip_id and q.game_id = ${options.entryId} and q.question_index = ${options.questionIndex}`);
}

export async function tournamentOf(client: HttpClient, id: string) {
  const response = await client.get(`/api/tournaments/${id}`);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body.data as {
    status: string;
    entrants: number;
    entryId: string | null;
    prizePool: { value: number };
  };
}
