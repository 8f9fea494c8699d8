CREATE TABLE "checkout_antifraud_decisions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"app_id" integer NOT NULL,
	"approved" boolean NOT NULL,
	"rule" text,
	"amount_cents" bigint NOT NULL,
	"document" text NOT NULL,
	"email" text NOT NULL,
	"link_title" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "checkout_app_installations" (
	"id" serial PRIMARY KEY NOT NULL,
	"app_id" integer NOT NULL,
	"slug" text NOT NULL,
	"settings" jsonb NOT NULL,
	"installed_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "checkout_antifraud_decisions" ADD CONSTRAINT "checkout_antifraud_decisions_app_id_apps_id_fk" FOREIGN KEY ("app_id") REFERENCES "public"."apps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkout_app_installations" ADD CONSTRAINT "checkout_app_installations_app_id_apps_id_fk" FOREIGN KEY ("app_id") REFERENCES "public"."apps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "checkout_antifraud_decisions_app_idx" ON "checkout_antifraud_decisions" USING btree ("app_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "checkout_app_installations_slug" ON "checkout_app_installations" USING btree ("app_id","slug");