// Everything the application calls read about one order, loaded once per request: lookups, stored answers, values
// the order provides, current uploads and referee limits. And the two ways a tab's fields are checked: a submission
// merged onto the trusted definitions (set_data_by_tab), and the stored answers (submit_application).
import { addressHistoryYears, blockLocations, mergeSubmission, type DynamicField, type SubmittedField, type OptionCatalogue } from '../../src/engine';
import type { Db, Tx } from '../db';
import type { Order } from '../auth/order-access';
import type { orderDocuments } from '../db/schema';
import {
  assembleTabFields,
  currentUploads,
  loadCatalogue,
  loadStoredAnswers,
  loadTabDefinitions,
  orderProvidedValues,
  ORDER_PROVIDED_FIELDS,
  type StoredAnswers,
} from './application-fields';
import { withTrustedSignatures } from './application-signatures';
import { liveServiceIds, referenceLimits, type ReferenceLimits } from './application-tabs';
import { applicationOpen } from '../../src/engine/order-flags';
import { tabViolations } from './application-validation';

export type Upload = typeof orderDocuments.$inferSelect;

export interface ApplicationState {
  order: Order;
  catalogue: OptionCatalogue;
  answers: StoredAnswers;
  provided: Record<string, string>;
  /** Current uploads of the order: documents, selfie, signatures. */
  uploads: Upload[];
  references: ReferenceLimits;
  /** Years of addresses the order's checks need (0: the current address only). */
  addressYears: number;
}

export async function loadApplicationState(db: Db | Tx, order: Order): Promise<ApplicationState> {
  // One after another: `db` may be a transaction, whose one connection answers one query at a time anyway (node-postgres
  // deprecates queueing them, and PGlite has a single connection).
  const catalogue = await loadCatalogue(db);
  const answers = await loadStoredAnswers(db, order.id);
  const provided = await orderProvidedValues(db, order);
  const uploads = await currentUploads(db, order.id);
  const references = await referenceLimits(db, order.id);
  const addressYears = addressHistoryYears(await liveServiceIds(db, order.id));
  return { order, catalogue, answers, provided, uploads, references, addressYears };
}

/** set_data_by_tab refuses changes once the application is submitted, or when the order is no longer open. */
export const CHANGE_AFTER_SUBMIT = 'This application was already submitted, so it can no longer be changed here.';
export const ALREADY_SUBMITTED = 'This application was already submitted.';
export const closedOrderMessage = (status: string) => `This order is ${status}, so its application can no longer be changed.`;

/** Why the application may not be changed or submitted now, or null when it may. */
export function closedReason(order: Order, submitting: boolean): string | null {
  if (applicationOpen(order)) return null;
  if (order.submittedAt !== null) return submitting ? ALREADY_SUBMITTED : CHANGE_AFTER_SUBMIT;
  return closedOrderMessage(order.status);
}

export interface CheckedTab {
  /** The fields as they will be stored (definitions from the database, values from the submission or storage). */
  fields: DynamicField[];
  violations: Record<string, string>;
}

/** Values the order decides, and signatures the server holds, replace whatever the fields say. */
function trusted(state: ApplicationState, fields: DynamicField[]): DynamicField[] {
  const provided = fields.map((f) =>
    ORDER_PROVIDED_FIELDS.has(f.FieldID) && f.FieldID in state.provided ? { ...f, TableValue: state.provided[f.FieldID] || null } : f,
  );
  return withTrustedSignatures(provided, state.uploads);
}

/**
 * Block rows identified by TableID alone (a client that leaves TableLocation out) are placed in the block list that
 * defines their FieldID, so they are neither dropped as unknown nor taken for fields outside blocks.
 */
export function placeRows(templates: readonly DynamicField[], submitted: readonly SubmittedField[]): SubmittedField[] {
  const locations = blockLocations(templates);
  return submitted.map((entry) => {
    if (entry.TableLocation || typeof entry.TableID !== 'number') return entry;
    const homes = new Set(templates.filter((t) => t.FieldID === entry.FieldID && locations.has(t.TableLocation ?? '')).map((t) => t.TableLocation));
    return homes.size === 1 ? { ...entry, TableLocation: [...homes][0] } : entry;
  });
}

/**
 * A submitted TableContent checked as the server sees it: each field takes its rules from the tab's definitions
 * (mergeSubmission), fields the body leaves out keep their stored value, block rows it leaves out count as removed,
 * and a block list sent without rows is still checked (its templates stay, so a compulsory list without rows fails).
 * FieldIDs the tab does not define are dropped.
 */
export function checkSubmission(
  state: ApplicationState,
  tabName: string,
  templates: readonly DynamicField[],
  submitted: readonly SubmittedField[],
): CheckedTab {
  const stored = assembleTabFields(templates, state.answers, { provided: state.provided });
  // assembleTabFields gives stored rows instead of templates; the templates come back for lists the body empties.
  const locations = blockLocations(templates);
  const withRows = new Set(stored.filter((f) => typeof f.TableID === 'number' && locations.has(f.TableLocation ?? '')).map((f) => f.TableLocation));
  const blockTemplates = templates.filter((t) => withRows.has(t.TableLocation));
  const { fields } = mergeSubmission([...stored, ...blockTemplates], submitted);
  const checked = trusted(state, fields);
  return { fields: checked, violations: tabViolations(checked, { tabName, catalogue: state.catalogue, references: state.references, addressYears: state.addressYears }) };
}

/** The stored answers of a tab, checked with the same rules (submit_application). */
export async function checkStoredTab(db: Db | Tx, state: ApplicationState, tabName: string): Promise<CheckedTab> {
  const templates = await loadTabDefinitions(db, tabName, state.catalogue, state.order.id);
  const fields = trusted(state, assembleTabFields(templates, state.answers, { provided: state.provided }));
  return { fields, violations: tabViolations(fields, { tabName, catalogue: state.catalogue, references: state.references, addressYears: state.addressYears }) };
}
