CREATE TABLE "webhook_attempts" (
	"app_id" integer NOT NULL,
	"delivery_id" bigint NOT NULL,
	"attempt" smallint NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"url" text NOT NULL,
	"request_headers" jsonb NOT NULL,
	"response_status" smallint,
	"response_headers" jsonb,
	"response_body" text,
	"response_body_truncated" boolean DEFAULT false NOT NULL,
	"duration_ms" integer NOT NULL,
	"error" text,
	CONSTRAINT "webhook_attempts_app_id_delivery_id_attempt_pk" PRIMARY KEY("app_id","delivery_id","attempt")
);
--> statement-breakpoint
CREATE TABLE "webhook_deliveries" (
	"app_id" integer NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "webhook_deliveries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"endpoint_id" integer NOT NULL,
	"event_id" text NOT NULL,
	"event_type" text NOT NULL,
	"trigger" text NOT NULL,
	"replay_of" bigint,
	"body" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"delivered_at" timestamp with time zone,
	CONSTRAINT "webhook_deliveries_app_id_id_pk" PRIMARY KEY("app_id","id"),
	CONSTRAINT "webhook_deliveries_status" CHECK ("status" in ('pending', 'delivered', 'failed', 'cancelled')),
	CONSTRAINT "webhook_deliveries_trigger" CHECK ("trigger" in ('event', 'test', 'replay'))
);
--> statement-breakpoint
CREATE TABLE "webhook_endpoints" (
	"app_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "webhook_endpoints_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"url" text NOT NULL,
	"description" text,
	"event_types" text[] NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"secret" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "webhook_endpoints_app_id_id_pk" PRIMARY KEY("app_id","id")
);
--> statement-breakpoint
ALTER TABLE "webhook_attempts" ADD CONSTRAINT "webhook_attempts_app_id_delivery_id_webhook_deliveries_app_id_id_fk" FOREIGN KEY ("app_id","delivery_id") REFERENCES "public"."webhook_deliveries"("app_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_deliveries" ADD CONSTRAINT "webhook_deliveries_app_id_endpoint_id_webhook_endpoints_app_id_id_fk" FOREIGN KEY ("app_id","endpoint_id") REFERENCES "public"."webhook_endpoints"("app_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_endpoints" ADD CONSTRAINT "webhook_endpoints_app_id_apps_id_fk" FOREIGN KEY ("app_id") REFERENCES "public"."apps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "webhook_deliveries_page_idx" ON "webhook_deliveries" USING btree ("app_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "webhook_deliveries_endpoint_idx" ON "webhook_deliveries" USING btree ("app_id","endpoint_id","id" DESC NULLS LAST);