import { DomainError } from '../domain-error.ts';
import { gameStakeKey, gameWinningsKey, holdCaptureKey } from './ledger-keys.ts';

// A played game's settlement, written by the ledger: the SQL function `ledger_settle_game` is defined here (migration
// 0029 holds this very text, and test/ledger/one-ledger-writer.test.ts fails when the two differ), and the only call
// of it is `settleGameCall`, which the game's final write (game/persist-game-event.ts) and `settleGameStake`
// (wallets/settle-game-stake.ts) embed in their statements. Its stake leaves the wallet for the house, a win is paid
// from the same house row, and the player's rollups count the game (performance note 0035): a settlement costs no
// round trip of its own.
//
// Exactly once: the stake and its hold are locked first; a stake already completed returns what it was paid and
// changes nothing, one cancelled (a voided game's) is refused. Locks, always in this order: the stake and its hold,
// the player's rollup rows, then the wallet's and the house's account rows together in id order, as every transfer
// locks its accounts (post-transfer.ts): a settlement that locked the wallet first would deadlock with a transfer
// between the two that locked the house first (ledger-concurrency.postgres.test.ts). Both transfers, their postings
// and the player-facing rows are those post-transfer.ts and capture-hold.ts write, under the same keys
// (ledger-keys.ts); the ledger's triggers still check at COMMIT that each transfer balances, and the accounts'
// CHECKs that no wallet goes below what it holds.

/** The function's definition, as migration 0029 creates it. */
export const SETTLE_GAME_FUNCTION = `CREATE FUNCTION ledger_settle_game(
  p_game_id uuid,
  p_user_id uuid,
  p_house_account_id uuid,
  p_payout bigint,
  p_reference text,
  p_now timestamptz,
  p_won boolean,
  p_answered int,
  p_correct int,
  p_accuracy int,
  p_ended_at timestamptz,
  p_week_start date,
  p_month_start date
) RETURNS uuid LANGUAGE plpgsql AS $$
DECLARE
  stake record;
  capture_id uuid;
  winnings_transfer_id uuid;
  winnings_id uuid;
BEGIN
  IF p_payout < 0 THEN
    RAISE EXCEPTION 'winnings of game % are negative', p_game_id USING ERRCODE = 'check_violation';
  END IF;
  SELECT mt.id, mt.status, h.id AS hold_id, h.account_id, h.amount, h.status AS hold_status, a.currency
    INTO stake
    FROM money_transactions mt
    JOIN ledger_holds h ON h.id = mt.hold_id
    JOIN ledger_accounts a ON a.id = h.account_id
   WHERE mt.user_id = p_user_id AND mt.idempotency_key = ${gameStakeKey.sql('p_game_id')}
     FOR UPDATE OF mt, h;
  IF NOT FOUND THEN
    RAISE EXCEPTION 'No stake for this game' USING ERRCODE = 'no_data_found';
  END IF;
  IF stake.status = 'completed' THEN
    -- Settled before: what it paid, and nothing more.
    SELECT id INTO winnings_id FROM money_transactions
     WHERE user_id = p_user_id AND idempotency_key = ${gameWinningsKey.sql('p_game_id')};
    RETURN winnings_id;
  END IF;
  IF stake.status <> 'pending' OR stake.hold_status <> 'active' THEN
    RAISE EXCEPTION 'This stake is already %', stake.status USING ERRCODE = 'object_not_in_prerequisite_state';
  END IF;

  INSERT INTO player_totals AS t (user_id, games, games_won, answered, correct, accuracy, last_game_ended_at)
  VALUES (p_user_id, 1, p_won::int, p_answered, p_correct, p_accuracy, p_ended_at)
  ON CONFLICT (user_id) DO UPDATE SET
    games = t.games + excluded.games, games_won = t.games_won + excluded.games_won,
    answered = t.answered + excluded.answered, correct = t.correct + excluded.correct,
    accuracy = CASE WHEN t.answered + excluded.answered = 0 THEN 0
      ELSE round((t.correct + excluded.correct) * 100.0 / (t.answered + excluded.answered))::int END,
    last_game_ended_at = greatest(t.last_game_ended_at, excluded.last_game_ended_at);
  INSERT INTO player_period_totals AS t
    (period, period_start, user_id, games, games_won, answered, correct, accuracy, last_game_ended_at)
  VALUES ('week', p_week_start, p_user_id, 1, p_won::int, p_answered, p_correct, p_accuracy, p_ended_at),
         ('month', p_month_start, p_user_id, 1, p_won::int, p_answered, p_correct, p_accuracy, p_ended_at)
  ON CONFLICT (period, period_start, user_id) DO UPDATE SET
    games = t.games + excluded.games, games_won = t.games_won + excluded.games_won,
    answered = t.answered + excluded.answered, correct = t.correct + excluded.correct,
    accuracy = CASE WHEN t.answered + excluded.answered = 0 THEN 0
      ELSE round((t.correct + excluded.correct) * 100.0 / (t.answered + excluded.answered))::int END,
    last_game_ended_at = greatest(t.last_game_ended_at, excluded.last_game_ended_at);

  PERFORM 1 FROM ledger_accounts WHERE id IN (stake.account_id, p_house_account_id) ORDER BY id FOR UPDATE;

  INSERT INTO ledger_transfers (idempotency_key, currency, kind, created_at)
  VALUES (${holdCaptureKey.sql('stake.hold_id')}, stake.currency, 'gameStake', p_now)
  RETURNING id INTO capture_id;
  INSERT INTO ledger_postings (transfer_id, account_id, currency, amount)
  VALUES (capture_id, stake.account_id, stake.currency, -stake.amount),
         (capture_id, p_house_account_id, stake.currency, stake.amount);
  UPDATE ledger_holds SET status = 'captured', transfer_id = capture_id, settled_at = p_now WHERE id = stake.hold_id;
  UPDATE money_transactions SET status = 'completed', transfer_id = capture_id, updated_at = p_now WHERE id = stake.id;

  IF p_payout > 0 THEN
    INSERT INTO ledger_transfers (idempotency_key, currency, kind, created_at)
    VALUES (${gameWinningsKey.sql('p_game_id')}, stake.currency, 'winnings', p_now)
    RETURNING id INTO winnings_transfer_id;
    INSERT INTO ledger_postings (transfer_id, account_id, currency, amount)
    VALUES (winnings_transfer_id, p_house_account_id, stake.currency, -p_payout),
           (winnings_transfer_id, stake.account_id, stake.currency, p_payout);
    INSERT INTO money_transactions (user_id, wallet_id, reference, type, status, currency, amount, idempotency_key,
                                    transfer_id, created_at, updated_at)
    VALUES (p_user_id, stake.account_id, p_reference, 'winnings', 'completed', stake.currency, p_payout,
            ${gameWinningsKey.sql('p_game_id')}, winnings_transfer_id, p_now, p_now)
    RETURNING id INTO winnings_id;
  END IF;

  -- Each account once, by the net of both transfers: the wallet gives the stake it held and takes the winnings.
  UPDATE ledger_accounts SET balance = balance - stake.amount + p_payout, held = held - stake.amount
   WHERE id = stake.account_id;
  UPDATE ledger_accounts SET balance = balance + stake.amount - p_payout
   WHERE id = p_house_account_id AND kind = 'house' AND currency = stake.currency;
  IF NOT FOUND THEN
    RAISE EXCEPTION 'account % is not a % house account', p_house_account_id, stake.currency
      USING ERRCODE = 'foreign_key_violation';
  END IF;
  RETURN winnings_id;
END
$$;
`;

