CREATE TABLE "enquiries" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"ticket_category" text NOT NULL,
	"message" text NOT NULL,
	"order_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "phone" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "email" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "enquiries" ADD CONSTRAINT "enquiries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enquiries" ADD CONSTRAINT "enquiries_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "enquiries_created_idx" ON "enquiries" USING btree ("created_at");
--> statement-breakpoint
-- The demo clients of a database seeded before this migration get the contact details a fresh seed gives them.
UPDATE "clients" SET "phone" = '0292410000', "email" = 'admin@harbourhealth.com.au' WHERE "client_key" = 'harbour-health' AND "phone" = '';
--> statement-breakpoint
UPDATE "clients" SET "phone" = '0390120000', "email" = 'accounts@talentbridge.com.au' WHERE "client_key" = 'talent-bridge' AND "phone" = '';
--> statement-breakpoint
UPDATE "clients" SET "phone" = '0731150000', "email" = 'hr@southerncrosslogistics.com.au' WHERE "client_key" = 'southern-cross' AND "phone" = '';
--> statement-breakpoint
UPDATE "clients" SET "phone" = '0882230000', "email" = 'office@eucalyptcare.org.au' WHERE "client_key" = 'eucalypt-care' AND "phone" = '';
--> statement-breakpoint
UPDATE "clients" SET "phone" = '0881120000', "email" = 'admin@bluegumcommunity.org.au' WHERE "client_key" = 'bluegum-community' AND "phone" = '';
