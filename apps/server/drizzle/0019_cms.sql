CREATE TABLE "layouts" (
	"id" serial PRIMARY KEY NOT NULL,
	"app_id" integer NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cms_elements" (
	"id" serial PRIMARY KEY NOT NULL,
	"app_id" integer NOT NULL,
	"page_id" integer NOT NULL,
	"placeholder" text NOT NULL,
	"type" text NOT NULL,
	"entity" text NOT NULL,
	"position" integer NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"new_tab" smallint DEFAULT 0 NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"desktop_image" text,
	"mobile_image" text,
	"visibility_period" jsonb,
	"visibility_condition" text DEFAULT 'all' NOT NULL,
	"visibility_by_entities" jsonb NOT NULL,
	"conditions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"content" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cms_elements_status_flag" CHECK ("cms_elements"."status" in (0, 1)),
	CONSTRAINT "cms_elements_new_tab_flag" CHECK ("cms_elements"."new_tab" in (0, 1))
);
--> statement-breakpoint
CREATE TABLE "cms_pages" (
	"id" serial PRIMARY KEY NOT NULL,
	"app_id" integer NOT NULL,
	"layout_id" integer NOT NULL,
	"slug" text NOT NULL,
	"seo" jsonb,
	"resource" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cms_pages_app_id_id_key" UNIQUE("app_id","id")
);
--> statement-breakpoint
ALTER TABLE "layouts" ADD CONSTRAINT "layouts_app_id_apps_id_fk" FOREIGN KEY ("app_id") REFERENCES "public"."apps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cms_elements" ADD CONSTRAINT "cms_elements_page_fk" FOREIGN KEY ("app_id","page_id") REFERENCES "public"."cms_pages"("app_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cms_pages" ADD CONSTRAINT "cms_pages_app_id_apps_id_fk" FOREIGN KEY ("app_id") REFERENCES "public"."apps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cms_pages" ADD CONSTRAINT "cms_pages_layout_id_layouts_id_fk" FOREIGN KEY ("layout_id") REFERENCES "public"."layouts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "layouts_app_id_idx" ON "layouts" USING btree ("app_id");--> statement-breakpoint
CREATE INDEX "cms_elements_page_idx" ON "cms_elements" USING btree ("app_id","page_id","placeholder","position");--> statement-breakpoint
CREATE UNIQUE INDEX "cms_pages_layout_slug_key" ON "cms_pages" USING btree ("layout_id","slug");--> statement-breakpoint
CREATE INDEX "cms_pages_app_id_idx" ON "cms_pages" USING btree ("app_id","layout_id");