// The referees of an order on the operator's page (issue 13): each referee's details as the applicant gave them, the
// invitations and reminders with when each was sent, and once answered: every answer, where and when it came from,
// and the fraud signals it raises (the retention notice in their place once the policy deleted them). "Resend
// invitations" mails every referee who has not answered (POST /backoffice/references/send).
import { useCallback, type ReactNode } from 'react';
import { Badge, Button, Callout, Card, Flex, Heading, Text } from '@radix-ui/themes';
import { EnvelopeClosedIcon, ExclamationTriangleIcon } from '@radix-ui/react-icons';
import { api } from '../../app/api';
import { useAction } from '../../app/useAction';
import { RefusalCallout } from '../../app/RefusalCallout';
import { DeletedNotice } from './FileButtons';
import { dateTimeText } from './format';
import type { OrderDetail } from './orderTypes';

type Referee = OrderDetail['referees'][number];

const STATUS_COLOR: Record<string, 'green' | 'amber' | 'gray' | 'red'> = {
  Answered: 'green',
  'Waiting on referee': 'amber',
  Withdrawn: 'gray',
  'Not invited': 'gray',
};

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </>
  );
}

const answerText = (type: string, value: string) =>
  type === 'check' || type === 'yes/no' ? (value === 'Y' ? 'Yes' : value === 'N' ? 'No' : value || '-') : value || '-';

function RefereeCard({ referee, index, deleted }: { referee: Referee; index: number; deleted: string }) {
  const name = referee.Fields.find((f) => f.FieldID === 'RefereeName')?.Value || `Referee ${index + 1}`;
  const answer = referee.Answer;
  return (
    <Card variant="surface">
      <Flex justify="between" align="center" gap="2" wrap="wrap" mb="2">
        <Heading as="h3" size="3">
          {name}
        </Heading>
        <Badge color={STATUS_COLOR[referee.Status] ?? 'gray'}>{referee.Status}</Badge>
      </Flex>
      <dl className="bo-dl">
        {referee.Fields.map((field) => (
          <Row key={field.FieldID} label={field.FieldName}>
            {field.Value || '-'}
          </Row>
        ))}
        <Row label="Mails sent">
          {referee.Messages.length === 0
            ? 'None yet'
            : referee.Messages.map((m, i) => (
                <Text as="div" key={i}>
                  {m.Kind === 'reminder' ? 'Reminder' : 'Invitation'} {dateTimeText(m.SentAt)} to {m.Email}
                </Text>
              ))}
        </Row>
      </dl>
      {answer && deleted ? (
        <>
          <Heading as="h4" size="2" mt="3" mb="1">
            Answers
          </Heading>
          <DeletedNotice notice={deleted} />
        </>
      ) : answer ? (
        <>
          {answer.Signals.length > 0 && (
            <Callout.Root color="amber" mt="3" role="note" aria-label={`Fraud signals of ${name}`}>
              <Callout.Icon>
                <ExclamationTriangleIcon aria-hidden />
              </Callout.Icon>
              <Callout.Text>
                <Text weight="bold">Fraud signals</Text>
                {answer.Signals.map((signal) => (
                  <span style={{ display: 'block' }} key={signal}>
                    {signal}
                  </span>
                ))}
              </Callout.Text>
            </Callout.Root>
          )}
          <Heading as="h4" size="2" mt="3" mb="1">
            Answers
          </Heading>
          <dl className="bo-dl">
            <Row label="Answered">
              {dateTimeText(answer.FinishedAt)} (opened {dateTimeText(answer.StartedAt)})
            </Row>
            <Row label="From address">
              {answer.Ip}
              {answer.ClaimedIp && answer.ClaimedIp !== answer.Ip ? ` (the browser claimed ${answer.ClaimedIp})` : ''}
            </Row>
            <Row label="Browser">{answer.UserAgent || '-'}</Row>
          </dl>
          {/* Each question above its answer, both the card's full width: a long question beside its answer left the
              answer a narrow column. */}
          <dl className="bo-answers">
            {answer.Answers.map((a, i) => (
              <Row key={i} label={a.Label}>
                {answerText(a.FieldType, a.Value)}
              </Row>
            ))}
          </dl>
        </>
      ) : null}
    </Card>
  );
}

export function RefereesSection({ detail, onChanged }: { detail: OrderDetail; onChanged: () => void }) {
  const orderID = detail.order.orderID;
  const resend = useAction(
    useCallback(() => api.call('POST /backoffice/references/send', { body: { orderID } }), [orderID]),
    onChanged,
  );
  const waiting = detail.referees.some((r) => r.Status === 'Waiting on referee' || r.Status === 'Not invited');
  const canResend = waiting && detail.order.submittedDate !== '' && detail.services.some((s) => s.ServiceID === 'RC');
  return (
    <Card size="2" asChild>
      <section aria-labelledby="bo-referees">
        <Flex justify="between" align="center" gap="2" wrap="wrap" mb="3">
          <Heading as="h2" size="4" id="bo-referees">
            Referees
          </Heading>
          {canResend && (
            <Button size="2" variant="soft" loading={resend.busy} onClick={() => void resend.run()}>
              <EnvelopeClosedIcon aria-hidden /> Resend invitations
            </Button>
          )}
        </Flex>
        <RefusalCallout text={resend.error} />
        {detail.referees.length === 0 ? (
          <Text as="p" color="gray">
            No referees on this order.
          </Text>
        ) : (
          <Flex direction="column" gap="3">
            {detail.referees.map((referee, index) => (
              <RefereeCard key={referee.TableID} referee={referee} index={index} deleted={detail.retention.notice} />
            ))}
          </Flex>
        )}
      </section>
    </Card>
  );
}
