// The user's orderable services (order-and-application §3 "Service"), shared by the wizard and the quick start:
// duplicates by ServiceName are dropped, and the references service brings the questionnaire.
import type { ReplyOf } from '../../../schemas/api';
import { REFERENCES_SERVICE } from '../../engine/order-rules';

/** A service as GET /services/by_user answers it (§3 "Service"). */
export type Service = ReplyOf<'GET /services/by_user/:userId'>[number];

/**
 * Service RC marks references (§3): with it chosen, the wizard has the Add Questions step, the quick start offers the
 * questionnaire editor, and the questions are sent with the order.
 */
export function hasReferences(services: readonly Pick<Service, 'ServiceID'>[]): boolean {
  return services.some((service) => service.ServiceID === REFERENCES_SERVICE);
}

/** Keeps the first service of each ServiceName, in the server's order. */
export function uniqueByName<T extends Pick<Service, 'ServiceName'>>(services: readonly T[]): T[] {
  const seen = new Set<string>();
  return services.filter((service) => {
    if (seen.has(service.ServiceName)) return false;
    seen.add(service.ServiceName);
    return true;
  });
}
