CREATE TABLE "payment_shipments" (
	"app_id" integer NOT NULL,
	"payment_id" bigint NOT NULL,
	"tracking_code" text NOT NULL,
	"carrier" text NOT NULL,
	"tracking_url" text NOT NULL,
	"nf_number" text NOT NULL,
	"nf_key" text NOT NULL,
	"nf_url" text NOT NULL,
	"tracking_saved_at" timestamp with time zone,
	"nf_saved_at" timestamp with time zone,
	"tracking_mailed" text,
	"nf_mailed" text,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "payment_shipments_app_id_payment_id_pk" PRIMARY KEY("app_id","payment_id")
);
--> statement-breakpoint
ALTER TABLE "payment_shipments" ADD CONSTRAINT "payment_shipments_app_id_apps_id_fk" FOREIGN KEY ("app_id") REFERENCES "public"."apps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_shipments" ADD CONSTRAINT "payment_shipments_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;