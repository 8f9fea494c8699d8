-- The ledger's balance check, cheaper (bench:recurrence): migration 0007 checked every journal
-- once per posting and once more for itself, each a deferred row trigger that re-read the whole
-- journal at commit — ten reads of three journals for a card payment. Now:
-- - a journal is checked once, at commit (the deferred trigger on ledger_journals, kept): two
--   postings or more, summing to zero;
-- - the postings are checked once per statement, at once, by a statement trigger over the rows
--   the statement added: each in its journal's app, on an account of that app, and written by
--   the journal's own (sub)transaction — so no later transaction can add postings to a journal
--   whose balance was already checked and committed.
-- A journal's postings must therefore be written in the transaction (and savepoint) that wrote
-- the journal, as every writer does (ledger/post.ts, the batch charge, the demo).
DROP TRIGGER ledger_postings_balanced ON ledger_postings;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION ledger_journal_balanced() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  total numeric;
  postings integer;
BEGIN
  SELECT coalesce(sum(p.amount_cents), 0), count(*) INTO total, postings
    FROM ledger_postings p WHERE p.journal_id = NEW.id;
  IF postings < 2 OR total <> 0 THEN
    RAISE EXCEPTION 'ledger journal % is unbalanced: % postings summing to % centavos',
      NEW.id, postings, total
      USING ERRCODE = 'check_violation', CONSTRAINT = 'ledger_journal_balanced';
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION ledger_postings_belong() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  writer xid;
  offender bigint;
BEGIN
  -- Every row of one statement carries the same xmin: the (sub)transaction writing them.
  SELECT p.xmin INTO writer FROM ledger_postings p
   WHERE p.id = (SELECT min(n.id) FROM new_postings n);
  SELECT n.journal_id INTO offender
    FROM new_postings n
    JOIN ledger_journals j ON j.id = n.journal_id
    JOIN ledger_accounts a ON a.id = n.account_id
   WHERE n.app_id <> j.app_id OR a.app_id <> j.app_id OR j.xmin <> writer
   LIMIT 1;
  IF offender IS NOT NULL THEN
    RAISE EXCEPTION 'ledger journal %: a posting of another app, or added after the journal was written',
      offender
      USING ERRCODE = 'check_violation', CONSTRAINT = 'ledger_journal_balanced';
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER ledger_postings_belong AFTER INSERT ON ledger_postings
  REFERENCING NEW TABLE AS new_postings
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_postings_belong();
