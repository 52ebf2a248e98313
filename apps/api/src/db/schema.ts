import type { Difficulty } from '@gom/contract/constants';
import type { ContestStatus, MatchMode, TournamentFormat } from '@gom/contract/contests';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  doublePrecision,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

// Every timestamp is written by the application from its injected clock (never the database's now()),
// so tests control time and the application and database agree on it.
const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

// An index column built `.desc()` is DESC NULLS LAST, while a query's bare `desc` means NULLS FIRST: PostgreSQL
// reads such an index for `order by x desc nulls last` only, even on a NOT NULL column, and otherwise sorts every
// row it could match (performance note 0041). Every query ordered newest or highest first over one of them says so.

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    username: text('username').notNull(),
    // Stored normalised (trimmed, lower case), so a plain unique index is case-insensitive.
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    /** YYYY-MM-DD; null only for accounts made before sign-up asked for it (asked before their next stake). */
    dateOfBirth: date('date_of_birth', { mode: 'string' }),
    /** 'operator' opens the console (/admin); changed only by `npm run users -- grant-operator|revoke-operator`. */
    role: text('role').notNull().default('player').$type<'player' | 'operator'>(),
    /** Set by an operator: a locked account cannot sign in or refresh, and its sessions were revoked. */
    lockedAt: timestamptz('locked_at'),
    /** What other players see instead of the username (leaderboards, friends); null until the player sets one. */
    displayName: text('display_name'),
    /** `nameKey(displayName)` (@gom/contract/players): display names are unique by it. */
    displayNameKey: text('display_name_key'),
    /** One of AVATAR_COLORS; null for the default derived from the id. */
    avatarColor: text('avatar_color'),
    createdAt: timestamptz('created_at').notNull(),
    updatedAt: timestamptz('updated_at').notNull(),
  },
  (table) => [
    check('users_role_check', sql`${table.role} in ('player', 'operator')`),
    check('users_display_name_key_check', sql`(${table.displayName} is null) = (${table.displayNameKey} is null)`),
    // The palette of AVATAR_COLORS (@gom/contract/players).
    check(
      'users_avatar_color_check',
      sql`${table.avatarColor} in ('emerald', 'sky', 'violet', 'amber', 'rose', 'teal', 'orange', 'slate')`,
    ),
    uniqueIndex('users_email_unique').on(table.email),
    // The username keeps the case the player chose; uniqueness ignores it.
    uniqueIndex('users_username_lower_unique').on(sql`lower(${table.username})`),
    // Finding a player by display name (adding a friend) and keeping display names unique.
    uniqueIndex('users_display_name_key_unique').on(table.displayNameKey),
  ],
);

/**
 * Friends (decision 0120): one row each way, so a player's friends are one index range of the primary key. Written
 * and removed in pairs by `domain/community`, never one direction alone.
 */
export const friendships = pgTable(
  'friendships',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    friendId: uuid('friend_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamptz('created_at').notNull(),
  },
  (table) => [
    primaryKey({ name: 'friendships_pk', columns: [table.userId, table.friendId] }),
    check('friendships_not_self_check', sql`${table.userId} <> ${table.friendId}`),
    index('friendships_friend_idx').on(table.friendId),
  ],
);

/** A friend request waiting for its addressee's answer; accepting turns it into a friendship, declining deletes it. */
export const friendRequests = pgTable(
  'friend_requests',
  {
    requesterId: uuid('requester_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    addresseeId: uuid('addressee_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamptz('created_at').notNull(),
  },
  (table) => [
    primaryKey({ name: 'friend_requests_pk', columns: [table.requesterId, table.addresseeId] }),
    check('friend_requests_not_self_check', sql`${table.requesterId} <> ${table.addresseeId}`),
    index('friend_requests_addressee_idx').on(table.addresseeId, table.createdAt),
  ],
);

/** One row per login: the family every refresh token of that login belongs to. */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamptz('created_at').notNull(),
    revokedAt: timestamptz('revoked_at'),
    revokedReason: text('revoked_reason'),
    /** The address and browser of the sign-in (the risk monitor looks for accounts sharing them). */
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    /** The signing-in browser's device id (its known-device cookie's): accounts on one device share it. */
    deviceId: text('device_id'),
  },
  (table) => [index('sessions_user_id_idx').on(table.userId), index('sessions_ip_address_idx').on(table.ipAddress)],
);

/** Refresh tokens are kept only as SHA-256 hashes; a rotated token stays to detect its reuse. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: timestamptz('created_at').notNull(),
    expiresAt: timestamptz('expires_at').notNull(),
    rotatedAt: timestamptz('rotated_at'),
  },
  (table) => [
    uniqueIndex('refresh_tokens_token_hash_unique').on(table.tokenHash),
    index('refresh_tokens_session_id_idx').on(table.sessionId),
  ],
);

/** At most one live code per user: a new request replaces the old one. */
export const passwordResetCodes = pgTable('password_reset_codes', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  codeHash: text('code_hash').notNull(),
  attempts: integer('attempts').notNull().default(0),
  createdAt: timestamptz('created_at').notNull(),
  expiresAt: timestamptz('expires_at').notNull(),
});

/**
 * A player's pending change of email: the new address and the code sent to it. One per player; a
 * new request replaces it. The address changes only when the code is confirmed.
 */
export const emailChangeCodes = pgTable('email_change_codes', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  newEmail: text('new_email').notNull(),
  codeHash: text('code_hash').notNull(),
  attempts: integer('attempts').notNull().default(0),
  createdAt: timestamptz('created_at').notNull(),
  expiresAt: timestamptz('expires_at').notNull(),
});

/** Emails of the local outbox (no SMTP configured): kept in the database so any process can read them. */
export const outboxEmails = pgTable(
  'outbox_emails',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    createdAt: timestamptz('created_at').notNull(),
  },
  (table) => [index('outbox_emails_to_created_at_idx').on(table.to, table.createdAt)],
);

// ---------------------------------------------------------------------------------------------------------
// Money. Amounts are integer minor units (bigint); the invariants are in src/domain/ledger/README.md and the
// checks below enforce the ones a database can hold on its own.

const minorUnits = (name: string) => bigint(name, { mode: 'bigint' });
const CURRENCY_LIST = sql.raw(`('USD', 'EUR', 'GBP', 'NGN', 'USDT', 'USDC')`);

