// The user's orderable services (order-and-application §3 "Service"): duplicates by ServiceName are dropped.
import type { CartService } from './cart';

/** Keeps the first service of each ServiceName, in the server's order. */
export function uniqueByName<T extends Pick<CartService, 'ServiceName'>>(services: readonly T[]): T[] {
  const seen = new Set<string>();
  return services.filter((service) => {
    if (seen.has(service.ServiceName)) return false;
    seen.add(service.ServiceName);
    return true;
  });
}
