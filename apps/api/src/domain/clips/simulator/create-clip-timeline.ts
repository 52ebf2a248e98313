// A stored clip's timeline from the two things the catalog keeps: its seed and its goal type.
import type { GoalType } from '@gom/contract/constants';
import { buildTimeline } from './build-timeline.ts';
import { simulateStrike } from './simulate-clip.ts';
import type { Timeline } from './types.ts';

export interface CreateClipTimelineOptions {
  seed: number;
  goalType: GoalType;
}

export function createClipTimeline({ seed, goalType }: CreateClipTimelineOptions): Timeline {
  return buildTimeline({ simulation: simulateStrike({ seed, goalType }) });
}
