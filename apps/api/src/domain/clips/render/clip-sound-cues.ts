// What a clip's sound track is made of, read off its timeline in two parts. The pre-answer cues (the crowd's
// swell toward the strike, the referee's whistle at a free kick) come from what is known before the strike only,
// so the pre-answer sound is the same for every outcome of a situation. The answer cues (the strike, the net, the
// glove, the post, the roar or the groan) are kept apart and only ever mixed into the post-answer sound.
import type { GoalType } from '@gom/contract/constants';
import type { MissKind, ShotOutcome, Timeline } from '../simulator/types.ts';

export interface PreAnswerSoundCues {
  /** Seconds from the clip start to the strike: the crowd swells toward it. */
  strikeS: number;
  /** A free kick starts on the referee's whistle. */
  whistle: boolean;
  /** Seeds the crowd's noise: from the clip's first frame, which the situation alone decides. */
  seed: number;
}

export interface AnswerSoundCues {
  strikeS: number;
  /** When the outcome is decided: the ball in the net, a glove, the woodwork, a body, or past the goal. */
  decidedS: number;
  outcome: ShotOutcome;
  missKind: MissKind | null;
}

export function preAnswerSoundCues(timeline: Timeline, goalType: GoalType): PreAnswerSoundCues {
  const first = timeline.frames[0]!;
  let seed = 2_166_136_261;
  for (const value of [first.ball.x, first.ball.y, ...first.players.flatMap((p) => [p.x, p.y])]) {
    seed = Math.imul(seed ^ Math.round(value * 1000), 16_777_619);
  }
  return { strikeS: timeline.strikeFrame / timeline.fps, whistle: goalType === 'Free Kick', seed: seed >>> 0 };
}

export function answerSoundCues(timeline: Timeline): AnswerSoundCues {
  return {
    strikeS: timeline.strikeFrame / timeline.fps,
    decidedS: timeline.decidedFrame / timeline.fps,
    outcome: timeline.outcome,
    missKind: timeline.missKind,
  };
}
