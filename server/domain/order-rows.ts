// The rows of the client's order lists as GET /orders/{userId} and GET /orders/{userId}/page answer them (schemas/api/orders.ts
// OrderRow), read by one statement for any set of orders: the fields the list declares, its flags
// (src/engine/order-flags.ts) and expected completion (expected-completion.ts), from what the triggers keep on the
// order (migrations 0006, 0010), so no check row is read.
//
// The rows come back as ONE json value (one array per field, see orderColumns), not as rows of fields: PGlite
// decodes every field of every row in JavaScript (a buffer copy and a TextDecoder call each, about 1 µs), which for
// 10,000 orders of 15 fields cost more than the query itself; one JSON.parse is a few milliseconds. Column by
// column rather than one json array per order, because the database builds fifteen arrays faster than 10,000.
import { eq, sql, type SQL } from 'drizzle-orm';
import type { Static } from '@sinclair/typebox';
import type { Db } from '../db';
import { clients, orders } from '../db/schema';
import { epochMicrosSql, wireDateTimeSql } from '../db/wire-time';
import { flagsOf } from '../../src/engine/order-flags';
import { orderExpectedCompletion, parseCheckPlan, type CheckPlanWire } from './expected-completion';
import type { OrderRow } from '../../schemas/api/orders';

/**
 * The order list as the list statement gives it: column by column, one json array per field, all in list order
 * (newest first). See `orderColumns`.
 */
type OrderColumns = [
  orderID: number[],
  firstName: string[],
  surname: string[],
  orderStatus: string[],
  lodgeDate: string[],
  completionDate: string[],
  comments: string[],
  clientID: number[],
  clientName: string[],
  orderType: string[],
  reportLocation: string[],
  submitted: boolean[],
  adsFlag: string[],
  /** Some check of the order has a results file (false when it has no check). */
  anyResultsFile: boolean[],
  /** Rejected items wait for the applicant's corrections (the edit flag). */
  awaitingEdit: boolean[],
  /** The statuses of the order's checks (a status may repeat). */
  checkStatuses: string[][],
  /** The check plan of each order (migration 0010), parsed with the list. */
  checkPlans: CheckPlanWire[][],
];

/**
 * The whole list as one json value, column by column (OrderColumns): json_build_array of one array_agg per field,
 * all ordered alike (newest first), so the database sorts once. Building one json array per field costs the
 * database a good deal less than one json array per order.
 */
const orderColumns = (): SQL<string> => {
  const newestFirst = sql`order by ${orders.lodgedAt} desc, ${orders.id} desc`;
  const fields: SQL[] = [
    sql`${orders.id}`, sql`${orders.applicantFirstName}`, sql`${orders.applicantSurname}`, sql`${orders.status}`,
    wireDateTimeSql(orders.lodgedAt), wireDateTimeSql(orders.completedAt), sql`${orders.comments}`,
    sql`${clients.id}`, sql`${clients.companyName}`, sql`${orders.orderType}`, sql`${orders.reportLocation}`,
    sql`${orders.submittedAt} is not null`, sql`${orders.adsFlag}`, sql`${orders.anyResultsFile}`,
    sql`${orders.awaitingEdit}`,
  ];
  // coalesce: no order at all aggregates to null, and the list to empty columns.
  return sql<string>`json_build_array(${sql.join(
    fields.map((field) => sql`coalesce(array_agg(${field} ${newestFirst}), '{}')`),
    sql`, `,
  )}, coalesce(json_agg(${orders.checkStatuses} ${newestFirst}), '[]'),
    coalesce(json_agg(${orders.checkPlan}::json ${newestFirst}), '[]'))::text`;
};

/** The orders' ids and versions (updated_at to the microsecond), as one json value [ids, versions], newest first. */
export const listVersions = sql<string>`json_build_array(
    coalesce(array_agg(${orders.id} order by ${orders.lodgedAt} desc, ${orders.id} desc), '{}'),
    coalesce(array_agg(${epochMicrosSql(orders.updatedAt)} order by ${orders.lodgedAt} desc, ${orders.id} desc), '{}'))::text`;

/** The rows of the orders `where` selects, as the list answers them, each with its version. */
export async function readOrderRows(db: Db, where: SQL | undefined, acting: boolean, day: string) {
  const [read] = await db
    .select({ columns: orderColumns(), versions: listVersions })
    .from(orders)
    .innerJoin(clients, eq(clients.id, orders.clientId))
    .where(where);
  const [orderID, firstName, surname, orderStatus, lodgeDate, completionDate, comments, clientID, clientName, orderType,
    reportLocation, submitted, adsFlag, anyResultsFile, awaitingEdit, checkStatuses, checkPlans] = JSON.parse(read.columns) as OrderColumns;
  const [, versions] = JSON.parse(read.versions) as [number[], string[]];
  return orderID.map((id, i) => {
    const plan = parseCheckPlan(checkPlans[i]);
    const order: Static<typeof OrderRow> = {
      orderID: id,
      // The name the ordering client typed, never another client's (see orders.applicant_first_name).
      applicant: `${firstName[i]} ${surname[i]}`.trim(),
      orderStatus: orderStatus[i],
      lodgeDate: lodgeDate[i],
      completionDate: completionDate[i],
      comments: comments[i],
      clientID: clientID[i],
      clientName: clientName[i],
      orderType: orderType[i],
      reportLocation: reportLocation[i],
      serviceIDs: plan.map((check) => check.serviceId),
      expectedCompletion: orderExpectedCompletion(orderStatus[i], plan, lodgeDate[i], day),
      ...flagsOf(
        {
          status: orderStatus[i],
          submitted: submitted[i],
          adsFlag: adsFlag[i],
          awaitingEdit: awaitingEdit[i],
          checkStatuses: checkStatuses[i],
          anyResultsFile: anyResultsFile[i],
        },
        acting,
      ),
    };
    return { order, version: versions[i] };
  });
}
