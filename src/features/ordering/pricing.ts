// Order costs (order-and-application §9): per-person cost is the sum of the chosen services' ContractPrice, the
// all-orders cost is that times the number of applicants, GST is 10 percent and the total 1.1 times the subtotal.
// Sums are taken in whole cents so 3 x $44.10 is $132.30, not $132.29999999999998.

export interface OrderTotals {
  perPerson: number;
  allOrders: number;
  gst: number;
  total: number;
}

/** GST in Australia: 10 percent of the subtotal. */
export const GST_RATE = 0.1;

const toCents = (dollars: number): number => Math.round(dollars * 100);

export function orderTotals(services: readonly { ContractPrice: number }[], applicants: number): OrderTotals {
  const perPersonCents = services.reduce((sum, service) => sum + toCents(service.ContractPrice), 0);
  const allOrdersCents = perPersonCents * Math.max(0, Math.trunc(applicants));
  // A subtotal in whole cents times 1.1 rounds the same way as subtotal + rounded GST, so total = 1.1 x subtotal.
  const gstCents = Math.round(allOrdersCents * GST_RATE);
  return {
    perPerson: perPersonCents / 100,
    allOrders: allOrdersCents / 100,
    gst: gstCents / 100,
    total: (allOrdersCents + gstCents) / 100,
  };
}

const dollars = new Intl.NumberFormat('en-AU', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** '$1,234.50': dollars with 2 decimals (§9). */
export function formatDollars(amount: number): string {
  const sign = amount < 0 ? '-' : '';
  return `${sign}$${dollars.format(Math.abs(amount))}`;
}
