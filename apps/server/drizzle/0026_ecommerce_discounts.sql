-- Coupons, their per-customer uses, automatic promotions and the checkout's redemptions (issue 15 item 3,
-- apps/server/src/ecommerce/discounts): the usage limits are enforced by conditional updates and a check.
CREATE TABLE "ecommerce_coupon_customer_uses" (
	"coupon_id" integer NOT NULL,
	"email" text NOT NULL,
	"uses" integer NOT NULL,
	CONSTRAINT "ecommerce_coupon_customer_uses_coupon_id_email_pk" PRIMARY KEY("coupon_id","email")
);
--> statement-breakpoint
CREATE TABLE "ecommerce_coupons" (
	"id" serial PRIMARY KEY NOT NULL,
	"app_id" integer NOT NULL,
	"code" text NOT NULL,
	"kind" text NOT NULL,
	"value" integer NOT NULL,
	"min_subtotal_cents" integer,
	"product_ids" integer[] DEFAULT '{}' NOT NULL,
	"category_ids" integer[] DEFAULT '{}' NOT NULL,
	"excluded_product_ids" integer[] DEFAULT '{}' NOT NULL,
	"excluded_category_ids" integer[] DEFAULT '{}' NOT NULL,
	"customer_emails" text[] DEFAULT '{}' NOT NULL,
	"excluded_customer_emails" text[] DEFAULT '{}' NOT NULL,
	"first_purchase_only" boolean DEFAULT false NOT NULL,
	"cumulative" boolean DEFAULT false NOT NULL,
	"max_uses" integer,
	"max_uses_per_customer" integer,
	"uses" integer DEFAULT 0 NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "ecommerce_coupons_uses_check" CHECK ("ecommerce_coupons"."uses" >= 0 and ("ecommerce_coupons"."max_uses" is null or "ecommerce_coupons"."uses" <= "ecommerce_coupons"."max_uses"))
);
--> statement-breakpoint
CREATE TABLE "ecommerce_promotions" (
	"id" serial PRIMARY KEY NOT NULL,
	"app_id" integer NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"value" integer NOT NULL,
	"buy_quantity" integer NOT NULL,
	"get_quantity" integer NOT NULL,
	"tiers" jsonb NOT NULL,
	"product_ids" integer[] DEFAULT '{}' NOT NULL,
	"category_ids" integer[] DEFAULT '{}' NOT NULL,
	"excluded_product_ids" integer[] DEFAULT '{}' NOT NULL,
	"excluded_category_ids" integer[] DEFAULT '{}' NOT NULL,
	"priority" integer DEFAULT 0 NOT NULL,
	"cumulative" boolean DEFAULT false NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ecommerce_redemptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"app_id" integer NOT NULL,
	"idempotency_key" text NOT NULL,
	"email" text,
	"coupon_ids" integer[] NOT NULL,
	"pricing" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ecommerce_coupon_customer_uses" ADD CONSTRAINT "ecommerce_coupon_customer_uses_coupon_id_ecommerce_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."ecommerce_coupons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ecommerce_coupons" ADD CONSTRAINT "ecommerce_coupons_app_id_apps_id_fk" FOREIGN KEY ("app_id") REFERENCES "public"."apps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ecommerce_promotions" ADD CONSTRAINT "ecommerce_promotions_app_id_apps_id_fk" FOREIGN KEY ("app_id") REFERENCES "public"."apps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ecommerce_redemptions" ADD CONSTRAINT "ecommerce_redemptions_app_id_apps_id_fk" FOREIGN KEY ("app_id") REFERENCES "public"."apps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ecommerce_coupons_code_key" ON "ecommerce_coupons" USING btree ("app_id",upper("code"));--> statement-breakpoint
CREATE INDEX "ecommerce_coupons_list_idx" ON "ecommerce_coupons" USING btree ("app_id","id");--> statement-breakpoint
CREATE INDEX "ecommerce_promotions_app_idx" ON "ecommerce_promotions" USING btree ("app_id","priority","id");--> statement-breakpoint
CREATE UNIQUE INDEX "ecommerce_redemptions_key" ON "ecommerce_redemptions" USING btree ("app_id","idempotency_key");