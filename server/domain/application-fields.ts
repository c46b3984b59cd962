// The field definitions of an application tab with an order's answers in them (POST /application/get_tab_req), and
// the same list without the conveniences for validation (set_data_by_tab, submit_application).
//
// Definitions are data (field_definitions, seeded from schemas/definitions/*.json); choices are data too (lookups by
// ComboCategory). Answers live one row per field (application_values), per block row for repeatable blocks, whose
// real TableIDs are application_blocks ids. A FieldID outside blocks has ONE answer per order whatever the tab, so
// the Email of the consent step is the Email of the personal step.
import { and, asc, desc, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db';
import {
  applicationBlocks,
  applicationValues,
  clients,
  fieldDefinitions,
  formVersions,
  lookups,
  orderDocuments,
  orders,
} from '../db/schema';
import {
  blockLocations,
  toChoices,
  type DynamicField,
  type OptionCatalogue,
} from '../../src/engine';
import { designFieldOf, pinnedVersion, toDefinition, versionFields } from './form-store';
import type { Order } from '../auth/order-access';

/** Every lookup list by category, for ComboElements and for lists that depend on another field (licence issuers). */
export async function loadCatalogue(db: Db | Tx): Promise<OptionCatalogue> {
  const rows = await db.select().from(lookups).orderBy(asc(lookups.category), asc(lookups.sort), asc(lookups.id));
  const catalogue: OptionCatalogue = {};
  for (const row of rows) {
    (catalogue[row.category] ??= []).push({ LookUpValue: row.lookUpValue, MappingValue: row.mappingValue });
  }
  return catalogue;
}

/**
 * The tab's definitions in display order, as templates: no values, no TableIDs, choices from the catalogue. With an
 * order, the version the order is pinned to (form-store.ts pinnedVersion: its first read pins every tab of it to the
 * newest version), so an applicant half-way through never meets a field published since, and the server validates
 * each order against its own version. The newest version is read from field_definitions (its one source), with the
 * newest version number in the same statement, so a publish in between cannot mix two versions.
 */
export async function loadTabDefinitions(
  db: Db | Tx,
  tabName: string,
  catalogue: OptionCatalogue,
  orderId?: number,
): Promise<DynamicField[]> {
  const pinned = orderId === undefined ? null : await pinnedVersion(db, orderId, tabName);
  const rows = await db
    .select({
      def: fieldDefinitions,
      newest: sql<number | null>`(select max(${formVersions.version}) from ${formVersions} where ${formVersions.formKey} = ${tabName})`,
    })
    .from(fieldDefinitions)
    .where(eq(fieldDefinitions.tabName, tabName))
    .orderBy(asc(fieldDefinitions.sort), asc(fieldDefinitions.id));
  const newest = rows.length > 0 && rows[0].newest !== null ? Number(rows[0].newest) : null;
  if (pinned !== null && pinned !== newest) {
    const fields = await versionFields(db, tabName, pinned);
    if (fields) return fields.map((f) => toDefinition(f, catalogue));
  }
  return rows.map(({ def }) => toDefinition(designFieldOf(def), catalogue));
}

/** An order's stored answers: values by (TableLocation, TableID, FieldID) and block rows by TableLocation. */
export interface StoredAnswers {
  values: Map<string, string>;
  rows: Map<string, number[]>;
}

export const answerKey = (fieldId: string, tableLocation = '', tableId = 0) => `${tableLocation}\u0000${tableId}\u0000${fieldId}`;

export async function loadStoredAnswers(db: Db | Tx, orderId: number): Promise<StoredAnswers> {
  const [values, blocks] = await Promise.all([
    db.select().from(applicationValues).where(eq(applicationValues.orderId, orderId)),
    db.select().from(applicationBlocks).where(eq(applicationBlocks.orderId, orderId)).orderBy(asc(applicationBlocks.id)),
  ]);
  const answers: StoredAnswers = { values: new Map(), rows: new Map() };
  for (const v of values) answers.values.set(answerKey(v.fieldId, v.tableLocation, v.tableId), v.value);
  for (const b of blocks) answers.rows.set(b.tableLocation, [...(answers.rows.get(b.tableLocation) ?? []), b.id]);
  return answers;
}

export interface AssembleOptions {
  /** Values the order decides, whatever is stored (ClientName, ClientABN). */
  provided?: Readonly<Record<string, string>>;
  /** Values shown where nothing is stored yet (the applicant's account details). */
  defaults?: Readonly<Record<string, string>>;
}

/**
 * The tab's definitions with the stored answers: fields outside blocks with their value; for each block list, one
 * set of its definitions per stored row (real TableID), or its template definitions (TableID null) when it has none.
 * The block list stays where its first definition is.
 */
export function assembleTabFields(
  templates: readonly DynamicField[],
  answers: StoredAnswers,
  options: AssembleOptions = {},
): DynamicField[] {
  const blocks = blockLocations(templates);
  const out: DynamicField[] = [];
  const emitted = new Set<string>();
  for (const def of templates) {
    const location = def.TableLocation ?? '';
    if (!blocks.has(location)) {
      // A field answered empty stays empty: defaults only fill what was never saved.
      const stored = answers.values.get(answerKey(def.FieldID));
      const value = options.provided?.[def.FieldID] ?? (stored === undefined ? options.defaults?.[def.FieldID] : stored);
      out.push({ ...def, TableValue: value || null });
      continue;
    }
    if (emitted.has(location)) continue;
    emitted.add(location);
    const blockDefs = templates.filter((t) => t.TableLocation === location);
    const rows = answers.rows.get(location) ?? [];
    if (rows.length === 0) {
      out.push(...blockDefs.map((t) => ({ ...t })));
      continue;
    }
    for (const tableId of rows) {
      for (const t of blockDefs) {
        out.push({ ...t, TableID: tableId, TableValue: answers.values.get(answerKey(t.FieldID, location, tableId)) || null });
      }
    }
  }
  return out;
}

/** Values the order itself provides: the requesting organisation of the consent step. */
export async function orderProvidedValues(db: Db | Tx, order: Order): Promise<Record<string, string>> {
  const [client] = await db.select().from(clients).where(eq(clients.id, order.clientId));
  return { ClientName: client?.companyName ?? '', ClientABN: client?.abn ?? '' };
}

/** FieldIDs whose value the order decides: never taken from a submission. */
export const ORDER_PROVIDED_FIELDS: ReadonlySet<string> = new Set(['ClientName', 'ClientABN']);

/**
 * What the steps show before the applicant has answered: name and email as the ordering client typed them for this
 * order, the date of birth from the applicant's latest other application FOR THE SAME CLIENT that has one, and the
 * purpose of the check from the order when it is one of the CheckType choices.
 *
 * A person ordered by two clients has one account (one sign-in, both orders on their Home page), but what was entered
 * for one client's order never appears to another client: the client's users can read these defaults through
 * get_tab_req before the applicant has saved anything.
 */
export async function applicationDefaults(db: Db | Tx, order: Order, catalogue: OptionCatalogue): Promise<Record<string, string>> {
  const defaults: Record<string, string> = {};
  if (order.applicantFirstName) defaults.FirstName = order.applicantFirstName;
  if (order.applicantMiddleName) defaults.MiddleName = order.applicantMiddleName;
  if (order.applicantSurname) defaults.Surname = order.applicantSurname;
  if (order.applicantEmail) defaults.Email = order.applicantEmail;
  const [dob] = await db
    .select({ value: applicationValues.value })
    .from(applicationValues)
    .innerJoin(orders, eq(orders.id, applicationValues.orderId))
    .where(
      and(
        eq(orders.applicantUserId, order.applicantUserId),
        // The same ordering party: the client itself, or the same agency for that client.
        eq(orders.clientId, order.clientId),
        sql`${orders.recruiterClientId} is not distinct from ${order.recruiterClientId}`,
        ne(orders.id, order.id),
        eq(applicationValues.fieldId, 'DOB'),
        eq(applicationValues.tableLocation, ''),
        ne(applicationValues.value, ''),
      ),
    )
    .orderBy(desc(applicationValues.updatedAt))
    .limit(1);
  if (dob) defaults.DOB = dob.value;
  const purpose = toChoices(catalogue.CheckType ?? []).find(
    (c) => c.label === order.checkPurpose || c.value === order.checkPurpose,
  );
  if (purpose) defaults.CheckType = purpose.value;
  return defaults;
}

/** The order's current (not replaced) uploads, oldest first: documents, the selfie and the signatures. */
export async function currentUploads(db: Db | Tx, orderId: number) {
  return db
    .select()
    .from(orderDocuments)
    .where(and(eq(orderDocuments.orderId, orderId), isNull(orderDocuments.replacedAt)))
    .orderBy(asc(orderDocuments.uploadedAt), asc(orderDocuments.id));
}
