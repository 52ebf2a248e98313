export interface RateLimitRule {
  max: number;
  windowMs: number;
}

export const RATE_LIMITED_ACTIONS = ['login', 'register', 'resetRequest', 'resetConfirm'] as const;
export type RateLimitedAction = (typeof RATE_LIMITED_ACTIONS)[number];

export type RateLimits = Record<RateLimitedAction, { perIp: RateLimitRule; perEmail: RateLimitRule }>;

const MINUTE_MS = 60_000;

// Every attempt counts, successful or not. Per IP the numbers leave room for a household or an office
// behind one address; per email they stop guessing at one account. A reset code has 10^6 values and
// burns after 5 tries, and at most 5 codes an hour can be asked for one email.
export const DEFAULT_RATE_LIMITS: RateLimits = {
  login: { perIp: { max: 50, windowMs: 15 * MINUTE_MS }, perEmail: { max: 10, windowMs: 15 * MINUTE_MS } },
  register: { perIp: { max: 20, windowMs: 60 * MINUTE_MS }, perEmail: { max: 5, windowMs: 60 * MINUTE_MS } },
  resetRequest: { perIp: { max: 20, windowMs: 60 * MINUTE_MS }, perEmail: { max: 5, windowMs: 60 * MINUTE_MS } },
  resetConfirm: { perIp: { max: 30, windowMs: 15 * MINUTE_MS }, perEmail: { max: 10, windowMs: 15 * MINUTE_MS } },
};

export type RateLimitOverrides = Partial<Record<RateLimitedAction, Partial<RateLimits[RateLimitedAction]>>>;

export function mergeRateLimits(overrides: RateLimitOverrides = {}): RateLimits {
  const merged = { ...DEFAULT_RATE_LIMITS };
  for (const action of RATE_LIMITED_ACTIONS) merged[action] = { ...DEFAULT_RATE_LIMITS[action], ...overrides[action] };
  return merged;
}
