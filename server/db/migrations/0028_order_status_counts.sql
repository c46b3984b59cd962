-- The orders per client and status, kept by the database (issue 31): the queue's first page over a million orders and
-- a large client's dashboard counted every order on each first page (a scan of all of orders_status_idx, 250-480 ms).
-- The kept counts are an append-only ledger: each statement that inserts, deletes or moves orders (a status, a client,
-- an order type changed) appends one row per (client, recruiter, status) it changed, with the change in orders and in
-- orders of type 'Needs attention'; a count is the sum of its rows. Writers only append, so they take no lock on a
-- shared counter: two transactions moving orders between the same statuses in opposite directions cannot deadlock or
-- wait on each other, and a long order file does not hold other writers of its client. fold_order_status_counts()
-- (a timed job each minute, server/domain/status-counts.ts) replaces the rows by one per key in one transaction: a
-- reader's statement sees either every row before the fold or its result, so the sums stay exact at every moment.
CREATE TABLE "order_status_counts" (
	"client_id" integer NOT NULL,
	"recruiter_client_id" integer,
	"status" text NOT NULL,
	"orders" integer NOT NULL,
	"needing_attention" integer NOT NULL
);--> statement-breakpoint
CREATE INDEX "order_status_counts_client_idx" ON "order_status_counts" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "order_status_counts_recruiter_idx" ON "order_status_counts" USING btree ("recruiter_client_id");--> statement-breakpoint
-- Statement-level triggers with transition tables: an insert of a million orders (the bench generators, SEED_ORDERS)
-- appends a row per key, not a row per order. PostgreSQL allows one event per trigger with transition tables, hence
-- three triggers over one function. An update fires for any column; only keys whose sums moved are appended.
CREATE FUNCTION "order_status_counts_kept"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "order_status_counts" ("client_id", "recruiter_client_id", "status", "orders", "needing_attention")
    SELECT "client_id", "recruiter_client_id", "status", count(*), count(*) FILTER (WHERE "order_type" = 'Needs attention')
    FROM "new_orders" GROUP BY 1, 2, 3;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO "order_status_counts" ("client_id", "recruiter_client_id", "status", "orders", "needing_attention")
    SELECT "client_id", "recruiter_client_id", "status", -count(*), -count(*) FILTER (WHERE "order_type" = 'Needs attention')
    FROM "old_orders" GROUP BY 1, 2, 3;
  ELSE
    INSERT INTO "order_status_counts" ("client_id", "recruiter_client_id", "status", "orders", "needing_attention")
    SELECT "client_id", "recruiter_client_id", "status", sum("n"), sum("a")
    FROM (
      SELECT "client_id", "recruiter_client_id", "status", 1 AS "n", ("order_type" = 'Needs attention')::int AS "a" FROM "new_orders"
      UNION ALL
      SELECT "client_id", "recruiter_client_id", "status", -1, -("order_type" = 'Needs attention')::int FROM "old_orders"
    ) AS "moved"
    GROUP BY 1, 2, 3
    HAVING sum("n") <> 0 OR sum("a") <> 0;
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE FUNCTION "order_status_counts_truncated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "order_status_counts";
  RETURN NULL;
END;
$$;--> statement-breakpoint
-- The triggers first: CREATE TRIGGER locks orders against writes until this migration commits, so the backfill below
-- reads every order committed before it, and every later write runs the triggers.
CREATE TRIGGER "order_status_counts_inserted" AFTER INSERT ON "orders" REFERENCING NEW TABLE AS "new_orders" FOR EACH STATEMENT EXECUTE FUNCTION "order_status_counts_kept"();--> statement-breakpoint
CREATE TRIGGER "order_status_counts_updated" AFTER UPDATE ON "orders" REFERENCING OLD TABLE AS "old_orders" NEW TABLE AS "new_orders" FOR EACH STATEMENT EXECUTE FUNCTION "order_status_counts_kept"();--> statement-breakpoint
CREATE TRIGGER "order_status_counts_deleted" AFTER DELETE ON "orders" REFERENCING OLD TABLE AS "old_orders" FOR EACH STATEMENT EXECUTE FUNCTION "order_status_counts_kept"();--> statement-breakpoint
CREATE TRIGGER "order_status_counts_truncated" AFTER TRUNCATE ON "orders" FOR EACH STATEMENT EXECUTE FUNCTION "order_status_counts_truncated"();--> statement-breakpoint
-- The fold: the rows it can see deleted and summed back as one row per key, in one statement. A fold running beside
-- it blocks on the rows this one deletes, then skips them (already gone) and cannot see this one's new rows (its
-- snapshot is older): each row is summed once. Rows of transactions not yet committed are left for the next fold.
CREATE FUNCTION "fold_order_status_counts"() RETURNS void LANGUAGE sql AS $$
  WITH "folded" AS (DELETE FROM "order_status_counts" RETURNING *)
  INSERT INTO "order_status_counts" ("client_id", "recruiter_client_id", "status", "orders", "needing_attention")
  SELECT "client_id", "recruiter_client_id", "status", sum("orders"), sum("needing_attention")
  FROM "folded"
  GROUP BY 1, 2, 3
  HAVING sum("orders") <> 0 OR sum("needing_attention") <> 0;
$$;--> statement-breakpoint
INSERT INTO "order_status_counts" ("client_id", "recruiter_client_id", "status", "orders", "needing_attention")
SELECT "client_id", "recruiter_client_id", "status", count(*), count(*) FILTER (WHERE "order_type" = 'Needs attention')
FROM "orders" GROUP BY 1, 2, 3;
--> statement-breakpoint
-- The Delayed view (a check with a delay recorded) over a million orders: its counts and rows read the orders of the
-- delayed checks one by one (about 11,800, 200 ms). Whether any check of the order is delayed is now kept on the order
-- by the checks' trigger, beside their statuses (migration 0006), and a partial index holds just those orders in the
-- queue's default order with their status, so the view's rows are one index range and its counts a read of the index.
ALTER TABLE "orders" ADD COLUMN "any_delayed" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "order_services_touch_orders"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Statement level: one UPDATE per statement, however many checks it wrote (an order file writes thousands).
  UPDATE "orders" SET
    "updated_at" = clock_timestamp(),
    "check_statuses" = coalesce("facts"."statuses", '{}'),
    "any_results_file" = coalesce("facts"."any_results_file", false),
    "any_delayed" = coalesce("facts"."any_delayed", false),
    "check_plan" = order_check_plan("orders"."id")
  FROM (SELECT DISTINCT "order_id" FROM "changed_rows") AS "changed"
  LEFT JOIN LATERAL (
    SELECT array_agg("check_status" ORDER BY "id") AS "statuses", bool_or("results_location" <> '') AS "any_results_file",
      bool_or("delay_reason" <> '') AS "any_delayed"
    FROM "order_services" WHERE "order_services"."order_id" = "changed"."order_id"
  ) AS "facts" ON true
  WHERE "orders"."id" = "changed"."order_id";
  RETURN NULL;
END;
$$;--> statement-breakpoint
UPDATE "orders" SET "any_delayed" = true WHERE "id" IN (SELECT "order_id" FROM "order_services" WHERE "delay_reason" <> '');--> statement-breakpoint
CREATE INDEX "orders_delayed_idx" ON "orders" USING btree ("needs_attention","lodged_at","id","status") WHERE "any_delayed";
