import { z } from 'zod';
import { CURRENCY_CODES } from './money.ts';
import { plainText } from './text.ts';
import { TRANSACTION_STATUSES } from './transactions.ts';

// The operator console: what its calls under /api/admin accept. Answers are typed below; the
// console is the only client.

export const USER_ROLES = ['player', 'operator'] as const;
export type UserRole = (typeof USER_ROLES)[number];

const limitSchema = (max: number, fallback: number) =>
  z.coerce
    .number({ error: 'limit must be a number' })
    .int('limit must be a whole number')
    .min(1, 'limit must be at least 1')
    .max(max, `limit must be at most ${max}`)
    .default(fallback);

// The instants a date query may name: JavaScript parses years from −271821 to 275760, PostgreSQL's
// timestamps start at 4713 BC, so a parseable but absurd year would fail in the database instead of here.
const EARLIEST_QUERY_TIME = Date.UTC(1900, 0, 1);
const LATEST_QUERY_TIME = Date.UTC(10_000, 0, 1);

const isoDate = (label: string) =>
  plainText(label)
    .max(40, `${label} is too long`)
    .refine((value) => {
      const time = Date.parse(value);
      return time >= EARLIEST_QUERY_TIME && time < LATEST_QUERY_TIME;
    }, `${label} must be an ISO date-time`);

export const adminPlayerSearchSchema = z.strictObject({
  q: plainText('Search').trim().min(1, 'Enter an email, username or id').max(100, 'Search is too long'),
});

export const adminUserParamsSchema = z.strictObject({ userId: z.uuid('Unknown player') });
export const adminGameParamsSchema = z.strictObject({ gameId: z.uuid('Unknown game') });
export const adminClipParamsSchema = z.strictObject({ clipId: z.uuid('Unknown clip') });
export const adminWithdrawalParamsSchema = z.strictObject({ withdrawalId: z.uuid('Unknown withdrawal') });

/** Actions without anything to say: an empty JSON object (or no body). */
export const adminEmptyBodySchema = z.strictObject({}).optional();

export const adminAuditQuerySchema = z.strictObject({
  entityType: plainText('entityType').max(40).optional(),
  entityId: plainText('entityId').max(100).optional(),
  before: isoDate('before').optional(),
  limit: limitSchema(200, 50),
});

export const PAYMENT_TYPES = ['funding', 'withdrawal'] as const;
export const adminPaymentsQuerySchema = z.strictObject({
  type: z.enum(PAYMENT_TYPES, { error: 'type must be funding or withdrawal' }).optional(),
  status: z.enum(TRANSACTION_STATUSES, { error: 'Unknown status' }).optional(),
  currency: z.enum(CURRENCY_CODES, { error: 'Unsupported currency' }).optional(),
  /** Only withdrawals waiting for an operator. */
  awaitingApproval: z.enum(['true', 'false'], { error: 'awaitingApproval must be true or false' }).optional(),
  userId: z.uuid('Unknown player').optional(),
  limit: limitSchema(200, 50),
});

export const adminClipsQuerySchema = z.strictObject({
  league: plainText('league').max(100).optional(),
  enabled: z.enum(['true', 'false'], { error: 'enabled must be true or false' }).optional(),
  mediaStatus: z.enum(['pending', 'ready', 'failed', 'purged'], { error: 'Unknown media status' }).optional(),
  limit: limitSchema(200, 50),
});

/** A manifest uploaded from the console: the text of the JSON file the clips CLI imports. */
export const adminClipImportSchema = z.strictObject({
  format: z.enum(['csv', 'json'], { error: 'format must be csv or json' }),
  manifest: z
    .string({ error: 'manifest must be text' })
    .min(2, 'The manifest is empty')
    .max(60_000, 'The manifest is too large for an upload: use npm run clips -- import')
    // Line breaks and tabs are a CSV's own; a NUL byte is never text (PostgreSQL cannot store it).
    .refine((text) => !text.includes('\u0000'), 'The manifest contains characters that are not allowed'),
});

// Answers (the console's own types; money is { value, currency } as everywhere).
type Money = { value: number; currency: string };

export interface AdminMe {
  id: string;
  email: string;
  role: UserRole;
}

export interface AdminAuditEntry {
  id: string;
  actor: string;
  action: string;
  entityType: string;
  entityId: string;
  before: unknown;
  after: unknown;
  createdAt: string;
}

export interface AdminRiskFlag {
  kind: 'improbable_record' | 'shared_address' | 'shared_contest_address' | 'shared_contest_device';
  figures: Record<string, unknown>;
  createdAt: string;
  updatedAt: string;
}

export interface AdminPlayerSummary {
  id: string;
  email: string;
  username: string;
  firstName: string;
  lastName: string;
  role: UserRole;
  lockedAt: string | null;
  createdAt: string;
  flagged: boolean;
}

export interface AdminPlayerProfile extends AdminPlayerSummary {
  activeSessions: number;
  flags: AdminRiskFlag[];
}

export interface AdminWallet {
  id: string;
  currency: string;
  isDefault: boolean;
  closed: boolean;
  balance: Money;
  held: Money;
}

export interface AdminPayment {
  id: string;
  reference: string;
  userId: string;
  email: string;
  type: string;
  status: string;
  amount: Money;
  provider: string | null;
  /** Withdrawals only: its operator review, if it needed one. */
  review: { reason: 'threshold' | 'flagged'; status: 'waiting' | 'approved' | 'rejected' } | null;
  createdAt: string;
}

export interface AdminPlayerGame {
  id: string;
  status: string;
  league: string;
  difficulty: string;
  stake: Money;
  score: number;
  numberOfQuestions: number;
  endReason: string | null;
  createdAt: string;
}

export interface AdminLedgerAudit {
  currencies: Array<{ currency: string; total: Money; balanced: boolean }>;
  systemAccounts: Array<{ kind: string; currency: string; provider: string; balance: Money }>;
  problems: string[];
}

export interface AdminGameTimeline {
  game: AdminPlayerGame & { userId: string; email: string; passMark: number; oddsHundredths: number };
  questions: Array<{
    questionIndex: number;
    clipId: string;
    outcome: string;
    xg: number | null;
    sentAt: string | null;
    playableAt: string | null;
    deadlineAt: string | null;
    answer: string | null;
    answeredAt: string | null;
    isCorrect: boolean | null;
  }>;
  transfers: Array<{
    id: string;
    kind: string;
    createdAt: string;
    postings: Array<{ account: string; amount: Money }>;
  }>;
}

export interface AdminClip {
  id: string;
  league: string;
  seasonYear: number;
  goalType: string;
  outcome: string;
  difficulty: string;
  xg: number | null;
  source: string;
  enabled: boolean;
  mediaStatus: string;
  reservedCount: number;
  shownCount: number;
  maxExposures: number;
  createdAt: string;
}

export interface AdminClipImportReport {
  rows: number;
  imported: Array<{ line: number; clipId: string }>;
  alreadyImported: Array<{ line: number; clipId: string }>;
  rejected: Array<{ line: number; problems: string[] }>;
}

export interface AdminOverview {
  players: { total: number; activeToday: number };
  gamesToday: number;
  money: Array<{ currency: string; stakes: Money; winnings: Money; grossGamingRevenue: Money }>;
  returnToPlayer: Array<{ difficulty: string; currency: string; actual: number | null; model: number; games: number }>;
  freshClips: Array<{ league: string; fresh: number }>;
  renderQueue: { pending: number; failed: number };
}
