// Deals (portal §2 "Deals", §3 "Order scores" and "Solution promotion row", §7 "Reports and deals"): an order's
// credit and fraud scores and the partner offers beside them, for the caller's own orders that offer deals (adsFlag
// 'Y'), and the VISIT SITE click; operators keep the partners and the 'Ads Categories' in the back office.
import { Type as T } from '@sinclair/typebox';
import { ADS_CATEGORY_KEY_PATTERN, LOGO_LOCATION_PATTERN, WEB_ADDRESS_PATTERN } from '../../src/engine/patterns';
import { Id, IdString, IdValue, Nullable, route, Text } from './route';

/** Who sees an order's deals: its applicant, and client users of its company (an agency's user for its clients). */
const DEAL_READERS = ['individual', 'client'] as const;

/** 1 Suggested, 0 All Services, otherwise an 'Ads Categories' MappingValue (portal §4 "Deals"). */
export const PromotionFlag = Text(40, { minLength: 1, pattern: '^[A-Za-z0-9][A-Za-z0-9 _-]*$' });
/** A partner's address: the page opens it in a new tab, so only web addresses. */
const WebAddress = Text(500, { pattern: WEB_ADDRESS_PATTERN });
/** A logo: a web address, or a path the web app serves (public/partners/...). */
const LogoLocation = T.Union([T.Literal(''), Text(500, { pattern: LOGO_LOCATION_PATTERN })]);

export const PromotionRow = T.Object({
  Category: T.String(),
  SubCategory: T.String(),
  PartnerID: T.Integer(),
  SolutionDesc: T.String(),
  SolutionUrl: T.String(),
  LogoLocation: T.String(),
  Provider: T.String(),
});

export const PartnerRow = T.Object({
  PartnerID: T.Integer(),
  Provider: T.String(),
  SolutionDesc: T.String(),
  SolutionUrl: T.String(),
  LogoLocation: T.String(),
  Category: T.String(),
  SubCategory: T.String(),
  Suggested: T.Boolean(),
  Active: T.Boolean(),
  Clicks: T.Integer(),
});

const AdsCategory = T.Object({ LookUpValue: T.String(), MappingValue: T.String() });

export const dealRoutes = {
  'GET /reports/orders_scores/:orderId': route({
    summary:
      "The order's CreditScore (0-1,000) and FraudScore (0-999) from its credit check's result; nulls when none were " +
      'recorded. 404 unless the order offers deals (Completed, adsFlag Y).',
    access: { kinds: DEAL_READERS, order: 'params.orderId' },
    params: T.Object({ orderId: IdString }),
    response: { 200: T.Object({ CreditScore: Nullable(T.Integer()), FraudScore: Nullable(T.Integer()) }) },
  }),
  'GET /reports/solutions_promotion/:orderId/:flag': route({
    summary:
      "Partner offers for the order: flag 1 the suggested ones, 0 all, otherwise one 'Ads Categories' MappingValue " +
      '(an unknown category is 400). Sorted by Category and SubCategory. 404 unless the order offers deals.',
    access: { kinds: DEAL_READERS, order: 'params.orderId' },
    params: T.Object({ orderId: IdString, flag: PromotionFlag }),
    response: { 200: T.Array(PromotionRow) },
  }),
  'POST /utilities/capture_click': route({
    summary: "Records a VISIT SITE press on one of the order's partner offers (URL must be the partner's own).",
    access: { kinds: DEAL_READERS, order: 'body.orderID' },
    body: T.Object({ orderID: IdValue, PartnerID: Id, URL: Text(500) }),
    response: { 200: T.Object({ recorded: T.Boolean() }) },
  }),
  'GET /backoffice/partners': route({
    summary: "Every partner (hidden ones too) with its VISIT SITE count, and the 'Ads Categories' partners may be in.",
    access: { kinds: ['operator'] },
    response: { 200: T.Object({ partners: T.Array(PartnerRow), categories: T.Array(AdsCategory) }) },
  }),
  'POST /backoffice/partners': route({
    summary: 'Adds a partner (no PartnerID) or changes one; Category must be one of the Ads Categories. Answers the row.',
    access: { kinds: ['operator'] },
    body: T.Object({
      PartnerID: T.Optional(Id),
      Provider: Text(120, { minLength: 2 }),
      SolutionDesc: Text(600, { minLength: 10 }),
      SolutionUrl: WebAddress,
      LogoLocation,
      Category: Text(40, { minLength: 1 }),
      SubCategory: Text(60),
      Suggested: T.Boolean(),
      Active: T.Boolean(),
    }),
    response: { 200: PartnerRow },
  }),
  'POST /backoffice/ads_categories': route({
    summary:
      "Adds an 'Ads Categories' entry, or renames the one with this MappingValue (1 and 0 are Suggested and All " +
      'Services, kept as they are). Answers the categories.',
    access: { kinds: ['operator'] },
    body: T.Object({ LookUpValue: Text(60, { minLength: 2 }), MappingValue: Text(40, { minLength: 1, pattern: ADS_CATEGORY_KEY_PATTERN }) }),
    response: { 200: T.Array(AdsCategory) },
  }),
};
