// A new secret-keyed clip of a wanted outcome. Situations come from fresh nonces until the strike that the
// clip's own key draws has the wanted outcome: the buffer keeps goals and misses balanced, which the game's
// 50/50 draw needs (decisions.md, The game), and the outcome is still what the simulated physics did. Goals
// so drawn lean to situations with a higher xG, exactly as real goals do; the odds price that in. A clip is
// made for one difficulty level: a situation whose xG the level does not play is passed over whatever its
// outcome, so goals and misses of a level come from the same situations (difficulty-levels.ts).
import type { Difficulty, GoalType } from '@gom/contract/constants';
import { fitsDifficulty } from '../catalog/difficulty-levels.ts';
import type { Competition } from '../simulator/competitions.ts';
import { DEFAULT_XG_SAMPLES, estimateXg } from '../simulator/estimate-xg.ts';
import { pickMatchup, type Matchup } from '../simulator/pick-matchup.ts';
import { simulateStrike, SIMULATOR_VERSION } from '../simulator/simulate-clip.ts';
import type { MissKind, ShotOutcome } from '../simulator/types.ts';
import { deriveClipKeys, newClipNonce } from './derive-clip-keys.ts';

/** The rarest kind, a hard shot that goes in, takes ~40 tries on average; this many means something is broken. */
const MAX_ATTEMPTS = 5_000;

export interface FreshClip extends Matchup {
  nonce: string;
  simulatorVersion: number;
  league: string;
  seasonYear: number;
  goalType: GoalType;
  difficulty: Difficulty;
  outcome: ShotOutcome;
  missKind: MissKind | null;
  xg: number;
}

export interface SimulateFreshClipOptions {
  secret: string;
  competition: Competition;
  seasonYear: number;
  goalType: GoalType;
  difficulty: Difficulty;
  outcome: ShotOutcome;
  xgSamples?: number;
  /** Default: random nonces. Tests pass a deterministic source. */
  nextNonce?: () => string;
}

export function simulateFreshClip(options: SimulateFreshClipOptions): FreshClip {
  const { secret, competition, seasonYear, goalType, difficulty, outcome } = options;
  const nextNonce = options.nextNonce ?? newClipNonce;
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
    const nonce = nextNonce();
    const keys = deriveClipKeys({ secret, nonce });
    const strike = simulateStrike({ seed: keys.situationSeed, goalType, strikeKey: keys.strikeKey });
    if (strike.resolution.outcome !== outcome) continue;
    const xg = estimateXg({ plan: strike.plan, seed: strike.seed, samples: options.xgSamples ?? DEFAULT_XG_SAMPLES });
    if (!fitsDifficulty(xg, goalType, difficulty)) continue;
    return {
      nonce,
      simulatorVersion: SIMULATOR_VERSION,
      league: competition.name,
      seasonYear,
      goalType,
      difficulty,
      outcome,
      missKind: strike.resolution.missKind,
      xg,
      ...pickMatchup(competition, keys.matchupPick),
    };
  }
  throw new Error(`no ${difficulty} ${outcome} found in ${MAX_ATTEMPTS} ${goalType} situations`);
}
