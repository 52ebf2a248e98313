// Draws a new game's clips from the fresh buffer and reserves them, inside the creation's transaction. The
// draw is the balanced one of the game rules (drawClips: each question a goal or a miss with probability 0.5);
// the filter was checked to hold at least N fresh goals and N fresh misses, so no draw ever tilts. A clip that
// a concurrent creation reserved first is replaced by another fresh clip of the same outcome, so the draw's
// odds are unchanged; when none is left the creation fails with 422 and rolls back (stake hold included).
import type { AppDatabase } from '../../db/client.ts';
import type { ClipFilters } from '../clips/catalog/clip-filters.ts';
import { listFreshClips } from '../clips/catalog/fresh-clips.ts';
import { reserveClips } from '../clips/catalog/hold-clips.ts';
import { DomainError } from '../domain-error.ts';
import { NOT_ENOUGH_CLIPS_MESSAGE } from './price-game.ts';
import { drawClips, type RandomSource } from './rules/draw-clips.ts';
import type { ClipOutcome } from './rules/reference-accuracy.ts';

/** Rounds of replacing clips lost to concurrent creations before giving up. */
const MAX_RESERVE_ROUNDS = 5;

export interface ReserveGameClipsOptions {
  db: AppDatabase;
  now: Date;
  userId: string;
  filters: ClipFilters;
  numberOfQuestions: number;
  random: RandomSource;
}

/** The game's questions in order: each reserved clip with its outcome. */
export async function reserveGameClips(
  options: ReserveGameClipsOptions,
): Promise<Array<{ clipId: string; outcome: ClipOutcome }>> {
  const { db, now, userId, filters, numberOfQuestions, random } = options;
  const pool = await listFreshClips({ db, userId, filters });
  const shortOf = (outcome: ClipOutcome) => pool.filter((clip) => clip.outcome === outcome).length < numberOfQuestions;
  if (shortOf('goal') || shortOf('miss')) throw new DomainError('NOT_ENOUGH_CLIPS', NOT_ENOUGH_CLIPS_MESSAGE);
  const drawn = drawClips({ pool, numberOfQuestions, random });
  if (!drawn.ok) throw new DomainError('NOT_ENOUGH_CLIPS', NOT_ENOUGH_CLIPS_MESSAGE);

  const outcomeOf = new Map(pool.map((clip) => [clip.id, clip.outcome]));
  const questions = drawn.clipIds.map((clipId) => ({ clipId, outcome: outcomeOf.get(clipId)! }));
  const tried = new Set(drawn.clipIds);
  let wanted = questions.map((_, index) => index);
  for (let round = 0; wanted.length > 0; round++) {
    if (round === MAX_RESERVE_ROUNDS) throw new DomainError('NOT_ENOUGH_CLIPS', NOT_ENOUGH_CLIPS_MESSAGE);
    const taken = await reserveClips({ db, now, clipIds: wanted.map((index) => questions[index]!.clipId) });
    wanted = wanted.filter((index) => !taken.has(questions[index]!.clipId));
    for (const index of wanted) {
      const outcome = questions[index]!.outcome;
      const spare = pool.filter((clip) => clip.outcome === outcome && !tried.has(clip.id));
      if (spare.length === 0) throw new DomainError('NOT_ENOUGH_CLIPS', NOT_ENOUGH_CLIPS_MESSAGE);
      const replacement = spare[Math.min(Math.floor(random() * spare.length), spare.length - 1)]!;
      tried.add(replacement.id);
      questions[index] = { clipId: replacement.id, outcome };
    }
  }
  return questions;
}
