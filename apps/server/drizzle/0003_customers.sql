CREATE TABLE "customer_import_changes" (
	"import_id" bigint NOT NULL,
	"customer_id" bigint NOT NULL,
	"action" text NOT NULL,
	"before" jsonb,
	CONSTRAINT "customer_import_changes_import_id_customer_id_pk" PRIMARY KEY("import_id","customer_id"),
	CONSTRAINT "customer_import_changes_action" CHECK ("action" in ('create', 'update'))
);
--> statement-breakpoint
CREATE TABLE "customer_imports" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "customer_imports_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"app_id" integer NOT NULL,
	"file_name" text NOT NULL,
	"actor_user_id" integer,
	"actor_name" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"total_rows" integer NOT NULL,
	"created" integer NOT NULL,
	"updated" integer NOT NULL,
	"skipped" integer NOT NULL,
	"failed" integer NOT NULL,
	"undone_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "customers" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "customers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"app_id" integer NOT NULL,
	"name" text NOT NULL,
	"sort_name" text NOT NULL,
	"email" text,
	"document" text,
	"document_kind" text,
	"phone" text,
	"birth_date" date,
	"addresses" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"marketing_consent" boolean DEFAULT false NOT NULL,
	"purchases_count" integer DEFAULT 0 NOT NULL,
	"subscriptions_count" integer DEFAULT 0 NOT NULL,
	"total_spent" bigint DEFAULT 0 NOT NULL,
	"last_purchase_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"search" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple', "sort_name")) STORED,
	CONSTRAINT "customers_document_kind" CHECK ("document_kind" in ('cpf', 'cnpj'))
);
--> statement-breakpoint
CREATE TABLE "postal_codes" (
	"code" text PRIMARY KEY NOT NULL,
	"address" jsonb,
	"fetched_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "customer_import_changes" ADD CONSTRAINT "customer_import_changes_import_id_customer_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."customer_imports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_imports" ADD CONSTRAINT "customer_imports_app_id_apps_id_fk" FOREIGN KEY ("app_id") REFERENCES "public"."apps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_app_id_apps_id_fk" FOREIGN KEY ("app_id") REFERENCES "public"."apps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "customer_imports_app_idx" ON "customer_imports" USING btree ("app_id","id");--> statement-breakpoint
CREATE INDEX "customers_created_idx" ON "customers" USING btree ("app_id","created_at","id");--> statement-breakpoint
CREATE INDEX "customers_name_idx" ON "customers" USING btree ("app_id","sort_name","id");--> statement-breakpoint
CREATE INDEX "customers_spent_idx" ON "customers" USING btree ("app_id","total_spent","id");--> statement-breakpoint
CREATE INDEX "customers_last_purchase_idx" ON "customers" USING btree ("app_id","last_purchase_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "customers_email_key" ON "customers" USING btree ("app_id","email" text_pattern_ops) WHERE "email" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "customers_document_key" ON "customers" USING btree ("app_id","document" text_pattern_ops) WHERE "document" is not null;--> statement-breakpoint
CREATE INDEX "customers_phone_idx" ON "customers" USING btree ("app_id","phone" text_pattern_ops) WHERE "phone" is not null;--> statement-breakpoint
CREATE INDEX "customers_tags_idx" ON "customers" USING gin ("tags");--> statement-breakpoint
CREATE INDEX "customers_search_idx" ON "customers" USING gin ("search");