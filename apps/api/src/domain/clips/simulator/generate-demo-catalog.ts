// A fixed procedural catalog from a public seed: N clips spread over the invented competitions and seasons 2015–2025, both
// goal types, each re-creatable from its seed. Outcomes come from the simulated strikes, so the catalog's goal
// rates are the simulator's (about 11 % of shots, 6 % of free kicks); only where a competition would lack a
// goal (or a miss) of a goal type is that slot's situation re-drawn until it has one.
//
// Only for the simulator's calibration tests and the render benchmark: its seed is in the source, so anyone can
// rebuild these clips and their outcomes. Staked play uses secret-keyed clips (domain/clips/generation).
import type { GoalType } from '@gom/contract/constants';
import { DEMO_COMPETITIONS } from './competitions.ts';
import type { Kit } from './competitions.ts';
import { DEFAULT_XG_SAMPLES, estimateXg } from './estimate-xg.ts';
import { pickMatchup } from './pick-matchup.ts';
import { createRandom, deriveSeed } from './random.ts';
import { SIMULATOR_VERSION, simulateStrike } from './simulate-clip.ts';
import type { SimulatedStrike } from './simulate-clip.ts';
import type { MissKind, ShotOutcome } from './types.ts';

export const DEMO_CATALOG_SIZE = 480;
export const DEMO_CATALOG_SEED = 20_150_101;
export const DEMO_FIRST_SEASON = 2015;
export const DEMO_LAST_SEASON = 2025;
/** Every FREE_KICK_EVERY-th clip of a competition is a direct free kick (a quarter of the catalog). */
const FREE_KICK_EVERY = 4;
/** Redraws allowed to find a missing outcome before giving up (a free-kick goal takes ~16 on average). */
const MAX_REDRAWS = 2_000;

export interface DemoClip {
  /** Stable, derived from the clip's seed. */
  id: string;
  /** Re-creates the situation, the strike and the timeline with simulateStrike + buildTimeline. */
  seed: number;
  simulatorVersion: number;
  league: string;
  seasonYear: number;
  goalType: GoalType;
  outcome: ShotOutcome;
  missKind: MissKind | null;
  xg: number;
  attackingTeam: string;
  defendingTeam: string;
  kits: { attack: Kit; defence: Kit; goalkeeper: Kit };
}

export interface GenerateDemoCatalogOptions {
  seed?: number;
  count?: number;
  xgSamples?: number;
}

export function generateDemoCatalog({
  seed = DEMO_CATALOG_SEED,
  count = DEMO_CATALOG_SIZE,
  xgSamples = DEFAULT_XG_SAMPLES,
}: GenerateDemoCatalogOptions = {}): DemoClip[] {
  if (!Number.isInteger(count) || count < 1) throw new Error('a catalog needs at least one clip');
  const random = createRandom(deriveSeed(seed, 'catalog'));
  const slots = Array.from({ length: count }, (_, index) => {
    const competition = DEMO_COMPETITIONS[index % DEMO_COMPETITIONS.length]!;
    const round = Math.floor(index / DEMO_COMPETITIONS.length);
    const goalType: GoalType = round % FREE_KICK_EVERY === FREE_KICK_EVERY - 1 ? 'Free Kick' : 'Shot';
    const clipSeed = deriveSeed(seed, `clip-${index}`);
    return {
      competition,
      goalType,
      seasonYear: random.int(DEMO_FIRST_SEASON, DEMO_LAST_SEASON),
      teamPick: random.next(),
      strike: simulateStrike({ seed: clipSeed, goalType }),
    };
  });

  ensureBothOutcomes(slots, seed);

  const ids = new Set<string>();
  return slots.map((slot) => {
    const { strike, competition } = slot;
    const id = clipId(strike.seed);
    if (ids.has(id)) throw new Error(`duplicate demo clip id ${id}`);
    ids.add(id);
    return {
      id,
      seed: strike.seed,
      simulatorVersion: SIMULATOR_VERSION,
      league: competition.name,
      seasonYear: slot.seasonYear,
      goalType: slot.goalType,
      outcome: strike.resolution.outcome,
      missKind: strike.resolution.missKind,
      xg: estimateXg({ plan: strike.plan, seed: strike.seed, samples: xgSamples }),
      ...pickMatchup(competition, slot.teamPick),
    };
  });
}

interface Slot {
  competition: (typeof DEMO_COMPETITIONS)[number];
  goalType: GoalType;
  strike: SimulatedStrike;
}

/** Re-draws the last slot of any competition and goal type that lacks a goal or a miss. */
function ensureBothOutcomes(slots: Slot[], seed: number): void {
  for (const competition of DEMO_COMPETITIONS) {
    for (const goalType of ['Shot', 'Free Kick'] as const) {
      const group = slots
        .map((slot, index) => ({ slot, index }))
        .filter(({ slot }) => slot.competition === competition && slot.goalType === goalType);
      if (group.length < 2) continue;
      for (const wanted of ['goal', 'miss'] as const) {
        if (group.some(({ slot }) => slot.strike.resolution.outcome === wanted)) continue;
        // Every slot of the group has the other outcome, so giving up its last one loses nothing else.
        const target = group[group.length - 1]!;
        for (let attempt = 1; ; attempt++) {
          if (attempt > MAX_REDRAWS) throw new Error(`no ${wanted} found for ${competition.name} ${goalType}`);
          const strike = simulateStrike({ seed: deriveSeed(seed, `clip-${target.index}-redraw-${attempt}`), goalType });
          if (strike.resolution.outcome === wanted) {
            target.slot.strike = strike;
            break;
          }
        }
      }
    }
  }
}

function clipId(seed: number): string {
  const hex = (n: number): string => n.toString(16).padStart(8, '0');
  return `sim-${hex(deriveSeed(seed, 'id-a'))}${hex(deriveSeed(seed, 'id-b'))}`;
}
