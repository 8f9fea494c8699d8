CREATE TABLE "split_rule_versions" (
	"id" serial PRIMARY KEY NOT NULL,
	"app_id" integer NOT NULL,
	"gateway_id" integer NOT NULL,
	"version" integer NOT NULL,
	"rule" jsonb NOT NULL,
	"created_by_user_id" integer,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "split_rule_versions_version" CHECK ("split_rule_versions"."version" > 0)
);
--> statement-breakpoint
CREATE TABLE "split_sellers" (
	"id" serial PRIMARY KEY NOT NULL,
	"app_id" integer NOT NULL,
	"gateway_id" integer NOT NULL,
	"name" text NOT NULL,
	"search_name" text NOT NULL,
	"document" text NOT NULL,
	"email" text NOT NULL,
	"payout" jsonb NOT NULL,
	"provider_account" text,
	"status" text NOT NULL,
	"verified_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "split_sellers_status" CHECK ("split_sellers"."status" in ('pending_verification', 'active', 'suspended'))
);
--> statement-breakpoint
ALTER TABLE "split_rule_versions" ADD CONSTRAINT "split_rule_versions_app_id_apps_id_fk" FOREIGN KEY ("app_id") REFERENCES "public"."apps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "split_rule_versions" ADD CONSTRAINT "split_rule_versions_gateway_id_gateways_id_fk" FOREIGN KEY ("gateway_id") REFERENCES "public"."gateways"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "split_sellers" ADD CONSTRAINT "split_sellers_app_id_apps_id_fk" FOREIGN KEY ("app_id") REFERENCES "public"."apps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "split_sellers" ADD CONSTRAINT "split_sellers_gateway_id_gateways_id_fk" FOREIGN KEY ("gateway_id") REFERENCES "public"."gateways"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "split_rule_versions_version_key" ON "split_rule_versions" USING btree ("app_id","gateway_id","version");--> statement-breakpoint
CREATE INDEX "split_sellers_gateway_idx" ON "split_sellers" USING btree ("app_id","gateway_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "split_sellers_document_key" ON "split_sellers" USING btree ("app_id","gateway_id","document");--> statement-breakpoint
CREATE UNIQUE INDEX "split_sellers_provider_account_key" ON "split_sellers" USING btree ("app_id","gateway_id","provider_account") WHERE "split_sellers"."provider_account" is not null;