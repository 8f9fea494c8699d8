DROP INDEX "payments_search_idx";--> statement-breakpoint
ALTER TABLE "payments" drop column "search";--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "search" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple', lower(translate(coalesce("customer_name", ''), 'ÁÀÂÃÄÅáàâãäåÉÈÊËéèêëÍÌÎÏíìîïÓÒÔÕÖóòôõöÚÙÛÜúùûüÇçÑñÝýÿ', 'aaaaaaaaaaaaeeeeeeeeiiiiiiiioooooooooouuuuuuuuccnnyyy')))) STORED;--> statement-breakpoint
CREATE INDEX "payments_name_search_idx" ON "payments" USING gin ("search");--> statement-breakpoint
CREATE INDEX "payments_unanswered_idx" ON "payments" USING btree ("created_at") WHERE "status" = 'empty';