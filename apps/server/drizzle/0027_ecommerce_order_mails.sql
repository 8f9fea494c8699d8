CREATE TABLE "ecommerce_order_mails" (
	"app_id" integer NOT NULL,
	"payment_id" bigint NOT NULL,
	"type" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "ecommerce_order_mails_app_id_payment_id_type_pk" PRIMARY KEY("app_id","payment_id","type"),
	CONSTRAINT "ecommerce_order_mails_type" CHECK ("type" in ('recover_cart', 'recover_payment', 'canceled_payment', 'no_password', 'process_order', 'waiting_payment', 'in_transport', 'nf', 'password'))
);
--> statement-breakpoint
ALTER TABLE "ecommerce_order_mails" ADD CONSTRAINT "ecommerce_order_mails_app_id_apps_id_fk" FOREIGN KEY ("app_id") REFERENCES "public"."apps"("id") ON DELETE cascade ON UPDATE no action;