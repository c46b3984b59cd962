-- The operators' queue at scale (issue 31): saved views per user, and what keyset paging over a million orders needs.
-- "Needs attention" as a stored column, so the queue's default order (those needing attention first, then by age)
-- is one index range per group instead of a sort of every order.
ALTER TABLE "orders" ADD COLUMN "needs_attention" boolean GENERATED ALWAYS AS ("status" IN ('On hold', 'Open with Alert') OR "order_type" = 'Needs attention') STORED;--> statement-breakpoint
-- How many fraud signals the referees' answers raise (server/domain/referee-signals.ts), kept on the order when an
-- answer arrives (referees.ts), so the queue's "Fraud signals" view filters without reading every answer.
ALTER TABLE "orders" ADD COLUMN "referee_signals" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Answers received before this migration: the signals that the answer facts alone decide (the applicant's address,
-- another referee's address, an answer under a minute). The mail-domain signals need the application's contacts and are
-- counted from the next answer of that order on.
UPDATE "orders" o SET "referee_signals" = s.n FROM (
  SELECT r."order_id", count(*)::int AS n
  FROM "referee_answers" a JOIN "referees" r ON r."id" = a."referee_id" JOIN "orders" oo ON oo."id" = r."order_id"
  WHERE (oo."submitted_ip" IS NOT NULL AND trim(oo."submitted_ip") <> '' AND trim(a."ip") = trim(oo."submitted_ip"))
     OR a."finished_at" - a."started_at" < interval '60 seconds'
     OR EXISTS (SELECT 1 FROM "referee_answers" b JOIN "referees" rb ON rb."id" = b."referee_id"
                WHERE rb."order_id" = r."order_id" AND b."referee_id" <> a."referee_id" AND trim(a."ip") <> '' AND trim(b."ip") = trim(a."ip"))
  GROUP BY r."order_id"
) s WHERE o."id" = s."order_id";--> statement-breakpoint
CREATE INDEX "orders_queue_idx" ON "orders" USING btree ("needs_attention","lodged_at","id");--> statement-breakpoint
CREATE INDEX "orders_status_idx" ON "orders" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "orders_id_lodged_idx" ON "orders" USING btree ("lodged_at","id");--> statement-breakpoint
CREATE INDEX "orders_applicant_name_idx" ON "orders" USING btree (lower("applicant_first_name" || ' ' || "applicant_surname"),"id");--> statement-breakpoint
CREATE TABLE "saved_views" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"list" text NOT NULL,
	"name" text NOT NULL,
	"query" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
ALTER TABLE "saved_views" ADD CONSTRAINT "saved_views_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "saved_views_user_name_idx" ON "saved_views" USING btree ("user_id","list",lower("name"));
