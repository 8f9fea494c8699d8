-- Store search rules (issue 15 item 2, ecommerce/search-rules): term rules (synonyms or a
-- redirect), fixed rules (pinned products) and each store's agreement percentage.
CREATE TABLE "ecommerce_search_fixed_rules" (
	"id" serial PRIMARY KEY NOT NULL,
	"app_id" integer NOT NULL,
	"term" text NOT NULL,
	"term_fold" text NOT NULL,
	"pins" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ecommerce_search_settings" (
	"app_id" integer PRIMARY KEY NOT NULL,
	"agreement_percent" integer NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ecommerce_search_term_rules" (
	"id" serial PRIMARY KEY NOT NULL,
	"app_id" integer NOT NULL,
	"term" text NOT NULL,
	"term_fold" text NOT NULL,
	"action" text NOT NULL,
	"synonyms" text[] DEFAULT '{}'::text[] NOT NULL,
	"synonyms_fold" text[] DEFAULT '{}'::text[] NOT NULL,
	"both_ways" boolean DEFAULT true NOT NULL,
	"redirect_url" text DEFAULT '' NOT NULL,
	"redirect_category_id" integer,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ecommerce_search_fixed_rules" ADD CONSTRAINT "ecommerce_search_fixed_rules_app_id_apps_id_fk" FOREIGN KEY ("app_id") REFERENCES "public"."apps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ecommerce_search_settings" ADD CONSTRAINT "ecommerce_search_settings_app_id_apps_id_fk" FOREIGN KEY ("app_id") REFERENCES "public"."apps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ecommerce_search_term_rules" ADD CONSTRAINT "ecommerce_search_term_rules_app_id_apps_id_fk" FOREIGN KEY ("app_id") REFERENCES "public"."apps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ecommerce_search_fixed_rules_unique" ON "ecommerce_search_fixed_rules" USING btree ("app_id","term_fold");--> statement-breakpoint
CREATE UNIQUE INDEX "ecommerce_search_term_rules_unique" ON "ecommerce_search_term_rules" USING btree ("app_id","term_fold");--> statement-breakpoint
CREATE INDEX "ecommerce_search_term_rules_synonyms_idx" ON "ecommerce_search_term_rules" USING gin ("synonyms_fold");