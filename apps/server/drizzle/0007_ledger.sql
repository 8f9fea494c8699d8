CREATE TABLE "ledger_accounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"app_id" integer NOT NULL,
	"code" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ledger_journals" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ledger_journals_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"app_id" integer NOT NULL,
	"kind" text NOT NULL,
	"reference" text NOT NULL,
	"idempotency_key" text,
	"memo" text,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ledger_postings" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ledger_postings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"journal_id" bigint NOT NULL,
	"app_id" integer NOT NULL,
	"account_id" integer NOT NULL,
	"amount_cents" bigint NOT NULL,
	CONSTRAINT "ledger_postings_amount_nonzero" CHECK ("ledger_postings"."amount_cents" <> 0)
);
--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_app_id_apps_id_fk" FOREIGN KEY ("app_id") REFERENCES "public"."apps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_journals" ADD CONSTRAINT "ledger_journals_app_id_apps_id_fk" FOREIGN KEY ("app_id") REFERENCES "public"."apps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_postings" ADD CONSTRAINT "ledger_postings_journal_id_ledger_journals_id_fk" FOREIGN KEY ("journal_id") REFERENCES "public"."ledger_journals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_postings" ADD CONSTRAINT "ledger_postings_app_id_apps_id_fk" FOREIGN KEY ("app_id") REFERENCES "public"."apps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_postings" ADD CONSTRAINT "ledger_postings_account_id_ledger_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."ledger_accounts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_accounts_app_code_idx" ON "ledger_accounts" USING btree ("app_id","code");--> statement-breakpoint
CREATE INDEX "ledger_journals_reference_idx" ON "ledger_journals" USING btree ("app_id","reference");--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_journals_idempotency_idx" ON "ledger_journals" USING btree ("app_id","idempotency_key") WHERE "ledger_journals"."idempotency_key" is not null;--> statement-breakpoint
CREATE INDEX "ledger_postings_journal_idx" ON "ledger_postings" USING btree ("journal_id");--> statement-breakpoint
CREATE INDEX "ledger_postings_account_idx" ON "ledger_postings" USING btree ("account_id");--> statement-breakpoint
-- The ledger proves its own balance: a journal commits only when its postings sum to zero, all
-- in the journal's app (accounts included), and with at least two of them. Deferred to the
-- commit, so a journal's postings may be inserted one by one inside its transaction.
CREATE FUNCTION ledger_journal_balanced() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  target bigint;
  total numeric;
  postings integer;
  strangers integer;
BEGIN
  -- Each branch is planned only when it runs: a journal row has no journal_id field.
  IF TG_TABLE_NAME = 'ledger_journals' THEN
    target := NEW.id;
  ELSE
    target := NEW.journal_id;
  END IF;
  SELECT coalesce(sum(p.amount_cents), 0), count(p.id),
         count(p.id) FILTER (WHERE p.app_id <> j.app_id OR a.app_id <> j.app_id)
    INTO total, postings, strangers
    FROM ledger_journals j
    LEFT JOIN ledger_postings p ON p.journal_id = j.id
    LEFT JOIN ledger_accounts a ON a.id = p.account_id
   WHERE j.id = target;
  IF postings < 2 OR total <> 0 OR strangers > 0 THEN
    RAISE EXCEPTION 'ledger journal % is unbalanced: % postings summing to % centavos (% of another app)',
      target, postings, total, strangers
      USING ERRCODE = 'check_violation', CONSTRAINT = 'ledger_journal_balanced';
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER ledger_postings_balanced
  AFTER INSERT ON ledger_postings DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION ledger_journal_balanced();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER ledger_journals_balanced
  AFTER INSERT ON ledger_journals DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION ledger_journal_balanced();
--> statement-breakpoint
-- Append-only: a mistake is undone by a reversing journal, never by editing the trail. Rows go
-- only with their app (a store deleted for good takes its ledger with it).
CREATE FUNCTION ledger_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' AND NOT EXISTS (SELECT 1 FROM apps WHERE id = OLD.app_id) THEN
    RETURN OLD;
  END IF;
  RAISE EXCEPTION 'the ledger is append-only: % on % refused', TG_OP, TG_TABLE_NAME
    USING ERRCODE = 'restrict_violation';
END
$$;
--> statement-breakpoint
CREATE TRIGGER ledger_postings_append_only BEFORE UPDATE OR DELETE ON ledger_postings
  FOR EACH ROW EXECUTE FUNCTION ledger_append_only();
--> statement-breakpoint
CREATE TRIGGER ledger_journals_append_only BEFORE UPDATE OR DELETE ON ledger_journals
  FOR EACH ROW EXECUTE FUNCTION ledger_append_only();
