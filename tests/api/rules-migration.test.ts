// Migration 0017 (issue 10, "One set of rules") on a database that existed before it: the CheckType field's rules,
// until then code of the Additional Details page, become its data (RelabelsFields, and FillsField where the form has
// NewJobPosition) in the live definitions, in every published version an order may be pinned to, and in drafts.
import { afterAll, describe, expect, it } from 'vitest';
import { barePglite } from './bare-pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { currentTabFields } from '../../server/domain/form-store';
import type { Db } from '../../server/db';
import { MIGRATIONS, migrationsBefore } from './migrations-before';

const before0017 = migrationsBefore('0017');
afterAll(() => before0017.remove());

const checkType = { FieldID: 'CheckType', FieldName: 'Purpose of the check', FieldType: 'combo', IsCompulsory: 'Yes', ComboCategory: 'CheckType' };
const position = { FieldID: 'NewJobPosition', FieldName: 'Position applied for', FieldType: 'text', IsCompulsory: 'Yes' };
const employer = { FieldID: 'CheckType', FieldName: 'Employer', FieldType: 'text', IsCompulsory: 'No', TableLocation: 'ops.ApplicantEmploymentHis' };

describe('migration 0017 (FillsField and RelabelsFields)', () => {
  it('sets them on CheckType in the definitions, the published versions and the drafts, and nowhere else', async () => {
    const client = barePglite();
    const db = drizzle(client);
    await migrate(db, { migrationsFolder: before0017.folder() });
    const json = (value: unknown) => `'${JSON.stringify(value).replace(/'/g, "''")}'::jsonb`;
    await client.exec(`
      INSERT INTO users (username, email, password_hash) VALUES ('operator', 'ops@example.com', 'x');
      INSERT INTO field_definitions (tab_name, field_id, field_name, field_type, is_compulsory, combo_category, sort) VALUES
        ('Additional Details', 'CheckType', 'Purpose of the check', 'combo', 'Yes', 'CheckType', 10),
        ('Additional Details', 'NewJobPosition', 'Position applied for', 'text', 'Yes', NULL, 20),
        ('Other Tab', 'CheckType', 'Purpose of the check', 'combo', 'Yes', 'CheckType', 10);
      INSERT INTO form_versions (form_key, version, fields) VALUES
        ('Additional Details', 1, ${json([checkType, position])}),
        ('Additional Details', 2, ${json([position, checkType, employer])}),
        ('Other Tab', 1, ${json([checkType])}),
        ('template-1', 1, ${json([{ ...position, FieldID: 'CheckType' }])});
      INSERT INTO form_drafts (form_key, fields, saved_by) SELECT 'Additional Details', ${json([checkType, position])}, id FROM users;
    `);
    await migrate(db, { migrationsFolder: MIGRATIONS });

    const rules = { FillsField: 'NewJobPosition', RelabelsFields: 'Y' };
    expect(await currentTabFields(db as unknown as Db, 'Additional Details')).toEqual([
      { ...checkType, ...rules },
      position,
    ]);
    // A form without NewJobPosition relabels only: a FillsField naming no field would not pass the publish check.
    expect(await currentTabFields(db as unknown as Db, 'Other Tab')).toEqual([{ ...checkType, RelabelsFields: 'Y' }]);

    const versions = await client.query<{ form_key: string; version: number; fields: unknown }>(
      'SELECT form_key, version, fields FROM form_versions ORDER BY form_key, version',
    );
    expect(versions.rows).toEqual([
      { form_key: 'Additional Details', version: 1, fields: [{ ...checkType, ...rules }, position] },
      // Order kept; a field of a block list with the same FieldID is not the CheckType question.
      { form_key: 'Additional Details', version: 2, fields: [position, { ...checkType, ...rules }, employer] },
      { form_key: 'Other Tab', version: 1, fields: [{ ...checkType, RelabelsFields: 'Y' }] },
      { form_key: 'template-1', version: 1, fields: [{ ...position, FieldID: 'CheckType' }] },
    ]);
    const drafts = await client.query<{ fields: unknown }>('SELECT fields FROM form_drafts');
    expect(drafts.rows).toEqual([{ fields: [{ ...checkType, ...rules }, position] }]);
    await client.close();
  }, 90_000);
});
