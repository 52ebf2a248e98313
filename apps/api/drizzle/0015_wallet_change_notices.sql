-- Every change of a player's wallets or balances tells the API processes, which keep wallet lists in memory
-- (decision 0024): a NOTIFY with the player's id, sent by PostgreSQL only when the transaction commits, so a
-- process never drops its copy before the change can be read, nor hears of one that rolled back. A trigger,
-- not the application, so no writer (a new code path, a worker, an operator's SQL) can forget it. NOTIFY
-- folds repeats of one payload within a transaction into one notice.

CREATE FUNCTION notify_wallet_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM pg_notify('gom_wallet_changes', OLD.user_id::text);
  ELSE
    PERFORM pg_notify('gom_wallet_changes', NEW.user_id::text);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER ledger_accounts_notify_wallet_change
  AFTER UPDATE OF balance, held ON ledger_accounts
  FOR EACH ROW
  WHEN (NEW.kind = 'player_wallet' AND (OLD.balance, OLD.held) IS DISTINCT FROM (NEW.balance, NEW.held))
  EXECUTE FUNCTION notify_wallet_change();
--> statement-breakpoint
CREATE TRIGGER wallets_notify_wallet_change
  AFTER INSERT OR UPDATE OR DELETE ON wallets
  FOR EACH ROW EXECUTE FUNCTION notify_wallet_change();
