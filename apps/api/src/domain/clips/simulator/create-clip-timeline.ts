// A stored clip's timeline from what the catalog keeps: its situation seed, its goal type and, for a
// secret-keyed clip, the key of its strike.
import type { GoalType } from '@gom/contract/constants';
import { buildTimeline } from './build-timeline.ts';
import type { RandomKey } from './random.ts';
import { simulateStrike } from './simulate-clip.ts';
import type { Timeline } from './types.ts';

export interface CreateClipTimelineOptions {
  seed: number;
  goalType: GoalType;
  strikeKey?: RandomKey;
}

export function createClipTimeline({ seed, goalType, strikeKey }: CreateClipTimelineOptions): Timeline {
  return buildTimeline({ simulation: simulateStrike({ seed, goalType, strikeKey }) });
}
