CREATE TABLE "catalogue_cluster_products" (
	"app_id" integer NOT NULL,
	"cluster_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "catalogue_cluster_products_app_id_cluster_id_product_id_pk" PRIMARY KEY("app_id","cluster_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "catalogue_clusters" (
	"id" serial PRIMARY KEY NOT NULL,
	"app_id" integer NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"kind" text NOT NULL,
	"conditions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "catalogue_clusters_app_id_key" UNIQUE("app_id","id"),
	CONSTRAINT "catalogue_clusters_kind" CHECK ("catalogue_clusters"."kind" in ('manual', 'automatic'))
);
--> statement-breakpoint
CREATE TABLE "layout_settings" (
	"app_id" integer PRIMARY KEY NOT NULL,
	"project" jsonb,
	"project_updated_at" timestamp with time zone,
	"project_updated_by" text,
	"catalog" jsonb,
	"catalog_updated_at" timestamp with time zone,
	"catalog_updated_by" text
);
--> statement-breakpoint
ALTER TABLE "catalogue_cluster_products" ADD CONSTRAINT "catalogue_cluster_products_product_id_catalogue_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."catalogue_products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalogue_cluster_products" ADD CONSTRAINT "catalogue_cluster_products_cluster_fk" FOREIGN KEY ("app_id","cluster_id") REFERENCES "public"."catalogue_clusters"("app_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalogue_clusters" ADD CONSTRAINT "catalogue_clusters_app_id_apps_id_fk" FOREIGN KEY ("app_id") REFERENCES "public"."apps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "layout_settings" ADD CONSTRAINT "layout_settings_app_id_apps_id_fk" FOREIGN KEY ("app_id") REFERENCES "public"."apps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "catalogue_cluster_products_product_idx" ON "catalogue_cluster_products" USING btree ("app_id","product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "catalogue_clusters_slug_key" ON "catalogue_clusters" USING btree ("app_id","slug");