CREATE TABLE "onboarding_profiles" (
	"app_id" integer PRIMARY KEY NOT NULL,
	"segment" text NOT NULL,
	"document" text NOT NULL,
	"document_kind" text NOT NULL,
	"contact_email" text NOT NULL,
	"contact_phone" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "onboarding_profiles_document_kind" CHECK ("onboarding_profiles"."document_kind" in ('cpf', 'cnpj'))
);
--> statement-breakpoint
CREATE TABLE "onboarding_steps" (
	"app_id" integer NOT NULL,
	"step" text NOT NULL,
	"status" text NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"updated_by_name" text,
	CONSTRAINT "onboarding_steps_app_id_step_pk" PRIMARY KEY("app_id","step"),
	CONSTRAINT "onboarding_steps_step" CHECK ("onboarding_steps"."step" in ('layout', 'platform', 'payment', 'checkout')),
	CONSTRAINT "onboarding_steps_status" CHECK ("onboarding_steps"."status" in ('done', 'skipped'))
);
--> statement-breakpoint
ALTER TABLE "onboarding_profiles" ADD CONSTRAINT "onboarding_profiles_app_id_apps_id_fk" FOREIGN KEY ("app_id") REFERENCES "public"."apps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "onboarding_steps" ADD CONSTRAINT "onboarding_steps_app_id_apps_id_fk" FOREIGN KEY ("app_id") REFERENCES "public"."apps"("id") ON DELETE cascade ON UPDATE no action;