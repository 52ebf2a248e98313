-- Ledger rules a CHECK cannot express (see src/domain/ledger/README.md). Checked at COMMIT, so a transfer
-- may be written posting by posting inside its transaction, but no transaction can commit a transfer
-- whose postings do not sum to zero, nor change or remove one afterwards.

CREATE FUNCTION ledger_assert_transfer_balanced() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  target uuid;
  posting_count bigint;
  posting_sum numeric;
BEGIN
  -- Two triggers share this function; each row type has its own field naming the transfer.
  IF TG_TABLE_NAME = 'ledger_transfers' THEN
    target := NEW.id;
  ELSE
    target := NEW.transfer_id;
  END IF;
  SELECT count(*), coalesce(sum(amount), 0) INTO posting_count, posting_sum
    FROM ledger_postings WHERE transfer_id = target;
  IF posting_count < 2 OR posting_sum <> 0 THEN
    RAISE EXCEPTION 'ledger transfer % is unbalanced: % postings summing to %', target, posting_count, posting_sum
      USING ERRCODE = 'check_violation', CONSTRAINT = 'ledger_transfer_balanced';
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER ledger_transfers_balanced
  AFTER INSERT ON ledger_transfers DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION ledger_assert_transfer_balanced();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER ledger_postings_balanced
  AFTER INSERT ON ledger_postings DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION ledger_assert_transfer_balanced();
--> statement-breakpoint
CREATE FUNCTION ledger_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION '% rows are append-only', TG_TABLE_NAME USING ERRCODE = 'restrict_violation';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER ledger_postings_append_only
  BEFORE UPDATE OR DELETE ON ledger_postings
  FOR EACH ROW EXECUTE FUNCTION ledger_refuse_change();
--> statement-breakpoint
CREATE TRIGGER ledger_transfers_append_only
  BEFORE UPDATE OR DELETE ON ledger_transfers
  FOR EACH ROW EXECUTE FUNCTION ledger_refuse_change();
