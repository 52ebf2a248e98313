import { sql } from 'drizzle-orm';
import type { AppDatabase } from '../../db/client.ts';
import { queryRows } from '../../db/query-rows.ts';
import type { MediaGate } from '../../media/media-token.ts';
import { ENTRY_RESULTS_WITHHELD_SQL } from './modes/window-tournament/withheld-results.ts';

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The media gate of a game's question: its post-answer and original videos may be served once the question
 * is answered, or once the game is over (an unanswered question's verdict is then no secret). A playing window's
 * entry opens none of them before its tournament's close (decision 0173): another entrant may still be playing them.
 */
export async function isQuestionRevealed({ db, gate }: { db: AppDatabase; gate: MediaGate }): Promise<boolean> {
  if (!UUID_PATTERN.test(gate.gameId) || !Number.isInteger(gate.questionIndex)) return false;
  const rows = await queryRows<{ revealed: boolean }>(
    db,
    sql`select ((q.answered_at is not null or g.status = 'ended')
                and not ${sql.raw(ENTRY_RESULTS_WITHHELD_SQL('g'))}) as revealed
          from game_questions q join games g on g.id = q.game_id
         where q.game_id = ${gate.gameId} and q.question_index = ${gate.questionIndex}`,
  );
  return rows[0]?.revealed === true;
}
