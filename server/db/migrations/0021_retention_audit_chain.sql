-- Issue 32, items 5 and 6: retention of Closed orders' files and answers, the legal hold that stops it, and the audit
-- trail made append-only and chained (each row carries the SHA-256 of the one before).

-- When an order became Closed (the retention period runs from it), its legal hold, and when retention purged it.
ALTER TABLE "orders" ADD COLUMN "closed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "legal_hold_reason" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "legal_hold_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "legal_hold_user_id" integer REFERENCES "users"("id");--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "purged_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "order_documents" ADD COLUMN "purged_at" timestamp with time zone;--> statement-breakpoint

-- Orders already Closed: invoiced (the invoicing run's history row), else 14 days after completing (the hourly job),
-- else their last change.
UPDATE "orders" o SET "closed_at" = COALESCE(
  (SELECT max(h."at") FROM "order_history" h WHERE h."order_id" = o."id" AND h."action" = 'order.invoiced'),
  o."completed_at" + interval '14 days',
  o."updated_at")
WHERE o."status" = 'Closed';--> statement-breakpoint

-- Every way an order becomes Closed (the hourly job, invoicing, the seed) stamps closed_at; a writer that sets it
-- itself (with the server's clock) is left alone. An order that leaves Closed has no closing date.
CREATE OR REPLACE FUNCTION "orders_closed_at"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW."status" <> 'Closed' THEN
    NEW."closed_at" := NULL;
  ELSIF TG_OP = 'INSERT' THEN
    NEW."closed_at" := COALESCE(NEW."closed_at", NEW."completed_at" + interval '14 days', now());
  ELSIF OLD."status" <> 'Closed' AND NEW."closed_at" IS NOT DISTINCT FROM OLD."closed_at" THEN
    NEW."closed_at" := now();
  END IF;
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "orders_closed_at" BEFORE INSERT OR UPDATE OF "status", "closed_at" ON "orders"
  FOR EACH ROW EXECUTE FUNCTION "orders_closed_at"();--> statement-breakpoint
CREATE INDEX "orders_closed_idx" ON "orders" ("closed_at") WHERE "status" = 'Closed' AND "purged_at" IS NULL;--> statement-breakpoint

-- What retention removed from an order, when and why: one row per order, written in the purge's transaction. The
-- files it lists are removed from the store after the commit; files_removed_at is set once every one is gone.
CREATE TABLE "retention_purges" (
  "order_id" integer PRIMARY KEY NOT NULL REFERENCES "orders"("id"),
  "purged_at" timestamp with time zone NOT NULL,
  "reason" text NOT NULL,
  "items" jsonb NOT NULL,
  "files" jsonb NOT NULL,
  "files_removed_at" timestamp with time zone
);--> statement-breakpoint

-- The audit chain: each row's hash is SHA-256 over the previous row's hash and the row's canonical content, in the
-- order seq gives. The head (the last seq and hash) is one row, locked by every insert until its transaction ends, so
-- two servers writing at once still chain one after the other.
ALTER TABLE "audit_events" ADD COLUMN "seq" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "audit_events" ADD COLUMN "prev_hash" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "audit_events" ADD COLUMN "hash" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE TABLE "audit_chain_head" (
  "id" integer PRIMARY KEY NOT NULL CHECK ("id" = 1),
  "seq" bigint NOT NULL,
  "hash" text NOT NULL
);--> statement-breakpoint

-- A row's canonical content (server/audit-chain.ts computes the same): each field as its UTF-8 length, ':', the text
-- and ';', so no value can pass for two. The time is in microseconds since 1970 (what the column keeps).
CREATE OR REPLACE FUNCTION "audit_canonical"(p_seq bigint, p_at timestamptz, p_user integer, p_action text, p_order integer, p_subject text, p_ip text)
RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT string_agg(octet_length(v)::text || ':' || v || ';', '' ORDER BY n)
  FROM unnest(ARRAY[p_seq::text, ((extract(epoch from p_at) * 1000000)::bigint)::text, p_user::text, p_action,
                    COALESCE(p_order::text, ''), p_subject, p_ip]) WITH ORDINALITY AS f(v, n)
$$;--> statement-breakpoint

-- The rows written before this migration, chained once in the order they were written.
DO $$
DECLARE
  r record;
  last_hash text := repeat('0', 64);
  n bigint := 0;
BEGIN
  FOR r IN SELECT * FROM "audit_events" ORDER BY "at", "id" LOOP
    n := n + 1;
    UPDATE "audit_events" SET "seq" = n, "prev_hash" = last_hash,
      "hash" = encode(sha256(convert_to(last_hash || audit_canonical(n, r."at", r."user_id", r."action", r."order_id", r."subject", r."ip"), 'UTF8')), 'hex')
    WHERE "id" = r."id"
    RETURNING "hash" INTO last_hash;
  END LOOP;
  INSERT INTO "audit_chain_head" ("id", "seq", "hash") VALUES (1, n, last_hash);
END;
$$;--> statement-breakpoint
CREATE UNIQUE INDEX "audit_events_seq_idx" ON "audit_events" ("seq");--> statement-breakpoint
CREATE INDEX "audit_events_action_idx" ON "audit_events" ("action", "seq");--> statement-breakpoint

CREATE OR REPLACE FUNCTION "audit_events_chain"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  head record;
BEGIN
  -- FOR UPDATE waits for another writer's transaction and then reads the head it left.
  SELECT "seq", "hash" INTO head FROM "audit_chain_head" WHERE "id" = 1 FOR UPDATE;
  NEW."seq" := head."seq" + 1;
  NEW."prev_hash" := head."hash";
  NEW."hash" := encode(sha256(convert_to(head."hash" || audit_canonical(NEW."seq", NEW."at", NEW."user_id", NEW."action", NEW."order_id", NEW."subject", NEW."ip"), 'UTF8')), 'hex');
  UPDATE "audit_chain_head" SET "seq" = NEW."seq", "hash" = NEW."hash" WHERE "id" = 1;
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "audit_events_chain" BEFORE INSERT ON "audit_events"
  FOR EACH ROW EXECUTE FUNCTION "audit_events_chain"();--> statement-breakpoint

-- Append-only: no row of the trail is changed or removed, by the application or anyone else without the rights to
-- disable the trigger (and doing so breaks the chain, which npm run audit:verify reports).
CREATE OR REPLACE FUNCTION "audit_events_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'The audit trail is append-only: % refused', TG_OP USING ERRCODE = 'insufficient_privilege';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "audit_events_append_only" BEFORE UPDATE OR DELETE ON "audit_events"
  FOR EACH ROW EXECUTE FUNCTION "audit_events_append_only"();--> statement-breakpoint
CREATE TRIGGER "audit_events_no_truncate" BEFORE TRUNCATE ON "audit_events"
  FOR EACH STATEMENT EXECUTE FUNCTION "audit_events_append_only"();
