CREATE TABLE "notification_reads" (
	"app_id" integer NOT NULL,
	"notification_id" bigint NOT NULL,
	"user_id" integer NOT NULL,
	"read_at" timestamp with time zone NOT NULL,
	CONSTRAINT "notification_reads_app_id_notification_id_user_id_pk" PRIMARY KEY("app_id","notification_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "reseller_apps" (
	"app_id" integer PRIMARY KEY NOT NULL,
	"reseller_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reseller_domains" (
	"domain" text PRIMARY KEY NOT NULL,
	"reseller_id" integer NOT NULL,
	CONSTRAINT "reseller_domains_lower_case" CHECK ("reseller_domains"."domain" = lower("reseller_domains"."domain"))
);
--> statement-breakpoint
CREATE TABLE "reseller_managers" (
	"reseller_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reseller_managers_reseller_id_user_id_pk" PRIMARY KEY("reseller_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "resellers" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"hash" text NOT NULL,
	"logo_url" text,
	"primary_color" text,
	"primary_foreground" text,
	"flags" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "resellers_hash_unique" UNIQUE("hash"),
	CONSTRAINT "resellers_colours_hex" CHECK ("resellers"."primary_color" ~* '^#[0-9a-f]{3,8}$' and "resellers"."primary_foreground" ~* '^#[0-9a-f]{3,8}$')
);
--> statement-breakpoint
CREATE TABLE "store_notifications" (
	"app_id" integer NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "store_notifications_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"title" text NOT NULL,
	"message" text NOT NULL,
	"type" text NOT NULL,
	"link" text,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "store_notifications_app_id_id_pk" PRIMARY KEY("app_id","id"),
	CONSTRAINT "store_notifications_type" CHECK ("type" in ('success', 'error', 'warning', 'info'))
);
--> statement-breakpoint
DROP INDEX "invitations_open_by_email_idx";--> statement-breakpoint
ALTER TABLE "notification_reads" ADD CONSTRAINT "notification_reads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_reads" ADD CONSTRAINT "notification_reads_notification_fk" FOREIGN KEY ("app_id","notification_id") REFERENCES "public"."store_notifications"("app_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reseller_apps" ADD CONSTRAINT "reseller_apps_app_id_apps_id_fk" FOREIGN KEY ("app_id") REFERENCES "public"."apps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reseller_apps" ADD CONSTRAINT "reseller_apps_reseller_id_resellers_id_fk" FOREIGN KEY ("reseller_id") REFERENCES "public"."resellers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reseller_domains" ADD CONSTRAINT "reseller_domains_reseller_id_resellers_id_fk" FOREIGN KEY ("reseller_id") REFERENCES "public"."resellers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reseller_managers" ADD CONSTRAINT "reseller_managers_reseller_id_resellers_id_fk" FOREIGN KEY ("reseller_id") REFERENCES "public"."resellers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reseller_managers" ADD CONSTRAINT "reseller_managers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_notifications" ADD CONSTRAINT "store_notifications_app_id_apps_id_fk" FOREIGN KEY ("app_id") REFERENCES "public"."apps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reseller_apps_reseller_id_idx" ON "reseller_apps" USING btree ("reseller_id");--> statement-breakpoint
CREATE INDEX "reseller_domains_reseller_id_idx" ON "reseller_domains" USING btree ("reseller_id");--> statement-breakpoint
CREATE INDEX "reseller_managers_user_id_idx" ON "reseller_managers" USING btree ("user_id");