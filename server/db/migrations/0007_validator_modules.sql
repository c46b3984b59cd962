CREATE TABLE "validator_modules" (
	"digest" text PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "validator_modules_last_used_idx" ON "validator_modules" USING btree ("last_used_at");