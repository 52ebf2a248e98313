import type { AchievementId } from '@gom/contract/stats';

// The achievements, each earned by one settled game. The SQL that finds the first game earning
// each is in get-player-stats.ts; these are the names and words the player sees.

/** Sharpshooter: every call right in a game of at least this many questions. */
export const SHARPSHOOTER_MIN_QUESTIONS = 5;
/** Survivor: a won game of this many questions (the longest game, QUESTIONS_MAX). */
export const SURVIVOR_QUESTIONS = 10;

export const ACHIEVEMENTS: Record<AchievementId, { name: string; description: string }> = {
  'first-win': { name: 'First Win', description: 'Win a game' },
  sharpshooter: {
    name: 'Sharpshooter',
    description: `Call every question right in a game of at least ${SHARPSHOOTER_MIN_QUESTIONS} questions`,
  },
  survivor: { name: 'Survivor', description: `Win a ${SURVIVOR_QUESTIONS}-question game` },
};
