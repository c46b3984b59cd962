// Step 4, Order Confirmation (order-and-application §2.1, §2.5, §4, §9): the Selected Services summary, the costs with
// GST, and SUBMIT: a 'Please wait...' modal while save_applicants_file runs, then the completion modal listing the
// registered applicants, CLOSE to the dashboard. Neither modal closes by a click outside or Esc.
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Box, Button, Callout, Card, Dialog, Flex, Heading, ScrollArea, Spinner, Table, Text, VisuallyHidden } from '@radix-ui/themes';
import { ExclamationTriangleIcon } from '@radix-ui/react-icons';
import { api } from '../../../app/api';
import type { SessionUser } from '../../../app/session';
import { cartStore, type Cart } from '../cart';
import { saveApplicantsFileBody, type SaveApplicantsAnswer } from '../orderLines';
import { formatDollars, orderTotals } from '../pricing';
import { SelectedServicesSummary } from '../SelectedServicesSummary';
import { newIdempotencyKey } from '../idempotency';
import { submitErrorText } from './submission';
import { EmailText } from './EmailText';

type Registered = SaveApplicantsAnswer['orders'];

/** Both modals stay until the flow closes them (§4). */
const undismissable = {
  onEscapeKeyDown: (event: Event) => event.preventDefault(),
  onPointerDownOutside: (event: Event) => event.preventDefault(),
  onInteractOutside: (event: Event) => event.preventDefault(),
};

/** One line of the costs: the label left, the amount right-aligned like a receipt. */
function CostRow({ label, amount, strong = false }: { label: string; amount: number; strong?: boolean }) {
  return (
    <Flex asChild justify="between" gap="3" py="1">
      {/* The total is ruled off from the lines above it. */}
      <div style={strong ? { borderTop: '1px solid var(--gray-a6)', marginTop: 'var(--space-2)', paddingTop: 'var(--space-3)' } : undefined}>
        <Text asChild size={strong ? '3' : '2'} weight={strong ? 'bold' : 'regular'} color={strong ? undefined : 'gray'}>
          <dt>{label}</dt>
        </Text>
        <Text asChild size={strong ? '3' : '2'} weight={strong ? 'bold' : 'regular'}>
          <dd style={{ margin: 0 }} data-testid={strong ? 'order-total' : undefined}>
            {formatDollars(amount)}
          </dd>
        </Text>
      </div>
    </Flex>
  );
}

export interface ConfirmationStepProps {
  user: SessionUser;
  cart: Cart;
  onBack(): void;
}

export function ConfirmationStep({ user, cart, onBack }: ConfirmationStepProps) {
  const navigate = useNavigate();
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [registered, setRegistered] = useState<Registered | null>(null);
  const totals = orderTotals(cart.services, cart.applicants.length);

  const submit = async () => {
    // The key is made once per cart and stored with it: pressing SUBMIT again after a dropped connection (even
    // after a reload) sends the same key, and the server answers the orders it already made.
    const key = cart.submissionKey ?? newIdempotencyKey();
    if (cart.submissionKey !== key) cartStore.update((c) => ({ ...c, submissionKey: key }));
    setFailure(null);
    setSending(true);
    try {
      const answer = await api.call(
        'POST /utilities/save_applicants_file',
        { body: saveApplicantsFileBody(cart, user.Id) },
        { headers: { 'Idempotency-Key': key } },
      );
      setRegistered(answer.orders);
    } catch (error) {
      console.error('save_applicants_file failed', error);
      setFailure(submitErrorText(error));
    } finally {
      setSending(false);
    }
  };

  // CLOSE empties the cart once this page is gone: emptied while it still shows, the wizard would redirect to step 1
  // (no services left) before the dashboard has rendered, and that redirect would win.
  const leaving = useRef(false);
  useEffect(
    () => () => {
      if (leaving.current) cartStore.clear();
    },
    [],
  );
  const close = () => {
    leaving.current = true;
    navigate('/admin/dashboard');
  };

  return (
    <Flex direction="column" gap="4">
      <Heading as="h2" size="5">
        Order Confirmation
      </Heading>

      <Box>
        <Heading as="h3" size="3" mb="2">
          Selected Services
        </Heading>
        <SelectedServicesSummary services={cart.services} applicants={cart.applicants.length} />
      </Box>

      <Card size="2">
        <Box asChild m="0">
          <dl aria-label="Order cost">
            <CostRow label="Cost per person" amount={totals.perPerson} />
            <CostRow label="Cost of all orders" amount={totals.allOrders} />
            <CostRow label="GST (10%)" amount={totals.gst} />
            <CostRow label="Total" amount={totals.total} strong />
          </dl>
        </Box>
      </Card>

      {failure ? (
        <Callout.Root color="red" role="alert">
          <Callout.Icon>
            <ExclamationTriangleIcon />
          </Callout.Icon>
          <Callout.Text>{failure}</Callout.Text>
        </Callout.Root>
      ) : null}

      <Flex justify="between" gap="3">
        <Button type="button" variant="soft" color="gray" size="3" onClick={onBack} disabled={sending}>
          BACK
        </Button>
        <Button type="button" size="3" onClick={submit} disabled={sending}>
          SUBMIT
        </Button>
      </Flex>

      <Dialog.Root open={sending}>
        <Dialog.Content maxWidth="360px" {...undismissable}>
          <Flex align="center" gap="3">
            <Spinner size="3" />
            <Dialog.Title mb="0">Please wait...</Dialog.Title>
          </Flex>
          <Dialog.Description size="2" color="gray" mt="2">
            Registering the orders.
          </Dialog.Description>
        </Dialog.Content>
      </Dialog.Root>

      <Dialog.Root open={registered !== null}>
        <Dialog.Content maxWidth="600px" {...undismissable}>
          <Dialog.Title>Order submitted</Dialog.Title>
          <Dialog.Description size="2" mb="3">
            {registered?.length === 1
              ? 'This applicant is registered and receives an email inviting them to start their application.'
              : `These ${registered?.length ?? 0} applicants are registered; each receives an email inviting them to start their application.`}
          </Dialog.Description>
          <ScrollArea type="auto" scrollbars="vertical" style={{ maxHeight: '50vh' }}>
            <Table.Root size="1">
              {/* A table is named by its caption: Radix puts aria-label on a wrapper div. */}
              <VisuallyHidden asChild>
                <caption>Registered applicants</caption>
              </VisuallyHidden>
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeaderCell>Order</Table.ColumnHeaderCell>
                  <Table.ColumnHeaderCell>Name</Table.ColumnHeaderCell>
                  <Table.ColumnHeaderCell>Email</Table.ColumnHeaderCell>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {registered?.map((order) => (
                  <Table.Row key={order.OrderID}>
                    <Table.Cell>{order.OrderID}</Table.Cell>
                    <Table.RowHeaderCell>
                      {[order.FirstName, order.MiddleName, order.SurName].filter(Boolean).join(' ')}
                    </Table.RowHeaderCell>
                    <Table.Cell>
                      <EmailText email={order.Email} />
                    </Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </ScrollArea>
          <Flex justify="end" mt="4">
            <Button size="3" onClick={close}>
              CLOSE
            </Button>
          </Flex>
        </Dialog.Content>
      </Dialog.Root>
    </Flex>
  );
}
