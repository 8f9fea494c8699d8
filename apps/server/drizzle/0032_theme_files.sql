CREATE TABLE "theme_file_versions" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "theme_file_versions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"app_id" integer NOT NULL,
	"file_id" integer NOT NULL,
	"version" integer NOT NULL,
	"content" text NOT NULL,
	"size" integer NOT NULL,
	"author_user_id" integer,
	"author_name" text,
	"restored_from" integer,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "theme_files" (
	"id" serial PRIMARY KEY NOT NULL,
	"app_id" integer NOT NULL,
	"path" text NOT NULL,
	"kind" text NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"size" integer DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"updated_by_user_id" integer,
	"updated_by_name" text
);
--> statement-breakpoint
ALTER TABLE "theme_file_versions" ADD CONSTRAINT "theme_file_versions_app_id_apps_id_fk" FOREIGN KEY ("app_id") REFERENCES "public"."apps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "theme_file_versions" ADD CONSTRAINT "theme_file_versions_file_id_theme_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."theme_files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "theme_file_versions" ADD CONSTRAINT "theme_file_versions_author_user_id_users_id_fk" FOREIGN KEY ("author_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "theme_files" ADD CONSTRAINT "theme_files_app_id_apps_id_fk" FOREIGN KEY ("app_id") REFERENCES "public"."apps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "theme_files" ADD CONSTRAINT "theme_files_updated_by_user_id_users_id_fk" FOREIGN KEY ("updated_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "theme_file_versions_file" ON "theme_file_versions" USING btree ("file_id","version");--> statement-breakpoint
CREATE INDEX "theme_file_versions_app" ON "theme_file_versions" USING btree ("app_id");--> statement-breakpoint
CREATE UNIQUE INDEX "theme_files_path" ON "theme_files" USING btree ("app_id","path");