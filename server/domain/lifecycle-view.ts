// What the back office reads besides its queue (queue-page.ts): the queue's filter choices and one order with all an
// operator needs to work on it. Dates are formatted by the database.
import { rejectionsOf } from './rejections';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db';
import {
  applicationValues,
  clients,
  fieldDefinitions,
  orderDocuments,
  orderHistory,
  orders,
  orderServices,
  serviceDelays,
  services,
  users,
} from '../db/schema';
import { wireDateTimeSql } from '../db/wire-time';
import { movesOf } from '../../src/engine/lifecycle';
import { REFEREES_TABLE, refereeRecords } from './referee-records';

/** The choices of the queue's filters: every client and every service, by name. */
export async function readQueueOptions(db: Db) {
  const [clientRows, serviceRows] = await Promise.all([
    db.select({ ClientID: clients.id, CompanyName: clients.companyName }).from(clients).orderBy(asc(clients.companyName)),
    db.select({ ServiceID: services.serviceId, ServiceName: services.serviceName }).from(services).orderBy(asc(services.serviceName)),
  ]);
  return { clients: clientRows, services: serviceRows };
}

export async function readOrder(db: Db | Tx, orderId: number) {
  const [head] = await db
    .select({
      order: orders,
      clientName: clients.companyName,
      lodgeDate: wireDateTimeSql(orders.lodgedAt),
      submittedDate: wireDateTimeSql(orders.submittedAt),
      completionDate: wireDateTimeSql(orders.completedAt),
    })
    .from(orders)
    .innerJoin(clients, eq(clients.id, orders.clientId))
    .where(eq(orders.id, orderId));
  const o = head.order;

  const checks = await db
    .select({
      id: orderServices.id,
      ServiceID: orderServices.serviceId,
      Service: services.serviceName,
      CheckStatus: orderServices.checkStatus,
      DelayReason: orderServices.delayReason,
      CheckStart: wireDateTimeSql(orderServices.checkStart),
      CheckCompletion: wireDateTimeSql(orderServices.checkCompletion),
      ResultsLocation: orderServices.resultsLocation,
      ResultsScore: orderServices.resultsScore,
      CreditScore: orderServices.creditScore,
      FraudScore: orderServices.fraudScore,
    })
    .from(orderServices)
    .innerJoin(services, eq(services.serviceId, orderServices.serviceId))
    .where(eq(orderServices.orderId, orderId))
    .orderBy(asc(orderServices.id));

  const delays = checks.length
    ? await db
        .select({
          orderServiceId: serviceDelays.orderServiceId,
          Cause: serviceDelays.cause,
          Start: wireDateTimeSql(serviceDelays.startedAt),
          End: wireDateTimeSql(serviceDelays.endedAt),
        })
        .from(serviceDelays)
        .where(inArray(serviceDelays.orderServiceId, checks.map((c) => c.id)))
        .orderBy(asc(serviceDelays.startedAt), asc(serviceDelays.id))
    : [];

  const documents = await db
    .select({
      DocID: orderDocuments.docId,
      DocName: orderDocuments.docName,
      Category: sql<string>`coalesce(${orderDocuments.category}, '')`,
      Kind: orderDocuments.kind,
      DocLocation: orderDocuments.location,
      MimeType: orderDocuments.mimeType,
      UploadedAt: wireDateTimeSql(orderDocuments.uploadedAt),
      Replaced: sql<'Y' | 'N'>`case when ${orderDocuments.replacedAt} is null then 'N' else 'Y' end`,
    })
    .from(orderDocuments)
    .where(eq(orderDocuments.orderId, orderId))
    .orderBy(asc(orderDocuments.uploadedAt), asc(orderDocuments.id));

  const history = await db
    .select({
      At: wireDateTimeSql(orderHistory.at),
      // The server's own timed work (the monthly invoicing run) acts without a user.
      User: sql<string>`coalesce(${users.username}, 'system')`,
      Action: orderHistory.action,
      ServiceID: orderHistory.serviceId,
      Before: orderHistory.before,
      After: orderHistory.after,
      Note: orderHistory.note,
    })
    .from(orderHistory)
    .leftJoin(users, eq(users.id, orderHistory.userId))
    .where(eq(orderHistory.orderId, orderId))
    .orderBy(desc(orderHistory.at), desc(orderHistory.id));

  return {
    order: {
      orderID: o.id,
      applicant: `${o.applicantFirstName} ${o.applicantSurname}`.trim(),
      applicantEmail: o.applicantEmail,
      clientID: o.clientId,
      clientName: head.clientName,
      orderStatus: o.status,
      orderType: o.orderType,
      checkPurpose: o.checkPurpose,
      lodgeDate: head.lodgeDate,
      submittedDate: head.submittedDate,
      submittedIp: o.submittedIp ?? '',
      completionDate: head.completionDate,
      comments: o.comments,
      holdReason: o.holdReason,
      reportLocation: o.reportLocation,
      editFlag: o.awaitingEdit ? ('Y' as const) : ('N' as const),
    },
    services: checks.map(({ id, ...check }) => ({
      ...check,
      Delays: delays.filter((d) => d.orderServiceId === id).map(({ orderServiceId: _, ...d }) => d),
      Moves: movesOf({ status: o.status, submitted: o.submittedAt !== null }, { service: check.Service, checkStatus: check.CheckStatus, hasResults: check.ResultsLocation !== '' }),
    })),
    documents,
    referees: await readReferees(db, o),
    history,
    ...(await rejectionsOf(db, orderId)),
  };
}

/**
 * The referees the applicant named, one per block row, each field with its label, with their invitations, reminders,
 * answers and fraud signals (referees.ts).
 */
async function readReferees(db: Db | Tx, order: typeof orders.$inferSelect) {
  const orderId = order.id;
  const rows = await db
    .select({ tableId: applicationValues.tableId, FieldID: applicationValues.fieldId, Value: applicationValues.value })
    .from(applicationValues)
    .where(and(eq(applicationValues.orderId, orderId), eq(applicationValues.tableLocation, REFEREES_TABLE)))
    .orderBy(asc(applicationValues.tableId), asc(applicationValues.id));
  if (rows.length === 0) return [];
  const labels = new Map(
    (
      await db
        .select({ fieldId: fieldDefinitions.fieldId, fieldName: fieldDefinitions.fieldName })
        .from(fieldDefinitions)
        .where(eq(fieldDefinitions.tableLocation, REFEREES_TABLE))
        .orderBy(desc(fieldDefinitions.id))
    ).map((d) => [d.fieldId, d.fieldName]),
  );
  const referees = new Map<number, Array<{ FieldID: string; FieldName: string; Value: string }>>();
  for (const { tableId, FieldID, Value } of rows) {
    const fields = referees.get(tableId) ?? [];
    fields.push({ FieldID, FieldName: labels.get(FieldID) ?? FieldID, Value });
    referees.set(tableId, fields);
  }
  const records = await refereeRecords(db, order);
  return [...referees].map(([TableID, Fields]) => ({
    TableID,
    Fields,
    ...(records.get(TableID) ?? { RefereeID: 0, Status: 'Not invited', Messages: [], Answer: null }),
  }));
}
