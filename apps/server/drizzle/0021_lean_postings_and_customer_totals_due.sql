-- bench:recurrence's billing, lighter (issue 13 item 8):
-- - customer_totals_due: customers a batch of charges marks for one recount when the billing run's
--   batches are done (payments/customer-totals.ts), instead of recounting them in every batch;
-- - ledger_postings loses its own keys to apps and to ledger_accounts, two checks (and two row
--   locks) per posting: the statement trigger of 0017 now also refuses a posting whose journal or
--   account does not exist, accounts become append-only like journals and postings (they go only
--   with their app), and the journal's key still removes the postings with their app.
CREATE TABLE "customer_totals_due" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "customer_totals_due_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"app_id" integer NOT NULL,
	"customer_id" bigint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ledger_postings" DROP CONSTRAINT "ledger_postings_app_id_apps_id_fk";
--> statement-breakpoint
ALTER TABLE "ledger_postings" DROP CONSTRAINT "ledger_postings_account_id_ledger_accounts_id_fk";

--> statement-breakpoint
CREATE OR REPLACE FUNCTION ledger_postings_belong() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  writer xid;
  offender bigint;
BEGIN
  -- Every row of one statement carries the same xmin: the (sub)transaction writing them.
  SELECT p.xmin INTO writer FROM ledger_postings p
   WHERE p.id = (SELECT min(n.id) FROM new_postings n);
  SELECT n.journal_id INTO offender
    FROM new_postings n
    LEFT JOIN ledger_journals j ON j.id = n.journal_id
    LEFT JOIN ledger_accounts a ON a.id = n.account_id
   WHERE j.id IS NULL OR a.id IS NULL
      OR n.app_id <> j.app_id OR a.app_id <> j.app_id OR j.xmin <> writer
   LIMIT 1;
  IF offender IS NOT NULL THEN
    RAISE EXCEPTION 'ledger journal %: a posting of another app or an unknown account, or added after the journal was written',
      offender
      USING ERRCODE = 'check_violation', CONSTRAINT = 'ledger_journal_balanced';
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER ledger_accounts_append_only BEFORE UPDATE OR DELETE ON ledger_accounts
  FOR EACH ROW EXECUTE FUNCTION ledger_append_only();
