-- A game's settlement is the ledger's (src/domain/ledger/settle-game-sql.ts, decision 0130): the function of
-- migration 0018 becomes `ledger_settle_game`, whose text is the ledger module's SETTLE_GAME_FUNCTION, built with
-- the ledger's own idempotency keys (src/domain/ledger/ledger-keys.ts). It writes what settle_game wrote, in the
-- same order and under the same locks; test/ledger/one-ledger-writer.test.ts fails if this text and the module's
-- differ, or if anything else writes postings.
CREATE FUNCTION ledger_settle_game(
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
   WHERE mt.user_id = p_user_id AND mt.idempotency_key = 'game:' || (p_game_id) || ':stake'
     FOR UPDATE OF mt, h;
  IF NOT FOUND THEN
    RAISE EXCEPTION 'No stake for this game' USING ERRCODE = 'no_data_found';
  END IF;
  IF stake.status = 'completed' THEN
    -- Settled before: what it paid, and nothing more.
    SELECT id INTO winnings_id FROM money_transactions
     WHERE user_id = p_user_id AND idempotency_key = 'game:' || (p_game_id) || ':winnings';
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
  VALUES ('hold:' || (stake.hold_id) || ':capture', stake.currency, 'gameStake', p_now)
  RETURNING id INTO capture_id;
  INSERT INTO ledger_postings (transfer_id, account_id, currency, amount)
  VALUES (capture_id, stake.account_id, stake.currency, -stake.amount),
         (capture_id, p_house_account_id, stake.currency, stake.amount);
  UPDATE ledger_holds SET status = 'captured', transfer_id = capture_id, settled_at = p_now WHERE id = stake.hold_id;
  UPDATE money_transactions SET status = 'completed', transfer_id = capture_id, updated_at = p_now WHERE id = stake.id;

  IF p_payout > 0 THEN
    INSERT INTO ledger_transfers (idempotency_key, currency, kind, created_at)
    VALUES ('game:' || (p_game_id) || ':winnings', stake.currency, 'winnings', p_now)
    RETURNING id INTO winnings_transfer_id;
    INSERT INTO ledger_postings (transfer_id, account_id, currency, amount)
    VALUES (winnings_transfer_id, p_house_account_id, stake.currency, -p_payout),
           (winnings_transfer_id, stake.account_id, stake.currency, p_payout);
    INSERT INTO money_transactions (user_id, wallet_id, reference, type, status, currency, amount, idempotency_key,
                                    transfer_id, created_at, updated_at)
    VALUES (p_user_id, stake.account_id, p_reference, 'winnings', 'completed', stake.currency, p_payout,
            'game:' || (p_game_id) || ':winnings', winnings_transfer_id, p_now, p_now)
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
--> statement-breakpoint
-- An API process of the release before this one may still be running while a cluster rolls over (decision 0130):
-- its settlements call settle_game, which now only hands them to the ledger's function, writing nothing itself.
CREATE OR REPLACE FUNCTION settle_game(
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
) RETURNS uuid LANGUAGE sql AS $$
  SELECT ledger_settle_game(p_game_id, p_user_id, p_house_account_id, p_payout, p_reference, p_now, p_won,
                            p_answered, p_correct, p_accuracy, p_ended_at, p_week_start, p_month_start)
$$;
