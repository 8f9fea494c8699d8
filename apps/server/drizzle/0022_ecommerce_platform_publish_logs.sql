-- Issue 15 items 4 and 6: the store's e-commerce logs (ecommerce_logs, written by writeEcommerceLog),
-- its platform settings (one JSON document per store) and its publications (the marker "pending" is computed against).
CREATE TABLE "ecommerce_logs" (
	"app_id" integer NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "ecommerce_logs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"at" timestamp with time zone NOT NULL,
	"kind" text NOT NULL,
	"subject" text NOT NULL,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"actor_id" integer,
	"actor_name" text,
	CONSTRAINT "ecommerce_logs_app_id_id_pk" PRIMARY KEY("app_id","id"),
	CONSTRAINT "ecommerce_logs_kind" CHECK ("kind" in ('mail_sent', 'mail_failed', 'feed_generated', 'feed_failed', 'coupon_used', 'publish', 'search_rule_changed', 'settings_changed'))
);
--> statement-breakpoint
CREATE TABLE "ecommerce_platform_settings" (
	"app_id" integer PRIMARY KEY NOT NULL,
	"settings" jsonb NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"updated_by_name" text
);
--> statement-breakpoint
CREATE TABLE "ecommerce_publications" (
	"app_id" integer NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "ecommerce_publications_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"at" timestamp with time zone NOT NULL,
	"actor_id" integer,
	"actor_name" text NOT NULL,
	"summary" jsonb NOT NULL,
	"settings" jsonb NOT NULL,
	"pages" integer NOT NULL,
	"elements" integer NOT NULL,
	CONSTRAINT "ecommerce_publications_app_id_id_pk" PRIMARY KEY("app_id","id")
);
--> statement-breakpoint
ALTER TABLE "ecommerce_logs" ADD CONSTRAINT "ecommerce_logs_app_id_apps_id_fk" FOREIGN KEY ("app_id") REFERENCES "public"."apps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ecommerce_platform_settings" ADD CONSTRAINT "ecommerce_platform_settings_app_id_apps_id_fk" FOREIGN KEY ("app_id") REFERENCES "public"."apps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ecommerce_publications" ADD CONSTRAINT "ecommerce_publications_app_id_apps_id_fk" FOREIGN KEY ("app_id") REFERENCES "public"."apps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ecommerce_logs_page_idx" ON "ecommerce_logs" USING btree ("app_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "ecommerce_logs_kind_idx" ON "ecommerce_logs" USING btree ("app_id","kind","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "ecommerce_logs_at_idx" ON "ecommerce_logs" USING btree ("app_id","at");--> statement-breakpoint
CREATE INDEX "ecommerce_publications_page_idx" ON "ecommerce_publications" USING btree ("app_id","id" DESC NULLS LAST);