CREATE TABLE "payment_splits" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payment_splits_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"app_id" integer NOT NULL,
	"payment_id" bigint NOT NULL,
	"gateway_id" integer NOT NULL,
	"rule_version_id" integer NOT NULL,
	"status" text NOT NULL,
	"split" jsonb,
	"refusal" jsonb,
	"taken_from" text,
	"received_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "payment_splits_status" CHECK ("payment_splits"."status" in ('posted', 'refused'))
);
--> statement-breakpoint
CREATE TABLE "split_parts" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "split_parts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"app_id" integer NOT NULL,
	"split_id" bigint NOT NULL,
	"payment_id" bigint NOT NULL,
	"seller_id" integer NOT NULL,
	"gross_cents" bigint NOT NULL,
	"fee_cents" bigint NOT NULL,
	"net_cents" bigint NOT NULL,
	"rounding_cents" bigint NOT NULL,
	"reversed_cents" bigint DEFAULT 0 NOT NULL,
	"reversed_pending_cents" bigint DEFAULT 0 NOT NULL,
	"release_at" timestamp with time zone NOT NULL,
	"released_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "split_queue" (
	"app_id" integer NOT NULL,
	"payment_id" bigint NOT NULL,
	"received_at" timestamp with time zone NOT NULL,
	CONSTRAINT "split_queue_app_id_payment_id_pk" PRIMARY KEY("app_id","payment_id")
);
--> statement-breakpoint
CREATE TABLE "split_reversals" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "split_reversals_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"app_id" integer NOT NULL,
	"split_id" bigint NOT NULL,
	"payment_event_id" bigint NOT NULL,
	"refund_cents" bigint NOT NULL,
	"reversal" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payment_splits" ADD CONSTRAINT "payment_splits_app_id_apps_id_fk" FOREIGN KEY ("app_id") REFERENCES "public"."apps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_splits" ADD CONSTRAINT "payment_splits_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_splits" ADD CONSTRAINT "payment_splits_rule_version_id_split_rule_versions_id_fk" FOREIGN KEY ("rule_version_id") REFERENCES "public"."split_rule_versions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "split_parts" ADD CONSTRAINT "split_parts_app_id_apps_id_fk" FOREIGN KEY ("app_id") REFERENCES "public"."apps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "split_parts" ADD CONSTRAINT "split_parts_split_id_payment_splits_id_fk" FOREIGN KEY ("split_id") REFERENCES "public"."payment_splits"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "split_parts" ADD CONSTRAINT "split_parts_seller_id_split_sellers_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."split_sellers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "split_queue" ADD CONSTRAINT "split_queue_app_id_apps_id_fk" FOREIGN KEY ("app_id") REFERENCES "public"."apps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "split_queue" ADD CONSTRAINT "split_queue_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "split_reversals" ADD CONSTRAINT "split_reversals_app_id_apps_id_fk" FOREIGN KEY ("app_id") REFERENCES "public"."apps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "split_reversals" ADD CONSTRAINT "split_reversals_split_id_payment_splits_id_fk" FOREIGN KEY ("split_id") REFERENCES "public"."payment_splits"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_splits_payment_key" ON "payment_splits" USING btree ("app_id","payment_id");--> statement-breakpoint
CREATE INDEX "split_parts_seller_idx" ON "split_parts" USING btree ("app_id","seller_id","payment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "split_parts_split_seller_key" ON "split_parts" USING btree ("split_id","seller_id");--> statement-breakpoint
CREATE INDEX "split_parts_due_idx" ON "split_parts" USING btree ("release_at") WHERE "released_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "split_reversals_event_key" ON "split_reversals" USING btree ("split_id","payment_event_id");