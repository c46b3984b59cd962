CREATE TABLE "application_blocks" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"table_location" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "application_values" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"tab_name" text NOT NULL,
	"field_id" text NOT NULL,
	"table_location" text DEFAULT '' NOT NULL,
	"table_id" integer DEFAULT 0 NOT NULL,
	"value" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "document_catalogue" (
	"doc_id" text PRIMARY KEY NOT NULL,
	"doc_name" text NOT NULL,
	"category" text,
	"kind" text DEFAULT 'identity' NOT NULL,
	"required" boolean DEFAULT false NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "document_categories" (
	"category" text PRIMARY KEY NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"min_required" integer DEFAULT 1 NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"doc_id" text NOT NULL,
	"doc_name" text NOT NULL,
	"category" text,
	"kind" text NOT NULL,
	"location" text NOT NULL,
	"mime_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"sighted" text DEFAULT 'N' NOT NULL,
	"stage" text DEFAULT 'Application' NOT NULL,
	"uploaded_by_user_id" integer,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL,
	"replaced_at" timestamp with time zone,
	CONSTRAINT "order_documents_location_unique" UNIQUE("location")
);
--> statement-breakpoint
CREATE TABLE "service_document_rules" (
	"service_id" text PRIMARY KEY NOT NULL,
	"needs_identity" boolean DEFAULT true NOT NULL,
	"needs_selfie" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "service_tabs" (
	"service_id" text NOT NULL,
	"tab_name" text NOT NULL,
	"sort" integer NOT NULL,
	CONSTRAINT "service_tabs_service_id_tab_name_pk" PRIMARY KEY("service_id","tab_name")
);
--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "min_referees" integer;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "max_referees" integer;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "ref_message" text;--> statement-breakpoint
ALTER TABLE "application_blocks" ADD CONSTRAINT "application_blocks_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_values" ADD CONSTRAINT "application_values_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_catalogue" ADD CONSTRAINT "document_catalogue_category_document_categories_category_fk" FOREIGN KEY ("category") REFERENCES "public"."document_categories"("category") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_documents" ADD CONSTRAINT "order_documents_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_documents" ADD CONSTRAINT "order_documents_uploaded_by_user_id_users_id_fk" FOREIGN KEY ("uploaded_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_document_rules" ADD CONSTRAINT "service_document_rules_service_id_services_service_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("service_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_tabs" ADD CONSTRAINT "service_tabs_service_id_services_service_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("service_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "application_values_field_idx" ON "application_values" USING btree ("order_id","field_id","table_location","table_id");--> statement-breakpoint
CREATE INDEX "application_values_order_idx" ON "application_values" USING btree ("order_id","tab_name");--> statement-breakpoint
CREATE INDEX "order_documents_order_idx" ON "order_documents" USING btree ("order_id");