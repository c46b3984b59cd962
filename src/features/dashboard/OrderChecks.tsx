// The checks of one order, shown when its row is expanded: GET /services/{userId}/{orderId} with each check's status,
// start, completion, delay reason and expected completion (portal §3 "Service (check) in an order"), and the check's
// actions when the page supplies them.
import type { ReactNode } from 'react';
import { Badge, Flex, Spinner, Text } from '@radix-ui/themes';
import { ERROR_MESSAGES } from '../../app/messages';
import { useApi } from '../../app/useApi';
import { shownDate, statusColor, type Order, type OrderService } from '../../app/orders';

export interface OrderChecksProps {
  order: Order;
  userId: number | string;
  renderServiceActions?: (order: Order, service: OrderService) => ReactNode;
}

export function OrderChecks({ order, userId, renderServiceActions }: OrderChecksProps) {
  const { data, error, isLoading } = useApi('GET /services/:userId/:orderId', { userId: String(userId), orderId: String(order.orderID) });
  if (isLoading) {
    return (
      <Flex align="center" gap="2" py="2" role="status">
        <Spinner size="1" />
        <Text size="2" color="gray">
          Loading checks…
        </Text>
      </Flex>
    );
  }
  // Portal §8: "Services fetch failure: 'Connection error. Please try later.'"
  if (error || !data) {
    return (
      <Text as="p" size="2" color="red" role="alert">
        {ERROR_MESSAGES.network}
      </Text>
    );
  }
  if (data.length === 0) {
    return (
      <Text as="p" size="2" color="gray">
        No checks.
      </Text>
    );
  }
  return (
    <ul className="dash-checks" aria-label={`Checks of order ${order.orderID}`}>
      {data.map((service, index) => (
        <li key={`${service.ServiceID}-${index}`} className="dash-check">
          <Flex direction="column" gap="1" className="dash-check-name">
            <Text weight="medium">{service.Service}</Text>
            <span>
              <Badge color={statusColor(service.CheckStatus)} variant="soft" radius="full">
                {service.CheckStatus}
              </Badge>
            </span>
          </Flex>
          <dl className="dash-check-facts">
            <div>
              <dt>Started</dt>
              <dd>{shownDate(service.CheckStart)}</dd>
            </div>
            <div>
              <dt>Completed</dt>
              <dd>{shownDate(service.CheckCompletion)}</dd>
            </div>
            <div>
              <dt>Expected</dt>
              <dd>{service.ExpectedCompletion || '-'}</dd>
            </div>
            <div>
              <dt>Delay</dt>
              <dd className={service.DelayReason ? 'dash-delay' : undefined}>{service.DelayReason || '-'}</dd>
            </div>
          </dl>
          {renderServiceActions ? <div className="dash-check-actions">{renderServiceActions(order, service)}</div> : null}
        </li>
      ))}
    </ul>
  );
}
