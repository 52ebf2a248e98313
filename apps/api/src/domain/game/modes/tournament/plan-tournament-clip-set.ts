// A tournament's clip set (decision 0152): fresh clips simulated for it alone, inserted as pending renders at the
// top of the render queue and reserved for the match at once (reserved_count = max_exposures), so they never enter
// the fresh buffer and no other game can draw them. Each question is a goal or a miss with probability 0.5, as a
// solo game's balanced draw is; the outcome is what the clip's own simulated strike did.
import { setImmediate as yieldToEventLoop } from 'node:timers/promises';
import type { Difficulty } from '@gom/contract/constants';
import { inArray, sql } from 'drizzle-orm';
import type { AppDatabase } from '../../../../db/client.ts';
import { clips, matchQuestions } from '../../../../db/schema.ts';
import type { Clock } from '../../../../lib/clock.ts';
import { insertFreshClips } from '../../../clips/generation/insert-fresh-clips.ts';
import { simulateFreshClip, type FreshClip } from '../../../clips/generation/simulate-fresh-clip.ts';
import { DEMO_COMPETITIONS, type Competition } from '../../../clips/simulator/competitions.ts';
import { DEMO_FIRST_SEASON, DEMO_LAST_SEASON } from '../../../clips/simulator/generate-demo-catalog.ts';
import { TOURNAMENT_RENDER_PRIORITY } from '../../../contests/tournaments/tournament-constants.ts';
import type { RandomSource } from '../../rules/draw-clips.ts';
import type { PlannedQuestion } from '../match-mode.ts';

export interface SimulateTournamentClipsOptions {
  secret: string;
  competition: Competition;
  difficulty: Difficulty;
  numberOfQuestions: number;
  random: RandomSource;
  /** The simulator's xG samples per clip (default its own); tests pass fewer. */
  xgSamples?: number;
}

/** The competition a new tournament's clips come from: one drawn at random. */
export function drawTournamentCompetition(random: RandomSource): Competition {
  return DEMO_COMPETITIONS[Math.min(Math.floor(random() * DEMO_COMPETITIONS.length), DEMO_COMPETITIONS.length - 1)]!;
}

/** Simulates the set (CPU only, nothing written): a few to ~30 ms a clip, yielding between clips. */
export async function simulateTournamentClips(options: SimulateTournamentClipsOptions): Promise<FreshClip[]> {
  const { random } = options;
  const seasons = DEMO_LAST_SEASON - DEMO_FIRST_SEASON + 1;
  const made: FreshClip[] = [];
  for (let index = 0; index < options.numberOfQuestions; index++) {
    made.push(
      simulateFreshClip({
        secret: options.secret,
        competition: options.competition,
        seasonYear: DEMO_FIRST_SEASON + Math.min(Math.floor(random() * seasons), seasons - 1),
        goalType: 'Shot',
        difficulty: options.difficulty,
        outcome: random() < 0.5 ? 'goal' : 'miss',
        xgSamples: options.xgSamples,
      }),
    );
    await yieldToEventLoop();
  }
  return made;
}

/**
 * Inserts the simulated set for the match (inside its creation's transaction): the clips pending at the top render
 * priority and reserved as often as they may be shown, and the match's questions in order.
 */
export async function planTournamentClipSet(options: {
  db: AppDatabase;
  clock: Clock;
  matchId: string;
  simulated: readonly FreshClip[];
}): Promise<PlannedQuestion[]> {
  const { db, clock, matchId, simulated } = options;
  const clipIds = await insertFreshClips({
    db,
    clock,
    fresh: simulated.map((clip) => ({ clip, renderPriority: TOURNAMENT_RENDER_PRIORITY })),
  });
  await db
    .update(clips)
    .set({ reservedCount: sql`${clips.maxExposures}` })
    .where(inArray(clips.id, clipIds));
  await db.insert(matchQuestions).values(clipIds.map((clipId, questionIndex) => ({ matchId, questionIndex, clipId })));
  return clipIds.map((clipId, index) => ({ clipId, outcome: simulated[index]!.outcome }));
}
