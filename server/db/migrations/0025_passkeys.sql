-- Passkeys (WebAuthn) as a second factor for staff (issue 32): each credential a user registered, named by them, with
-- its public key (COSE, base64url), the signature counter last seen (a cloned authenticator shows an old one) and when
-- it was last used. A credential id belongs to one user only.
CREATE TABLE "passkeys" (
  "id" serial PRIMARY KEY NOT NULL,
  "user_id" integer NOT NULL REFERENCES "users"("id"),
  "credential_id" text NOT NULL,
  "public_key" text NOT NULL,
  "counter" bigint DEFAULT 0 NOT NULL,
  "transports" jsonb DEFAULT '[]'::jsonb NOT NULL,
  "name" text NOT NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  "last_used_at" timestamp with time zone
);--> statement-breakpoint
CREATE UNIQUE INDEX "passkeys_credential_idx" ON "passkeys" ("credential_id");--> statement-breakpoint
CREATE INDEX "passkeys_user_idx" ON "passkeys" ("user_id");--> statement-breakpoint
-- The challenge a session was given for registering a passkey or signing in with one: kept on the server, one per
-- session and purpose, taken (deleted) by the answer that uses it, and worthless after its expiry.
CREATE TABLE "passkey_challenges" (
  "session_id" text NOT NULL REFERENCES "sessions"("id") ON DELETE CASCADE,
  "purpose" text NOT NULL,
  "challenge" text NOT NULL,
  "expires_at" timestamp with time zone NOT NULL,
  CONSTRAINT "passkey_challenges_pk" PRIMARY KEY ("session_id", "purpose")
);
