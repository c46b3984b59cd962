// The side cart beside every step (order-and-application §2.1): the chosen services with their prices and the number
// of applicants; 'Your cart is empty' until something is chosen.
import { Box, Card, Flex, Heading, Separator, Text } from '@radix-ui/themes';
import type { Cart } from '../cart';
import { formatDollars, orderTotals } from '../pricing';

export function CartPanel({ cart }: { cart: Pick<Cart, 'services' | 'applicants'> }) {
  const empty = cart.services.length === 0 && cart.applicants.length === 0;
  const { perPerson } = orderTotals(cart.services, 1);
  return (
    <Card size="2" asChild>
      <aside aria-labelledby="cart-heading">
        <Heading as="h2" size="4" id="cart-heading" mb="3">
          Your cart
        </Heading>
        {empty ? (
          <Text as="p" color="gray" size="2">
            Your cart is empty
          </Text>
        ) : (
          <>
            {cart.services.length > 0 && (
              <Box asChild m="0" p="0" style={{ listStyle: 'none' }}>
                <ul aria-label="Services in the cart">
                  {cart.services.map((service) => (
                    <Flex asChild key={service.ServiceID} justify="between" gap="3" py="1">
                      <li>
                        <Text size="2">{service.ServiceName}</Text>
                        <Text size="2" style={{ whiteSpace: 'nowrap' }}>
                          {formatDollars(service.ContractPrice)}
                        </Text>
                      </li>
                    </Flex>
                  ))}
                </ul>
              </Box>
            )}
            <Separator size="4" my="3" />
            <Flex justify="between" gap="3">
              <Text size="2" color="gray">
                Per applicant
              </Text>
              <Text size="2" weight="medium">
                {formatDollars(perPerson)}
              </Text>
            </Flex>
            <Flex justify="between" gap="3" mt="1">
              <Text size="2" color="gray">
                Applicants
              </Text>
              <Text size="2" weight="medium" data-testid="cart-applicants">
                {cart.applicants.length.toLocaleString('en-AU')}
              </Text>
            </Flex>
          </>
        )}
      </aside>
    </Card>
  );
}
