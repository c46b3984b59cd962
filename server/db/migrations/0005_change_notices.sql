-- Change notices for the values a server process keeps in memory (server/db/changes.ts): every statement that writes
-- orders (the checks' triggers touch their order, so their changes arrive here too), every session that ends, and
-- every change of a user (access level, expiry, password, deletion) tells the listening process what to forget.
CREATE FUNCTION "notify_orders_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('orders_changed', '');
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "orders_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "orders" FOR EACH STATEMENT EXECUTE FUNCTION "notify_orders_changed"();--> statement-breakpoint
CREATE FUNCTION "notify_session_ended"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('auth_changed', OLD."id");
  RETURN NULL;
END;
$$;--> statement-breakpoint
-- Only when revoked_at changes: the touch of last_seen_at (every 30 s of activity) forgets nothing.
CREATE TRIGGER "session_ended" AFTER UPDATE ON "sessions" FOR EACH ROW WHEN (OLD."revoked_at" IS DISTINCT FROM NEW."revoked_at") EXECUTE FUNCTION "notify_session_ended"();--> statement-breakpoint
CREATE FUNCTION "notify_auth_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Empty: forget every session (any may belong to a changed user; retention deletes thousands at once).
  PERFORM pg_notify('auth_changed', '');
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "sessions_deleted" AFTER DELETE OR TRUNCATE ON "sessions" FOR EACH STATEMENT EXECUTE FUNCTION "notify_auth_changed"();--> statement-breakpoint
CREATE TRIGGER "users_changed" AFTER UPDATE OR DELETE OR TRUNCATE ON "users" FOR EACH STATEMENT EXECUTE FUNCTION "notify_auth_changed"();