/** A ledger account: a player's wallet or a system account (payment clearing, game escrow, house). */
export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind')
      .notNull()
      .$type<
        'player_wallet' | 'payment_clearing' | 'game_escrow' | 'house' | 'house_fx' | 'payout_clearing' | 'contest_pool'
      >(),
    currency: text('currency').notNull(),
    /** Only for payment_clearing and payout_clearing: which provider's money in transit it holds. '' otherwise. */
    provider: text('provider').notNull().default(''),
    /** Only for player_wallet. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'restrict' }),
    /**
     * Which of a system account's rows this is: the house of a currency is several rows (ledger/house-shards.ts)
     * so concurrent settlements do not all wait for one row lock; reports sum them. 0 for every other account.
     */
    shard: smallint('shard').notNull().default(0),
    /** Only for contest_pool: the match (tournament or challenge) whose entry fees it holds, one pool per match. */
    matchId: uuid('match_id'),
    /** Sum of this account's postings, cached in the same database transaction as every posting. */
    balance: minorUnits('balance')
      .notNull()
      .default(sql`0`),
    /** Sum of the active holds on it (player wallets only). */
    held: minorUnits('held')
      .notNull()
      .default(sql`0`),
    createdAt: timestamptz('created_at').notNull(),
  },
  (table) => [
    check(
      'ledger_accounts_kind_check',
      sql`${table.kind} in ('player_wallet', 'payment_clearing', 'game_escrow', 'house', 'house_fx', 'payout_clearing', 'contest_pool')`,
    ),
    check('ledger_accounts_currency_check', sql`${table.currency} in ${CURRENCY_LIST}`),
    check('ledger_accounts_held_non_negative', sql`${table.held} >= 0`),
    // A player's money never goes below zero, and never more is held than there is.
    check(
      'ledger_accounts_player_balance_covers_held',
      sql`${table.kind} <> 'player_wallet' or (${table.balance} >= 0 and ${table.held} <= ${table.balance})`,
    ),
    check('ledger_accounts_system_holds_nothing', sql`${table.kind} = 'player_wallet' or ${table.held} = 0`),
    check('ledger_accounts_owner_check', sql`(${table.kind} = 'player_wallet') = (${table.userId} is not null)`),
    check('ledger_accounts_shard_check', sql`${table.shard} >= 0 and (${table.kind} = 'house' or ${table.shard} = 0)`),
    // Lets postings reference (account, currency), so a posting can only be in its account's currency.
    unique('ledger_accounts_id_currency_unique').on(table.id, table.currency),
    check('ledger_accounts_pool_has_match', sql`(${table.kind} = 'contest_pool') = (${table.matchId} is not null)`),
    // One system account of each kind per currency (and provider, and shard); a contest's pool is one per match.
    uniqueIndex('ledger_accounts_system_unique')
      .on(table.kind, table.currency, table.provider, table.shard)
      .where(sql`${table.kind} not in ('player_wallet', 'contest_pool')`),
    uniqueIndex('ledger_accounts_pool_unique')
      .on(table.matchId)
      .where(sql`${table.kind} = 'contest_pool'`),
  ],
);

/** One movement of money. Its postings sum to zero (checked at commit by a constraint trigger). */
export const ledgerTransfers = pgTable(
  'ledger_transfers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** What makes the transfer unique in the world (e.g. `funding:<transaction id>`): it applies once. */
    idempotencyKey: text('idempotency_key').notNull(),
    currency: text('currency').notNull(),
    kind: text('kind').notNull(),
    createdAt: timestamptz('created_at').notNull(),
  },
  (table) => [
    uniqueIndex('ledger_transfers_idempotency_key_unique').on(table.idempotencyKey),
    unique('ledger_transfers_id_currency_unique').on(table.id, table.currency),
  ],
);

/** One side of a transfer: a signed amount on one account (positive credits, negative debits). */
export const ledgerPostings = pgTable(
  'ledger_postings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    transferId: uuid('transfer_id').notNull(),
    accountId: uuid('account_id').notNull(),
    currency: text('currency').notNull(),
    amount: minorUnits('amount').notNull(),
  },
  (table) => [
    check('ledger_postings_amount_non_zero', sql`${table.amount} <> 0`),
    // Same currency as the transfer and as the account: no transfer can mix currencies.
    foreignKey({
      name: 'ledger_postings_transfer_fk',
      columns: [table.transferId, table.currency],
      foreignColumns: [ledgerTransfers.id, ledgerTransfers.currency],
    }),
    foreignKey({
      name: 'ledger_postings_account_fk',
      columns: [table.accountId, table.currency],
      foreignColumns: [ledgerAccounts.id, ledgerAccounts.currency],
    }),
    uniqueIndex('ledger_postings_transfer_account_unique').on(table.transferId, table.accountId),
    index('ledger_postings_account_id_idx').on(table.accountId),
  ],
);

/** Money reserved on a player's wallet: counted in `held` while active, then captured or released once. */
export const ledgerHolds = pgTable(
  'ledger_holds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    idempotencyKey: text('idempotency_key').notNull(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => ledgerAccounts.id),
    amount: minorUnits('amount').notNull(),
    status: text('status').notNull().$type<'active' | 'captured' | 'released'>(),
    /** The capture's transfer. */
    transferId: uuid('transfer_id').references(() => ledgerTransfers.id),
    createdAt: timestamptz('created_at').notNull(),
    settledAt: timestamptz('settled_at'),
  },
  (table) => [
    uniqueIndex('ledger_holds_idempotency_key_unique').on(table.idempotencyKey),
    check('ledger_holds_amount_positive', sql`${table.amount} > 0`),
    check('ledger_holds_status_check', sql`${table.status} in ('active', 'captured', 'released')`),
    check(
      'ledger_holds_captured_has_transfer',
      sql`(${table.status} = 'captured') = (${table.transferId} is not null)`,
    ),
    index('ledger_holds_account_id_idx').on(table.accountId),
  ],
);

/** A player's wallet: one per (user, currency), backed by one player_wallet ledger account of the same id. */
export const wallets = pgTable(
  'wallets',
  {
    id: uuid('id')
      .primaryKey()
      .references(() => ledgerAccounts.id),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    currency: text('currency').notNull(),
    isDefault: boolean('is_default').notNull(),
    createdAt: timestamptz('created_at').notNull(),
    /** Set when the player closes the (empty) wallet; creating one in its currency again reopens it. */
    closedAt: timestamptz('closed_at'),
    /** The creation's Idempotency-Key, and its request: the same key and request again answer this wallet. */
    idempotencyKey: text('idempotency_key'),
    requestFingerprint: text('request_fingerprint'),
  },
  (table) => [
    uniqueIndex('wallets_user_currency_unique').on(table.userId, table.currency),
    // Two defaults can never exist, whatever races.
    uniqueIndex('wallets_one_default_per_user')
      .on(table.userId)
      .where(sql`${table.isDefault}`),
  ],
);

