DROP INDEX "transaction_date_id_idx";--> statement-breakpoint
DROP INDEX "transaction_wait_until_id_idx";--> statement-breakpoint
CREATE INDEX "transaction_date_id_idx" ON "transaction" USING btree ("date","id","wait_until");--> statement-breakpoint
CREATE INDEX "transaction_wait_until_id_idx" ON "transaction" USING btree ("wait_until","id","date");--> statement-breakpoint
-- The investor search's row estimate: with the default 100-value sample of the name-and-e-mail
-- text, `%kowal%` (1.7% of investors) matched no sampled value and the planner guessed 20
-- investors instead of 3,335, so it fetched every matching investor's orders and sorted them.
-- A 1,000-value sample estimates ~3,000, and the page walks the date index instead.
ALTER INDEX "users_search_trgm_idx" ALTER COLUMN 1 SET STATISTICS 1000;--> statement-breakpoint
ANALYZE "users";
