CREATE TABLE "checkout_appearances" (
	"app_id" integer PRIMARY KEY NOT NULL,
	"published" jsonb,
	"published_at" timestamp with time zone,
	"published_by_name" text,
	"draft" jsonb,
	"draft_updated_at" timestamp with time zone,
	"draft_updated_by_name" text
);
--> statement-breakpoint
ALTER TABLE "checkout_appearances" ADD CONSTRAINT "checkout_appearances_app_id_apps_id_fk" FOREIGN KEY ("app_id") REFERENCES "public"."apps"("id") ON DELETE cascade ON UPDATE no action;