/** What the player sees as a transaction: a funding attempt or a game's stake or winnings. */
export const moneyTransactions = pgTable(
  'money_transactions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    walletId: uuid('wallet_id')
      .notNull()
      .references(() => wallets.id),
    /** Short, unique, human-readable: GOM-7K2Q9XWD. */
    reference: text('reference').notNull(),
    type: text('type').notNull(),
    status: text('status').notNull(),
    currency: text('currency').notNull(),
    amount: minorUnits('amount').notNull(),
    feeAmount: minorUnits('fee_amount'),
    /** Per user: the fund request's key, or `game:<id>:stake` / `game:<id>:winnings`. */
    idempotencyKey: text('idempotency_key').notNull(),
    /** The request a key was first used with; the same key with another request is a conflict. */
    requestFingerprint: text('request_fingerprint'),
    provider: text('provider'),
    providerCheckoutId: text('provider_checkout_id'),
    paymentLink: text('payment_link'),
    expiresAt: timestamptz('expires_at'),
    holdId: uuid('hold_id').references(() => ledgerHolds.id),
    transferId: uuid('transfer_id').references(() => ledgerTransfers.id),
    /** Only for a withdrawal: where the payout provider sends the money (bank account or address). */
    payoutDestination: jsonb('payout_destination').$type<Record<string, string>>(),
    /**
     * Only for a completed funding the provider can refund: its id for the payment (a refund is made against it).
     * Null for a payment that cannot be refunded (a bank transfer), so its money may go to a payout account.
     */
    providerPaymentId: text('provider_payment_id'),
    /** Only for a withdrawal that goes back to a payment (a refund): that funding (decision 0102). */
    refundOf: uuid('refund_of'),
    createdAt: timestamptz('created_at').notNull(),
    updatedAt: timestamptz('updated_at').notNull(),
  },
  (table) => [
    uniqueIndex('money_transactions_reference_unique').on(table.reference),
    uniqueIndex('money_transactions_user_key_unique').on(table.userId, table.idempotencyKey),
    uniqueIndex('money_transactions_provider_checkout_unique').on(table.provider, table.providerCheckoutId),
    index('money_transactions_user_created_idx').on(table.userId, table.createdAt.desc()),
    // How much of a funding has gone back to it already.
    index('money_transactions_refund_of_idx')
      .on(table.refundOf)
      .where(sql`${table.refundOf} is not null`),
    // The sweeper's question: which initiated fundings are past their expiry.
    index('money_transactions_initiated_expiry_idx')
      .on(table.expiresAt)
      .where(sql`${table.status} = 'initiated'`),
    check('money_transactions_amount_positive', sql`${table.amount} > 0`),
    check('money_transactions_fee_non_negative', sql`${table.feeAmount} is null or ${table.feeAmount} >= 0`),
    check('money_transactions_currency_check', sql`${table.currency} in ${CURRENCY_LIST}`),
    check(
      'money_transactions_type_check',
      sql`${table.type} in ('funding', 'gameStake', 'winnings', 'refund', 'withdrawal', 'transfer', 'subscription', 'entryFee', 'prize')`,
    ),
    check(
      'money_transactions_status_check',
      sql`${table.status} in ('initiated', 'pending', 'processing', 'completed', 'failed', 'cancelled')`,
    ),
    // A completed funding or winnings has exactly the transfer that moved its money.
    check(
      'money_transactions_completed_has_transfer',
      sql`${table.type} not in ('funding', 'winnings', 'subscription', 'prize') or (${table.status} = 'completed') = (${table.transferId} is not null)`,
    ),
  ],
);

/**
 * The built-in sandbox payment provider's own state, as an outside provider would keep it on its side.
 * Nothing here moves money: only a signed webhook to the API does.
 */
export const sandboxCheckouts = pgTable(
  'sandbox_checkouts',
  {
    id: text('id').primaryKey(),
    /** The merchant's (our) transaction id: creating a checkout twice for it returns the same one. */
    merchantReference: text('merchant_reference').notNull(),
    displayReference: text('display_reference').notNull(),
    currency: text('currency').notNull(),
    amount: minorUnits('amount').notNull(),
    status: text('status').notNull().$type<'open' | 'paid' | 'declined'>(),
    /** How it was paid: a card payment can be refunded, a bank transfer cannot. */
    method: text('method').$type<'card' | 'bank_transfer'>(),
    createdAt: timestamptz('created_at').notNull(),
    expiresAt: timestamptz('expires_at').notNull(),
    decidedAt: timestamptz('decided_at'),
    deliveryAttempts: integer('delivery_attempts').notNull().default(0),
    deliveredAt: timestamptz('delivered_at'),
    lastDeliveryError: text('last_delivery_error'),
  },
  (table) => [
    uniqueIndex('sandbox_checkouts_merchant_reference_unique').on(table.merchantReference),
    check('sandbox_checkouts_status_check', sql`${table.status} in ('open', 'paid', 'declined')`),
  ],
);

/**
 * A transfer quote: what converting `amount` from one of the player's wallets to another gives, held for a
 * short while (TRANSFER_QUOTE_TTL_MS). Executing it is the only way a transfer happens; it is used once.
 */
export const transferQuotes = pgTable(
  'transfer_quotes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    fromWalletId: uuid('from_wallet_id')
      .notNull()
      .references(() => wallets.id),
    toWalletId: uuid('to_wallet_id')
      .notNull()
      .references(() => wallets.id),
    fromCurrency: text('from_currency').notNull(),
    toCurrency: text('to_currency').notNull(),
    /** Debited from the source wallet, in its minor units (the fee included). */
    amount: minorUnits('amount').notNull(),
    /** The house's spread, in the source currency's minor units. */
    fee: minorUnits('fee').notNull(),
    /** Credited to the destination wallet, in its minor units. */
    receive: minorUnits('receive').notNull(),
    /** Units of the destination currency per unit of the source, as exact decimal text. */
    rate: text('rate').notNull(),
    ratesAsOf: timestamptz('rates_as_of').notNull(),
    createdAt: timestamptz('created_at').notNull(),
    expiresAt: timestamptz('expires_at').notNull(),
    /** The source side's transaction, once executed: a quote converts money once. */
    transactionId: uuid('transaction_id'),
  },
  (table) => [
    index('transfer_quotes_user_id_idx').on(table.userId),
    check('transfer_quotes_amounts_positive', sql`${table.amount} > 0 and ${table.receive} > 0 and ${table.fee} >= 0`),
    check('transfer_quotes_other_wallet', sql`${table.fromWalletId} <> ${table.toWalletId}`),
  ],
);

/** Exchange-rate tables written by the operator CLI (`npm run fx`); the newest wins over FX_RATES. */
export const fxRateTables = pgTable('fx_rate_tables', {
  id: uuid('id').primaryKey().defaultRandom(),
  /** Units of each currency per 1 USD, as exact decimal text: { "EUR": "0.92", ... }. */
  perUsd: jsonb('per_usd').notNull().$type<Record<string, string>>(),
  asOf: timestamptz('as_of').notNull(),
  createdAt: timestamptz('created_at').notNull(),
});

/**
 * The built-in sandbox payout provider's own state, as an outside provider would keep it. Its payout page
 * completes or fails a payout; only the signed webhook that follows moves the player's money.
 */
export const sandboxPayouts = pgTable(
  'sandbox_payouts',
  {
    id: text('id').primaryKey(),
    /** Our withdrawal transaction id: creating a payout twice for it returns the same one. */
    merchantReference: text('merchant_reference').notNull(),
    displayReference: text('display_reference').notNull(),
    currency: text('currency').notNull(),
    amount: minorUnits('amount').notNull(),
    destination: jsonb('destination').notNull().$type<Record<string, string>>(),
    status: text('status').notNull().$type<'open' | 'paid' | 'failed' | 'cancelled'>(),
    createdAt: timestamptz('created_at').notNull(),
    decidedAt: timestamptz('decided_at'),
    deliveryAttempts: integer('delivery_attempts').notNull().default(0),
    deliveredAt: timestamptz('delivered_at'),
    lastDeliveryError: text('last_delivery_error'),
  },
  (table) => [
    uniqueIndex('sandbox_payouts_merchant_reference_unique').on(table.merchantReference),
    index('sandbox_payouts_open_idx')
      .on(table.createdAt)
      .where(sql`${table.status} = 'open'`),
    check('sandbox_payouts_status_check', sql`${table.status} in ('open', 'paid', 'failed', 'cancelled')`),
  ],
);

