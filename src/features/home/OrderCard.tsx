// One order on the applicant's home page: its status and progress, its checks (expanded), and the actions its flags
// allow (portal §2 "Individual dashboard", §4 "Order actions").
import { useNavigate } from 'react-router-dom';
import { Badge, Box, Button, Card, Flex, Heading, Separator, Spinner, Text } from '@radix-ui/themes';
import { ERROR_MESSAGES } from '../../app/messages';
import { useApi } from '../../app/useApi';
import { APPLICATION_START_PATH, EDIT_APPLICATION_PATH, storeCurrentOrderId } from '../../app/currentOrder';
import { NO_ACTIONS, orderActions, shownDate, statusColor, type Order, type OrderService } from '../../app/orders';
import { OrderProgress } from './OrderProgress';

/** Portal §2 routes of the order actions. */

function ServiceRow({ service }: { service: OrderService }) {
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
          <Text size="1" color="orange">
            Delay: {service.DelayReason}
          </Text>
        ) : null}
        {service.ExpectedCompletion ? (
          <Text size="1" color="gray">
            Expected by {service.ExpectedCompletion}
          </Text>
        ) : null}
      </li>
    </Flex>
  );
}

function OrderServices({ userId, orderId }: { userId: number | string; orderId: number }) {
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
        <ServiceRow key={`${service.ServiceID}-${index}`} service={service} />
      ))}
    </ul>
  );
}

export function OrderCard({ order, userId }: { order: Order; userId: number | string }) {
  const navigate = useNavigate();
  const actions = orderActions(order);
  const headingId = `order-${order.orderID}-title`;

  const start = () => {
    storeCurrentOrderId(order.orderID);
    navigate(APPLICATION_START_PATH);
  };
  const edit = () => {
    storeCurrentOrderId(order.orderID);
    // The order in the address too, as in the emailed link: a reload or a second tab edits the same order.
    navigate(`${EDIT_APPLICATION_PATH}${order.orderID}`);
  };

  return (
    <Card asChild size={{ initial: '2', sm: '3' }}>
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
          <OrderServices userId={userId} orderId={order.orderID} />

          {actions.length > 0 ? (
            <Flex gap="3" wrap="wrap" className="home-actions">
              {actions.includes('start') && (
                <Button type="button" size="3" onClick={start} aria-label={`START order ${order.orderID}`}>
                  START
                </Button>
              )}
              {actions.includes('edit') && (
                <Button type="button" size="3" variant="soft" onClick={edit} aria-label={`EDIT order ${order.orderID}`}>
                  EDIT
                </Button>
              )}
            </Flex>
          ) : order.orderStatus !== 'Cancelled' ? (
            <Text as="p" size="2" color="gray">
              {NO_ACTIONS}
            </Text>
          ) : null}
        </Flex>
      </article>
    </Card>
  );
}
