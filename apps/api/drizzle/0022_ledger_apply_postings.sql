-- A transfer's accounts are locked and changed by one function (performance note 0045), called from the
-- transfer's statement (src/domain/ledger/post-transfer.ts) in place of the statement's own locking and updating
-- steps.
--
-- Why a function: a statement that waits for a row lock and finds the row changed by the transaction it waited
-- for re-checks the row with EvalPlanQual, and PostgreSQL sets that up by initialising every sub-plan of the
-- statement: the transfer's insert, its postings' insert and any caller's steps, twice (once to lock, once to
-- update). On a wallet every transfer touches, that ran inside the lock for each transfer, and was most of the
-- time the lock was held. Here each account is changed by an UPDATE of its own, which takes its snapshot when it
-- starts: one that waited re-checks one index scan.
--
-- Same guarantees as before: the accounts are locked in id order (each UPDATE locks its row, and they run in id
-- order), so no transfer deadlocks with another or with a settlement over the same accounts (settle_game locks in
-- id order too), and only accounts of the transfer's currency change; the postings' composite foreign key still
-- refuses an account that is missing or of another currency, and the accounts' CHECKs a wallet that would go below
-- what it holds. One statement per account, not one for all: each has a single key to look up, so its cached plan
-- is an index scan (a plan for a whole array, cached without its values, scans the table). It answers each changed
-- account's owner (null for a system account).
CREATE FUNCTION ledger_apply_postings(
  p_currency text,
  p_account_ids uuid[],
  p_amounts bigint[],
  p_held_deltas bigint[]
) RETURNS SETOF uuid LANGUAGE plpgsql AS $$
DECLARE
  posting record;
  owner uuid;
BEGIN
  FOR posting IN
    SELECT * FROM unnest(p_account_ids, p_amounts, p_held_deltas) AS p(account_id, amount, held_delta)
     ORDER BY account_id
  LOOP
    UPDATE ledger_accounts SET balance = balance + posting.amount, held = held + posting.held_delta
     WHERE id = posting.account_id AND currency = p_currency
    RETURNING user_id INTO owner;
    IF FOUND THEN
      RETURN NEXT owner;
    END IF;
  END LOOP;
END
$$;
