// Migration 0016 (the form designer) on a database that existed before it: every application tab and questionnaire
// template becomes version 1 as it stands, the questions get FieldIDs, and orders whose application had begun keep
// version 1 of their steps; the designer then reads the same fields from the live tables.
import { afterAll, describe, expect, it } from 'vitest';
import { barePglite } from './bare-pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { currentTabFields, currentTemplateFields } from '../../server/domain/form-store';
import type { Db } from '../../server/db';
import { MIGRATIONS, migrationsBefore } from './migrations-before';

const before0016 = migrationsBefore('0016');
afterAll(() => before0016.remove());

describe('migration 0016 (form designer)', () => {
  it('records version 1 of every form as it stands and pins the orders whose application began', async () => {
    const client = barePglite();
    const db = drizzle(client);
    await migrate(db, { migrationsFolder: before0016.folder() });
    await client.exec(`
      INSERT INTO clients (company_name, client_key) VALUES ('Harbour Health Group', 'harbour-health');
      INSERT INTO users (username, email, password_hash) VALUES ('applicant', 'olivia@example.com', 'x');
      INSERT INTO services (service_id, service_name, list_price) VALUES ('PC', 'National Police Check', '49.00');
      INSERT INTO service_tabs (service_id, tab_name, sort) VALUES ('PC', 'Personal Details', 1);
      INSERT INTO field_definitions (tab_name, field_id, field_name, field_type, is_compulsory, parent_field, portal_section, sort) VALUES
        ('Personal Details', 'Surname', 'Surname', 'text', 'Yes', NULL, 'Your Name', 20),
        ('Personal Details', 'PreviousNameFlag', 'Previous names?', 'radio/check', 'No', NULL, 'Your Name', 10),
        ('Personal Details', 'PreviousFName', 'Previous first name', 'text', 'No', 'PreviousNameFlag', 'Your Name', 30);
      INSERT INTO reference_templates (template_type, check_purpose) VALUES ('Standard', 'Employment');
      INSERT INTO reference_template_questions (template_id, question_section, question_type, question_desc, sort)
        SELECT id, 'Work', 'rank', 'Reliability', 2 FROM reference_templates UNION ALL
        SELECT id, 'Work', 'yes/no', 'Would you rehire?', 1 FROM reference_templates;
      INSERT INTO orders (applicant_user_id, client_id) SELECT users.id, clients.id FROM users, clients;
      INSERT INTO orders (applicant_user_id, client_id) SELECT users.id, clients.id FROM users, clients;
      INSERT INTO order_services (order_id, service_id, price) SELECT id, 'PC', '49.00' FROM orders;
      INSERT INTO application_values (order_id, tab_name, field_id, value)
        SELECT min(id), 'Personal Details', 'Surname', 'Nguyen' FROM orders;
    `);
    await migrate(db, { migrationsFolder: MIGRATIONS });

    const versions = await client.query<{ form_key: string; version: number; fields: unknown; published_by: number | null }>(
      'SELECT form_key, version, fields, published_by FROM form_versions ORDER BY form_key',
    );
    const personal = await currentTabFields(db as unknown as Db, 'Personal Details');
    const [{ id: templateId }] = (await client.query<{ id: number }>('SELECT id FROM reference_templates')).rows;
    const questions = await currentTemplateFields(db as unknown as Db, templateId);
    expect(personal).toEqual([
      { FieldID: 'PreviousNameFlag', FieldName: 'Previous names?', FieldType: 'radio/check', IsCompulsory: 'No', PortalSection: 'Your Name' },
      { FieldID: 'Surname', FieldName: 'Surname', FieldType: 'text', IsCompulsory: 'Yes', PortalSection: 'Your Name' },
      { FieldID: 'PreviousFName', FieldName: 'Previous first name', FieldType: 'text', IsCompulsory: 'No', ParentField: 'PreviousNameFlag', PortalSection: 'Your Name' },
    ]);
    expect(questions).toEqual([
      { FieldID: 'Q1', FieldName: 'Would you rehire?', FieldType: 'yes/no', IsCompulsory: 'Yes', FormSection: 'Work' },
      { FieldID: 'Q2', FieldName: 'Reliability', FieldType: 'rank', IsCompulsory: 'Yes', FormSection: 'Work' },
    ]);
    // Version 1 holds exactly what the live tables hold: the designer starts from one truth.
    expect(versions.rows).toEqual([
      { form_key: 'Personal Details', version: 1, fields: personal, published_by: null },
      { form_key: `template-${templateId}`, version: 1, fields: questions, published_by: null },
    ]);
    const pinned = await client.query<{ order_id: number; form_key: string; version: number }>('SELECT order_id, form_key, version FROM order_form_versions');
    const [{ id: begun }] = (await client.query<{ id: number }>('SELECT min(id) AS id FROM orders')).rows;
    expect(pinned.rows).toEqual([{ order_id: begun, form_key: 'Personal Details', version: 1 }]);
    await client.close();
  }, 90_000);
});
