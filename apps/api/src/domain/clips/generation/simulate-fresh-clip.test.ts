import { describe, expect, it } from 'vitest';
import { DEMO_COMPETITIONS } from '../simulator/competitions.ts';
import { createClipTimeline } from '../simulator/create-clip-timeline.ts';
import { simulateStrike } from '../simulator/simulate-clip.ts';
import { fitsDifficulty } from '../catalog/difficulty-levels.ts';
import { deriveClipKeys } from './derive-clip-keys.ts';
import { simulateFreshClip } from './simulate-fresh-clip.ts';

const competition = DEMO_COMPETITIONS[0]!;
const base = { competition, seasonYear: 2020, goalType: 'Shot' as const, difficulty: 'normal' as const, xgSamples: 8 };

describe('secret-keyed clips', () => {
  it('gives the wanted outcome, as the simulated strike of the clip itself', () => {
    for (const outcome of ['goal', 'miss'] as const) {
      const clip = simulateFreshClip({ ...base, secret: 'secret-one', outcome });
      expect(clip.outcome).toBe(outcome);
      const keys = deriveClipKeys({ secret: 'secret-one', nonce: clip.nonce });
      expect(
        createClipTimeline({ seed: keys.situationSeed, goalType: 'Shot', strikeKey: keys.strikeKey }).outcome,
      ).toBe(outcome);
    }
  });

  it('replays the same clip from the same secret and nonce, and another one under another secret', () => {
    const nonce = 'a-fixed-nonce';
    const once = deriveClipKeys({ secret: 'secret-one', nonce });
    expect(deriveClipKeys({ secret: 'secret-one', nonce })).toEqual(once);
    const other = deriveClipKeys({ secret: 'secret-two', nonce });
    expect(other.situationSeed).not.toBe(once.situationSeed);
    expect(other.strikeKey).not.toEqual(once.strikeKey);
    const timeline = (keys: typeof once) =>
      createClipTimeline({ seed: keys.situationSeed, goalType: 'Shot', strikeKey: keys.strikeKey });
    expect(timeline(deriveClipKeys({ secret: 'secret-one', nonce }))).toEqual(timeline(once));
    expect(timeline(other).frames[50]).not.toEqual(timeline(once).frames[50]);
  });

  it('draws the strike from its own key: the situation alone does not fix the outcome', () => {
    // One situation, many strike keys: both outcomes happen (this situation's xG is neither 0 nor 1).
    const clip = simulateFreshClip({ ...base, secret: 'secret-one', outcome: 'goal' });
    const { situationSeed } = deriveClipKeys({ secret: 'secret-one', nonce: clip.nonce });
    const outcomes = new Set(
      Array.from(
        { length: 200 },
        (_, i) =>
          simulateStrike({ seed: situationSeed, goalType: 'Shot', strikeKey: [i, i * 7 + 1, i * 13 + 2, 99] })
            .resolution.outcome,
      ),
    );
    expect(outcomes).toEqual(new Set(['goal', 'miss']));
  });

  it('makes a clip for the wanted level only: goals and misses alike fit its confidence range', () => {
    for (const difficulty of ['easy', 'normal', 'hard'] as const) {
      for (const goalType of ['Shot', 'Free Kick'] as const) {
        for (const outcome of ['goal', 'miss'] as const) {
          const clip = simulateFreshClip({
            ...base,
            xgSamples: 100,
            goalType,
            difficulty,
            outcome,
            secret: 'secret-one',
          });
          expect(clip).toMatchObject({ difficulty, goalType, outcome });
          expect(fitsDifficulty(clip.xg, goalType, difficulty)).toBe(true);
        }
      }
    }
  });
});
