-- The queue's search (issue 31): an applicant's name contains the words typed, in any case (`ilike '%...%'`). A btree
-- cannot answer a match in the middle of a name, so over a million orders the search read every row; a trigram GIN
-- index on the same expression the queue searches (server/domain/queue-page.ts) answers it from the index. pg_trgm is
-- a trusted extension of PostgreSQL's contrib (the database's owner may create it); PGlite loads it from
-- @electric-sql/pglite/contrib/pg_trgm (server/db/pglite-worker.mjs).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "orders_applicant_trgm_idx" ON "orders" USING gin (("applicant_first_name" || ' ' || "applicant_surname") gin_trgm_ops);
--> statement-breakpoint
-- Measured over a million orders (scripts/bench-queue.mjs, docs/performance.md): a filtered queue read its default
-- order's index and threw away what the filter did not keep. With the filter's column first, each group of the
-- default order (needing attention, then the rest: server/domain/queue-page.ts) is one index range: by status, and by
-- client; the client's index ends with the status so that its counts per status are read from the index alone.
CREATE INDEX "orders_queue_status_idx" ON "orders" USING btree ("status","needs_attention","lodged_at","id");--> statement-breakpoint
CREATE INDEX "orders_queue_client_idx" ON "orders" USING btree ("client_id","needs_attention","lodged_at","id","status");--> statement-breakpoint
-- The Delayed view (a check with a delay recorded): few checks are delayed, so their orders are found from this
-- small index instead of asking every order's checks.
CREATE INDEX "order_services_delayed_idx" ON "order_services" USING btree ("order_id") WHERE "delay_reason" <> '';
