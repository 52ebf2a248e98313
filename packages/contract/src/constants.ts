// Business constants of spec §9, named as the spec names them. Web and API both read them from here.

export const QUESTIONS_MIN = 5;
export const QUESTIONS_MAX = 10;
export const QUESTIONS_DEFAULT = 5;

export const STAKE_MIN = 1;
export const STAKE_MAX = 10;
export const STAKE_STEP = 0.1;
export const STAKE_DECIMALS = 1;

export const SECONDS_PER_QUESTION = 10;
export const ACTIVITY_LOG_LIMIT = 20;
export const BANNER_DURATION_MS = 5_000;
export const GAME_AREA_OPEN_DELAY_MS = 500;
export const LOGIN_ERROR_TOAST_MS = 3_000;

export const RESULT_GREEN_THRESHOLD_PERCENT = 70;
export const RESULT_BLUE_THRESHOLD_PERCENT = 50;

/** Share of the questions a player must call right to win (decisions.md, The game): the spec's green threshold. */
export const PASS_RATIO = RESULT_GREEN_THRESHOLD_PERCENT / 100;

export const GOAL_TYPES = ['Free Kick', 'Shot'] as const;
export type GoalType = (typeof GOAL_TYPES)[number];

/** How hard a game's clips are to call. The server picks clips and prices odds per level. */
export const DIFFICULTIES = ['easy', 'normal', 'hard'] as const;
export type Difficulty = (typeof DIFFICULTIES)[number];
export const DEFAULT_DIFFICULTY: Difficulty = 'normal';

export const PLACEHOLDER_LIVES = 3;

export const FREE_TIER_GAMES_PER_DAY = 5;
export const PREMIUM_PRICE_USD_PER_MONTH = 9.99;

export const MOBILE_BREAKPOINT_PX = 768;
export const HEADER_HEIGHT_PX = 64;
export const SIDEBAR_WIDTH = '16rem';
export const SIDEBAR_WIDTH_MOBILE = '18rem';
export const SIDEBAR_WIDTH_ICON = '3rem';
export const SIDEBAR_COOKIE_NAME = 'sidebar:state';
export const SIDEBAR_COOKIE_MAX_AGE_SECONDS = 60 * 60 * 24 * 7;
export const SIDEBAR_KEYBOARD_SHORTCUT = 'b';

export const CURRENCIES_STALE_MS = 10 * 60_000;
export const CURRENCIES_GC_MS = 30 * 60_000;
export const GAME_CONFIG_STALE_MS = 60 * 60_000;

export const TRANSACTIONS_PAGE_SIZE = 10;
export const PAGINATION_MAX_NUMBERED_BUTTONS = 5;

export const OTP_LENGTH = 6;
export const PASSWORD_MIN_LENGTH = 8;
export const NAME_MIN_LENGTH = 2;
export const NAME_MAX_LENGTH = 50;
export const USERNAME_MIN_LENGTH = 3;
export const USERNAME_MAX_LENGTH = 30;
export const FUND_AMOUNT_STEP = 0.01;

export const PROGRESS_MAX_DEFAULT = 100;

/** Accuracy = round(correct / total × 100) (spec §9); 0 when nothing was asked. */
export function accuracyPercent(correct: number, total: number): number {
  return total > 0 ? Math.round((correct / total) * 100) : 0;
}
