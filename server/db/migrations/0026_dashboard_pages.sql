-- The client dashboard at 100,000 orders (issue 31): its keyset pages read one client's orders in one sort, so each
-- sort has an index led by the client (then the sort's key, then the id: the page's bound is one index range). The
-- lodged one replaces orders_client_idx (client_id, lodged_at), which it covers.
DROP INDEX IF EXISTS "orders_client_idx";--> statement-breakpoint
CREATE INDEX "orders_client_lodged_idx" ON "orders" USING btree ("client_id","lodged_at","id");--> statement-breakpoint
CREATE INDEX "orders_client_order_idx" ON "orders" USING btree ("client_id","id");--> statement-breakpoint
CREATE INDEX "orders_client_status_idx" ON "orders" USING btree ("client_id","status","id");--> statement-breakpoint
CREATE INDEX "orders_client_applicant_idx" ON "orders" USING btree ("client_id",lower("applicant_first_name" || ' ' || "applicant_surname"),"id");--> statement-breakpoint
CREATE INDEX "orders_client_completed_idx" ON "orders" USING btree ("client_id",coalesce("completed_at", '-infinity'::timestamptz),"id");
