CREATE TABLE "referee_answers" (
	"referee_id" bigint PRIMARY KEY NOT NULL,
	"answers" jsonb NOT NULL,
	"ip" text NOT NULL,
	"claimed_ip" text DEFAULT '' NOT NULL,
	"user_agent" text DEFAULT '' NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "referee_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"referee_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"reason" text NOT NULL,
	"email" text NOT NULL,
	"sent_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "referees" (
	"id" bigint PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"table_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"opened_at" timestamp with time zone,
	"withdrawn_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "referee_answers" ADD CONSTRAINT "referee_answers_referee_id_referees_id_fk" FOREIGN KEY ("referee_id") REFERENCES "public"."referees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referee_messages" ADD CONSTRAINT "referee_messages_referee_id_referees_id_fk" FOREIGN KEY ("referee_id") REFERENCES "public"."referees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referees" ADD CONSTRAINT "referees_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "referee_messages_referee_idx" ON "referee_messages" USING btree ("referee_id","sent_at");--> statement-breakpoint
CREATE UNIQUE INDEX "referees_row_idx" ON "referees" USING btree ("order_id","table_id");--> statement-breakpoint
-- The referees already named in applications get their own random ids (2^47 up to 2^53 - 1: at least 48 bits, and
-- exact as a JavaScript number); their old links (the block row) stop working, as an unguessable link must.
INSERT INTO "referees" ("id", "order_id", "table_id")
SELECT (140737488355328 + floor(random() * 8866461766385664))::bigint, "order_id", "table_id"
FROM (SELECT DISTINCT "order_id", "table_id" FROM "application_values"
      WHERE "table_location" = 'ops.ApplicantReferees' AND "table_id" > 0) AS named;
