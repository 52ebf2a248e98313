import { z } from 'zod';
import { currencyCodeSchema, decimalPlaces, CURRENCIES, moneyViewSchema } from './money.ts';

// Safer play: age, deposit and loss limits, the reality check, time-outs and self-exclusion.
// Every rule is enforced by the API; the screens only explain it. Periods are UTC calendar periods
// (decision 0018): a day from 00:00 UTC, an ISO week from Monday 00:00 UTC, a calendar month from the 1st.

export { ageOn, MINIMUM_AGE_YEARS, UNDERAGE_MESSAGE } from './age.ts';
export const DATE_OF_BIRTH_REQUIRED_MESSAGE = 'Please tell us your date of birth before you continue';

export const LIMIT_KINDS = ['deposit', 'loss'] as const;
export type LimitKind = (typeof LIMIT_KINDS)[number];
export const LIMIT_PERIODS = ['day', 'week', 'month'] as const;
export type LimitPeriod = (typeof LIMIT_PERIODS)[number];

/** Minutes between reality checks; 0 is off. */
export const REALITY_CHECK_INTERVALS = [0, 15, 30, 60] as const;
export type RealityCheckInterval = (typeof REALITY_CHECK_INTERVALS)[number];

export const TIME_OUT_DURATIONS = ['24h', '7d', '30d'] as const;
export type TimeOutDuration = (typeof TIME_OUT_DURATIONS)[number];
export const SELF_EXCLUSION_DURATIONS = ['6m', '1y', '5y'] as const;
export type SelfExclusionDuration = (typeof SELF_EXCLUSION_DURATIONS)[number];

export const BREAK_DURATION_LABELS: Record<TimeOutDuration | SelfExclusionDuration, string> = {
  '24h': '24 hours',
  '7d': '7 days',
  '30d': '30 days',
  '6m': '6 months',
  '1y': '1 year',
  '5y': '5 years',
};

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar date written YYYY-MM-DD. */
export function isCalendarDate(value: string): boolean {
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const date = new Date(`${value}T00:00:00.000Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

export const dateOfBirthSchema = z
  .string({ error: 'Date of birth is required' })
  .refine(isCalendarDate, 'Please enter your date of birth as a valid date')
  .refine((value) => value >= '1900-01-01', 'Please enter your date of birth as a valid date');

export const dateOfBirthRequestSchema = z.strictObject({ dateOfBirth: dateOfBirthSchema });
export type DateOfBirthRequest = z.input<typeof dateOfBirthRequestSchema>;

/** An amount in the currency's precision, above 0; null removes the limit. */
export const limitRequestSchema = z
  .strictObject({
    currency: currencyCodeSchema,
    kind: z.enum(LIMIT_KINDS, { error: 'Choose a deposit or a loss limit' }),
    period: z.enum(LIMIT_PERIODS, { error: 'Choose a day, a week or a month' }),
    amount: z
      .number({ error: 'Amount must be a number' })
      .finite('Amount must be a finite number')
      .positive('Amount must be greater than 0')
      .max(1_000_000_000, 'Amount is too large')
      .nullable(),
  })
  .superRefine((input, context) => {
    if (input.amount !== null && decimalPlaces(input.amount) > CURRENCIES[input.currency].scale) {
      context.addIssue({
        code: 'custom',
        path: ['amount'],
        message: `${input.currency} amounts have at most ${CURRENCIES[input.currency].scale} decimals`,
      });
    }
  });
export type LimitRequest = z.input<typeof limitRequestSchema>;

export const realityCheckRequestSchema = z.strictObject({
  intervalMinutes: z.literal(REALITY_CHECK_INTERVALS, { error: 'Choose off, 15, 30 or 60 minutes' }),
});
export type RealityCheckRequest = z.input<typeof realityCheckRequestSchema>;

export const realityCheckAnswerSchema = z.strictObject({
  action: z.enum(['continue', 'stop'], { error: "Choose 'continue' or 'stop'" }),
});

export const timeOutRequestSchema = z.strictObject({
  duration: z.enum(TIME_OUT_DURATIONS, { error: 'Choose 24 hours, 7 days or 30 days' }),
});
export const selfExclusionRequestSchema = z.strictObject({
  duration: z.enum(SELF_EXCLUSION_DURATIONS, { error: 'Choose 6 months, 1 year or 5 years' }),
});

export const saferPlayLimitSchema = z.object({
  currency: z.string(),
  kind: z.enum(LIMIT_KINDS),
  period: z.enum(LIMIT_PERIODS),
  /** The limit in force now; null: none. */
  amount: moneyViewSchema.nullable(),
  /** A raise or removal waiting out its 24 hours. */
  pending: z.object({ amount: moneyViewSchema.nullable(), effectiveAt: z.string() }).nullable(),
  /** Counted so far in the current period. */
  used: moneyViewSchema,
  resetsAt: z.string(),
});
export type SaferPlayLimit = z.infer<typeof saferPlayLimitSchema>;

export const saferPlaySchema = z.object({
  dateOfBirthRequired: z.boolean(),
  limits: z.array(saferPlayLimitSchema),
  realityCheck: z.object({
    intervalMinutes: z.number(),
    /** The play session the server keeps: when it started, its net result per currency, the next check. */
    session: z
      .object({ startedAt: z.string(), netResult: z.array(moneyViewSchema), nextCheckAt: z.string().nullable() })
      .nullable(),
  }),
  timeOut: z.object({ until: z.string() }).nullable(),
  selfExclusion: z.object({ until: z.string() }).nullable(),
});
export type SaferPlay = z.infer<typeof saferPlaySchema>;
