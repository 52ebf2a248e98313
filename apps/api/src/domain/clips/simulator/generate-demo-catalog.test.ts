import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_COMPETITIONS } from './competitions.ts';
import { createClipTimeline } from './create-clip-timeline.ts';
import {
  DEMO_CATALOG_SIZE,
  DEMO_FIRST_SEASON,
  DEMO_LAST_SEASON,
  generateDemoCatalog,
} from './generate-demo-catalog.ts';
import type { DemoClip } from './generate-demo-catalog.ts';

// xG is estimated with few samples here: the catalog's structure, not its xG precision, is under test.
const XG_SAMPLES = 8;

describe('generateDemoCatalog', () => {
  let catalog: DemoClip[];
  beforeAll(() => {
    catalog = generateDemoCatalog({ xgSamples: XG_SAMPLES });
  });

  it('makes 480 clips by default, over six invented competitions and seasons 2015–2025', () => {
    expect(catalog).toHaveLength(DEMO_CATALOG_SIZE);
    expect(DEMO_CATALOG_SIZE).toBe(480);
    expect(new Set(catalog.map((c) => c.league))).toEqual(new Set(DEMO_COMPETITIONS.map((c) => c.name)));
    expect(DEMO_COMPETITIONS).toHaveLength(6);
    for (const clip of catalog) {
      expect(clip.seasonYear).toBeGreaterThanOrEqual(DEMO_FIRST_SEASON);
      expect(clip.seasonYear).toBeLessThanOrEqual(DEMO_LAST_SEASON);
      expect(clip.xg).toBeGreaterThanOrEqual(0);
      expect(clip.xg).toBeLessThanOrEqual(1);
      expect(clip.attackingTeam).not.toBe(clip.defendingTeam);
      expect(clip.missKind === null).toBe(clip.outcome === 'goal');
    }
  });

  it('has goals and misses of both goal types in every competition', () => {
    for (const competition of DEMO_COMPETITIONS) {
      for (const goalType of ['Shot', 'Free Kick'] as const) {
        const group = catalog.filter((c) => c.league === competition.name && c.goalType === goalType);
        expect(group.some((c) => c.outcome === 'goal')).toBe(true);
        expect(group.some((c) => c.outcome === 'miss')).toBe(true);
      }
    }
  });

  it('keeps the overall goal rate realistic', () => {
    const rate = (goalType: string): number => {
      const group = catalog.filter((c) => c.goalType === goalType);
      return group.filter((c) => c.outcome === 'goal').length / group.length;
    };
    expect(rate('Shot')).toBeGreaterThan(0.06);
    expect(rate('Shot')).toBeLessThan(0.16);
    expect(rate('Free Kick')).toBeLessThan(0.14);
  });

  it('gives every clip a stable, unique id and the same catalog from the same seed', () => {
    expect(new Set(catalog.map((c) => c.id)).size).toBe(catalog.length);
    const small = generateDemoCatalog({ seed: 77, count: 60, xgSamples: XG_SAMPLES });
    expect(generateDemoCatalog({ seed: 77, count: 60, xgSamples: XG_SAMPLES })).toEqual(small);
    expect(generateDemoCatalog({ seed: 78, count: 60, xgSamples: XG_SAMPLES })[0]!.id).not.toBe(small[0]!.id);
  });

  it('stores enough to re-create each clip, with the outcome its timeline shows', () => {
    for (const clip of catalog.slice(0, 12)) {
      const timeline = createClipTimeline({ seed: clip.seed, goalType: clip.goalType });
      expect(timeline.outcome).toBe(clip.outcome);
      expect(timeline.missKind).toBe(clip.missKind);
    }
  });

  it('uses no real competition names', () => {
    const real = /premier|la ?liga|serie a|bundesliga|ligue 1|eredivisie|champions|mls|primeira/i;
    for (const competition of DEMO_COMPETITIONS) expect(competition.name).not.toMatch(real);
  });
});
