import type { ClipAbout } from '@gom/contract/media';
import { sql } from 'drizzle-orm';
import type { AppDatabase } from '../../db/client.ts';
import { queryRows } from '../../db/query-rows.ts';
import type { MediaGate } from '../../media/media-token.ts';
import { isQuestionRevealed } from './is-question-revealed.ts';

// Where a game's question's clip is from (league, season, goal type, the two clubs), for the Original Video
// page. Only once the question is revealed, by the same rule that opens its gated videos: null before, so
// the page learns nothing a player could use while the call is open.

export async function describeRevealedClip({
  db,
  gate,
}: {
  db: AppDatabase;
  gate: MediaGate;
}): Promise<ClipAbout | null> {
  if (!(await isQuestionRevealed({ db, gate }))) return null;
  const [row] = await queryRows<{
    league: string;
    season_year: number;
    goal_type: 'Shot' | 'Free Kick';
    attacking_team: string | null;
    defending_team: string | null;
    original_url: string | null;
    source: string;
  }>(
    db,
    sql`select c.league, c.season_year, c.goal_type, c.original_url, c.source,
               c.render_spec ->> 'attackingTeam' as attacking_team,
               c.render_spec ->> 'defendingTeam' as defending_team
          from game_questions q join clips c on c.id = q.clip_id
         where q.game_id = ${gate.gameId} and q.question_index = ${gate.questionIndex}`,
  );
  if (!row) return null;
  return {
    league: row.league,
    seasonYear: row.season_year,
    goalType: row.goal_type,
    fixture:
      row.attacking_team && row.defending_team
        ? { attackingTeam: row.attacking_team, defendingTeam: row.defending_team }
        : null,
    simulated: row.source === 'demo',
    sourceUrl: row.original_url,
  };
}