/**
 * The sandbox checkout's refunds, as a card provider keeps them: a refund of a card payment succeeds at once
 * (its webhook, queued in the same transaction, tells the API).
 */
export const sandboxRefunds = pgTable(
  'sandbox_refunds',
  {
    id: text('id').primaryKey(),
    /** Our withdrawal transaction id: refunding twice for it returns the same refund. */
    merchantReference: text('merchant_reference').notNull(),
    checkoutId: text('checkout_id')
      .notNull()
      .references(() => sandboxCheckouts.id),
    currency: text('currency').notNull(),
    amount: minorUnits('amount').notNull(),
    status: text('status').notNull().$type<'succeeded' | 'failed'>(),
    createdAt: timestamptz('created_at').notNull(),
    deliveryAttempts: integer('delivery_attempts').notNull().default(0),
    deliveredAt: timestamptz('delivered_at'),
    lastDeliveryError: text('last_delivery_error'),
  },
  (table) => [
    uniqueIndex('sandbox_refunds_merchant_reference_unique').on(table.merchantReference),
    check('sandbox_refunds_status_check', sql`${table.status} in ('succeeded', 'failed')`),
  ],
);

/**
 * The sandbox providers' outgoing webhooks, as a real provider keeps them: queued in the same transaction as
 * the decision they tell of (a checkout paid, a payout completed), and sent again with backoff until the API
 * answers 2xx, across restarts. The event id is the body's: a resend is the same event.
 */
export const sandboxWebhookOutbox = pgTable(
  'sandbox_webhook_outbox',
  {
    eventId: text('event_id').primaryKey(),
    kind: text('kind').notNull().$type<'checkout' | 'payout' | 'refund'>(),
    /** The checkout's or payout's id. */
    subjectId: text('subject_id').notNull(),
    rawBody: text('raw_body').notNull(),
    createdAt: timestamptz('created_at').notNull(),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamptz('next_attempt_at').notNull(),
    deliveredAt: timestamptz('delivered_at'),
    lastError: text('last_error'),
  },
  (table) => [
    index('sandbox_webhook_outbox_due_idx')
      .on(table.kind, table.nextAttemptAt)
      .where(sql`${table.deliveredAt} is null`),
    check('sandbox_webhook_outbox_kind_check', sql`${table.kind} in ('checkout', 'payout', 'refund')`),
  ],
);

// Clips. A clip is playable when it is enabled and its media are ready; the pool queries of the game filter
// those by league, season and goal type. Outcome columns are never sent to a player before the answer.

export const CLIP_SOURCES = ['demo', 'manifest'] as const;
/** 'purged': a retired clip whose media were deleted after the retention (CLIP_MEDIA_RETENTION_DAYS). */
export const CLIP_MEDIA_STATUSES = ['pending', 'ready', 'failed', 'purged'] as const;

export const clips = pgTable(
  'clips',
  {
    /** Opaque: random, says nothing of the clip. */
    id: uuid('id').primaryKey().defaultRandom(),
    league: text('league').notNull(),
    seasonYear: integer('season_year').notNull(),
    goalType: text('goal_type').notNull().$type<'Shot' | 'Free Kick'>(),
    outcome: text('outcome').notNull().$type<'goal' | 'miss'>(),
    /** saved, wide, over, post, blocked; null for goals and for imports that do not say. */
    missKind: text('miss_kind'),
    /** Probability of a goal before the shot; null when an import gives none. */
    xg: doublePrecision('xg'),
    /** The one difficulty level whose games may draw this clip (domain/clips/catalog/difficulty-levels.ts). */
    difficulty: text('difficulty').notNull().default('normal').$type<Difficulty>(),
    source: text('source').notNull().$type<(typeof CLIP_SOURCES)[number]>(),
    /** Unique per source: the simulator's clip id, or the content hash of an import's two videos. */
    sourceRef: text('source_ref').notNull(),
    originalUrl: text('original_url'),
    enabled: boolean('enabled').notNull().default(true),
    mediaStatus: text('media_status').notNull().$type<(typeof CLIP_MEDIA_STATUSES)[number]>(),
    /** Demo clips: what the renderer needs besides the timeline (seed, teams, kits). */
    renderSpec: jsonb('render_spec'),
    /** Lower renders first: the starter set that makes a first game playable comes before the rest. */
    renderPriority: integer('render_priority').notNull().default(0),
    /** A worker holds a pending clip until then; a crashed worker's claim simply runs out. */
    renderLeaseUntil: timestamptz('render_lease_until'),
    renderAttempts: integer('render_attempts').notNull().default(0),
    renderError: text('render_error'),
    preVideoKey: text('pre_video_key'),
    postVideoKey: text('post_video_key'),
    posterKey: text('poster_key'),
    preDurationMs: integer('pre_duration_ms'),
    postDurationMs: integer('post_duration_ms'),
    preBytes: bigint('pre_bytes', { mode: 'number' }),
    postBytes: bigint('post_bytes', { mode: 'number' }),
    /**
     * Single use: how many staked games may show this clip. 1 for generated clips; imported footage,
     * which is finite, takes IMPORTED_CLIP_MAX_EXPOSURES. Once shown that often it is retired for good.
     */
    maxExposures: integer('max_exposures').notNull().default(1),
    /** Games holding the clip: reserved at creation, given back if never shown. Fresh while below maxExposures. */
    reservedCount: integer('reserved_count').notNull().default(0),
    /** Staked games that have shown it (questionSent went out). */
    shownCount: integer('shown_count').notNull().default(0),
    /** When it was last shown: the media retention counts from here. */
    lastShownAt: timestamptz('last_shown_at'),
    /** e.g. `simulator-1`, or `manifest`. */
    generatorVersion: text('generator_version').notNull(),
    /** The renderer that made the media; null for imports. */
    rendererVersion: integer('renderer_version'),
    createdAt: timestamptz('created_at').notNull(),
    updatedAt: timestamptz('updated_at').notNull(),
  },
  (table) => [
    uniqueIndex('clips_source_ref_unique').on(table.source, table.sourceRef),
    // The game's pool: playable clips by league, level, season and goal type.
    index('clips_playable_pool_idx')
      .on(table.league, table.difficulty, table.seasonYear, table.goalType)
      .where(sql`${table.enabled} and ${table.mediaStatus} = 'ready'`),
    // The fresh buffer a game reserves from: playable clips no game holds, by filter and outcome.
    index('clips_fresh_pool_idx')
      .on(table.league, table.difficulty, table.seasonYear, table.goalType, table.outcome)
      .where(
        sql`${table.enabled} and ${table.mediaStatus} = 'ready' and ${table.reservedCount} < ${table.maxExposures}`,
      ),
    // A league's clips, used or fresh, newest first: whether a quoted league exists at all, and the pricing sample
    // of imported footage (list-pricing-sample.ts). Clips are single use, so the table grows with every game
    // played; without it each quote and each creation read the whole table, twice, and an unknown league (bad
    // input) always did.
    index('clips_league_idx')
      .on(table.league, table.difficulty, table.createdAt)
      .where(sql`${table.enabled}`),
    // The clips whose media may be due for purging: ready and held as often as they may be shown, oldest first
    // (purge-retired-media.ts). It holds no column a question sent changes (shown_count, last_shown_at), so
    // marking a clip shown, five times a game, updates its row in place (HOT) with no new index entries:
    // indexed on last_shown_at under a shown_count predicate, each of those updates added an entry to every index.
    index('clips_held_media_idx')
      .on(table.createdAt)
      .where(sql`${table.mediaStatus} = 'ready' and ${table.reservedCount} >= ${table.maxExposures}`),
    // The render queue: pending clips in priority order.
    index('clips_render_queue_idx')
      .on(table.renderPriority, table.createdAt)
      .where(sql`${table.mediaStatus} = 'pending'`),
    check('clips_goal_type_check', sql`${table.goalType} in ('Shot', 'Free Kick')`),
    check('clips_outcome_check', sql`${table.outcome} in ('goal', 'miss')`),
    check('clips_difficulty_check', sql`${table.difficulty} in ('easy', 'normal', 'hard')`),
    check('clips_source_check', sql`${table.source} in ('demo', 'manifest')`),
    check('clips_media_status_check', sql`${table.mediaStatus} in ('pending', 'ready', 'failed', 'purged')`),
    check('clips_max_exposures_check', sql`${table.maxExposures} >= 1`),
    // A clip is never held by more games than it may be shown in, and only a held clip can have been shown.
    check(
      'clips_exposure_counts_check',
      sql`${table.reservedCount} >= 0 and ${table.reservedCount} <= ${table.maxExposures} and ${table.shownCount} >= 0 and ${table.shownCount} <= ${table.reservedCount}`,
    ),
    check('clips_xg_range_check', sql`${table.xg} is null or (${table.xg} >= 0 and ${table.xg} <= 1)`),
    // A ready clip always names its two videos.
    check(
      'clips_ready_has_media_check',
      sql`${table.mediaStatus} <> 'ready' or (${table.preVideoKey} is not null and ${table.postVideoKey} is not null)`,
    ),
  ],
);

