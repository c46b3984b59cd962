CREATE TABLE "completed_jobs" (
	"key" text PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "orders_applicant_idx";--> statement-breakpoint
DROP INDEX "orders_client_idx";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
CREATE INDEX "orders_recruiter_idx" ON "orders" USING btree ("recruiter_client_id","lodged_at");--> statement-breakpoint
CREATE INDEX "orders_lodged_idx" ON "orders" USING btree ("lodged_at");--> statement-breakpoint
CREATE INDEX "orders_applicant_idx" ON "orders" USING btree ("applicant_user_id","lodged_at");--> statement-breakpoint
CREATE INDEX "orders_client_idx" ON "orders" USING btree ("client_id","lodged_at");--> statement-breakpoint
CREATE FUNCTION "orders_touch"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW."updated_at" := clock_timestamp();
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "orders_touch" BEFORE UPDATE ON "orders" FOR EACH ROW EXECUTE FUNCTION "orders_touch"();--> statement-breakpoint
CREATE FUNCTION "order_services_touch_orders"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Statement level: one UPDATE per statement, however many checks it wrote (an order file writes thousands).
  UPDATE "orders" SET "updated_at" = clock_timestamp() WHERE "id" IN (SELECT DISTINCT "order_id" FROM "changed_rows");
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "order_services_inserted" AFTER INSERT ON "order_services" REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "order_services_touch_orders"();--> statement-breakpoint
CREATE TRIGGER "order_services_updated" AFTER UPDATE ON "order_services" REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "order_services_touch_orders"();--> statement-breakpoint
CREATE TRIGGER "order_services_deleted" AFTER DELETE ON "order_services" REFERENCING OLD TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "order_services_touch_orders"();
