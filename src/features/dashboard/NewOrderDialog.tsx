// The client dashboard's Create a new order button and its modal (portal §2 "Client dashboard"): Generate multiple
// requests goes to the new-order wizard, Start a check clears the stored questions and goes to the quick start.
import { useNavigate } from 'react-router-dom';
import { Button, Card, Dialog, Flex, Grid, Heading, Text } from '@radix-ui/themes';
import { PersonIcon, PlusIcon, RowsIcon } from '@radix-ui/react-icons';
import type { ReactNode } from 'react';

/** The wizard's first step (the spec's relative `./neworder/1/` from /admin). */
export const NEW_ORDER_PATH = '/admin/neworder/1/';
export const QUICK_START_PATH = '/admin/individual_form/';

function Option({ icon, title, text, onSelect }: { icon: ReactNode; title: string; text: string; onSelect(): void }) {
  return (
    <Card asChild size="3">
      <button type="button" onClick={onSelect} style={{ textAlign: 'left', cursor: 'pointer', width: '100%' }}>
        <Flex direction="column" gap="2">
          <Flex align="center" gap="2" style={{ color: 'var(--accent-11)' }}>
            {icon}
            <Heading as="h2" size="3">
              {title}
            </Heading>
          </Flex>
          <Text size="2" color="gray">
            {text}
          </Text>
        </Flex>
      </button>
    </Card>
  );
}

export function NewOrderDialog() {
  const navigate = useNavigate();
  return (
    <Dialog.Root>
      <Dialog.Trigger>
        <Button size="3">
          <PlusIcon /> Create a new order
        </Button>
      </Dialog.Trigger>
      <Dialog.Content maxWidth="560px">
        <Dialog.Title>Create a new order</Dialog.Title>
        <Dialog.Description size="2" color="gray" mb="4">
          Order checks for several applicants at once, or start one applicant’s check now.
        </Dialog.Description>
        <Grid columns={{ initial: '1', sm: '2' }} gap="3">
          <Option
            icon={<RowsIcon />}
            title="Generate multiple requests"
            text="Choose checks, add applicants one by one or from a CSV file, and send them all an invitation."
            onSelect={() => navigate(NEW_ORDER_PATH)}
          />
          <Option
            icon={<PersonIcon />}
            title="Start a check"
            text="Enter one applicant’s details and start their application straight away."
            onSelect={() => {
              // The ordering feature clears the stored questions when it is opened this way.
              navigate(QUICK_START_PATH, { state: { clearQuestions: true } });
            }}
          />
        </Grid>
        <Flex justify="end" mt="4">
          <Dialog.Close>
            <Button variant="soft" color="gray">
              Cancel
            </Button>
          </Dialog.Close>
        </Flex>
      </Dialog.Content>
    </Dialog.Root>
  );
}
