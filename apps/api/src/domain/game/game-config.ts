// The rules of decisions.md ("The game") as numbers, for `GET /games/config`: the spec's constants from the
// contract, the server's own from the game rules, so the endpoint always reports what the game enforces.
import {
  DEFAULT_DIFFICULTY,
  PASS_RATIO,
  QUESTIONS_MAX,
  QUESTIONS_MIN,
  SECONDS_PER_QUESTION,
  STAKE_MAX,
  STAKE_MIN,
  STAKE_STEP,
} from '@gom/contract/constants';
import { DIFFICULTY_LEVELS, type GameConfig } from '@gom/contract/games';
import { DEFAULT_ROUND_TIMING, QUOTE_VALIDITY_SECONDS, type RoundTiming } from './rules/game-constants.ts';

const MS_PER_SECOND = 1_000;

export interface ReadGameConfigOptions {
  /** The timing in force; default the rules' defaults. */
  timing?: RoundTiming;
  passRatio?: number;
}

export function readGameConfig({
  timing = DEFAULT_ROUND_TIMING,
  passRatio = PASS_RATIO,
}: ReadGameConfigOptions = {}): GameConfig {
  return {
    questionsMin: QUESTIONS_MIN,
    questionsMax: QUESTIONS_MAX,
    secondsPerQuestion: SECONDS_PER_QUESTION,
    graceSeconds: timing.graceMs / MS_PER_SECOND,
    clipWaitSeconds: timing.clipWaitMs / MS_PER_SECOND,
    pauseBetweenQuestionsSeconds: timing.pauseMs / MS_PER_SECOND,
    passRatio,
    stakeMin: STAKE_MIN,
    stakeMax: STAKE_MAX,
    stakeStep: STAKE_STEP,
    quoteValiditySeconds: QUOTE_VALIDITY_SECONDS,
    startWithinSeconds: timing.startWithinMs / MS_PER_SECOND,
    difficulties: [...DIFFICULTY_LEVELS],
    defaultDifficulty: DEFAULT_DIFFICULTY,
  };
}
