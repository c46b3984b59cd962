CREATE TABLE "order_rejections" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"item_kind" text NOT NULL,
	"item_id" text NOT NULL,
	"reason" text NOT NULL,
	"replace" text DEFAULT 'N' NOT NULL,
	"rejected_by_user_id" integer NOT NULL,
	"rejected_at" timestamp with time zone NOT NULL,
	"resolved_at" timestamp with time zone,
	"upload_doc_id" text,
	"upload_location" text,
	"upload_mime_type" text,
	"upload_size_bytes" integer,
	"uploaded_by_user_id" integer,
	"uploaded_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "awaiting_edit" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "order_rejections" ADD CONSTRAINT "order_rejections_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_rejections" ADD CONSTRAINT "order_rejections_rejected_by_user_id_users_id_fk" FOREIGN KEY ("rejected_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_rejections" ADD CONSTRAINT "order_rejections_uploaded_by_user_id_users_id_fk" FOREIGN KEY ("uploaded_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_rejections_order_idx" ON "order_rejections" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "order_rejections_open_item_idx" ON "order_rejections" USING btree ("order_id","item_kind","item_id") WHERE "order_rejections"."resolved_at" is null;