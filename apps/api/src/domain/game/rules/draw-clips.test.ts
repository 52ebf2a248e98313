import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { drawClips, type DrawableClip } from './draw-clips.ts';
import { seededRandom } from './seeded-random.ts';

function pool(goals: number, misses: number): DrawableClip[] {
  return [
    ...Array.from({ length: goals }, (_, i) => ({ id: `g${i}`, outcome: 'goal' as const })),
    ...Array.from({ length: misses }, (_, i) => ({ id: `m${i}`, outcome: 'miss' as const })),
  ];
}

function drawn(result: ReturnType<typeof drawClips>): string[] {
  if (!result.ok) throw new Error(`Expected a draw, got ${JSON.stringify(result)}`);
  return result.clipIds;
}

describe('drawClips', () => {
  it('balances goals and misses 50/50 even when most clips miss', () => {
    const clips = pool(100, 900);
    const random = seededRandom(42);
    let goals = 0;
    let total = 0;
    for (let game = 0; game < 2_000; game += 1) {
      const ids = drawn(drawClips({ pool: clips, numberOfQuestions: 10, random }));
      goals += ids.filter((id) => id.startsWith('g')).length;
      total += ids.length;
    }
    // 20,000 questions: the share's standard deviation is 0.35 point.
    expect(goals / total).toBeGreaterThan(0.48);
    expect(goals / total).toBeLessThan(0.52);
  });

  it('is reproducible from the same seed', () => {
    const clips = pool(20, 20);
    const first = drawClips({ pool: clips, numberOfQuestions: 8, random: seededRandom(7) });
    expect(drawClips({ pool: clips, numberOfQuestions: 8, random: seededRandom(7) })).toEqual(first);
  });

  it('says so when the pool holds fewer playable clips than questions, counting each id once', () => {
    expect(drawClips({ pool: pool(2, 2), numberOfQuestions: 5, random: seededRandom(1) })).toEqual({
      ok: false,
      reason: 'notEnoughClips',
      available: 4,
      required: 5,
    });
    const duplicated = [...pool(2, 2), { id: 'g0', outcome: 'goal' as const }];
    expect(drawClips({ pool: duplicated, numberOfQuestions: 5, random: seededRandom(1) })).toMatchObject({
      ok: false,
      available: 4,
    });
  });

  it('draws from the other class once one runs out', () => {
    expect(drawn(drawClips({ pool: pool(0, 6), numberOfQuestions: 5, random: seededRandom(3) }))).toHaveLength(5);
    expect(drawn(drawClips({ pool: pool(6, 0), numberOfQuestions: 5, random: seededRandom(3) }))).toHaveLength(5);
    const all = drawn(drawClips({ pool: pool(3, 3), numberOfQuestions: 6, random: seededRandom(3) }));
    expect(new Set(all)).toEqual(new Set(['g0', 'g1', 'g2', 'm0', 'm1', 'm2']));
  });

  it('prefers clips the player has not seen', () => {
    const misses = pool(0, 10);
    const seenClipIds = new Set(['m0', 'm1', 'm2', 'm3', 'm4', 'm5', 'm6']);
    for (let seed = 0; seed < 20; seed += 1) {
      const three = drawn(drawClips({ pool: misses, numberOfQuestions: 3, seenClipIds, random: seededRandom(seed) }));
      expect(new Set(three)).toEqual(new Set(['m7', 'm8', 'm9']));
      const five = drawn(drawClips({ pool: misses, numberOfQuestions: 5, seenClipIds, random: seededRandom(seed) }));
      expect(five.slice(0, 3).sort()).toEqual(['m7', 'm8', 'm9']);
      expect(five.slice(3).every((id) => seenClipIds.has(id))).toBe(true);
    }
  });

  it('never repeats a clip, draws only from the pool, and takes seen clips of a class only after its unseen', () => {
    const clip = fc.record({
      id: fc.integer({ min: 0, max: 40 }).map(String),
      outcome: fc.constantFrom('goal', 'miss'),
    });
    fc.assert(
      fc.property(
        fc.array(clip as fc.Arbitrary<DrawableClip>, { maxLength: 40 }),
        fc.integer({ min: 1, max: 10 }),
        fc.array(fc.integer({ min: 0, max: 40 }).map(String)),
        fc.integer(),
        (clips, numberOfQuestions, seen, seed) => {
          const seenClipIds = new Set(seen);
          const result = drawClips({ pool: clips, numberOfQuestions, seenClipIds, random: seededRandom(seed) });
          const byId = new Map(clips.map((c) => [c.id, c]));
          if (!result.ok) {
            expect(byId.size).toBeLessThan(numberOfQuestions);
            return;
          }
          expect(result.clipIds).toHaveLength(numberOfQuestions);
          expect(new Set(result.clipIds).size).toBe(numberOfQuestions);
          for (const id of result.clipIds) expect(byId.has(id)).toBe(true);
          for (const outcome of ['goal', 'miss'] as const) {
            const ofClass = result.clipIds.filter((id) => byId.get(id)?.outcome === outcome);
            const firstSeen = ofClass.findIndex((id) => seenClipIds.has(id));
            if (firstSeen === -1) continue;
            // Once a seen clip of this class is drawn, every unseen clip of the class has been drawn before it.
            const unseenOfClass = [...byId.values()].filter((c) => c.outcome === outcome && !seenClipIds.has(c.id));
            for (const c of unseenOfClass) expect(ofClass.slice(0, firstSeen)).toContain(c.id);
          }
        },
      ),
    );
  });
});
