// Step 1, Choose Your Checks: the user's services from GET /services/by_user/{userId}, each with an add or remove
// control (order-and-application §2.1).
import { useMemo } from 'react';
import { Badge, Button, Callout, Card, Flex, Heading, Text } from '@radix-ui/themes';
import { ExclamationTriangleIcon, MinusIcon, PlusIcon } from '@radix-ui/react-icons';
import { ERROR_MESSAGES } from '../../../app/messages';
import type { SessionUser } from '../../../app/session';
import { useApi } from '../../../app/useApi';
import { cartStore, hasService, withoutService, withService, type Cart } from '../cart';
import { formatDollars } from '../pricing';
import { uniqueByName } from '../services';
import { Loading } from '../../../app/Loading';

export function ChooseChecksStep({ user, cart }: { user: SessionUser; cart: Cart }) {
  const { data, error, isLoading } = useApi('GET /services/by_user/:userId', { userId: String(user.Id) });
  const services = useMemo(() => uniqueByName(data ?? []), [data]);

  return (
    <Flex direction="column" gap="3">
      <Heading as="h2" size="5">
        Choose your checks
      </Heading>
      {error ? (
        <Callout.Root color="red" role="alert">
          <Callout.Icon>
            <ExclamationTriangleIcon />
          </Callout.Icon>
          {/* §8: "Services fetch failure: 'Connection error. Please try later.'" whatever the cause. */}
          <Callout.Text>{ERROR_MESSAGES.network}</Callout.Text>
        </Callout.Root>
      ) : isLoading ? (
        <Loading what="Loading services…" />
      ) : services.length === 0 ? (
        <Text as="p" color="gray">
          No services.
        </Text>
      ) : (
        <Flex asChild direction="column" gap="2" m="0" p="0" style={{ listStyle: 'none' }}>
          <ul aria-label="Services">
            {services.map((service) => {
              const chosen = hasService(cart, service.ServiceID);
              return (
                <li key={service.ServiceID}>
                  <Card size="1" variant={chosen ? 'classic' : 'surface'}>
                    <Flex align="center" justify="between" gap="3">
                      <Flex direction="column" gap="1" minWidth="0" flexGrow="1">
                        <Text weight="medium">{service.ServiceName}</Text>
                        <Flex gap="2" align="center" wrap="wrap">
                          <Text size="2" color="gray">
                            {formatDollars(service.ContractPrice)}
                          </Text>
                          {service.PackageName ? (
                            <Badge color="gray" variant="soft">
                              {service.PackageName}
                            </Badge>
                          ) : null}
                          {chosen ? (
                            <Badge color="green" variant="soft">
                              In cart
                            </Badge>
                          ) : null}
                        </Flex>
                      </Flex>
                      {chosen ? (
                        <Button
                          variant="soft"
                          color="red"
                          style={{ flexShrink: 0 }}
                          aria-label={`Remove ${service.ServiceName}`}
                          onClick={() => cartStore.update((c) => withoutService(c, service.ServiceID))}
                        >
                          <MinusIcon /> Remove
                        </Button>
                      ) : (
                        <Button
                          variant="soft"
                          style={{ flexShrink: 0 }}
                          aria-label={`Add ${service.ServiceName}`}
                          onClick={() => cartStore.update((c) => withService(c, service))}
                        >
                          <PlusIcon /> Add
                        </Button>
                      )}
                    </Flex>
                  </Card>
                </li>
              );
            })}
          </ul>
        </Flex>
      )}
    </Flex>
  );
}