/**
 * A filter a player asked for while the fresh buffer could not serve it (422): the buffer's top-up makes
 * clips for it first, and forgets it once the filter can serve a game again or after an hour.
 */
export const clipDemands = pgTable(
  'clip_demands',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    league: text('league').notNull(),
    fromYear: integer('from_year').notNull(),
    toYear: integer('to_year').notNull(),
    goalType: text('goal_type').$type<'Shot' | 'Free Kick'>(),
    difficulty: text('difficulty').notNull().default('normal').$type<Difficulty>(),
    /** Fresh goals and fresh misses the filter needs (the game's number of questions, each). */
    needed: integer('needed').notNull(),
    createdAt: timestamptz('created_at').notNull(),
  },
  (table) => [
    uniqueIndex('clip_demands_filter_unique').on(
      table.league,
      table.fromYear,
      table.toYear,
      sql`coalesce(${table.goalType}, '')`,
      table.difficulty,
    ),
  ],
);

/**
 * Who is topping up the buffer: one process at a time plans and inserts new clips (several would each see the
 * same shortfall and make it twice). A lease, not a lock, so it works the same on PGlite and PostgreSQL.
 */
export const clipBufferLease = pgTable('clip_buffer_lease', {
  id: integer('id').primaryKey(),
  holder: text('holder').notNull(),
  until: timestamptz('until').notNull(),
});

// ---------------------------------------------------------------------------------------------------------
// Games. The live round state (src/domain/game/rules/round-state.ts) is stored whole in `state`; the other
// columns repeat what queries, constraints and the scheduler need: status, score, and when to wake it next.

export const GAME_STATUSES = ['created', 'active', 'ended', 'voided'] as const;
export type GameStatus = (typeof GAME_STATUSES)[number];

/**
 * What is played (decision 0103): its mode, its clip set (match_questions), its schedule and its money rules. Its
 * entries are `games` rows (a game is one player's entry: the money it holds, its answers, its result). A solo game
 * is a match of one entry against the house, with the same id as its game; its status is its game's (null here).
 */
export const matches = pgTable(
  'matches',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    mode: text('mode').notNull().$type<MatchMode>(),
    /** Null for solo. Tournament: scheduled → live → closed, or cancelled. Challenge: open → accepted → closed, or expired. */
    status: text('status').$type<ContestStatus>(),
    /** The tournament's name (the operator's); null for solo and challenges. */
    name: text('name'),
    /** Who made it: the operator of a tournament, the creator of a challenge; null for solo. */
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'restrict' }),
    /** Contests only: what an entry holds (a tournament's fee, a challenge's stake), in `currency`'s minor units. */
    currency: text('currency'),
    entryFee: minorUnits('entry_fee'),
    numberOfQuestions: integer('number_of_questions').notNull(),
    difficulty: text('difficulty').notNull().$type<Difficulty>(),
    /** The clip set's league (contests plan their set for it); null when any. */
    league: text('league'),
    premiumOnly: boolean('premium_only').notNull().default(false),
    minEntrants: integer('min_entrants'),
    maxEntrants: integer('max_entrants'),
    /** The house's rake in basis points of the pool (500 = 5 %), fixed when the contest is made. */
    rakeBasisPoints: integer('rake_basis_points'),
    /** The prize split: each paid place's share of the pool after rake, in basis points (summing to 10,000). */
    prizeShares: jsonb('prize_shares').$type<number[]>(),
    /** A tournament: the share of its entrants paid (10 = the top 10 %), from which its places are set at its start. */
    paidPercent: integer('paid_percent'),
    /** A live tournament: question 0 goes out at starts_at, question n at starts_at + n × question_interval_ms. */
    startsAt: timestamptz('starts_at'),
    questionIntervalMs: integer('question_interval_ms'),
    /** A tournament's format (decision 0170): 'live' (one round on the server's clock) or 'window' (each in their own time). */
    tournamentFormat: text('tournament_format').$type<TournamentFormat>(),
    /** A challenge: accepted by then or it expires (its stake released); then played by both by ends_at. */
    expiresAt: timestamptz('expires_at'),
    endsAt: timestamptz('ends_at'),
    /** A challenge's link: the SHA-256 of its token (the token itself is only in the link). */
    linkTokenHash: text('link_token_hash'),
    /** A challenge's friend: who accepted its link, and when (their stake is held from then). */
    acceptedBy: uuid('accepted_by').references(() => users.id, { onDelete: 'restrict' }),
    acceptedAt: timestamptz('accepted_at'),
    createdAt: timestamptz('created_at').notNull(),
    updatedAt: timestamptz('updated_at').notNull(),
    closedAt: timestamptz('closed_at'),
    cancelledAt: timestamptz('cancelled_at'),
    cancelReason: text('cancel_reason'),
  },
  (table) => [
    check('matches_mode_check', sql`${table.mode} in ('solo', 'tournament', 'challenge')`),
    check(
      'matches_status_check',
      sql`(${table.mode} = 'solo' and ${table.status} is null) or (${table.mode} = 'tournament' and ${table.status} in ('scheduled', 'live', 'closed', 'cancelled')) or (${table.mode} = 'challenge' and ${table.status} in ('open', 'accepted', 'closed', 'expired'))`,
    ),
    check(
      'matches_contest_money_check',
      sql`${table.mode} = 'solo' or (${table.currency} is not null and ${table.entryFee} > 0 and ${table.rakeBasisPoints} between 0 and 10000)`,
    ),
    check(
      'matches_tournament_format_check',
      sql`(${table.mode} = 'tournament') = (${table.tournamentFormat} is not null) and (${table.tournamentFormat} is null or ${table.tournamentFormat} in ('live', 'window'))`,
    ),
    check('matches_difficulty_check', sql`${table.difficulty} in ('easy', 'normal', 'hard')`),
    // The contests to list, schedule and sweep, by status and time; solo matches are never looked up this way.
    index('matches_contests_idx')
      .on(table.mode, table.status, table.startsAt)
      .where(sql`${table.mode} <> 'solo'`),
    uniqueIndex('matches_link_token_unique')
      .on(table.linkTokenHash)
      .where(sql`${table.linkTokenHash} is not null`),
  ],
);

