// A situation of either goal type from its seed.
import type { GoalType } from '@gom/contract/constants';
import { generateFreeKickSituation } from './generate-free-kick-situation.ts';
import { generateShotSituation } from './generate-shot-situation.ts';
import type { Situation } from './types.ts';

export interface GenerateSituationOptions {
  seed: number;
  goalType: GoalType;
}

export function generateSituation({ seed, goalType }: GenerateSituationOptions): Situation {
  return goalType === 'Free Kick' ? generateFreeKickSituation({ seed }) : generateShotSituation({ seed });
}
