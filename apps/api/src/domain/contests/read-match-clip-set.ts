import { asc, eq, max, min } from 'drizzle-orm';
import type { AppDatabase } from '../../db/client.ts';
import { clips, matchQuestions } from '../../db/schema.ts';
import type { PlannedQuestion } from '../game/modes/match-mode.ts';

/**
 * A contest's clip set as an entry played by the solo engine starts from it: its questions in order with their
 * outcomes (for the round state; they leave the server only at each reveal), and the span of its clips' seasons.
 */
export async function readMatchClipSet(
  db: AppDatabase,
  matchId: string,
): Promise<{ questions: PlannedQuestion[]; league: string; fromYear: number; toYear: number }> {
  const questions = await db
    .select({ clipId: matchQuestions.clipId, outcome: clips.outcome })
    .from(matchQuestions)
    .innerJoin(clips, eq(clips.id, matchQuestions.clipId))
    .where(eq(matchQuestions.matchId, matchId))
    .orderBy(asc(matchQuestions.questionIndex));
  const [span] = await db
    .select({ league: min(clips.league), from: min(clips.seasonYear), to: max(clips.seasonYear) })
    .from(matchQuestions)
    .innerJoin(clips, eq(clips.id, matchQuestions.clipId))
    .where(eq(matchQuestions.matchId, matchId));
  return { questions, league: span?.league ?? '', fromYear: span?.from ?? 0, toYear: span?.to ?? 0 };
}