/**
 * A contest's clip set, planned when it is made: question n's clip, rendered for this match alone (reserved at
 * insert, so it never enters the fresh buffer). Solo games keep their clips in game_questions only.
 */
export const matchQuestions = pgTable(
  'match_questions',
  {
    matchId: uuid('match_id')
      .notNull()
      .references(() => matches.id, { onDelete: 'cascade' }),
    questionIndex: integer('question_index').notNull(),
    clipId: uuid('clip_id')
      .notNull()
      .references(() => clips.id),
  },
  (table) => [
    primaryKey({ name: 'match_questions_pk', columns: [table.matchId, table.questionIndex] }),
    uniqueIndex('match_questions_clip_unique').on(table.clipId),
  ],
);

export const games = pgTable(
  'games',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The match this game is an entry of (a solo game's has the game's own id). */
    matchId: uuid('match_id')
      .notNull()
      .references(() => matches.id, { onDelete: 'restrict' }),
    /** The match's mode, kept on the entry so the live pipeline settles it without reading the match. */
    mode: text('mode').notNull().default('solo').$type<MatchMode>(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    walletId: uuid('wallet_id')
      .notNull()
      .references(() => wallets.id),
    currency: text('currency').notNull(),
    /** A solo stake, or a contest's entry fee: what the entry holds on the wallet. */
    stake: minorUnits('stake').notNull(),
    /** The confirmed odds × 100 (145 = 1.45): what the payout is computed from. 100 for a contest's entry (no odds). */
    oddsHundredths: integer('odds_hundredths').notNull(),
    numberOfQuestions: integer('number_of_questions').notNull(),
    league: text('league').notNull(),
    fromYear: integer('from_year').notNull(),
    toYear: integer('to_year').notNull(),
    goalType: text('goal_type'),
    difficulty: text('difficulty').notNull().default('normal').$type<Difficulty>(),
    passMark: integer('pass_mark').notNull(),
    status: text('status').notNull().$type<GameStatus>(),
    /** The RoundState, as applyRoundEvent left it. Holds the outcomes: never sent to a player as is. */
    state: jsonb('state').notNull(),
    score: integer('score').notNull().default(0),
    endReason: text('end_reason'),
    /** When the scheduler must tick this game next; null once it has ended or been voided. */
    nextWakeAt: timestamptz('next_wake_at'),
    /** The time of the latest event applied: event times never go backwards, whichever process applies. */
    lastEventAt: timestamptz('last_event_at').notNull(),
    /** Bumped on every write; an update names the version it read (belt and braces to the row lock). */
    version: integer('version').notNull().default(0),
    createdAt: timestamptz('created_at').notNull(),
    startedAt: timestamptz('started_at'),
    endedAt: timestamptz('ended_at'),
    updatedAt: timestamptz('updated_at').notNull(),
    /** The creation's Idempotency-Key, if it had one, and its request: a repeat answers this game (decision 0093). */
    idempotencyKey: text('idempotency_key'),
    requestFingerprint: text('request_fingerprint'),
  },
  // No index holds a column a live game's events change (next_wake_at, state, score, version): its updates are
  // HOT, written beside the row in its page (fillfactor 50, migration 0019) with no new index entries. The due
  // games are read through games_live_idx. Indexed, next_wake_at gave every event a new entry in every index;
  // without a vacuum between, the poll of due games walked every past entry (performance note 0039).
  (table) => [
    index('games_user_created_idx').on(table.userId, table.createdAt.desc()),
    uniqueIndex('games_user_idempotency_key_unique')
      .on(table.userId, table.idempotencyKey)
      .where(sql`${table.idempotencyKey} is not null`),
    // A player's history and figures: their settled games, newest first.
    index('games_user_ended_idx')
      .on(table.userId, table.endedAt.desc())
      .where(sql`${table.status} = 'ended'`),
    // The risk monitor's scan and the console's figures of the day: games by when they ended.
    index('games_ended_at_idx')
      .on(table.endedAt)
      .where(sql`${table.status} = 'ended'`),
    // The live games alone, a handful per player whatever the table's size: every process's heartbeat looks
    // through them for sockets of dead processes (engine/find-orphaned-sockets.ts), which was a scan of every
    // game ever played every 2 s (9 ms at 51,000 games; 0.3 ms with this index).
    index('games_live_idx')
      .on(table.id)
      .where(sql`${table.status} in ('created', 'active')`),
    check('games_status_check', sql`${table.status} in ('created', 'active', 'ended', 'voided')`),
    check('games_difficulty_check', sql`${table.difficulty} in ('easy', 'normal', 'hard')`),
    check('games_stake_positive', sql`${table.stake} > 0`),
    check(
      'games_odds_floor',
      sql`(${table.mode} = 'solo' and ${table.oddsHundredths} >= 101) or (${table.mode} <> 'solo' and ${table.oddsHundredths} = 100)`,
    ),
    check('games_mode_check', sql`${table.mode} in ('solo', 'tournament', 'challenge')`),
    // One entry per player per contest; a contest's entries by match (standings, the close).
    uniqueIndex('games_contest_entry_unique')
      .on(table.matchId, table.userId)
      .where(sql`${table.mode} <> 'solo'`),
    check(
      'games_end_reason_check',
      sql`${table.endReason} is null or ${table.endReason} in ('completed', 'timeout', 'disconnected')`,
    ),
    check('games_ended_has_reason', sql`(${table.status} = 'ended') = (${table.endReason} is not null)`),
  ],
);

/** One row per question of a game: its clip, and once played, the answer and times (history, media gate). */
export const gameQuestions = pgTable(
  'game_questions',
  {
    gameId: uuid('game_id')
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    /** 0-based, as on the wire. */
    questionIndex: integer('question_index').notNull(),
    clipId: uuid('clip_id')
      .notNull()
      .references(() => clips.id),
    answer: text('answer'),
    isCorrect: boolean('is_correct'),
    sentAt: timestamptz('sent_at'),
    deadlineAt: timestamptz('deadline_at'),
    answeredAt: timestamptz('answered_at'),
  },
  (table) => [
    primaryKey({ name: 'game_questions_pk', columns: [table.gameId, table.questionIndex] }),
    // "Clips this player has seen" joins through here.
    index('game_questions_clip_id_idx').on(table.clipId),
    check('game_questions_answer_check', sql`${table.answer} is null or ${table.answer} in ('goal', 'miss')`),
  ],
);

