CREATE TABLE "payer_sessions" (
	"app_id" integer NOT NULL,
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payer_sessions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"email" text NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "payer_sign_in_codes" (
	"app_id" integer NOT NULL,
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payer_sign_in_codes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"email" text NOT NULL,
	"code_hash" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "apps" ADD COLUMN "slug" text DEFAULT null;--> statement-breakpoint
-- A store's public slug (its payers' account page, /acc/<slug>), derived from its name: accents
-- folded as the payments' name search folds them, lower case, every run of other characters one
-- hyphen, at most 40 characters, "loja" when nothing is left; "-2", "-3"… while it is taken.
CREATE FUNCTION apps_slug_for(store_name text) RETURNS text LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  base text;
  candidate text;
  n integer := 1;
BEGIN
  base := regexp_replace(
    lower(translate(coalesce(store_name, ''), 'ÁÀÂÃÄÅáàâãäåÉÈÊËéèêëÍÌÎÏíìîïÓÒÔÕÖóòôõöÚÙÛÜúùûüÇçÑñÝýÿ', 'aaaaaaaaaaaaeeeeeeeeiiiiiiiioooooooooouuuuuuuuccnnyyy')),
    '[^a-z0-9]+', '-', 'g');
  base := trim(both '-' from left(trim(both '-' from base), 40));
  IF base = '' THEN
    base := 'loja';
  END IF;
  candidate := base;
  WHILE EXISTS (SELECT 1 FROM apps WHERE slug = candidate) LOOP
    n := n + 1;
    candidate := base || '-' || n;
  END LOOP;
  RETURN candidate;
END
$$;
--> statement-breakpoint
-- Every store inserted without a slug gets one, whoever inserts it (the seed, tests, a future
-- route). Stores pick their slug one at a time (a transaction-wide advisory lock), so two stores
-- of the same name made at once get "-2" rather than a unique violation.
CREATE FUNCTION apps_assign_slug() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.slug IS NULL THEN
    PERFORM pg_advisory_xact_lock(hashtext('apps.slug'));
    NEW.slug := apps_slug_for(NEW.name);
  END IF;
  RETURN NEW;
END
$$;
--> statement-breakpoint
-- The stores already there, oldest first (so the oldest keeps the plain slug of a shared name).
DO $$
DECLARE
  store record;
BEGIN
  FOR store IN SELECT id, name FROM apps ORDER BY id LOOP
    UPDATE apps SET slug = apps_slug_for(store.name) WHERE id = store.id;
  END LOOP;
END
$$;
--> statement-breakpoint
ALTER TABLE "apps" ALTER COLUMN "slug" SET NOT NULL;--> statement-breakpoint
CREATE TRIGGER apps_assign_slug BEFORE INSERT ON apps
  FOR EACH ROW EXECUTE FUNCTION apps_assign_slug();
--> statement-breakpoint
ALTER TABLE "payer_sessions" ADD CONSTRAINT "payer_sessions_app_id_apps_id_fk" FOREIGN KEY ("app_id") REFERENCES "public"."apps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payer_sign_in_codes" ADD CONSTRAINT "payer_sign_in_codes_app_id_apps_id_fk" FOREIGN KEY ("app_id") REFERENCES "public"."apps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payer_sessions_hash_key" ON "payer_sessions" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "payer_sign_in_codes_hash_key" ON "payer_sign_in_codes" USING btree ("code_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "apps_slug_key" ON "apps" USING btree ("slug");--> statement-breakpoint
ALTER TABLE "apps" ADD CONSTRAINT "apps_slug_shape" CHECK ("apps"."slug" ~ '^[a-z0-9]+(-[a-z0-9]+)*$');