// The home page's first read, started by the route table when /admin/home opens (api.readEarly): the applicant's
// orders need not wait for the page's code. A small module of its own: it is in every first load.
import { api } from '../../app/api';
import { sessionStore } from '../../app/session-store';

export function readHomeEarly(): void {
  const user = sessionStore.getUser();
  // Only an individual's home lists orders; anyone else is sent on to their own home page.
  if (user?.rol === 1) api.readEarly('GET /orders/:userId', { params: { userId: String(user.Id) } });
}
