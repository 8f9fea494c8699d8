CREATE TABLE "recurrence_plan_products" (
	"app_id" integer NOT NULL,
	"plan_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "recurrence_plan_products_plan_id_product_id_pk" PRIMARY KEY("plan_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "recurrence_plans" (
	"id" serial PRIMARY KEY NOT NULL,
	"app_id" integer NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"price_cents" bigint NOT NULL,
	"interval" text NOT NULL,
	"interval_days" integer,
	"trial_days" integer DEFAULT 0 NOT NULL,
	"cycles" integer,
	"methods" jsonb NOT NULL,
	"setup_fee_cents" bigint DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"archived_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "recurrence_plans_interval" CHECK ("recurrence_plans"."interval" in ('weekly', 'monthly', 'quarterly', 'semiannual', 'yearly', 'days')),
	CONSTRAINT "recurrence_plans_interval_days" CHECK (("recurrence_plans"."interval" = 'days') = ("recurrence_plans"."interval_days" is not null))
);
--> statement-breakpoint
CREATE TABLE "recurrence_products" (
	"id" serial PRIMARY KEY NOT NULL,
	"app_id" integer NOT NULL,
	"name" text NOT NULL,
	"sku" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"price_cents" bigint NOT NULL,
	"image_url" text,
	"archived_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "recurrence_settings" (
	"app_id" integer PRIMARY KEY NOT NULL,
	"retry_days" jsonb NOT NULL,
	"on_exhaustion" text NOT NULL,
	"advance_days" integer NOT NULL,
	"send_emails" boolean NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_cards" (
	"token" text PRIMARY KEY NOT NULL,
	"app_id" integer NOT NULL,
	"number" text NOT NULL,
	"holder" text NOT NULL,
	"expiry_month" integer NOT NULL,
	"expiry_year" integer NOT NULL,
	"brand" text NOT NULL,
	"last_four" text NOT NULL,
	"charges" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subscription_invoices" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "subscription_invoices_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"app_id" integer NOT NULL,
	"subscription_id" bigint NOT NULL,
	"cycle" integer NOT NULL,
	"status" text NOT NULL,
	"amount_cents" bigint NOT NULL,
	"lines" jsonb NOT NULL,
	"method" text NOT NULL,
	"gateway_id" integer,
	"period_start" timestamp with time zone NOT NULL,
	"period_end" timestamp with time zone NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	"expired_at" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_retry_at" timestamp with time zone,
	"charging_since" timestamp with time zone,
	"payment_id" integer,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "subscription_invoices_status" CHECK ("subscription_invoices"."status" in ('active', 'expired')),
	CONSTRAINT "subscription_invoices_amount" CHECK ("subscription_invoices"."amount_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "subscriptions" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "subscriptions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"public_id" text NOT NULL,
	"app_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"plan_id" integer NOT NULL,
	"status" text NOT NULL,
	"method" text NOT NULL,
	"gateway_id" integer,
	"card_token" text,
	"card_brand" text,
	"card_last_four" text,
	"anchor_at" timestamp with time zone NOT NULL,
	"anchor_cycle" integer DEFAULT 1 NOT NULL,
	"current_cycle" integer DEFAULT 0 NOT NULL,
	"current_period_start" timestamp with time zone,
	"current_period_end" timestamp with time zone,
	"next_charge_at" timestamp with time zone,
	"trial_ends_at" timestamp with time zone,
	"cancel_at_period_end" boolean DEFAULT false NOT NULL,
	"pending_adjustment_cents" bigint DEFAULT 0 NOT NULL,
	"paused_at" timestamp with time zone,
	"canceled_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "subscriptions_status" CHECK ("subscriptions"."status" in ('trialing', 'active', 'past_due', 'paused', 'canceled', 'ended'))
);
--> statement-breakpoint
ALTER TABLE "recurrence_plan_products" ADD CONSTRAINT "recurrence_plan_products_app_id_apps_id_fk" FOREIGN KEY ("app_id") REFERENCES "public"."apps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recurrence_plan_products" ADD CONSTRAINT "recurrence_plan_products_plan_id_recurrence_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."recurrence_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recurrence_plan_products" ADD CONSTRAINT "recurrence_plan_products_product_id_recurrence_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."recurrence_products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recurrence_plans" ADD CONSTRAINT "recurrence_plans_app_id_apps_id_fk" FOREIGN KEY ("app_id") REFERENCES "public"."apps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recurrence_products" ADD CONSTRAINT "recurrence_products_app_id_apps_id_fk" FOREIGN KEY ("app_id") REFERENCES "public"."apps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recurrence_settings" ADD CONSTRAINT "recurrence_settings_app_id_apps_id_fk" FOREIGN KEY ("app_id") REFERENCES "public"."apps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sandbox_cards" ADD CONSTRAINT "sandbox_cards_app_id_apps_id_fk" FOREIGN KEY ("app_id") REFERENCES "public"."apps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_invoices" ADD CONSTRAINT "subscription_invoices_app_id_apps_id_fk" FOREIGN KEY ("app_id") REFERENCES "public"."apps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_invoices" ADD CONSTRAINT "subscription_invoices_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_invoices" ADD CONSTRAINT "subscription_invoices_gateway_id_gateways_id_fk" FOREIGN KEY ("gateway_id") REFERENCES "public"."gateways"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_invoices" ADD CONSTRAINT "subscription_invoices_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_app_id_apps_id_fk" FOREIGN KEY ("app_id") REFERENCES "public"."apps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_plan_id_recurrence_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."recurrence_plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_gateway_id_gateways_id_fk" FOREIGN KEY ("gateway_id") REFERENCES "public"."gateways"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "recurrence_plan_products_product_idx" ON "recurrence_plan_products" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "recurrence_plans_name_idx" ON "recurrence_plans" USING btree ("app_id","name","id");--> statement-breakpoint
CREATE UNIQUE INDEX "recurrence_products_sku_key" ON "recurrence_products" USING btree ("app_id","sku");--> statement-breakpoint
CREATE INDEX "recurrence_products_name_idx" ON "recurrence_products" USING btree ("app_id","name","id");--> statement-breakpoint
CREATE UNIQUE INDEX "subscription_invoices_active_key" ON "subscription_invoices" USING btree ("subscription_id","cycle") WHERE "subscription_invoices"."status" = 'active';--> statement-breakpoint
CREATE UNIQUE INDEX "subscription_invoices_paid_key" ON "subscription_invoices" USING btree ("subscription_id","cycle") WHERE "subscription_invoices"."paid_at" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "subscription_invoices_payment_key" ON "subscription_invoices" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "subscription_invoices_subscription_idx" ON "subscription_invoices" USING btree ("subscription_id","cycle");--> statement-breakpoint
CREATE INDEX "subscription_invoices_retry_idx" ON "subscription_invoices" USING btree ("next_retry_at") WHERE "subscription_invoices"."next_retry_at" is not null;--> statement-breakpoint
CREATE INDEX "subscription_invoices_charging_idx" ON "subscription_invoices" USING btree ("charging_since") WHERE "subscription_invoices"."charging_since" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "subscriptions_public_id_key" ON "subscriptions" USING btree ("public_id");--> statement-breakpoint
CREATE INDEX "subscriptions_app_created_idx" ON "subscriptions" USING btree ("app_id","created_at","id");--> statement-breakpoint
CREATE INDEX "subscriptions_app_status_idx" ON "subscriptions" USING btree ("app_id","status","created_at","id");--> statement-breakpoint
CREATE INDEX "subscriptions_app_plan_idx" ON "subscriptions" USING btree ("app_id","plan_id","created_at","id");--> statement-breakpoint
CREATE INDEX "subscriptions_customer_idx" ON "subscriptions" USING btree ("app_id","customer_id");--> statement-breakpoint
CREATE INDEX "subscriptions_due_idx" ON "subscriptions" USING btree ("next_charge_at") WHERE "subscriptions"."next_charge_at" is not null and "subscriptions"."status" in ('trialing', 'active');