/**
 * Where a contest's entry was made from (the entering request's address and browser, and the device of its session):
 * two entrants of one contest from one address or one device are flagged to the risk monitor
 * (`shared_contest_address`, `shared_contest_device`).
 */
export const matchEntryOrigins = pgTable(
  'match_entry_origins',
  {
    entryId: uuid('entry_id')
      .primaryKey()
      .references(() => games.id, { onDelete: 'cascade' }),
    matchId: uuid('match_id')
      .notNull()
      .references(() => matches.id, { onDelete: 'cascade' }),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    deviceId: text('device_id'),
    createdAt: timestamptz('created_at').notNull(),
  },
  (table) => [
    index('match_entry_origins_address_idx').on(table.matchId, table.ipAddress),
    index('match_entry_origins_device_idx').on(table.matchId, table.deviceId),
  ],
);

/**
 * The API processes serving game sockets: each beats every few seconds (the database's own now(), the
 * one clock every machine shares, not the injected one: liveness is not a game rule). A socket id starts with
 * its process's id, so a process whose beat goes stale has its sockets closed in their games by any other.
 */
export const gameServerInstances = pgTable('game_server_instances', {
  id: text('id').primaryKey(),
  /** Where it runs (host name and process id), for operators and the cluster's tests. */
  host: text('host').notNull(),
  pid: integer('pid').notNull(),
  startedAt: timestamptz('started_at').notNull().defaultNow(),
  heartbeatAt: timestamptz('heartbeat_at').notNull().defaultNow(),
  /** Sockets the process held at its last beat (for operators; correctness reads the games' states). */
  sockets: integer('sockets').notNull().default(0),
});

/** A quote holds 2 minutes; creating a game with the same parameters and odds in that time uses it. */
export const oddsQuotes = pgTable(
  'odds_quotes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The game parameters the odds were quoted for (questions, filters, wallet, stake), as one text. */
    fingerprint: text('fingerprint').notNull(),
    oddsHundredths: integer('odds_hundredths').notNull(),
    /** The reference predictor's accuracy p the odds were priced against (for audit). */
    referenceAccuracy: doublePrecision('reference_accuracy').notNull(),
    createdAt: timestamptz('created_at').notNull(),
    expiresAt: timestamptz('expires_at').notNull(),
  },
  (table) => [index('odds_quotes_user_fingerprint_idx').on(table.userId, table.fingerprint, table.expiresAt)],
);

// ---------------------------------------------------------------------------------------------------------
// Player figures. Rollups written at settlement, in the same transaction as the game's final state
// (ledger_settle_game, domain/ledger/settle-game-sql.ts), so the leaderboard and a player's rank read small tables instead
// of every question ever answered. Voided games never reach them.

/** A player's all-time totals over settled games: the all-time leaderboard and the global rank read this. */
export const playerTotals = pgTable(
  'player_totals',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    games: integer('games').notNull(),
    gamesWon: integer('games_won').notNull(),
    answered: integer('answered').notNull(),
    correct: integer('correct').notNull(),
    /** round(correct / answered × 100), kept beside its inputs so the ranking can be an index. */
    accuracy: integer('accuracy').notNull(),
    /** When the latest settled game ended: the tie-break (who reached these figures first ranks higher). */
    lastGameEndedAt: timestamptz('last_game_ended_at').notNull(),
  },
  (table) => [
    // The ranking order of the players who may be ranked: the top is an index scan, a rank is a count on it.
    index('player_totals_ranking_idx')
      .on(table.correct.desc(), table.accuracy.desc(), table.lastGameEndedAt, table.userId)
      // 10 = LEADERBOARD_MIN_ANSWERED (@gom/contract/stats); the queries' `answered >= N` uses it while N ≥ 10.
      .where(sql`${table.answered} >= 10`),
  ],
);

/**
 * A player's totals per calendar period (UTC): the ISO week (from Monday) and the month a game ended in. The
 * week and month leaderboards read the current period's rows through the ranking index, like all time.
 */
export const playerPeriodTotals = pgTable(
  'player_period_totals',
  {
    period: text('period').notNull().$type<'week' | 'month'>(),
    /** The period's first UTC day: a Monday for a week, the 1st for a month. */
    periodStart: date('period_start', { mode: 'string' }).notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    games: integer('games').notNull(),
    gamesWon: integer('games_won').notNull(),
    answered: integer('answered').notNull(),
    correct: integer('correct').notNull(),
    accuracy: integer('accuracy').notNull(),
    lastGameEndedAt: timestamptz('last_game_ended_at').notNull(),
  },
  (table) => [
    primaryKey({ name: 'player_period_totals_pk', columns: [table.period, table.periodStart, table.userId] }),
    // As player_totals_ranking_idx, within one period.
    index('player_period_totals_ranking_idx')
      .on(
        table.period,
        table.periodStart,
        table.correct.desc(),
        table.accuracy.desc(),
        table.lastGameEndedAt,
        table.userId,
      )
      .where(sql`${table.answered} >= 10`),
    check('player_period_totals_period_check', sql`${table.period} in ('week', 'month')`),
  ],
);

/**
 * How many ranked players (answered ≥ 10, the ranking indexes' predicate) have each all-time count of correct
 * predictions. A rank is the players at a higher count, summed here from a few dozen rows, plus the players tied
 * on the same count and ahead of the caller, counted on the ranking index: never every player ahead. Kept by
 * triggers on the rollup (migration 0023), so every writer of player_totals keeps it.
 */
export const playerTotalsByCorrect = pgTable('player_totals_by_correct', {
  correct: integer('correct').primaryKey(),
  players: integer('players').notNull(),
});

/** As player_totals_by_correct, for each week and month of player_period_totals. */
export const playerPeriodTotalsByCorrect = pgTable(
  'player_period_totals_by_correct',
  {
    period: text('period').notNull().$type<'week' | 'month'>(),
    periodStart: date('period_start', { mode: 'string' }).notNull(),
    correct: integer('correct').notNull(),
    players: integer('players').notNull(),
  },
  (table) => [
    primaryKey({
      name: 'player_period_totals_by_correct_pk',
      columns: [table.period, table.periodStart, table.correct],
    }),
  ],
);

// ---------------------------------------------------------------------------------------------------------
// Plans. Free is the absence of a live subscription; Premium is one row here, paid month by month
// from a wallet (each payment a 'subscription' transaction and a ledger transfer to the house).

export const SUBSCRIPTION_STATUSES = ['active', 'ended'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];
export const SUBSCRIPTION_END_REASONS = ['cancelled', 'paymentFailed'] as const;
export type SubscriptionEndReason = (typeof SUBSCRIPTION_END_REASONS)[number];

