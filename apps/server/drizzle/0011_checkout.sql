CREATE TABLE "capture_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"app_id" integer NOT NULL,
	"hash" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"items" jsonb NOT NULL,
	"amount_cents" bigint NOT NULL,
	"customer_id" bigint,
	"gateway_ids" integer[] NOT NULL,
	"max_installments" integer DEFAULT 1 NOT NULL,
	"payment_id" bigint,
	"created_by" integer,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "checkout_payers" (
	"payment_id" bigint PRIMARY KEY NOT NULL,
	"app_id" integer NOT NULL,
	"address" jsonb,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "capture_requests" ADD CONSTRAINT "capture_requests_app_id_apps_id_fk" FOREIGN KEY ("app_id") REFERENCES "public"."apps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "capture_requests" ADD CONSTRAINT "capture_requests_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "capture_requests" ADD CONSTRAINT "capture_requests_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "capture_requests" ADD CONSTRAINT "capture_requests_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkout_payers" ADD CONSTRAINT "checkout_payers_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkout_payers" ADD CONSTRAINT "checkout_payers_app_id_apps_id_fk" FOREIGN KEY ("app_id") REFERENCES "public"."apps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "capture_requests_hash_key" ON "capture_requests" USING btree ("hash");--> statement-breakpoint
CREATE INDEX "capture_requests_app_idx" ON "capture_requests" USING btree ("app_id","id");