// Deals (portal §2, §7 "Reports and deals"): scores, partner offers and VISIT SITE clicks for an order the caller may
// see (the guard has checked it: schemas/api/deals.ts), and the back office's partners and 'Ads Categories'. An order
// that does not offer deals (not Completed, or adsFlag 'N') has none to show: 404, as for an order one may not see.
import { and, asc, eq } from 'drizzle-orm';
import { lookups, partnerClicks, partners } from '../db/schema';
import { callerOf } from '../auth/guard';
import { badRequest, notFound } from '../http';
import { ALL_SERVICES, dealsOpen, orderScores, partnersWithClicks, promotionsOf, SUGGESTED } from '../domain/deals-store';
import type { Db } from '../db';
import type { AppContext } from '../context';
import type { Handlers } from '../contract';
import type { dealRoutes } from '../../schemas/api/deals';

export const ADS_CATEGORIES = 'Ads Categories';
export const NO_DEALS = 'This order has no deals.';
/** The two entries of 'Ads Categories' that are choices of the list, not categories of partners. */
const NOT_CATEGORIES = [SUGGESTED, ALL_SERVICES];

async function adsCategories(db: Db) {
  const rows = await db
    .select({ LookUpValue: lookups.lookUpValue, MappingValue: lookups.mappingValue })
    .from(lookups)
    .where(eq(lookups.category, ADS_CATEGORIES))
    .orderBy(asc(lookups.sort), asc(lookups.id));
  return rows.map((r) => ({ LookUpValue: r.LookUpValue, MappingValue: r.MappingValue ?? '' }));
}

async function isPartnerCategory(db: Db, value: string): Promise<boolean> {
  if (NOT_CATEGORIES.includes(value)) return false;
  return (await adsCategories(db)).some((c) => c.MappingValue === value);
}

function partnerRow(p: typeof partners.$inferSelect, clicks: number) {
  return {
    PartnerID: p.id,
    Provider: p.provider,
    SolutionDesc: p.description,
    SolutionUrl: p.url,
    LogoLocation: p.logoLocation,
    Category: p.category,
    SubCategory: p.subCategory,
    Suggested: p.suggested,
    Active: p.active,
    Clicks: clicks,
  };
}

export function dealHandlers(ctx: AppContext): Handlers<typeof dealRoutes> {
  const { db } = ctx;

  async function openOrder(orderId: number | undefined): Promise<number> {
    if (orderId === undefined || !(await dealsOpen(db, orderId))) throw notFound(NO_DEALS);
    return orderId;
  }

  return {
    'GET /reports/orders_scores/:orderId': async (request) => orderScores(db, await openOrder(request.order?.id)),

    'GET /reports/solutions_promotion/:orderId/:flag': async (request) => {
      await openOrder(request.order?.id);
      const flag = request.params.flag;
      if (!NOT_CATEGORIES.includes(flag) && !(await isPartnerCategory(db, flag))) {
        throw badRequest(`There is no category "${flag}" of deals.`);
      }
      return promotionsOf(db, flag);
    },

    'POST /utilities/capture_click': async (request) => {
      const orderId = await openOrder(request.order?.id);
      const [partner] = await db
        .select()
        .from(partners)
        .where(and(eq(partners.id, request.body.PartnerID), eq(partners.active, true)));
      if (!partner) throw badRequest('There is no such partner offer.');
      if (partner.url !== request.body.URL) throw badRequest("The address is not this partner's.");
      await db.insert(partnerClicks).values({
        partnerId: partner.id,
        orderId,
        userId: callerOf(request).id,
        url: partner.url,
        clickedAt: ctx.now(),
      });
      return { recorded: true };
    },

    'GET /backoffice/partners': async () => ({
      partners: (await partnersWithClicks(db)).map((p) => partnerRow(p, p.clicks)),
      categories: await adsCategories(db),
    }),

    'POST /backoffice/partners': async (request) => {
      const body = request.body;
      if (!(await isPartnerCategory(db, body.Category))) throw badRequest(`There is no category "${body.Category}" of deals.`);
      const values = {
        provider: body.Provider.trim(),
        description: body.SolutionDesc.trim(),
        url: body.SolutionUrl.trim(),
        logoLocation: body.LogoLocation.trim(),
        category: body.Category,
        subCategory: body.SubCategory.trim(),
        suggested: body.Suggested,
        active: body.Active,
      };
      if (body.PartnerID === undefined) {
        const [row] = await db.insert(partners).values(values).returning();
        return partnerRow(row, 0);
      }
      const [row] = await db.update(partners).set(values).where(eq(partners.id, body.PartnerID)).returning();
      if (!row) throw notFound('There is no such partner.');
      const clicks = (await partnersWithClicks(db)).find((p) => p.id === row.id)?.clicks ?? 0;
      return partnerRow(row, clicks);
    },

    'POST /backoffice/ads_categories': async (request) => {
      const label = request.body.LookUpValue.trim();
      const value = request.body.MappingValue.trim();
      if (NOT_CATEGORIES.includes(value)) throw badRequest('Suggested (1) and All Services (0) are not categories of partners.');
      const existing = await adsCategories(db);
      await db.transaction(async (tx) => {
        if (existing.some((c) => c.MappingValue === value)) {
          await tx
            .update(lookups)
            .set({ lookUpValue: label })
            .where(and(eq(lookups.category, ADS_CATEGORIES), eq(lookups.mappingValue, value)));
        } else {
          await tx.insert(lookups).values({ category: ADS_CATEGORIES, lookUpValue: label, mappingValue: value, sort: existing.length });
        }
      });
      return adsCategories(db);
    },
  };
}
