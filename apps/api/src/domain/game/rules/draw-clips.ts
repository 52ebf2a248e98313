import type { ClipOutcome } from './reference-accuracy.ts';

// The balanced draw (decisions.md, The game). Each question is a goal clip with probability 0.5 and a miss
// clip otherwise: most real shots miss, so without the balance "always MISS" would beat the odds. Within
// a class, clips the player has not seen come first, then seen ones, each picked uniformly at random
// without replacement. Balance comes before freshness: a class whose unseen clips are used up offers seen
// ones rather than tilting the draw. When a class is used up altogether the other one supplies the rest.

/** A uniform random number in [0, 1); injected so tests are seeded and the server can use a CSPRNG. */
export type RandomSource = () => number;

/** A clip that is ready to play and matches the game's filters. */
export type DrawableClip = { id: string; outcome: ClipOutcome };

export type DrawClipsOptions = {
  pool: readonly DrawableClip[];
  numberOfQuestions: number;
  seenClipIds?: ReadonlySet<string>;
  random: RandomSource;
};

export type DrawClipsResult =
  { ok: true; clipIds: string[] } | { ok: false; reason: 'notEnoughClips'; available: number; required: number };

export function drawClips({
  pool,
  numberOfQuestions,
  seenClipIds = new Set(),
  random,
}: DrawClipsOptions): DrawClipsResult {
  const unique = [...new Map(pool.map((clip) => [clip.id, clip])).values()];
  if (unique.length < numberOfQuestions) {
    return { ok: false, reason: 'notEnoughClips', available: unique.length, required: numberOfQuestions };
  }

  const classes = {
    goal: freshFirst(
      unique.filter((clip) => clip.outcome === 'goal'),
      seenClipIds,
    ),
    miss: freshFirst(
      unique.filter((clip) => clip.outcome === 'miss'),
      seenClipIds,
    ),
  };
  const clipIds: string[] = [];
  while (clipIds.length < numberOfQuestions) {
    const goalLeft = classes.goal.left() > 0;
    const missLeft = classes.miss.left() > 0;
    const wantGoal = goalLeft && missLeft ? random() < 0.5 : goalLeft;
    clipIds.push((wantGoal ? classes.goal : classes.miss).take(random));
  }
  return { ok: true, clipIds };
}

/** A class of clips handing out unseen ones before seen ones, each uniformly at random. */
function freshFirst(clips: readonly DrawableClip[], seenClipIds: ReadonlySet<string>) {
  const unseen = clips.filter((clip) => !seenClipIds.has(clip.id)).map((clip) => clip.id);
  const seen = clips.filter((clip) => seenClipIds.has(clip.id)).map((clip) => clip.id);
  return {
    left: () => unseen.length + seen.length,
    take: (random: RandomSource) => takeAtRandom(unseen.length > 0 ? unseen : seen, random),
  };
}

/** Removes and returns a uniformly chosen element (swap with the last, then pop: O(1)). */
function takeAtRandom(ids: string[], random: RandomSource): string {
  const index = Math.min(Math.floor(random() * ids.length), ids.length - 1);
  const last = ids.length - 1;
  [ids[index], ids[last]] = [ids[last] as string, ids[index] as string];
  const taken = ids.pop();
  if (taken === undefined) throw new Error('takeAtRandom called on an empty list');
  return taken;
}
