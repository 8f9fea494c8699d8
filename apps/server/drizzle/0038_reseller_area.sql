CREATE TABLE "reseller_invitations" (
	"id" integer PRIMARY KEY DEFAULT nextval('users_id_seq') NOT NULL,
	"reseller_id" integer NOT NULL,
	"email" text NOT NULL,
	"invited_by" integer,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "reseller_invitations_email_lower_case" CHECK ("reseller_invitations"."email" = lower("reseller_invitations"."email"))
);
--> statement-breakpoint
CREATE TABLE "reseller_settings" (
	"reseller_id" integer PRIMARY KEY NOT NULL,
	"favicon_url" text DEFAULT '' NOT NULL,
	"support_email" text DEFAULT '' NOT NULL,
	"support_phone" text DEFAULT '' NOT NULL,
	"support_whatsapp" text DEFAULT '' NOT NULL,
	"help_url" text DEFAULT '' NOT NULL,
	"platforms" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reseller_smtp" (
	"reseller_id" integer PRIMARY KEY NOT NULL,
	"host" text NOT NULL,
	"port" integer NOT NULL,
	"security" text NOT NULL,
	"user" text NOT NULL,
	"password_encrypted" text,
	"sender_name" text NOT NULL,
	"sender_email" text NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "reseller_smtp_security" CHECK ("security" in ('none', 'starttls', 'tls')),
	CONSTRAINT "reseller_smtp_port" CHECK ("reseller_smtp"."port" between 1 and 65535)
);
--> statement-breakpoint
ALTER TABLE "reseller_invitations" ADD CONSTRAINT "reseller_invitations_reseller_id_resellers_id_fk" FOREIGN KEY ("reseller_id") REFERENCES "public"."resellers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reseller_invitations" ADD CONSTRAINT "reseller_invitations_invited_by_users_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reseller_settings" ADD CONSTRAINT "reseller_settings_reseller_id_resellers_id_fk" FOREIGN KEY ("reseller_id") REFERENCES "public"."resellers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reseller_smtp" ADD CONSTRAINT "reseller_smtp_reseller_id_resellers_id_fk" FOREIGN KEY ("reseller_id") REFERENCES "public"."resellers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "reseller_invitations_email_idx" ON "reseller_invitations" USING btree ("reseller_id","email");--> statement-breakpoint
CREATE INDEX "reseller_invitations_by_email_idx" ON "reseller_invitations" USING btree ("email");