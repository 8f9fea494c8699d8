CREATE TABLE "analytics_daily_payments" (
	"app_id" integer NOT NULL,
	"day" date NOT NULL,
	"type" text NOT NULL,
	"payments_count" integer NOT NULL,
	"approved_count" integer NOT NULL,
	"approved_cents" bigint NOT NULL,
	"fee_cents" bigint NOT NULL,
	"refunded_cents" bigint NOT NULL,
	CONSTRAINT "analytics_daily_payments_app_id_day_type_pk" PRIMARY KEY("app_id","day","type")
);
--> statement-breakpoint
CREATE TABLE "analytics_daily_products" (
	"app_id" integer NOT NULL,
	"day" date NOT NULL,
	"name" text NOT NULL,
	"quantity" bigint NOT NULL,
	"amount_cents" bigint NOT NULL,
	CONSTRAINT "analytics_daily_products_app_id_day_name_pk" PRIMARY KEY("app_id","day","name")
);
--> statement-breakpoint
CREATE TABLE "analytics_daily_store" (
	"app_id" integer NOT NULL,
	"day" date NOT NULL,
	"new_customers" integer DEFAULT 0 NOT NULL,
	"subscriptions_started" integer DEFAULT 0 NOT NULL,
	"subscriptions_canceled" integer DEFAULT 0 NOT NULL,
	"mrr_cents" bigint,
	"subscribers" integer,
	CONSTRAINT "analytics_daily_store_app_id_day_pk" PRIMARY KEY("app_id","day")
);
--> statement-breakpoint
CREATE TABLE "analytics_dirty_days" (
	"app_id" integer NOT NULL,
	"day" date NOT NULL
);
--> statement-breakpoint
CREATE TABLE "analytics_ga4" (
	"app_id" integer PRIMARY KEY NOT NULL,
	"measurement_id" text NOT NULL,
	"api_secret_encrypted" text NOT NULL,
	"send_purchase" boolean NOT NULL,
	"send_refund" boolean NOT NULL,
	"send_subscription" boolean NOT NULL,
	"subscriptions_since" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "analytics_daily_payments" ADD CONSTRAINT "analytics_daily_payments_app_id_apps_id_fk" FOREIGN KEY ("app_id") REFERENCES "public"."apps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analytics_daily_products" ADD CONSTRAINT "analytics_daily_products_app_id_apps_id_fk" FOREIGN KEY ("app_id") REFERENCES "public"."apps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analytics_daily_store" ADD CONSTRAINT "analytics_daily_store_app_id_apps_id_fk" FOREIGN KEY ("app_id") REFERENCES "public"."apps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analytics_ga4" ADD CONSTRAINT "analytics_ga4_app_id_apps_id_fk" FOREIGN KEY ("app_id") REFERENCES "public"."apps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "analytics_dirty_days_app_idx" ON "analytics_dirty_days" USING btree ("app_id","day");--> statement-breakpoint
-- The overview's rollups follow the raw tables: each statement that writes payments or
-- customers marks the São Paulo days of the rows it touched (one insert per statement, from the
-- transition table); subscriptions mark their start and cancel days and today (MRR).
CREATE FUNCTION "analytics_mark_days"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "analytics_dirty_days" ("app_id", "day")
  SELECT DISTINCT "app_id", ("created_at" AT TIME ZONE 'America/Sao_Paulo')::date FROM "changed_rows";
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "analytics_mark_subscription_days"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "analytics_dirty_days" ("app_id", "day")
  SELECT DISTINCT "app_id", "day" FROM (
    SELECT "app_id", ("created_at" AT TIME ZONE 'America/Sao_Paulo')::date AS "day" FROM "changed_rows"
    UNION SELECT "app_id", ("canceled_at" AT TIME ZONE 'America/Sao_Paulo')::date FROM "changed_rows" WHERE "canceled_at" IS NOT NULL
    UNION SELECT "app_id", (now() AT TIME ZONE 'America/Sao_Paulo')::date FROM "changed_rows"
  ) AS "days";
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "analytics_payments_inserted" AFTER INSERT ON "payments" REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "analytics_mark_days"();
--> statement-breakpoint
CREATE TRIGGER "analytics_payments_updated" AFTER UPDATE ON "payments" REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "analytics_mark_days"();
--> statement-breakpoint
CREATE TRIGGER "analytics_customers_inserted" AFTER INSERT ON "customers" REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "analytics_mark_days"();
--> statement-breakpoint
CREATE TRIGGER "analytics_customers_deleted" AFTER DELETE ON "customers" REFERENCING OLD TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "analytics_mark_days"();
--> statement-breakpoint
CREATE TRIGGER "analytics_subscriptions_inserted" AFTER INSERT ON "subscriptions" REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "analytics_mark_subscription_days"();
--> statement-breakpoint
CREATE TRIGGER "analytics_subscriptions_updated" AFTER UPDATE ON "subscriptions" REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "analytics_mark_subscription_days"();
