// Which steps of an application the server holds as done (issue 16, "coming back"): the portal resumes at the first
// step that is not, from START, a new tab or another device, and links the done steps in its step bar.
import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../db';
import { applicationValues } from '../db/schema';
import type { Order } from '../auth/order-access';
import { documentsComplete } from './documents';
import { isFieldTab, orderTabs, SELF_IMAGE_TAB } from './application-tabs';

/** The name the portal gives its first step (it is no server tab: the order's terms flag says whether it is done). */
export const TERMS_STEP = 'Terms and Conditions';

/**
 * The done steps, by name: Terms once accepted; a step of fields once the server has stored it (set_data_by_tab stores
 * only a step that passed its rules, so stored means saved and valid at the time); the identity step once every
 * required document is uploaded. The selfie switch is no step.
 */
export async function completedTabs(db: Db | Tx, order: Pick<Order, 'id' | 'termsAccepted'>, options: { selfieExempt: boolean }): Promise<string[]> {
  const [tabs, stored] = await Promise.all([
    orderTabs(db, order.id),
    db.selectDistinct({ tabName: applicationValues.tabName }).from(applicationValues).where(eq(applicationValues.orderId, order.id)),
  ]);
  const saved = new Set(stored.map((row) => row.tabName));
  const done = order.termsAccepted ? [TERMS_STEP] : [];
  for (const tab of tabs) {
    if (tab === SELF_IMAGE_TAB) continue;
    const complete = isFieldTab(tab) ? saved.has(tab) : (await documentsComplete(db, order, options)).complete;
    if (complete) done.push(tab);
  }
  return done;
}
