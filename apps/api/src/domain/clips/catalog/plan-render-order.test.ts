import { describe, expect, it } from 'vitest';
import { generateDemoCatalog } from '../simulator/generate-demo-catalog.ts';
import { STARTER_GOALS, STARTER_MISSES } from './catalog-constants.ts';
import { planRenderOrder } from './plan-render-order.ts';

describe('planRenderOrder', () => {
  // The real catalog's shape (480 clips, ~10 % goals) with few xG samples: the order ignores xG.
  const catalog = generateDemoCatalog({ xgSamples: 1 });
  const order = planRenderOrder({ clips: catalog });
  const byPriority = [...catalog.keys()]
    .sort((a, b) => order.priorities[a]! - order.priorities[b]!)
    .map((i) => catalog[i]!);

  it('gives every clip one distinct priority', () => {
    expect(new Set(order.priorities).size).toBe(catalog.length);
    expect(Math.min(...order.priorities)).toBe(0);
    expect(Math.max(...order.priorities)).toBe(catalog.length - 1);
  });

  it('starts with enough goals and misses of one league, over several seasons, for a 10-question game', () => {
    const starter = byPriority.slice(0, order.starterSize);
    expect(order.starterSize).toBe(STARTER_GOALS + STARTER_MISSES);
    expect(new Set(starter.map((clip) => clip.league))).toEqual(new Set([order.starterLeague]));
    expect(starter.filter((clip) => clip.outcome === 'goal')).toHaveLength(STARTER_GOALS);
    expect(starter.filter((clip) => clip.outcome === 'miss')).toHaveLength(STARTER_MISSES);
    expect(new Set(starter.map((clip) => clip.seasonYear)).size).toBeGreaterThanOrEqual(5);
  });

  it('then lets every league have a goal and a miss early', () => {
    const afterStarter = byPriority.slice(order.starterSize, order.starterSize + 24);
    for (const league of new Set(catalog.map((clip) => clip.league))) {
      if (league === order.starterLeague) continue;
      const early = afterStarter.filter((clip) => clip.league === league);
      expect(
        early.some((clip) => clip.outcome === 'goal'),
        league,
      ).toBe(true);
      expect(
        early.some((clip) => clip.outcome === 'miss'),
        league,
      ).toBe(true);
    }
  });

  it('takes what there is when a league is short of goals', () => {
    const small = planRenderOrder({
      clips: [
        { league: 'A', seasonYear: 2020, outcome: 'goal' },
        { league: 'A', seasonYear: 2021, outcome: 'miss' },
        { league: 'A', seasonYear: 2022, outcome: 'miss' },
      ],
    });
    expect(small.starterSize).toBe(3);
    expect([...small.priorities].sort()).toEqual([0, 1, 2]);
  });
});
