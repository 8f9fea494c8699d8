CREATE TABLE "checkout_payers" (
	"payment_id" bigint PRIMARY KEY NOT NULL,
	"app_id" integer NOT NULL,
	"address" jsonb,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "checkout_payers" ADD CONSTRAINT "checkout_payers_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkout_payers" ADD CONSTRAINT "checkout_payers_app_id_apps_id_fk" FOREIGN KEY ("app_id") REFERENCES "public"."apps"("id") ON DELETE cascade ON UPDATE no action;