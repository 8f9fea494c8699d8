CREATE TABLE "sandbox_transfers" (
	"id" text PRIMARY KEY NOT NULL,
	"app_id" integer NOT NULL,
	"reference" text NOT NULL,
	"amount_cents" bigint NOT NULL,
	"destination" jsonb NOT NULL,
	"status" text NOT NULL,
	"failure_reason" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wallet_payouts" (
	"id" serial PRIMARY KEY NOT NULL,
	"app_id" integer NOT NULL,
	"kind" text NOT NULL,
	"status" text NOT NULL,
	"amount_cents" bigint NOT NULL,
	"description" text,
	"supplier_id" integer,
	"destination" jsonb NOT NULL,
	"provider" text NOT NULL,
	"provider_reference" text,
	"failure_reason" text,
	"idempotency_key" text,
	"requested_at" timestamp with time zone NOT NULL,
	"paid_out_at" timestamp with time zone,
	"failed_at" timestamp with time zone,
	CONSTRAINT "wallet_payouts_kind" CHECK ("wallet_payouts"."kind" in ('withdrawal', 'supplier_payment')),
	CONSTRAINT "wallet_payouts_status" CHECK ("wallet_payouts"."status" in ('in_transit', 'paid_out', 'failed')),
	CONSTRAINT "wallet_payouts_amount" CHECK ("wallet_payouts"."amount_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "wallet_suppliers" (
	"id" serial PRIMARY KEY NOT NULL,
	"app_id" integer NOT NULL,
	"name" text NOT NULL,
	"search_name" text NOT NULL,
	"document" text NOT NULL,
	"email" text,
	"category" text NOT NULL,
	"destination" jsonb NOT NULL,
	"archived_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wallets" (
	"app_id" integer PRIMARY KEY NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"enabled_at" timestamp with time zone,
	"min_withdrawal_cents" bigint NOT NULL,
	"daily_withdrawal_cap_cents" bigint NOT NULL,
	"destination" jsonb,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sandbox_transfers" ADD CONSTRAINT "sandbox_transfers_app_id_apps_id_fk" FOREIGN KEY ("app_id") REFERENCES "public"."apps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_payouts" ADD CONSTRAINT "wallet_payouts_app_id_apps_id_fk" FOREIGN KEY ("app_id") REFERENCES "public"."apps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_payouts" ADD CONSTRAINT "wallet_payouts_supplier_id_wallet_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."wallet_suppliers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_suppliers" ADD CONSTRAINT "wallet_suppliers_app_id_apps_id_fk" FOREIGN KEY ("app_id") REFERENCES "public"."apps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallets" ADD CONSTRAINT "wallets_app_id_apps_id_fk" FOREIGN KEY ("app_id") REFERENCES "public"."apps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_transfers_reference_key" ON "sandbox_transfers" USING btree ("app_id","reference");--> statement-breakpoint
CREATE INDEX "wallet_payouts_app_idx" ON "wallet_payouts" USING btree ("app_id","id");--> statement-breakpoint
CREATE INDEX "wallet_payouts_supplier_idx" ON "wallet_payouts" USING btree ("app_id","supplier_id","id");--> statement-breakpoint
CREATE INDEX "wallet_payouts_kind_idx" ON "wallet_payouts" USING btree ("app_id","kind","requested_at");--> statement-breakpoint
CREATE UNIQUE INDEX "wallet_payouts_idempotency_key" ON "wallet_payouts" USING btree ("app_id","idempotency_key") WHERE "wallet_payouts"."idempotency_key" is not null;--> statement-breakpoint
CREATE INDEX "wallet_suppliers_app_idx" ON "wallet_suppliers" USING btree ("app_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "wallet_suppliers_document_key" ON "wallet_suppliers" USING btree ("app_id","document");