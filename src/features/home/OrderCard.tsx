// One order on the applicant's home page: its status and progress, its checks (expanded) with their actions, and the
// actions the order's flags allow (portal §2 "Individual dashboard", §4 "Order actions", "Service actions"), drawn
// as text buttons by the shared OrderActions and ServiceActions (src/app/order-actions).
import { Badge, Box, Card, Flex, Heading, Separator, Spinner, Text } from '@radix-ui/themes';
import { ERROR_MESSAGES } from '../../app/messages';
import { useApi } from '../../app/useApi';
import { shownDate, statusColor, type Order, type OrderService } from '../../app/orders';
import { OrderActions, ServiceActions } from '../../app/order-actions';
import { OrderProgress } from './OrderProgress';

interface ServiceRowProps {
  order: Order;
  service: OrderService;
  userId: number | string;
  onChanged: () => void;
}

function ServiceRow({ order, service, userId, onChanged }: ServiceRowProps) {
  return (
    <Flex asChild direction="column" gap="1" py="2">
      <li>
        <Flex justify="between" align="start" gap="3">
          <Text weight="medium">{service.Service}</Text>
          <Badge color={statusColor(service.CheckStatus)} size="2" className="home-badge">
            {service.CheckStatus}
          </Badge>
        </Flex>
        <Text size="1" color="gray">
          Started {shownDate(service.CheckStart)} · Completed {shownDate(service.CheckCompletion)}
        </Text>
        {service.DelayReason ? (
          <Text size="1" color="orange" highContrast>
            Delay: {service.DelayReason}
          </Text>
        ) : null}
        {service.ExpectedCompletion ? (
          <Text size="1" color="gray">
            Expected by {service.ExpectedCompletion}
          </Text>
        ) : null}
        <ServiceActions order={order} service={service} userId={userId} kind="individual" onChanged={onChanged} />
      </li>
    </Flex>
  );
}

function OrderServices({ order, userId, onChanged }: { order: Order; userId: number | string; onChanged: () => void }) {
  const orderId = order.orderID;
  const { data, error, isLoading } = useApi('GET /services/:userId/:orderId', { userId: String(userId), orderId: String(orderId) });
  if (isLoading) {
    return (
      <Flex align="center" gap="2" py="2">
        <Spinner size="1" />
        <Text size="2" color="gray">
          Loading checks…
        </Text>
      </Flex>
    );
  }
  // Portal §8: "Services fetch failure: 'Connection error. Please try later.'"
  if (error) {
    return (
      <Text as="p" size="2" color="red" role="alert">
        {ERROR_MESSAGES.network}
      </Text>
    );
  }
  if (!data || data.length === 0) {
    return (
      <Text as="p" size="2" color="gray">
        No services.
      </Text>
    );
  }
  return (
    <ul className="home-services" aria-label={`Checks of order ${orderId}`}>
      {data.map((service, index) => (
        <ServiceRow key={`${service.ServiceID}-${index}`} order={order} service={service} userId={userId} onChanged={onChanged} />
      ))}
    </ul>
  );
}

export interface OrderCardProps {
  order: Order;
  userId: number | string;
  /** An action changed the order (a cancel): reload the orders and their checks. */
  onChanged: () => void;
}

export function OrderCard({ order, userId, onChanged }: OrderCardProps) {
  const headingId = `order-${order.orderID}-title`;
  return (
    <Card asChild size={{ initial: '2', sm: '3' }} className="home-order">
      <article aria-labelledby={headingId}>
        <Flex direction="column" gap="3">
          <Flex justify="between" align="start" gap="3" wrap="wrap">
            <Box>
              <Heading as="h2" size="4" id={headingId}>
                Order {order.orderID}
              </Heading>
              <Text as="p" size="2" color="gray">
                {order.clientName} · Lodged {shownDate(order.lodgeDate)}
                {order.expectedCompletion ? ` · Expected by ${order.expectedCompletion}` : ''}
              </Text>
            </Box>
            <Badge color={statusColor(order.orderStatus)} size="2" className="home-badge">
              {order.orderStatus}
            </Badge>
          </Flex>

          <OrderProgress status={order.orderStatus} />

          {order.comments ? (
            <Text as="p" size="2">
              {order.comments}
            </Text>
          ) : null}

          <Separator size="4" />
          <Heading as="h3" size="3">
            Your checks
          </Heading>
          <OrderServices order={order} userId={userId} onChanged={onChanged} />

          <Box className="home-actions">
            <OrderActions order={order} userId={userId} kind="individual" onChanged={onChanged} />
          </Box>
        </Flex>
      </article>
    </Card>
  );
}
