// Who may order what: the signed-in user's company, the clients it may order for, its contract and cost centres,
// read from the database for the New order calls (order-and-application §6, §7).
import { and, asc, eq, inArray, isNull, or } from 'drizzle-orm';
import type { Db, Tx } from '../db';
import {
  checkPurposes,
  clients,
  clientServices,
  costCentres,
  referenceTemplates,
  services,
} from '../db/schema';
import { orderableClients, type Company } from '../auth/client-access';
import type { Catalogue, OrderingParty } from '../domain/order-lines';

/** A client's contract: each service it may be ordered, with its contract price, in display order. */
export async function contractOf(db: Db, companyId: number) {
  return db
    .select({
      serviceId: services.serviceId,
      serviceName: services.serviceName,
      runOption: services.runOption,
      packageName: services.packageName,
      contractPrice: clientServices.contractPrice,
    })
    .from(clientServices)
    .innerJoin(services, eq(services.serviceId, clientServices.serviceId))
    .where(eq(clientServices.clientId, companyId))
    .orderBy(asc(services.packageName), asc(services.serviceName), asc(services.serviceId));
}

export async function costCentresOf(db: Db, companyId: number) {
  return db
    .select({ CostCentreID: costCentres.id, CostCentreDesc: costCentres.description })
    .from(costCentres)
    .where(eq(costCentres.clientId, companyId))
    .orderBy(asc(costCentres.description));
}

/** The contracts of the given clients: client id to (ServiceID to contract price). */
async function contractsOf(db: Db, clientIds: number[]): Promise<Map<number, Map<string, string>>> {
  const contracts = new Map(clientIds.map((id) => [id, new Map<string, string>()]));
  if (clientIds.length === 0) return contracts;
  const rows = await db
    .select({ clientId: clientServices.clientId, serviceId: clientServices.serviceId, price: clientServices.contractPrice })
    .from(clientServices)
    .where(inArray(clientServices.clientId, clientIds));
  for (const row of rows) contracts.get(row.clientId)!.set(row.serviceId, row.price);
  return contracts;
}

export async function loadOrderingParty(db: Db, company: Company): Promise<OrderingParty> {
  const [centres, clientList] = await Promise.all([costCentresOf(db, company.id), orderableClients(db, company)]);
  const contracts = await contractsOf(db, clientList.map((c) => c.ClientID));
  return {
    companyId: company.id,
    companyName: company.companyName,
    isRecruiter: company.isRecruiter,
    payOption: company.payOption,
    costCentreIds: new Set(centres.map((c) => c.CostCentreID)),
    contracts,
    orderableClientIds: new Set(clientList.map((c) => c.ClientID)),
  };
}

export async function loadCatalogue(db: Db): Promise<Catalogue> {
  const [serviceRows, purposeRows] = await Promise.all([
    db.select({ serviceId: services.serviceId, serviceName: services.serviceName, runOption: services.runOption }).from(services),
    db
      .select({ purpose: checkPurposes.purpose, serviceId: checkPurposes.serviceId })
      .from(checkPurposes)
      .orderBy(asc(checkPurposes.sort), asc(checkPurposes.id)),
  ]);
  return {
    services: new Map(serviceRows.map((s) => [s.serviceId, { serviceName: s.serviceName, runOption: s.runOption }])),
    purposes: purposeRows,
  };
}

/** Names of the given clients, for the invitation mails. */
export async function clientNames(db: Db | Tx, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: clients.id, name: clients.companyName })
    .from(clients)
    .where(inArray(clients.id, ids));
  return new Map(rows.map((r) => [r.id, r.name]));
}

/**
 * The reference templates within a client's reach: its own first, then the global ones (client_id null). A
 * TemplateType names one template: a client's own template hides a global one of the same name.
 */
export function templatesInReach(clientId: number) {
  return or(eq(referenceTemplates.clientId, clientId), isNull(referenceTemplates.clientId));
}

export const templateNamed = (clientId: number, templateType: string) =>
  and(templatesInReach(clientId), eq(referenceTemplates.templateType, templateType));
