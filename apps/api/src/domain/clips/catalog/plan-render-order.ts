// The order a fresh catalog renders in. A player must be able to play a full game within a minute of the
// first start, so the first clips are a starter set in one league (enough goals and misses spread over its
// seasons); after that, leagues take turns and each league alternates goals and misses, so every league
// becomes playable early and goals (the scarce outcome) are never left to the end.
import { STARTER_GOALS, STARTER_MISSES } from './catalog-constants.ts';

export interface OrderableClip {
  league: string;
  seasonYear: number;
  outcome: 'goal' | 'miss';
}

export interface PlanRenderOrderOptions {
  clips: readonly OrderableClip[];
  starterGoals?: number;
  starterMisses?: number;
}

export interface RenderOrder {
  /** Per input clip, its render priority: 0 renders first. */
  priorities: number[];
  starterLeague: string | null;
  /** How many clips the starter set has (they hold priorities 0 … starterSize − 1). */
  starterSize: number;
}

export function planRenderOrder({
  clips,
  starterGoals = STARTER_GOALS,
  starterMisses = STARTER_MISSES,
}: PlanRenderOrderOptions): RenderOrder {
  const byLeague = new Map<string, number[]>();
  clips.forEach((clip, index) => byLeague.set(clip.league, [...(byLeague.get(clip.league) ?? []), index]));
  const leagues = [...byLeague.keys()].sort();
  const goalsOf = (league: string) => (byLeague.get(league) ?? []).filter((i) => clips[i]!.outcome === 'goal');
  // The starter league: the one with most goals (ties: alphabetical), so its starter set is as full as can be.
  const starterLeague = leagues.reduce<string | null>(
    (best, league) => (best === null || goalsOf(league).length > goalsOf(best).length ? league : best),
    null,
  );

  const order: number[] = [];
  const taken = new Set<number>();
  if (starterLeague !== null) {
    const indices = byLeague.get(starterLeague)!;
    const goals = spreadOverSeasons(
      clips,
      indices.filter((i) => clips[i]!.outcome === 'goal'),
      starterGoals,
    );
    const misses = spreadOverSeasons(
      clips,
      indices.filter((i) => clips[i]!.outcome === 'miss'),
      starterMisses,
    );
    for (const index of alternate(goals, misses)) {
      order.push(index);
      taken.add(index);
    }
  }
  const starterSize = order.length;

  const queues = leagues.map((league) => {
    const rest = (byLeague.get(league) ?? []).filter((i) => !taken.has(i));
    const goals = spreadOverSeasons(
      clips,
      rest.filter((i) => clips[i]!.outcome === 'goal'),
      Infinity,
    );
    const misses = spreadOverSeasons(
      clips,
      rest.filter((i) => clips[i]!.outcome === 'miss'),
      Infinity,
    );
    return alternate(goals, misses);
  });
  const longest = Math.max(0, ...queues.map((queue) => queue.length));
  for (let round = 0; round < longest; round++) {
    for (const queue of queues) if (round < queue.length) order.push(queue[round]!);
  }

  const priorities = new Array<number>(clips.length);
  order.forEach((index, priority) => (priorities[index] = priority));
  return { priorities, starterLeague, starterSize };
}

/** Up to `count` of the clips, taking seasons in turns (earliest first), so a few clips already span the years. */
function spreadOverSeasons(clips: readonly OrderableClip[], indices: number[], count: number): number[] {
  const bySeason = new Map<number, number[]>();
  for (const index of indices) {
    const season = clips[index]!.seasonYear;
    bySeason.set(season, [...(bySeason.get(season) ?? []), index]);
  }
  const seasons = [...bySeason.keys()].sort((a, b) => a - b);
  // Alternate from both ends of the season range, so the first picks are the earliest and the latest.
  const visit: number[] = [];
  for (let low = 0, high = seasons.length - 1; low <= high; low++, high--) {
    visit.push(seasons[low]!);
    if (high !== low) visit.push(seasons[high]!);
  }
  const picked: number[] = [];
  for (let round = 0; picked.length < Math.min(count, indices.length); round++) {
    for (const season of visit) {
      const index = bySeason.get(season)![round];
      if (index !== undefined && picked.length < count) picked.push(index);
    }
  }
  return picked;
}

function alternate(first: number[], second: number[]): number[] {
  const merged: number[] = [];
  for (let i = 0; i < Math.max(first.length, second.length); i++) {
    if (i < first.length) merged.push(first[i]!);
    if (i < second.length) merged.push(second[i]!);
  }
  return merged;
}
