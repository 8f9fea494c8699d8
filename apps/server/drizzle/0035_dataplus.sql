CREATE TABLE "dataplus_rows" (
	"app_id" integer NOT NULL,
	"table_id" integer NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "dataplus_rows_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"data" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "dataplus_rows_app_id_table_id_id_pk" PRIMARY KEY("app_id","table_id","id")
);
--> statement-breakpoint
CREATE TABLE "dataplus_tables" (
	"app_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "dataplus_tables_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"columns" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"next_column_id" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "dataplus_tables_app_id_id_pk" PRIMARY KEY("app_id","id")
);
--> statement-breakpoint
CREATE TABLE "dataplus_triggers" (
	"app_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "dataplus_triggers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"table_id" integer NOT NULL,
	"endpoint_id" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "dataplus_triggers_app_id_id_pk" PRIMARY KEY("app_id","id")
);
--> statement-breakpoint
ALTER TABLE "dataplus_rows" ADD CONSTRAINT "dataplus_rows_app_id_table_id_dataplus_tables_app_id_id_fk" FOREIGN KEY ("app_id","table_id") REFERENCES "public"."dataplus_tables"("app_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dataplus_tables" ADD CONSTRAINT "dataplus_tables_app_id_apps_id_fk" FOREIGN KEY ("app_id") REFERENCES "public"."apps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dataplus_triggers" ADD CONSTRAINT "dataplus_triggers_app_id_table_id_dataplus_tables_app_id_id_fk" FOREIGN KEY ("app_id","table_id") REFERENCES "public"."dataplus_tables"("app_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dataplus_triggers" ADD CONSTRAINT "dataplus_triggers_app_id_endpoint_id_webhook_endpoints_app_id_id_fk" FOREIGN KEY ("app_id","endpoint_id") REFERENCES "public"."webhook_endpoints"("app_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "dataplus_tables_slug" ON "dataplus_tables" USING btree ("app_id","slug");--> statement-breakpoint
CREATE UNIQUE INDEX "dataplus_triggers_endpoint" ON "dataplus_triggers" USING btree ("app_id","endpoint_id");--> statement-breakpoint
CREATE INDEX "dataplus_triggers_table_idx" ON "dataplus_triggers" USING btree ("app_id","table_id");