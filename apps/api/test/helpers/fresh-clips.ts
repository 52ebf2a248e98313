// Secret-keyed demo clips made the way the buffer makes them, for tests that need pending clips to claim and
// render. Cheap: 20 xG samples each (enough to place a clip in its level; the tests do not look at xG).
import type { Difficulty, GoalType } from '@gom/contract/constants';
import { insertFreshClips } from '../../src/domain/clips/generation/insert-fresh-clips.ts';
import { simulateFreshClip } from '../../src/domain/clips/generation/simulate-fresh-clip.ts';
import { DEMO_COMPETITIONS } from '../../src/domain/clips/simulator/competitions.ts';
import type { TestApp } from './start-test-app.ts';

export const FRESH_TEST_LEAGUE = DEMO_COMPETITIONS[0]!.name;

export interface InsertTestClipsOptions {
  count: number;
  league?: string;
  goalType?: GoalType;
  difficulty?: Difficulty;
  /** Seasons are taken in turn from 2015. */
  seasons?: number;
}

/** Pending clips, goals and misses alternating, render priorities 0, 1, 2, … in that order. */
export async function insertPendingTestClips(t: TestApp, options: InsertTestClipsOptions): Promise<string[]> {
  const { count, league = FRESH_TEST_LEAGUE, goalType = 'Shot', difficulty = 'normal', seasons = 11 } = options;
  const competition = DEMO_COMPETITIONS.find((candidate) => candidate.name === league)!;
  const fresh = Array.from({ length: count }, (_, index) => ({
    clip: simulateFreshClip({
      secret: t.app.config.clipSecret,
      competition,
      seasonYear: 2015 + (index % seasons),
      goalType,
      difficulty,
      outcome: index % 2 === 0 ? ('goal' as const) : ('miss' as const),
      xgSamples: 20,
    }),
    renderPriority: index,
  }));
  return insertFreshClips({ db: t.database.db, clock: t.clock, fresh });
}
