// '1. Choose your services' of the quick start: every service of the user's contract with its price; only 'Full scope'
// services have an add / remove control, the others the not-available icon and tooltip (order-and-application §2.2).
import { Badge, Box, Flex, IconButton, Text, Tooltip } from '@radix-ui/themes';
import { CircleBackslashIcon, Cross2Icon, PlusIcon } from '@radix-ui/react-icons';
import { formatDollars } from '../pricing';
import type { Service } from '../services';
import { canRunAlone, QUICK_START_MESSAGES } from '../../../engine/order-rules';

export interface ServiceChooserProps {
  services: readonly Service[];
  chosen: readonly Service[];
  onAdd(service: Service): void;
  onRemove(service: Service): void;
}

export function ServiceChooser({ services, chosen, onAdd, onRemove }: ServiceChooserProps) {
  const chosenIds = new Set(chosen.map((s) => s.ServiceID));
  return (
    <Flex asChild direction="column" gap="2" m="0" p="0" style={{ listStyle: 'none' }}>
      <ul aria-label="Services">
        {services.map((service) => {
          const isChosen = chosenIds.has(service.ServiceID);
          return (
            <li key={service.ServiceID}>
              <Flex
                align="center"
                justify="between"
                gap="3"
                p="3"
                className="quick-start-service"
                data-chosen={isChosen || undefined}
              >
                <Box minWidth="0">
                  <Flex gap="2" align="center" wrap="wrap">
                    <Text size="2" weight="medium">
                      {service.ServiceName}
                    </Text>
                    {isChosen && (
                      <Badge color="green" variant="soft" size="1">
                        Added
                      </Badge>
                    )}
                  </Flex>
                  <Text as="p" size="1" color="gray">
                    {service.PackageName} · {formatDollars(service.ContractPrice)}
                  </Text>
                </Box>
                <ServiceControl service={service} isChosen={isChosen} onAdd={onAdd} onRemove={onRemove} />
              </Flex>
            </li>
          );
        })}
      </ul>
    </Flex>
  );
}

function ServiceControl({
  service,
  isChosen,
  onAdd,
  onRemove,
}: {
  service: Service;
  isChosen: boolean;
  onAdd(service: Service): void;
  onRemove(service: Service): void;
}) {
  if (!canRunAlone(service)) {
    return (
      <Tooltip content={QUICK_START_MESSAGES.notAvailable}>
        {/* Focusable so keyboard users get the tooltip too; named for screen readers. */}
        <Flex
          asChild
          align="center"
          justify="center"
          width="32px"
          height="32px"
          flexShrink="0"
          style={{ color: 'var(--gray-9)' }}
        >
          <span tabIndex={0} role="img" aria-label={`${service.ServiceName}: ${QUICK_START_MESSAGES.notAvailable}`}>
            <CircleBackslashIcon width="18" height="18" aria-hidden />
          </span>
        </Flex>
      </Tooltip>
    );
  }
  return isChosen ? (
    <IconButton
      type="button"
      variant="soft"
      color="red"
      aria-label={`Remove ${service.ServiceName}`}
      onClick={() => onRemove(service)}
    >
      <Cross2Icon />
    </IconButton>
  ) : (
    <IconButton type="button" variant="soft" aria-label={`Add ${service.ServiceName}`} onClick={() => onAdd(service)}>
      <PlusIcon />
    </IconButton>
  );
}
