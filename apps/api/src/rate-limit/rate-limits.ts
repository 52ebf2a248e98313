export interface RateLimitRule {
  max: number;
  windowMs: number;
}

/**
 * Login's per-account defence: attempts at one account beyond `freeAttempts` in a window wait before their
 * password is checked, `firstDelayMs` doubling up to `maxDelayMs`, and take turns: each is checked that long
 * after the one before it, however many arrive at once and from however many addresses. An attempt whose turn
 * would be more than `maxQueueMs` away is refused with Retry-After. Browsers the owner has signed in with queue
 * on their own, so a stranger's guesses never keep the owner out (decisions 0015 and 0081).
 */
export interface LoginSlowdown {
  freeAttempts: number;
  firstDelayMs: number;
  maxDelayMs: number;
  /** At least `maxDelayMs`: one attempt at the ceiling must always find a turn in an idle queue. */
  maxQueueMs: number;
  windowMs: number;
}

export const RATE_LIMITED_ACTIONS = ['login', 'register', 'resetRequest', 'resetConfirm'] as const;
export type RateLimitedAction = (typeof RATE_LIMITED_ACTIONS)[number];
/** The actions limited per IP and per email. */
export type EmailLimitedAction = Exclude<RateLimitedAction, 'login'>;

export interface EmailLimits {
  perIp: RateLimitRule;
  perEmail: RateLimitRule;
}

/** Login is limited per IP and per (email, IP) pair, and slowed per email. */
export interface LoginLimits {
  perIp: RateLimitRule;
  perEmailAndIp: RateLimitRule;
  slowdown: LoginSlowdown;
}

export type RateLimits = { login: LoginLimits } & Record<EmailLimitedAction, EmailLimits>;

const MINUTE_MS = 60_000;

// Every attempt counts, successful or not. Per IP the numbers leave room for a household or an office
// behind one address; per email they stop guessing at one account. A reset code has 10^6 values and
// burns after 5 tries, and at most 5 codes an hour can be asked for one email. Login has no per-email
// limit, which would let anyone lock a player out: one address gets 10 tries at an account, and beyond 5
// tries in 15 minutes from anywhere each try waits 0.5 s, 1 s, 2 s, ... up to 5 s after the one before it, with
// at most 15 s of turns booked ahead: at most about 185 guesses an account in 15 minutes, sent at once or not.
export const DEFAULT_RATE_LIMITS: RateLimits = {
  login: {
    perIp: { max: 50, windowMs: 15 * MINUTE_MS },
    perEmailAndIp: { max: 10, windowMs: 15 * MINUTE_MS },
    slowdown: { freeAttempts: 5, firstDelayMs: 500, maxDelayMs: 5_000, maxQueueMs: 15_000, windowMs: 15 * MINUTE_MS },
  },
  register: { perIp: { max: 20, windowMs: 60 * MINUTE_MS }, perEmail: { max: 5, windowMs: 60 * MINUTE_MS } },
  resetRequest: { perIp: { max: 20, windowMs: 60 * MINUTE_MS }, perEmail: { max: 5, windowMs: 60 * MINUTE_MS } },
  resetConfirm: { perIp: { max: 30, windowMs: 15 * MINUTE_MS }, perEmail: { max: 10, windowMs: 15 * MINUTE_MS } },
};

/** How long the `attempt`-th attempt at one account in the window waits (1-based). */
export function loginDelayMs(attempt: number, slowdown: LoginSlowdown): number {
  const slowed = attempt - slowdown.freeAttempts;
  if (slowed <= 0) return 0;
  return Math.min(slowdown.maxDelayMs, slowdown.firstDelayMs * 2 ** Math.min(slowed - 1, 30));
}

export type RateLimitOverrides = { login?: Partial<LoginLimits> } & Partial<
  Record<EmailLimitedAction, Partial<EmailLimits>>
>;

export function mergeRateLimits(overrides: RateLimitOverrides = {}): RateLimits {
  return {
    login: { ...DEFAULT_RATE_LIMITS.login, ...overrides.login },
    register: { ...DEFAULT_RATE_LIMITS.register, ...overrides.register },
    resetRequest: { ...DEFAULT_RATE_LIMITS.resetRequest, ...overrides.resetRequest },
    resetConfirm: { ...DEFAULT_RATE_LIMITS.resetConfirm, ...overrides.resetConfirm },
  };
}
