CREATE TABLE "link_feeds" (
	"app_id" integer PRIMARY KEY NOT NULL,
	"token" text NOT NULL,
	"last_generated_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "link_feeds_token_key" UNIQUE("token")
);
--> statement-breakpoint
CREATE TABLE "payment_links" (
	"id" serial PRIMARY KEY NOT NULL,
	"app_id" integer NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"image_url" text,
	"amount_mode" text NOT NULL,
	"amount_cents" bigint,
	"min_cents" bigint,
	"gateway_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"max_installments" integer DEFAULT 1 NOT NULL,
	"expires_at" timestamp with time zone,
	"quantity_limit" integer,
	"ask_address" boolean DEFAULT false NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "payment_links_amount_mode" CHECK ("payment_links"."amount_mode" in ('fixed', 'open')),
	CONSTRAINT "payment_links_amounts" CHECK (("payment_links"."amount_mode" = 'fixed' and "payment_links"."amount_cents" > 0 and "payment_links"."min_cents" is null) or ("payment_links"."amount_mode" = 'open' and "payment_links"."min_cents" > 0 and "payment_links"."amount_cents" is null))
);
--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "link_id" integer;--> statement-breakpoint
ALTER TABLE "link_feeds" ADD CONSTRAINT "link_feeds_app_id_apps_id_fk" FOREIGN KEY ("app_id") REFERENCES "public"."apps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_links" ADD CONSTRAINT "payment_links_app_id_apps_id_fk" FOREIGN KEY ("app_id") REFERENCES "public"."apps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_links_slug_key" ON "payment_links" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "payment_links_app_idx" ON "payment_links" USING btree ("app_id","id");--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_link_id_payment_links_id_fk" FOREIGN KEY ("link_id") REFERENCES "public"."payment_links"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payments_link_idx" ON "payments" USING btree ("app_id","link_id","created_at","id") WHERE "link_id" is not null;