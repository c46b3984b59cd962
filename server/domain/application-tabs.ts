// The steps of an order's application (order-and-application §2.3): the union of the tabs its checks need, in the
// sort order of service_tabs, and what each order needs besides (reference limits, the address message, the
// confirmation rows).
//
// 'Self image capture': §2.3 says "a tab named Self image capture switches the self-photo requirement off". So the
// tab is not a step and not data of any service: get_tabs adds it (after the identity step) exactly when none of the
// order's live checks needs a selfie (service_document_rules, read through the documents rules), and the browser,
// seeing it, stops asking for a photo. A tab list without it means the selfie is required.
import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import type { Db, Tx } from '../db';
import { orderServices, services, serviceTabs } from '../db/schema';
import { addressHistoryRequest, addressHistoryYears, CURRENT_ADDRESS_REQUEST, DEFAULT_REFERENCE_MESSAGE } from '../../src/engine';
import { selfieRequired } from './documents';
import { loadDocumentSituation } from './documents-state';

/** Tab names the spec gives a meaning to (§2.3 "Tab names map to urls"). */
export const PERSONAL_TAB = 'Personal Details';
export const REFERENCES_TAB = 'References Details';
export const IDENTITY_TAB = 'Identity documents';
export const CONSENT_TAB = 'Consent';
export const SELF_IMAGE_TAB = 'Self image capture';

/** The live (not cancelled) checks of an order. */
export async function liveServiceIds(db: Db | Tx, orderId: number): Promise<string[]> {
  const rows = await db
    .select({ serviceId: orderServices.serviceId })
    .from(orderServices)
    .where(and(eq(orderServices.orderId, orderId), ne(orderServices.checkStatus, 'Cancelled')))
    .orderBy(asc(orderServices.id));
  return [...new Set(rows.map((r) => r.serviceId))];
}

/** Union of service tabs in sort order: a tab sorts by the smallest sort any of the services gives it. */
export function unionOfTabs(rows: readonly { tabName: string; sort: number }[]): string[] {
  const best = new Map<string, number>();
  for (const row of rows) best.set(row.tabName, Math.min(row.sort, best.get(row.tabName) ?? Infinity));
  return [...best].sort((a, b) => a[1] - b[1] || a[0].localeCompare(b[0])).map(([name]) => name);
}

/** The order's steps as GET /application/get_tabs names them, with the selfie switch where it applies. */
export async function orderTabs(db: Db | Tx, orderId: number): Promise<string[]> {
  const serviceIds = await liveServiceIds(db, orderId);
  if (serviceIds.length === 0) return [];
  const rows = await db
    .select({ tabName: serviceTabs.tabName, sort: serviceTabs.sort })
    .from(serviceTabs)
    .where(inArray(serviceTabs.serviceId, serviceIds));
  const tabs = unionOfTabs(rows);
  if (!selfieRequired(await loadDocumentSituation(db, orderId))) {
    const identity = tabs.indexOf(IDENTITY_TAB);
    tabs.splice(identity === -1 ? tabs.length : identity + 1, 0, SELF_IMAGE_TAB);
  }
  return tabs;
}

/** The steps that hold field definitions (the identity step is documents; the selfie switch is no step). */
export const isFieldTab = (tabName: string): boolean => tabName !== IDENTITY_TAB && tabName !== SELF_IMAGE_TAB;

export interface ReferenceLimits {
  MinReferees: number;
  MaxReferees: number;
  RefMessage: string;
}

/** Spec §7 bring_min_ref_req defaults and §9 "Reference limits default to a minimum of 1 and a maximum of 3". */
export const DEFAULT_REFERENCE_LIMITS: ReferenceLimits = { MinReferees: 1, MaxReferees: 3, RefMessage: DEFAULT_REFERENCE_MESSAGE };

/** The referee limits of the order's references check (the first live service that sets any), else the defaults. */
export async function referenceLimits(db: Db | Tx, orderId: number): Promise<ReferenceLimits> {
  const serviceIds = await liveServiceIds(db, orderId);
  if (serviceIds.length === 0) return DEFAULT_REFERENCE_LIMITS;
  const rows = await db
    .select({ minReferees: services.minReferees, maxReferees: services.maxReferees, refMessage: services.refMessage })
    .from(services)
    .where(inArray(services.serviceId, serviceIds))
    .orderBy(asc(services.serviceId));
  const row = rows.find((r) => r.minReferees !== null || r.maxReferees !== null || r.refMessage);
  if (!row) return DEFAULT_REFERENCE_LIMITS;
  const min = row.minReferees ?? DEFAULT_REFERENCE_LIMITS.MinReferees;
  return {
    MinReferees: min,
    MaxReferees: Math.max(min, row.maxReferees ?? DEFAULT_REFERENCE_LIMITS.MaxReferees),
    RefMessage: row.refMessage || DEFAULT_REFERENCE_LIMITS.RefMessage,
  };
}

/** get_min_address_req: what the address step asks for, by the order's checks, and how many years it must cover. */
export function addressRequirement(serviceIds: readonly string[]): { Message: string; Years: number } {
  const years = addressHistoryYears(serviceIds);
  return { Message: years > 0 ? addressHistoryRequest(years) : CURRENT_ADDRESS_REQUEST, Years: years };
}

/** final_confirmation_message: each live check with its estimated delivery in business days. */
export async function confirmationRows(db: Db | Tx, orderId: number) {
  const rows = await db
    .select({ ServiceName: services.serviceName, InitDay: services.initDay, EndDay: services.endDay })
    .from(orderServices)
    .innerJoin(services, eq(services.serviceId, orderServices.serviceId))
    .where(and(eq(orderServices.orderId, orderId), ne(orderServices.checkStatus, 'Cancelled')))
    .orderBy(asc(orderServices.id));
  return rows;
}
