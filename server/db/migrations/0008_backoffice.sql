CREATE TABLE "order_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"user_id" integer NOT NULL,
	"action" text NOT NULL,
	"service_id" text DEFAULT '' NOT NULL,
	"before" jsonb NOT NULL,
	"after" jsonb NOT NULL,
	"note" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "service_delays" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_service_id" integer NOT NULL,
	"cause" text NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "order_services" ADD COLUMN "credit_score" integer;--> statement-breakpoint
ALTER TABLE "order_services" ADD COLUMN "fraud_score" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "hold_reason" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "order_history" ADD CONSTRAINT "order_history_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_history" ADD CONSTRAINT "order_history_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_delays" ADD CONSTRAINT "service_delays_order_service_id_order_services_id_fk" FOREIGN KEY ("order_service_id") REFERENCES "public"."order_services"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_history_order_idx" ON "order_history" USING btree ("order_id","at");--> statement-breakpoint
CREATE INDEX "service_delays_check_idx" ON "service_delays" USING btree ("order_service_id");--> statement-breakpoint
-- The demo operator (README "Quick start"), for databases seeded before operators existed. Only where the demo was
-- seeded (its 'client' user of Harbour Health Group exists): a real deployment never gets a known password. An empty
-- database gets no row here; the seeder adds the operator with the rest of the demo (server/db/seed.ts).
-- The hash is argon2id of 'Operator#2026'.
INSERT INTO "users" ("username", "email", "password_hash", "first_name", "surname", "phone", "kind", "access_level")
SELECT 'operator', 'operations@clearcheck.com.au',
  '$argon2id$v=19$m=65536,p=4,t=3$X6iZmMQeuwqQ+r6km7HEuw$H03m501s6WrQz/JpTemdn3Rce4nhu+Jx1j12Ib5Fd7A',
  'Sam', 'Morgan', '0290001234', 'operator', 'Full view'
WHERE EXISTS (
  SELECT 1 FROM "users" JOIN "clients" ON "clients"."id" = "users"."client_id"
  WHERE "users"."username" = 'client' AND "clients"."client_key" = 'harbour-health'
)
ON CONFLICT ("username") DO NOTHING;--> statement-breakpoint
-- Checks delayed before delays had a history: their current delay, from when the check started.
INSERT INTO "service_delays" ("order_service_id", "cause", "started_at")
SELECT "id", "delay_reason", coalesce("check_start", now()) FROM "order_services" WHERE "delay_reason" <> '';
