// The quick start's 'Order Summary' panel: the chosen services with their prices, the cost for this one applicant
// (per-person price, GST 10%, total: order-and-application §9) and the 'Start an application' button.
import { Button, Card, Flex, Heading, Separator, Spinner, Text } from '@radix-ui/themes';
import { formatDollars, orderTotals } from '../pricing';
import type { Service } from '../services';

export interface OrderSummaryProps {
  services: readonly Service[];
  sending: boolean;
  onStart(): void;
}

function Row({ label, amount, strong }: { label: string; amount: number; strong?: boolean }) {
  return (
    <Flex justify="between" gap="3">
      <Text size="2" weight={strong ? 'bold' : 'regular'}>
        {label}
      </Text>
      <Text size="2" weight={strong ? 'bold' : 'regular'}>
        {formatDollars(amount)}
      </Text>
    </Flex>
  );
}

export function OrderSummary({ services, sending, onStart }: OrderSummaryProps) {
  const totals = orderTotals(services, 1);
  return (
    <Card size={{ initial: '2', sm: '3' }} asChild>
      <section aria-labelledby="order-summary-title">
        <Heading as="h2" size="4" mb="3" id="order-summary-title">
          Order Summary
        </Heading>
        {services.length === 0 ? (
          <Text as="p" size="2" color="gray">
            Your cart is empty
          </Text>
        ) : (
          <Flex direction="column" gap="2" asChild>
            <ul aria-label="Chosen services" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
              {services.map((service) => (
                <li key={service.ServiceID}>
                  <Flex justify="between" gap="3">
                    <Text size="2">{service.ServiceName}</Text>
                    <Text size="2">{formatDollars(service.ContractPrice)}</Text>
                  </Flex>
                </li>
              ))}
            </ul>
          </Flex>
        )}
        <Separator size="4" my="3" />
        <Flex direction="column" gap="1">
          <Row label="Price per person" amount={totals.perPerson} />
          <Row label="GST (10%)" amount={totals.gst} />
          <Row label="Total" amount={totals.total} strong />
        </Flex>
        <Button type="button" size="3" mt="4" style={{ width: '100%' }} disabled={sending} onClick={onStart}>
          {sending ? <Spinner /> : null}
          {sending ? 'Loading...' : 'Start an application'}
        </Button>
      </section>
    </Card>
  );
}
