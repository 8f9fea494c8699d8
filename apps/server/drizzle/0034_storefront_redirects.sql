CREATE TABLE "storefront_redirect_versions" (
	"app_id" integer PRIMARY KEY NOT NULL,
	"version" integer NOT NULL,
	"total" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "storefront_redirects" (
	"id" serial PRIMARY KEY NOT NULL,
	"app_id" integer NOT NULL,
	"from_path" text NOT NULL,
	"from_key" text NOT NULL,
	"to" text NOT NULL,
	"status" smallint NOT NULL,
	"active" boolean NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "storefront_redirect_versions" ADD CONSTRAINT "storefront_redirect_versions_app_id_apps_id_fk" FOREIGN KEY ("app_id") REFERENCES "public"."apps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "storefront_redirects" ADD CONSTRAINT "storefront_redirects_app_id_apps_id_fk" FOREIGN KEY ("app_id") REFERENCES "public"."apps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "storefront_redirects_key" ON "storefront_redirects" USING btree ("app_id","from_key");