-- Catalogue search (issue 14): pg_trgm for typos, unaccent for folding. unaccent() is only
-- STABLE (its dictionary could change), which a generated column and an index refuse; the
-- wrapper below names the dictionary explicitly and is declared IMMUTABLE, as the extension
-- documentation suggests for indexing. array_to_string is STABLE too (element output in
-- general); for text[] it is not, hence catalogue_words.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS unaccent;--> statement-breakpoint
CREATE OR REPLACE FUNCTION catalogue_fold(text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT lower(public.unaccent('public.unaccent'::regdictionary, $1)) $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION catalogue_words(text[]) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT array_to_string($1, ' ') $$;--> statement-breakpoint
CREATE TABLE "catalogue_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"app_id" integer NOT NULL,
	"parent_id" integer,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"level" integer NOT NULL,
	"position" integer NOT NULL,
	"in_menu" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "catalogue_import_snapshots" (
	"import_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"before" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "catalogue_imports" (
	"id" serial PRIMARY KEY NOT NULL,
	"app_id" integer NOT NULL,
	"file_name" text NOT NULL,
	"format" text NOT NULL,
	"actor_name" text NOT NULL,
	"total_rows" integer NOT NULL,
	"created" integer NOT NULL,
	"updated" integer NOT NULL,
	"failed" integer NOT NULL,
	"category_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"undone_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "catalogue_products" (
	"id" serial PRIMARY KEY NOT NULL,
	"app_id" integer NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"sku" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"visible" boolean DEFAULT true NOT NULL,
	"sold" integer DEFAULT 0 NOT NULL,
	"brand" text DEFAULT '' NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"category_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"price_cents" bigint NOT NULL,
	"sales_price_cents" bigint,
	"stock_quantity" integer DEFAULT 0 NOT NULL,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"option_names" text[] DEFAULT '{}'::text[] NOT NULL,
	"weight_grams" integer DEFAULT 0 NOT NULL,
	"height_cm" integer DEFAULT 0 NOT NULL,
	"width_cm" integer DEFAULT 0 NOT NULL,
	"length_cm" integer DEFAULT 0 NOT NULL,
	"import_id" integer,
	"name_fold" text GENERATED ALWAYS AS (catalogue_fold(name)) STORED,
	"search" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('portuguese', catalogue_fold(name || ' ' || sku || ' ' || brand)), 'A') || setweight(to_tsvector('portuguese', catalogue_fold(catalogue_words(tags))), 'B') || setweight(to_tsvector('portuguese', catalogue_fold(left(description, 4000))), 'C')) STORED,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "catalogue_variants" (
	"id" serial PRIMARY KEY NOT NULL,
	"app_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"position" integer NOT NULL,
	"sku" text DEFAULT '' NOT NULL,
	"options" text[] NOT NULL,
	"price_cents" bigint,
	"sales_price_cents" bigint,
	"stock_quantity" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "catalogue_categories" ADD CONSTRAINT "catalogue_categories_app_id_apps_id_fk" FOREIGN KEY ("app_id") REFERENCES "public"."apps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalogue_import_snapshots" ADD CONSTRAINT "catalogue_import_snapshots_import_id_catalogue_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."catalogue_imports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalogue_imports" ADD CONSTRAINT "catalogue_imports_app_id_apps_id_fk" FOREIGN KEY ("app_id") REFERENCES "public"."apps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalogue_products" ADD CONSTRAINT "catalogue_products_app_id_apps_id_fk" FOREIGN KEY ("app_id") REFERENCES "public"."apps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalogue_variants" ADD CONSTRAINT "catalogue_variants_app_id_apps_id_fk" FOREIGN KEY ("app_id") REFERENCES "public"."apps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalogue_variants" ADD CONSTRAINT "catalogue_variants_product_id_catalogue_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."catalogue_products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "catalogue_categories_parent_idx" ON "catalogue_categories" USING btree ("app_id","parent_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "catalogue_categories_slug_key" ON "catalogue_categories" USING btree ("app_id",coalesce("parent_id", 0),"slug");--> statement-breakpoint
CREATE INDEX "catalogue_import_snapshots_idx" ON "catalogue_import_snapshots" USING btree ("import_id");--> statement-breakpoint
CREATE INDEX "catalogue_imports_app_idx" ON "catalogue_imports" USING btree ("app_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "catalogue_products_slug_key" ON "catalogue_products" USING btree ("app_id","slug");--> statement-breakpoint
CREATE UNIQUE INDEX "catalogue_products_sku_key" ON "catalogue_products" USING btree ("app_id","sku") WHERE sku <> '';--> statement-breakpoint
CREATE INDEX "catalogue_products_name_idx" ON "catalogue_products" USING btree ("app_id","name_fold","id");--> statement-breakpoint
CREATE INDEX "catalogue_products_price_idx" ON "catalogue_products" USING btree ("app_id","price_cents","id");--> statement-breakpoint
CREATE INDEX "catalogue_products_sku_prefix_idx" ON "catalogue_products" USING btree ("app_id",lower(sku) text_pattern_ops);--> statement-breakpoint
CREATE INDEX "catalogue_products_search_idx" ON "catalogue_products" USING gin ("search");--> statement-breakpoint
CREATE INDEX "catalogue_products_trgm_idx" ON "catalogue_products" USING gin ("name_fold" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "catalogue_products_categories_idx" ON "catalogue_products" USING gin ("category_ids");--> statement-breakpoint
CREATE INDEX "catalogue_variants_product_idx" ON "catalogue_variants" USING btree ("product_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "catalogue_variants_sku_key" ON "catalogue_variants" USING btree ("app_id","sku") WHERE sku <> '';--> statement-breakpoint
CREATE INDEX "catalogue_variants_sku_prefix_idx" ON "catalogue_variants" USING btree ("app_id",lower(sku) text_pattern_ops);