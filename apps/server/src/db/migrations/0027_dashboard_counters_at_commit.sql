-- The orders-per-month counters (0013) are two rows every order of a month shares: updated in
-- the order's own statement, they stayed locked until its commit, so concurrent money actions
-- (a bank statement's batch confirmation above all) queued behind each other from their status
-- change to their commit. As deferred constraint triggers they change at commit only: the same
-- sums (each row event still fires once, with its own OLD and NEW), held for the commit alone
-- (docs/performance.md, bench:reconcile).
DROP TRIGGER "orders_dashboard_month_write" ON "orders";
--> statement-breakpoint
DROP TRIGGER "orders_dashboard_month_update" ON "orders";
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "orders_dashboard_month_write" AFTER INSERT OR DELETE ON "orders"
  DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION "dashboard_order_month_count"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "orders_dashboard_month_update" AFTER UPDATE OF "status", "date" ON "orders"
  DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW WHEN (OLD."status" IS DISTINCT FROM NEW."status" OR OLD."date" IS DISTINCT FROM NEW."date")
  EXECUTE FUNCTION "dashboard_order_month_count"();
