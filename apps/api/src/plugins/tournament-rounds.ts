import fp from 'fastify-plugin';
import { sql } from 'drizzle-orm';
import { queryRows } from '../db/query-rows.ts';
import { isUuid } from '../db/is-uuid.ts';
import {
  createLiveRoundEngine,
  type LiveRoundEngine,
  type TournamentLifecycle,
} from '../domain/contests/live-round/live-round-engine.ts';
import { QUESTION_OPEN_MS } from '../domain/contests/live-round/round-schedule.ts';
import { closeTournament } from '../domain/contests/tournaments/close-tournament.ts';
import { startTournament } from '../domain/contests/tournaments/start-tournament.ts';
import type { MediaGate } from '../media/media-token.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The tournaments' live rounds with sockets on this process (src/domain/contests/live-round/). */
    tournamentRounds: LiveRoundEngine;
  }
}

export interface TournamentRoundsPluginOptions {
  /** Timers for releases and closes. Default true; tests turn them off and call runDue. */
  timers?: boolean;
  /** The tournaments' start and close; default the tournaments module's. */
  lifecycle?: TournamentLifecycle;
}

/**
 * The live rounds: their engine on the instance, stopped before the server closes, and the media gate of a
 * tournament entry's question: its post-answer and original videos open once the question has closed for everyone
 * (release + 13 s), never on an entrant's own answer, since those links go out to all at the close. A live round's
 * only: a playing window's entry sends its questions in its own time, and opens them at the tournament's close
 * (is-question-revealed.ts).
 */
export const tournamentRoundsPlugin = fp<TournamentRoundsPluginOptions>(
  async (app, options) => {
    const engine = createLiveRoundEngine({
      db: app.db,
      clock: app.clock,
      log: app.log,
      issuePath: (issue) => app.media.issuePath(issue),
      lifecycle: options.lifecycle ?? { startTournament, closeTournament },
      timers: options.timers,
    });
    app.decorate('tournamentRounds', engine);
    app.media.registerGate((gate) => isClosedTournamentQuestion(app.db, gate, app.clock.now()));
    app.addHook('preClose', () => engine.stop());
  },
  { name: 'tournament-rounds', dependencies: ['app-context', 'media'] },
);

async function isClosedTournamentQuestion(
  db: Parameters<typeof queryRows>[0],
  gate: MediaGate,
  now: Date,
): Promise<boolean> {
  if (!isUuid(gate.gameId) || !Number.isInteger(gate.questionIndex)) return false;
  const rows = await queryRows<{ closed: boolean }>(
    db,
    sql`select q.sent_at + ${`${QUESTION_OPEN_MS} milliseconds`}::interval <= ${now.toISOString()}::timestamptz as closed
          from game_questions q join games g on g.id = q.game_id
          join matches m on m.id = g.match_id
         where q.game_id = ${gate.gameId} and q.question_index = ${gate.questionIndex} and g.mode = 'tournament'
           and m.tournament_format = 'live'`,
  );
  return rows[0]?.closed === true;
}
