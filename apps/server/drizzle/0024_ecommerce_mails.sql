-- The store e-mails (issue 15 item 1): each store's own version of its nine mails, its SMTP
-- server (password encrypted), the cart and payment recovery schedules, the claim of each
-- reminder step (sent at most once) and the delivery log.
CREATE TABLE "ecommerce_mail_deliveries" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ecommerce_mail_deliveries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"app_id" integer NOT NULL,
	"type" text NOT NULL,
	"source" text NOT NULL,
	"to" text NOT NULL,
	"subject" text NOT NULL,
	"status" text NOT NULL,
	"via" text NOT NULL,
	"error" text,
	"step" integer,
	"reference" text,
	"outbox_id" bigint,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "ecommerce_mail_deliveries_type" CHECK ("type" in ('recover_cart', 'recover_payment', 'canceled_payment', 'no_password', 'process_order', 'waiting_payment', 'in_transport', 'nf', 'password')),
	CONSTRAINT "ecommerce_mail_deliveries_source" CHECK ("source" in ('test', 'recover', 'event')),
	CONSTRAINT "ecommerce_mail_deliveries_status" CHECK ("status" in ('sent', 'failed')),
	CONSTRAINT "ecommerce_mail_deliveries_via" CHECK ("via" in ('store', 'platform'))
);
--> statement-breakpoint
CREATE TABLE "ecommerce_mail_recover" (
	"app_id" integer NOT NULL,
	"kind" text NOT NULL,
	"active" boolean NOT NULL,
	"delays_hours" jsonb NOT NULL,
	"coupon_code" text NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "ecommerce_mail_recover_app_id_kind_pk" PRIMARY KEY("app_id","kind"),
	CONSTRAINT "ecommerce_mail_recover_kind" CHECK ("kind" in ('cart', 'payment'))
);
--> statement-breakpoint
CREATE TABLE "ecommerce_mail_reminders" (
	"app_id" integer NOT NULL,
	"kind" text NOT NULL,
	"reference" text NOT NULL,
	"step" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "ecommerce_mail_reminders_app_id_kind_reference_step_pk" PRIMARY KEY("app_id","kind","reference","step")
);
--> statement-breakpoint
CREATE TABLE "ecommerce_mail_smtp" (
	"app_id" integer PRIMARY KEY NOT NULL,
	"host" text NOT NULL,
	"port" integer NOT NULL,
	"security" text NOT NULL,
	"user" text NOT NULL,
	"password_encrypted" text,
	"sender_name" text NOT NULL,
	"sender_email" text NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "ecommerce_mail_smtp_security" CHECK ("security" in ('none', 'starttls', 'tls'))
);
--> statement-breakpoint
CREATE TABLE "ecommerce_mails" (
	"app_id" integer NOT NULL,
	"type" text NOT NULL,
	"subject" text NOT NULL,
	"preheader" text NOT NULL,
	"body_html" text NOT NULL,
	"active" boolean NOT NULL,
	"customised" boolean NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "ecommerce_mails_app_id_type_pk" PRIMARY KEY("app_id","type"),
	CONSTRAINT "ecommerce_mails_type" CHECK ("type" in ('recover_cart', 'recover_payment', 'canceled_payment', 'no_password', 'process_order', 'waiting_payment', 'in_transport', 'nf', 'password'))
);
--> statement-breakpoint
ALTER TABLE "ecommerce_mail_deliveries" ADD CONSTRAINT "ecommerce_mail_deliveries_app_id_apps_id_fk" FOREIGN KEY ("app_id") REFERENCES "public"."apps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ecommerce_mail_recover" ADD CONSTRAINT "ecommerce_mail_recover_app_id_apps_id_fk" FOREIGN KEY ("app_id") REFERENCES "public"."apps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ecommerce_mail_reminders" ADD CONSTRAINT "ecommerce_mail_reminders_app_id_apps_id_fk" FOREIGN KEY ("app_id") REFERENCES "public"."apps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ecommerce_mail_smtp" ADD CONSTRAINT "ecommerce_mail_smtp_app_id_apps_id_fk" FOREIGN KEY ("app_id") REFERENCES "public"."apps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ecommerce_mails" ADD CONSTRAINT "ecommerce_mails_app_id_apps_id_fk" FOREIGN KEY ("app_id") REFERENCES "public"."apps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ecommerce_mail_deliveries_app_idx" ON "ecommerce_mail_deliveries" USING btree ("app_id","id");--> statement-breakpoint
CREATE INDEX "ecommerce_mail_recover_active_idx" ON "ecommerce_mail_recover" USING btree ("kind") WHERE "active";