export const subscriptions = pgTable(
  'subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    /** The wallet every month is paid from. */
    walletId: uuid('wallet_id')
      .notNull()
      .references(() => wallets.id),
    currency: text('currency').notNull(),
    /** What the latest period cost, in minor units (the configured price when it was paid). */
    price: minorUnits('price').notNull(),
    status: text('status').notNull().$type<SubscriptionStatus>(),
    /** Periods are whole calendar months from here (a 31st renews on the last day of shorter months). */
    anchorAt: timestamptz('anchor_at').notNull(),
    /** 1 for the first month; the payment of period n has the key `subscription:<id>:<n>`. */
    periodNumber: integer('period_number').notNull(),
    currentPeriodStart: timestamptz('current_period_start').notNull(),
    currentPeriodEnd: timestamptz('current_period_end').notNull(),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    endedAt: timestamptz('ended_at'),
    endReason: text('end_reason').$type<SubscriptionEndReason>(),
    createdAt: timestamptz('created_at').notNull(),
    updatedAt: timestamptz('updated_at').notNull(),
  },
  (table) => [
    // One live subscription per player, whatever races.
    uniqueIndex('subscriptions_one_active_per_user')
      .on(table.userId)
      .where(sql`${table.status} = 'active'`),
    index('subscriptions_user_created_idx').on(table.userId, table.createdAt.desc()),
    // The renewal job's question: which live subscriptions are due.
    index('subscriptions_active_period_end_idx')
      .on(table.currentPeriodEnd)
      .where(sql`${table.status} = 'active'`),
    check('subscriptions_status_check', sql`${table.status} in ('active', 'ended')`),
    check('subscriptions_price_positive', sql`${table.price} > 0`),
    check('subscriptions_currency_check', sql`${table.currency} in ${CURRENCY_LIST}`),
    check('subscriptions_period_order', sql`${table.currentPeriodEnd} > ${table.currentPeriodStart}`),
    check(
      'subscriptions_ended_has_reason',
      sql`(${table.status} = 'ended') = (${table.endReason} is not null and ${table.endedAt} is not null)`,
    ),
    check(
      'subscriptions_end_reason_check',
      sql`${table.endReason} is null or ${table.endReason} in ('cancelled', 'paymentFailed')`,
    ),
  ],
);

/**
 * A player's safer-play settings. The row is also the player's safer-play lock: a stake or a
 * funding locks it (`select ... for update`) while it checks the limits and writes, so two requests at once
 * cannot both pass a limit.
 */
export const saferPlaySettings = pgTable('safer_play_settings', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** 0 (off), 15, 30 or 60. */
  realityCheckMinutes: integer('reality_check_minutes').notNull().default(0),
  timeOutUntil: timestamptz('time_out_until'),
  selfExclusionUntil: timestamptz('self_exclusion_until'),
  /** The play session the reality check measures: opened by a game, closed by 'Stop' or a long pause. */
  sessionStartedAt: timestamptz('session_started_at'),
  sessionLastGameAt: timestamptz('session_last_game_at'),
  /** When the player last answered 'Keep playing': the next check counts from here. */
  realityCheckAnsweredAt: timestamptz('reality_check_answered_at'),
  updatedAt: timestamptz('updated_at').notNull(),
});

/**
 * Deposit and loss limits per player, currency and period. `amount` is in force; a raise or a removal waits
 * 24 hours in `pending_*` (a lowering replaces `amount` at once).
 */
export const saferPlayLimits = pgTable(
  'safer_play_limits',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    currency: text('currency').notNull(),
    kind: text('kind').notNull().$type<'deposit' | 'loss'>(),
    period: text('period').notNull().$type<'day' | 'week' | 'month'>(),
    /** Minor units; null: no limit in force. */
    amount: minorUnits('amount'),
    /** Set: a change waits until `pending_effective_at`; `pending_amount` null then means removal. */
    pendingEffectiveAt: timestamptz('pending_effective_at'),
    pendingAmount: minorUnits('pending_amount'),
    updatedAt: timestamptz('updated_at').notNull(),
  },
  (table) => [
    primaryKey({ name: 'safer_play_limits_pk', columns: [table.userId, table.currency, table.kind, table.period] }),
    check('safer_play_limits_kind_check', sql`${table.kind} in ('deposit', 'loss')`),
    check('safer_play_limits_period_check', sql`${table.period} in ('day', 'week', 'month')`),
    check('safer_play_limits_currency_check', sql`${table.currency} in ${CURRENCY_LIST}`),
    check('safer_play_limits_amount_positive', sql`${table.amount} is null or ${table.amount} > 0`),
    check('safer_play_limits_pending_positive', sql`${table.pendingAmount} is null or ${table.pendingAmount} > 0`),
  ],
);

// ---------------------------------------------------------------------------------------------------------
// The operator console.

/**
 * Every operator action that changes anything: who, what, when, on which entity, the entity before and after.
 * Written in the same transaction as the action; a trigger refuses UPDATE and DELETE (migration).
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The operator; null for the `npm run users` CLI (whoever holds the server's shell). */
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'restrict' }),
    action: text('action').notNull(),
    entityType: text('entity_type').notNull(),
    entityId: text('entity_id').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    createdAt: timestamptz('created_at').notNull(),
  },
  (table) => [
    index('audit_log_created_idx').on(table.createdAt.desc()),
    index('audit_log_entity_idx').on(table.entityType, table.entityId),
  ],
);

/**
 * A withdrawal that waits for an operator (above the currency's review threshold, or of a flagged player): it
 * stays 'pending' with its hold and reaches the payout provider only when approved; rejected, the hold is released.
 */
export const withdrawalReviews = pgTable(
  'withdrawal_reviews',
  {
    transactionId: uuid('transaction_id')
      .primaryKey()
      .references(() => moneyTransactions.id),
    reason: text('reason').notNull().$type<'threshold' | 'flagged'>(),
    status: text('status').notNull().$type<'waiting' | 'approved' | 'rejected'>(),
    createdAt: timestamptz('created_at').notNull(),
    decidedAt: timestamptz('decided_at'),
    decidedBy: uuid('decided_by').references(() => users.id),
  },
  (table) => [
    index('withdrawal_reviews_waiting_idx')
      .on(table.createdAt)
      .where(sql`${table.status} = 'waiting'`),
    check('withdrawal_reviews_reason_check', sql`${table.reason} in ('threshold', 'flagged')`),
    check('withdrawal_reviews_status_check', sql`${table.status} in ('waiting', 'approved', 'rejected')`),
  ],
);

/** The risk monitor's findings on a player, with the figures behind them; a flagged player's withdrawals wait. */
export const riskFlags = pgTable(
  'risk_flags',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind')
      .notNull()
      .$type<'improbable_record' | 'shared_address' | 'shared_contest_address' | 'shared_contest_device'>(),
    figures: jsonb('figures').notNull().$type<Record<string, unknown>>(),
    createdAt: timestamptz('created_at').notNull(),
    updatedAt: timestamptz('updated_at').notNull(),
  },
  (table) => [
    primaryKey({ name: 'risk_flags_pk', columns: [table.userId, table.kind] }),
    check(
      'risk_flags_kind_check',
      sql`${table.kind} in ('improbable_record', 'shared_address', 'shared_contest_address', 'shared_contest_device')`,
    ),
  ],
);

// ---------------------------------------------------------------------------------------------------------
// Rate limits shared by every API process on PostgreSQL (decision 0019): one fixed window per key, counted by
// one upsert. The embedded default counts in memory instead.

export const rateLimitWindows = pgTable(
  'rate_limit_windows',
  {
    key: text('key').primaryKey(),
    count: integer('count').notNull(),
    resetAt: timestamptz('reset_at').notNull(),
  },
  (table) => [index('rate_limit_windows_reset_at_idx').on(table.resetAt)],
);
