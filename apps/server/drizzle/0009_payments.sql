CREATE TABLE "gateways" (
	"id" serial PRIMARY KEY NOT NULL,
	"app_id" integer NOT NULL,
	"type" text NOT NULL,
	"name" text NOT NULL,
	"provider" text NOT NULL,
	"environment" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"fee_percent_bps" integer DEFAULT 0 NOT NULL,
	"fee_fixed_cents" integer DEFAULT 0 NOT NULL,
	"settings" jsonb NOT NULL,
	"credentials" text,
	"credentials_set" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "gateways_type" CHECK ("gateways"."type" in ('pix', 'billet', 'creditcard', 'voucher', 'pix-installment', 'static-pix', 'custom')),
	CONSTRAINT "gateways_environment" CHECK ("gateways"."environment" in ('sandbox', 'production'))
);
--> statement-breakpoint
CREATE TABLE "installment_setups" (
	"app_id" integer PRIMARY KEY NOT NULL,
	"setup" jsonb NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payment_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"app_id" integer NOT NULL,
	"payment_id" bigint NOT NULL,
	"event" text NOT NULL,
	"from_status" text NOT NULL,
	"status" text NOT NULL,
	"amount_cents" bigint,
	"note" text DEFAULT '' NOT NULL,
	"actor_id" integer,
	"actor_name" text,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"app_id" integer NOT NULL,
	"type" text NOT NULL,
	"status" text NOT NULL,
	"amount_cents" bigint NOT NULL,
	"captured_cents" bigint DEFAULT 0 NOT NULL,
	"refunded_cents" bigint DEFAULT 0 NOT NULL,
	"fee_cents" bigint DEFAULT 0 NOT NULL,
	"installments" integer DEFAULT 1 NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"items" jsonb NOT NULL,
	"customer_id" bigint,
	"customer_name" text,
	"customer_email" text,
	"customer_document" text,
	"gateway_id" integer,
	"provider" text,
	"reference" text NOT NULL,
	"external_id" text,
	"pix" jsonb,
	"billet" jsonb,
	"card" jsonb,
	"instructions" jsonb,
	"public_token" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	"search" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple', lower(translate(coalesce("customer_name", ''), 'ÁÀÂÃÄÅáàâãäåÉÈÊËéèêëÍÌÎÏíìîïÓÒÔÕÖóòôõöÚÙÛÜúùûüÇçÑñÝýÿ', 'aaaaaaaaaaaaeeeeeeeeiiiiiiiioooooooooouuuuuuuuccnnyyy')))) STORED,
	CONSTRAINT "payments_amounts" CHECK ("amount_cents" > 0 and "refunded_cents" <= "captured_cents"),
	CONSTRAINT "payments_captured" CHECK ("captured_cents" >= 0 and "captured_cents" <= "amount_cents")
);
--> statement-breakpoint
CREATE TABLE "sandbox_charges" (
	"id" text PRIMARY KEY NOT NULL,
	"app_id" integer NOT NULL,
	"reference" text NOT NULL,
	"type" text NOT NULL,
	"status" text NOT NULL,
	"amount_cents" bigint NOT NULL,
	"captured_cents" bigint DEFAULT 0 NOT NULL,
	"refunded_cents" bigint DEFAULT 0 NOT NULL,
	"answer" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "gateways" ADD CONSTRAINT "gateways_app_id_apps_id_fk" FOREIGN KEY ("app_id") REFERENCES "public"."apps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "installment_setups" ADD CONSTRAINT "installment_setups_app_id_apps_id_fk" FOREIGN KEY ("app_id") REFERENCES "public"."apps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_events" ADD CONSTRAINT "payment_events_app_id_apps_id_fk" FOREIGN KEY ("app_id") REFERENCES "public"."apps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_events" ADD CONSTRAINT "payment_events_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_events" ADD CONSTRAINT "payment_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_app_id_apps_id_fk" FOREIGN KEY ("app_id") REFERENCES "public"."apps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_gateway_id_gateways_id_fk" FOREIGN KEY ("gateway_id") REFERENCES "public"."gateways"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sandbox_charges" ADD CONSTRAINT "sandbox_charges_app_id_apps_id_fk" FOREIGN KEY ("app_id") REFERENCES "public"."apps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "gateways_app_type_idx" ON "gateways" USING btree ("app_id","type","id");--> statement-breakpoint
CREATE INDEX "payment_events_payment_idx" ON "payment_events" USING btree ("payment_id","id");--> statement-breakpoint
CREATE INDEX "payments_created_idx" ON "payments" USING btree ("app_id","created_at","id");--> statement-breakpoint
CREATE INDEX "payments_status_idx" ON "payments" USING btree ("app_id","status","created_at","id");--> statement-breakpoint
CREATE INDEX "payments_customer_idx" ON "payments" USING btree ("app_id","customer_id","created_at","id");--> statement-breakpoint
CREATE INDEX "payments_gateway_idx" ON "payments" USING btree ("app_id","gateway_id","created_at","id");--> statement-breakpoint
CREATE INDEX "payments_email_idx" ON "payments" USING btree ("app_id","customer_email" text_pattern_ops) WHERE "customer_email" is not null;--> statement-breakpoint
CREATE INDEX "payments_document_idx" ON "payments" USING btree ("app_id","customer_document" text_pattern_ops) WHERE "customer_document" is not null;--> statement-breakpoint
CREATE INDEX "payments_name_search_idx" ON "payments" USING gin ("search");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_reference_key" ON "payments" USING btree ("app_id","reference");--> statement-breakpoint
CREATE INDEX "payments_unanswered_idx" ON "payments" USING btree ("created_at") WHERE "status" = 'empty';--> statement-breakpoint
CREATE UNIQUE INDEX "payments_public_token_key" ON "payments" USING btree ("public_token") WHERE "public_token" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_charges_reference_key" ON "sandbox_charges" USING btree ("app_id","reference");