ALTER TABLE "field_definitions" ADD COLUMN "fills_field" text;--> statement-breakpoint
ALTER TABLE "field_definitions" ADD COLUMN "relabels_fields" text;--> statement-breakpoint
-- An existing database: the rules the Additional Details page had by FieldID become the CheckType field's data, in the
-- current definitions and in every published version and draft holding it (orders pinned to a version read its JSON),
-- so the product behaves as before. CheckType fills NewJobPosition only where the form has that field.
UPDATE "field_definitions" AS d SET "relabels_fields" = 'Y',
  "fills_field" = CASE WHEN EXISTS (
    SELECT 1 FROM "field_definitions" AS t WHERE t."tab_name" = d."tab_name" AND t."field_id" = 'NewJobPosition' AND t."table_location" IS NULL
  ) THEN 'NewJobPosition' END
WHERE d."field_id" = 'CheckType' AND d."table_location" IS NULL;--> statement-breakpoint
UPDATE "form_versions" SET "fields" = (
  SELECT jsonb_agg(CASE WHEN e->>'FieldID' = 'CheckType' AND NOT e ? 'TableLocation'
    THEN e || jsonb_build_object('RelabelsFields', 'Y')
          || CASE WHEN "fields" @> '[{"FieldID": "NewJobPosition"}]' THEN '{"FillsField": "NewJobPosition"}'::jsonb ELSE '{}'::jsonb END
    ELSE e END ORDER BY n)
  FROM jsonb_array_elements("fields") WITH ORDINALITY AS a(e, n))
WHERE "fields" @> '[{"FieldID": "CheckType"}]' AND "form_key" NOT LIKE 'template-%';--> statement-breakpoint
UPDATE "form_drafts" SET "fields" = (
  SELECT jsonb_agg(CASE WHEN e->>'FieldID' = 'CheckType' AND NOT e ? 'TableLocation'
    THEN e || jsonb_build_object('RelabelsFields', 'Y')
          || CASE WHEN "fields" @> '[{"FieldID": "NewJobPosition"}]' THEN '{"FillsField": "NewJobPosition"}'::jsonb ELSE '{}'::jsonb END
    ELSE e END ORDER BY n)
  FROM jsonb_array_elements("fields") WITH ORDINALITY AS a(e, n))
WHERE "fields" @> '[{"FieldID": "CheckType"}]' AND "form_key" NOT LIKE 'template-%';
