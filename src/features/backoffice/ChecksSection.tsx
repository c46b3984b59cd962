// Every check of the order (issue 11): status, current delay and every delay with its start and end, dates, results
// (score, credit and fraud scores, the result file), and its actions: Move (the moves the server offers now) and
// Upload result (while the check can take one). Once the retention policy deleted the results, its notice instead.
import { useState } from 'react';
import { Box, Button, Card, Dialog, Flex, Heading, Text } from '@radix-ui/themes';
import { StatusBadge } from './StatusBadge';
import { DeletedNotice, FileButtons } from './FileButtons';
import { MoveCheckDialog } from './MoveCheckDialog';
import { ResultDialog } from './ResultDialog';
import { dateTimeText } from './format';
import { takesResults, type OrderCheck } from './orderTypes';

type Open = { kind: 'move' | 'result'; serviceId: string } | null;

function CheckCard({ orderId, check, deleted, open, setOpen, onChanged }: {
  orderId: number;
  check: OrderCheck;
  /** The retention notice once the order's results were deleted, else ''. */
  deleted: string;
  open: Open;
  setOpen(open: Open): void;
  onChanged(): void;
}) {
  const isOpen = (kind: 'move' | 'result') => open?.kind === kind && open.serviceId === check.ServiceID;
  const done = () => {
    setOpen(null);
    onChanged();
  };
  const headingId = `bo-check-${check.ServiceID}`;
  return (
    <Card size="2" asChild>
      <article aria-labelledby={headingId}>
        <Flex justify="between" align="start" gap="3" wrap="wrap" mb="2">
          <Box>
            <Heading as="h3" size="3" id={headingId}>
              {check.Service}
            </Heading>
            <Flex gap="2" mt="1" wrap="wrap" align="center">
              <StatusBadge status={check.CheckStatus} />
              {check.DelayReason ? (
                <Text size="2" color="orange" highContrast>
                  Delayed: {check.DelayReason}
                </Text>
              ) : null}
            </Flex>
          </Box>
          <Flex gap="2" wrap="wrap">
            {check.Moves.length > 0 ? (
              <Dialog.Root open={isOpen('move')} onOpenChange={(next) => setOpen(next ? { kind: 'move', serviceId: check.ServiceID } : null)}>
                <Dialog.Trigger>
                  <Button size="2" aria-label={`Move ${check.Service}`}>
                    Move
                  </Button>
                </Dialog.Trigger>
                {isOpen('move') ? <MoveCheckDialog orderId={orderId} check={check} onDone={done} /> : null}
              </Dialog.Root>
            ) : null}
            {takesResults(check) ? (
              <Dialog.Root open={isOpen('result')} onOpenChange={(next) => setOpen(next ? { kind: 'result', serviceId: check.ServiceID } : null)}>
                <Dialog.Trigger>
                  <Button size="2" variant="soft" aria-label={`Upload result of ${check.Service}`}>
                    Upload result
                  </Button>
                </Dialog.Trigger>
                {isOpen('result') ? <ResultDialog orderId={orderId} check={check} onDone={done} /> : null}
              </Dialog.Root>
            ) : null}
          </Flex>
        </Flex>
        <dl className="bo-dl">
          <dt>Started</dt>
          <dd>{dateTimeText(check.CheckStart)}</dd>
          <dt>Completed</dt>
          <dd>{dateTimeText(check.CheckCompletion)}</dd>
          <dt>Result</dt>
          <dd>
            {deleted ? <DeletedNotice notice={deleted} /> : check.ResultsScore || 'None yet'}
            {check.CreditScore !== null ? ` · credit score ${check.CreditScore}` : ''}
            {check.FraudScore !== null ? ` · fraud score ${check.FraudScore}` : ''}
          </dd>
          {check.ResultsLocation ? (
            <>
              <dt>Result file</dt>
              <dd>
                <FileButtons
                  location={check.ResultsLocation}
                  name={`${check.Service} result`}
                  mimeType="application/pdf"
                  fileName={`result-${orderId}-${check.ServiceID}.pdf`}
                  deleted={deleted}
                />
              </dd>
            </>
          ) : null}
          <dt>Delays</dt>
          <dd>
            {check.Delays.length === 0 ? (
              'None'
            ) : (
              <ul className="bo-checks">
                {check.Delays.map((delay, index) => (
                  <li key={index}>
                    {delay.Cause}: {dateTimeText(delay.Start)} to {delay.End ? dateTimeText(delay.End) : 'now'}
                  </li>
                ))}
              </ul>
            )}
          </dd>
        </dl>
      </article>
    </Card>
  );
}

export function ChecksSection({ orderId, checks, deleted, onChanged }: {
  orderId: number;
  checks: readonly OrderCheck[];
  /** The retention notice once the order's results were deleted, else ''. */
  deleted: string;
  onChanged(): void;
}) {
  const [open, setOpen] = useState<Open>(null);
  return (
    <section aria-labelledby="bo-checks">
      <Heading as="h2" size="4" mb="2" id="bo-checks">
        Checks
      </Heading>
      <Flex direction="column" gap="3">
        {checks.map((check) => (
          <CheckCard key={check.ServiceID} orderId={orderId} check={check} deleted={deleted} open={open} setOpen={setOpen} onChanged={onChanged} />
        ))}
      </Flex>
    </section>
  );
}
