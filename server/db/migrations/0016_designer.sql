CREATE TABLE "form_drafts" (
	"form_key" text PRIMARY KEY NOT NULL,
	"fields" jsonb NOT NULL,
	"saved_by" integer NOT NULL,
	"saved_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "form_versions" (
	"form_key" text NOT NULL,
	"version" integer NOT NULL,
	"fields" jsonb NOT NULL,
	"published_by" integer,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	"changes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	CONSTRAINT "form_versions_form_key_version_pk" PRIMARY KEY("form_key","version")
);
--> statement-breakpoint
CREATE TABLE "order_form_versions" (
	"order_id" integer NOT NULL,
	"form_key" text NOT NULL,
	"version" integer NOT NULL,
	CONSTRAINT "order_form_versions_order_id_form_key_pk" PRIMARY KEY("order_id","form_key")
);
--> statement-breakpoint
ALTER TABLE "field_definitions" ADD COLUMN "parent_value" text;--> statement-breakpoint
ALTER TABLE "field_definitions" ADD COLUMN "date_format" text;--> statement-breakpoint
ALTER TABLE "field_definitions" ADD COLUMN "min_length" integer;--> statement-breakpoint
ALTER TABLE "field_definitions" ADD COLUMN "max_length" integer;--> statement-breakpoint
ALTER TABLE "field_definitions" ADD COLUMN "combo_elements" jsonb;--> statement-breakpoint
ALTER TABLE "reference_template_questions" ADD COLUMN "field_id" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "form_drafts" ADD CONSTRAINT "form_drafts_saved_by_users_id_fk" FOREIGN KEY ("saved_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_versions" ADD CONSTRAINT "form_versions_published_by_users_id_fk" FOREIGN KEY ("published_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_form_versions" ADD CONSTRAINT "order_form_versions_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- An existing database: the questions get FieldIDs Q1, Q2... in their order, and every form's current definitions
-- become its version 1 (a new database gets them from the seed instead). The JSON matches designFieldOf / questionFieldOf
-- (server/domain/form-store.ts): absent attributes are left out.
UPDATE "reference_template_questions" AS q SET "field_id" = 'Q' || r.n
FROM (SELECT "id", row_number() OVER (PARTITION BY "template_id" ORDER BY "sort", "id") AS n FROM "reference_template_questions") AS r
WHERE q."id" = r."id" AND q."field_id" = '';--> statement-breakpoint
INSERT INTO "form_versions" ("form_key", "version", "fields")
SELECT "tab_name", 1, jsonb_agg(jsonb_strip_nulls(jsonb_build_object(
  'FieldID', "field_id", 'FieldName', "field_name", 'FieldType', "field_type",
  'IsCompulsory', CASE WHEN "is_compulsory" = 'Yes' THEN 'Yes' ELSE 'No' END,
  'ParentField', "parent_field", 'PortalSection', "portal_section", 'FormSection', "form_section",
  'TableLocation', "table_location", 'ComboCategory', "combo_category", 'CustomWidget', "custom_widget",
  'HelpText', "help_text")) ORDER BY "sort", "id")
FROM "field_definitions" GROUP BY "tab_name"
ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "form_versions" ("form_key", "version", "fields")
SELECT 'template-' || "template_id", 1, jsonb_agg(jsonb_build_object(
  'FieldID', "field_id", 'FieldName', "question_desc", 'FieldType', "question_type", 'IsCompulsory', 'Yes',
  'FormSection', "question_section") ORDER BY "sort", "id")
FROM "reference_template_questions" GROUP BY "template_id"
ON CONFLICT DO NOTHING;
--> statement-breakpoint
-- Orders whose application has begun keep the version they began with: version 1 of each of their tabs.
INSERT INTO "order_form_versions" ("order_id", "form_key", "version")
SELECT DISTINCT v."order_id", fv."form_key", 1
FROM "application_values" AS v
JOIN "orders" AS o ON o."id" = v."order_id"
JOIN "order_services" AS os ON os."order_id" = o."id"
JOIN "service_tabs" AS st ON st."service_id" = os."service_id"
JOIN "form_versions" AS fv ON fv."form_key" = st."tab_name" AND fv."version" = 1
ON CONFLICT DO NOTHING;