/**
 * The settlement's columns as a JSON record carries them to `ledger_settle_game` (the keys of
 * wallets/settle-game-stake.ts's settlementRecord).
 */
export const SETTLEMENT_RECORD_COLUMNS = `game_id uuid, user_id uuid, house uuid, payout bigint, reference text,
  won boolean, answered int, correct int, accuracy int, ended_at timestamptz, week_start date, month_start date`;

/**
 * The call of `ledger_settle_game` on record `s` (SETTLEMENT_RECORD_COLUMNS) at time `now` (SQL), for a statement's
 * select list; it answers the winnings' money transaction id (null on a loss).
 */
export const settleGameCall = (s: string, now: string) =>
  `ledger_settle_game(${s}.game_id, ${s}.user_id, ${s}.house, ${s}.payout, ${s}.reference, ${now}, ${s}.won,
    ${s}.answered, ${s}.correct, ${s}.accuracy, ${s}.ended_at, ${s}.week_start, ${s}.month_start)`;

/** `ledger_settle_game`'s refusals as the API says them; undefined for any other error. */
export function settlementError(error: unknown): DomainError | undefined {
  const cause = (error as { cause?: { code?: string; message?: string } }).cause ?? (error as { code?: string });
  const message = (cause as { message?: string }).message ?? '';
  if (cause.code === 'P0002') return new DomainError('NOT_FOUND', 'No stake for this game');
  if (cause.code === '55000') return new DomainError('CONFLICT', message);
  return undefined;
}
