// The application's first reads, started by the route table when an application url opens (api.readEarly): the
// order's steps and state, the tab of the step at the url, and as soon as that tab has come the lists its combos need
// (get_type_lists), so none of them waits for the application's code or its render (on a phone the step's form came after
// five round trips in a row, the first only once that code had run; the lists were asked for only once the step had
// rendered, over half a second after its tab had come). A small module of its own: it is in every first load.
import { api } from '../../app/api';
import { catalogueCategories } from '../../engine/catalogue';
import type { DynamicField } from '../../engine/types';
import { sessionStore } from '../../app/session-store';
import { APPLICATION_BASE, knownStepName, readCurrentOrderId } from './state';

/** The steps whose form asks for its tab as it opens (useTabForm); References waits for its referees first. */
const TAB_FORM_URLS = new Set(['personal', 'address', 'additional', 'consent']);

export function readApplicationEarly(pathname: string): void {
  const user = sessionStore.getUser();
  // Without a chosen order the page finds one first (FindOrder): nothing to read yet.
  const orderId = readCurrentOrderId();
  if (!user || orderId === null) return;
  const params = { orderId: String(orderId) };
  api.readEarly('GET /application/get_tabs/:orderId', { params });
  api.readEarly('GET /application/get_application_state/:orderId', { params });
  const url = pathname.startsWith(`${APPLICATION_BASE}/`) ? pathname.slice(APPLICATION_BASE.length + 1).replace(/\/$/, '') : '';
  const tabName = knownStepName(url);
  if (tabName && TAB_FORM_URLS.has(url)) {
    const portalVersion = String(user.dashboardInfo.dashboardType ?? '');
    const tab = api.readEarly('POST /application/get_tab_req', { body: { order_id: orderId, tab_name: tabName, portalVersion } });
    // The lists, asked for as useTabForm asks for them (loadCatalogue), which takes these answers.
    tab?.then(
      (answer) => {
        const defs: DynamicField[] = Array.isArray(answer) ? answer : [];
        const categories = catalogueCategories(defs);
        if (categories.length > 0) api.readEarly('POST /utilities/get_type_lists', { body: { categories } });
      },
      () => {},
    );
  }
}
