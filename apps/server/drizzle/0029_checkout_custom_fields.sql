CREATE TABLE "checkout_custom_fields" (
	"id" serial PRIMARY KEY NOT NULL,
	"app_id" integer NOT NULL,
	"key" text NOT NULL,
	"group" text NOT NULL,
	"position" integer NOT NULL,
	"label" text NOT NULL,
	"type" text NOT NULL,
	"placeholder" text DEFAULT '' NOT NULL,
	"help_text" text DEFAULT '' NOT NULL,
	"required" boolean DEFAULT false NOT NULL,
	"mask" text DEFAULT '' NOT NULL,
	"min_length" integer,
	"max_length" integer,
	"min" double precision,
	"max" double precision,
	"options" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"visible_when" jsonb,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "checkout_payers" ADD COLUMN "custom_fields" jsonb;--> statement-breakpoint
ALTER TABLE "checkout_custom_fields" ADD CONSTRAINT "checkout_custom_fields_app_id_apps_id_fk" FOREIGN KEY ("app_id") REFERENCES "public"."apps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "checkout_custom_fields_key" ON "checkout_custom_fields" USING btree ("app_id","key");--> statement-breakpoint
CREATE INDEX "checkout_custom_fields_order_idx" ON "checkout_custom_fields" USING btree ("app_id","group","position");