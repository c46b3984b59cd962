// Deals (portal §2 "Deals", §3 "Order scores", "Solution promotion row", §7 "Reports and deals"): which orders offer
// them, their scores, the partner offers, and the clicks on VISIT SITE.
//
// An order offers deals (its stored ads_flag is 'Y') when a credit check of it has recorded scores (the operator's
// result upload records CreditScore and FraudScore for CR checks) and its client has not switched promotions off in
// Account Information. The order flags then show the link only while the order is Completed (order-flags.ts). The
// rule is written once, as SQL, and applied where its inputs change: an order completes, a client flips its switch,
// the demo is seeded.
import { and, asc, count, eq, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../db';
import { orderServices, orders, partnerClicks, partners } from '../db/schema';
import { CREDIT_SERVICES } from '../../src/engine/credit-services';

/** The category values of the solutions_promotion flag that are not categories (portal §4 "Deals"). */
export const SUGGESTED = '1';
export const ALL_SERVICES = '0';

const creditServiceList = sql.join(
  CREDIT_SERVICES.map((id) => sql`${id}`),
  sql`, `,
);

/** Sets ads_flag on the orders `where` selects (a condition on "orders"), from their scores and their client's switch. */
export async function refreshAdsFlags(tx: Db | Tx, where: SQL): Promise<void> {
  await tx.execute(sql`
    update orders set ads_flag = case when c.promotions and exists (
        select 1 from order_services s
        where s.order_id = orders.id and s.service_id in (${creditServiceList}) and s.credit_score is not null
      ) then 'Y' else 'N' end
    from clients c
    where c.id = orders.client_id and (${where})`);
}

export const adsFlagsOfOrder = (tx: Db | Tx, orderId: number) => refreshAdsFlags(tx, sql`orders.id = ${orderId}`);
export const adsFlagsOfClient = (tx: Db | Tx, clientId: number) => refreshAdsFlags(tx, sql`orders.client_id = ${clientId}`);

/** The order's credit and fraud scores, from its credit check's recorded result; nulls when none were recorded. */
export async function orderScores(db: Db, orderId: number): Promise<{ CreditScore: number | null; FraudScore: number | null }> {
  const [row] = await db
    .select({ CreditScore: orderServices.creditScore, FraudScore: orderServices.fraudScore })
    .from(orderServices)
    .where(
      and(
        eq(orderServices.orderId, orderId),
        sql`${orderServices.serviceId} in (${creditServiceList})`,
        isNotNull(orderServices.creditScore),
      ),
    )
    .orderBy(asc(orderServices.id))
    .limit(1);
  return row ?? { CreditScore: null, FraudScore: null };
}

/** Whether the order offers deals now: its flag is set and it is Completed (the same rule as the order flags). */
export async function dealsOpen(db: Db, orderId: number): Promise<boolean> {
  const [row] = await db.select({ status: orders.status, adsFlag: orders.adsFlag }).from(orders).where(eq(orders.id, orderId));
  return row?.status === 'Completed' && row.adsFlag === 'Y';
}

/** The partner offers of a flag: Suggested (1), All Services (0), or one category's MappingValue; active ones only. */
export async function promotionsOf(db: Db, flag: string) {
  const chosen = flag === SUGGESTED ? eq(partners.suggested, true) : flag === ALL_SERVICES ? undefined : eq(partners.category, flag);
  return db
    .select({
      PartnerID: partners.id,
      Category: partners.category,
      SubCategory: partners.subCategory,
      Provider: partners.provider,
      SolutionDesc: partners.description,
      SolutionUrl: partners.url,
      LogoLocation: partners.logoLocation,
    })
    .from(partners)
    .where(and(eq(partners.active, true), chosen))
    .orderBy(asc(partners.category), asc(partners.subCategory), asc(partners.provider));
}

/** Every partner with its click count, for the back office. */
export async function partnersWithClicks(db: Db) {
  const clicks = db
    .select({ partnerId: partnerClicks.partnerId, clicks: count().as('clicks') })
    .from(partnerClicks)
    .groupBy(partnerClicks.partnerId)
    .as('clicks');
  const rows = await db
    .select({ partner: partners, clicks: clicks.clicks })
    .from(partners)
    .leftJoin(clicks, eq(clicks.partnerId, partners.id))
    .orderBy(asc(partners.category), asc(partners.provider));
  return rows.map(({ partner, clicks: n }) => ({ ...partner, clicks: Number(n ?? 0) }));
}
