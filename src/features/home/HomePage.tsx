// /admin/home, the individual's dashboard (portal §2 "Individual dashboard"): a welcome card, the welcome modal on the
// first visit, instructions, and one card per order with its progress, its checks and its actions.
import type { SWRResponse } from 'swr';
import { Box, Card, Flex, Heading, Spinner, Text } from '@radix-ui/themes';
import type { ApiError } from '../../app/api';
import { PageHeader } from '../../app/PageHeader';
import { useSessionUser } from '../../app/session';
import { useApi } from '../../app/useApi';
import { useReloadOrders } from '../../app/order-actions';
import { OrderCard } from './OrderCard';
import type { Order } from '../../app/orders';
import { StatusHelpDialog } from './StatusHelpDialog';
import { ORDER_STATUS_TEXTS, SERVICE_STATUS_TEXTS } from './statusTexts';
import { WelcomeDialog } from './WelcomeDialog';
import './home.css';

/** Portal §8: "Order fetch failure or empty list: 'No data.' (individual)". */
export const NO_ORDERS = 'No data.';

function Instructions() {
  return (
    <Card size={{ initial: '2', sm: '3' }}>
      <Heading as="h2" size="4" mb="2">
        How it works
      </Heading>
      <ol className="home-instructions">
        <li>
          <Text size="2">Press START on an open order to begin your application.</Text>
        </li>
        <li>
          <Text size="2">
            Complete each step and press NEXT: your answers are saved at every step, so you can come back later.
          </Text>
        </li>
        <li>
          <Text size="2">Upload your identity documents, sign the consent and submit.</Text>
        </li>
        <li>
          <Text size="2">Follow your checks here until they are completed.</Text>
        </li>
      </ol>
    </Card>
  );
}

function Orders({ orders, userId }: { orders: SWRResponse<Order[], ApiError>; userId: number | string }) {
  const { data, error, isLoading } = orders;
  const reload = useReloadOrders();
  if (isLoading) {
    return (
      <Flex align="center" gap="2" py="4" role="status">
        <Spinner size="2" />
        <Text color="gray">Loading your orders…</Text>
      </Flex>
    );
  }
  if (error || !data || data.length === 0) {
    return (
      <Card>
        <Text as="p" color="gray">
          {NO_ORDERS}
        </Text>
      </Card>
    );
  }
  return (
    <Flex direction="column" gap="4">
      {data.map((order) => (
        <OrderCard key={order.orderID} order={order} userId={userId} onChanged={reload} />
      ))}
    </Flex>
  );
}

export function HomePage() {
  const user = useSessionUser();
  const orders = useApi('GET /orders/:userId', user ? { userId: String(user.Id) } : null);
  if (!user) return null;
  const firstName = user.Name.split(' ')[0] || user.Name;
  return (
    <>
      <PageHeader title="Home" />
      <WelcomeDialog name={firstName} ready={orders.data !== undefined} />
      <Flex direction="column" gap="4">
        <Card size={{ initial: '2', sm: '3' }} className="home-welcome">
          <Heading as="h2" size="5">
            Welcome, {firstName}
          </Heading>
          <Text as="p" size="2" mt="1">
            Here are your background check orders and where each check is up to.
          </Text>
        </Card>
        <Instructions />
        <Flex justify="between" align="center" gap="3" wrap="wrap">
          <Heading as="h2" size="5">
            Your orders
          </Heading>
          <Flex gap="4" wrap="wrap">
            <StatusHelpDialog title="Order statuses" texts={ORDER_STATUS_TEXTS} />
            <StatusHelpDialog title="Check statuses" texts={SERVICE_STATUS_TEXTS} />
          </Flex>
        </Flex>
        <Box>
          <Orders orders={orders} userId={user.Id} />
        </Box>
      </Flex>
    </>
  );
}

export default HomePage;
