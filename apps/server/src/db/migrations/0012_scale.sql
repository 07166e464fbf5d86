-- the investor search's trigram index (users_search_trgm_idx); PGlite loads pg_trgm too (createPglite)
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
DROP INDEX "orders_offer_idx";--> statement-breakpoint
DROP INDEX "orders_user_idx";--> statement-breakpoint
DROP INDEX "orders_date_idx";--> statement-breakpoint
DROP INDEX "transaction_user_idx";--> statement-breakpoint
DROP INDEX "transaction_date_idx";--> statement-breakpoint
CREATE INDEX "users_search_trgm_idx" ON "users" USING gin (("first_name" || ' ' || "last_name" || ' ' || "email") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "investment_created_at_id_idx" ON "investment" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "investment_shares_id_idx" ON "investment" USING btree ("number_of_shares","id");--> statement-breakpoint
CREATE INDEX "investment_amount_id_idx" ON "investment" USING btree ("invested_amount","id");--> statement-breakpoint
CREATE INDEX "orders_date_id_idx" ON "orders" USING btree ("date","id");--> statement-breakpoint
CREATE INDEX "orders_total_amount_id_idx" ON "orders" USING btree ("total_amount","id");--> statement-breakpoint
CREATE INDEX "orders_status_id_idx" ON "orders" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "orders_quantity_id_idx" ON "orders" USING btree ("quantity","id");--> statement-breakpoint
CREATE INDEX "orders_status_date_idx" ON "orders" USING btree ("status","date","id");--> statement-breakpoint
CREATE INDEX "orders_offer_date_idx" ON "orders" USING btree ("offer_id","date","id");--> statement-breakpoint
CREATE INDEX "orders_series_date_idx" ON "orders" USING btree ("series_id","date","id");--> statement-breakpoint
CREATE INDEX "orders_user_date_idx" ON "orders" USING btree ("user_id","date","id");--> statement-breakpoint
CREATE INDEX "transaction_date_id_idx" ON "transaction" USING btree ("date","id");--> statement-breakpoint
CREATE INDEX "transaction_amount_id_idx" ON "transaction" USING btree ("amount","id");--> statement-breakpoint
CREATE INDEX "transaction_status_id_idx" ON "transaction" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "transaction_wait_until_id_idx" ON "transaction" USING btree ("wait_until","id");--> statement-breakpoint
CREATE INDEX "transaction_status_date_idx" ON "transaction" USING btree ("status","date","id");--> statement-breakpoint
CREATE INDEX "transaction_method_date_idx" ON "transaction" USING btree ("method","date","id");--> statement-breakpoint
CREATE INDEX "transaction_offer_date_idx" ON "transaction" USING btree ("offer_id","date","id");--> statement-breakpoint
CREATE INDEX "transaction_user_date_idx" ON "transaction" USING btree ("user_id","date","id");