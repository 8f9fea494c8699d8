-- Product feeds (issue 15 item 5, ecommerce/feeds): one row a feed, its filter, mapping,
-- schedule, public token and last generation; the files are in the file store.
CREATE TABLE "ecommerce_feeds" (
	"id" serial PRIMARY KEY NOT NULL,
	"app_id" integer NOT NULL,
	"name" text NOT NULL,
	"format" text NOT NULL,
	"site_url" text NOT NULL,
	"conditions" jsonb NOT NULL,
	"mapping" jsonb NOT NULL,
	"template" jsonb NOT NULL,
	"schedule_hours" integer NOT NULL,
	"token" text NOT NULL,
	"status" text DEFAULT 'new' NOT NULL,
	"next_run_at" timestamp with time zone,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"size_bytes" bigint DEFAULT 0 NOT NULL,
	"items_count" integer DEFAULT 0 NOT NULL,
	"errors_count" integer DEFAULT 0 NOT NULL,
	"errors" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"failure" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ecommerce_feeds" ADD CONSTRAINT "ecommerce_feeds_app_id_apps_id_fk" FOREIGN KEY ("app_id") REFERENCES "public"."apps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ecommerce_feeds_app_idx" ON "ecommerce_feeds" USING btree ("app_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "ecommerce_feeds_token_key" ON "ecommerce_feeds" USING btree ("token");--> statement-breakpoint
CREATE INDEX "ecommerce_feeds_due_idx" ON "ecommerce_feeds" USING btree ("next_run_at");