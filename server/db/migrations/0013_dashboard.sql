ALTER TABLE "orders" ADD COLUMN "check_plan" text DEFAULT '[]' NOT NULL;--> statement-breakpoint
-- The check plan of an order (server/domain/expected-completion.ts CheckPlanWire): per check, in check order, its
-- service, status, start day, the service's EndDay and its delays' start and end days, days in Sydney time. Kept on
-- the order by the triggers of its checks and their delays, so the 10,000-order list reads no check or delay row.
CREATE OR REPLACE FUNCTION "order_check_plan"("for_order" integer) RETURNS text LANGUAGE sql STABLE AS $$
  SELECT coalesce(json_agg(json_build_array(
    "c"."service_id",
    "c"."check_status",
    to_char("c"."check_start" AT TIME ZONE 'Australia/Sydney', 'YYYY-MM-DD'),
    "s"."end_day",
    coalesce((
      SELECT json_agg(json_build_array(
        to_char("d"."started_at" AT TIME ZONE 'Australia/Sydney', 'YYYY-MM-DD'),
        to_char("d"."ended_at" AT TIME ZONE 'Australia/Sydney', 'YYYY-MM-DD')
      ) ORDER BY "d"."id")
      FROM "service_delays" AS "d" WHERE "d"."order_service_id" = "c"."id"
    ), '[]'::json)
  ) ORDER BY "c"."id"), '[]'::json)::text
  FROM "order_services" AS "c" JOIN "services" AS "s" ON "s"."service_id" = "c"."service_id"
  WHERE "c"."order_id" = "for_order"
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "order_services_touch_orders"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Statement level: one UPDATE per statement, however many checks it wrote (an order file writes thousands).
  UPDATE "orders" SET
    "updated_at" = clock_timestamp(),
    "check_statuses" = coalesce("facts"."statuses", '{}'),
    "any_results_file" = coalesce("facts"."any_results_file", false),
    "check_plan" = order_check_plan("orders"."id")
  FROM (SELECT DISTINCT "order_id" FROM "changed_rows") AS "changed"
  LEFT JOIN LATERAL (
    SELECT array_agg("check_status" ORDER BY "id") AS "statuses", bool_or("results_location" <> '') AS "any_results_file"
    FROM "order_services" WHERE "order_services"."order_id" = "changed"."order_id"
  ) AS "facts" ON true
  WHERE "orders"."id" = "changed"."order_id";
  RETURN NULL;
END;
$$;--> statement-breakpoint
-- A delay started or ended changes its order's plan (and so its list's validator) as a check's change does.
CREATE OR REPLACE FUNCTION "service_delays_touch_orders"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "orders" SET "updated_at" = clock_timestamp(), "check_plan" = order_check_plan("orders"."id")
  WHERE "orders"."id" IN (
    SELECT DISTINCT "c"."order_id" FROM "order_services" AS "c"
    WHERE "c"."id" IN (SELECT "order_service_id" FROM "changed_rows")
  );
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "service_delays_inserted" AFTER INSERT ON "service_delays" REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "service_delays_touch_orders"();--> statement-breakpoint
CREATE TRIGGER "service_delays_updated" AFTER UPDATE ON "service_delays" REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "service_delays_touch_orders"();--> statement-breakpoint
CREATE TRIGGER "service_delays_deleted" AFTER DELETE ON "service_delays" REFERENCING OLD TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "service_delays_touch_orders"();--> statement-breakpoint
UPDATE "orders" SET "check_plan" = order_check_plan("id") WHERE EXISTS (SELECT 1 FROM "order_services" WHERE "order_services"."order_id" = "orders"."id");
