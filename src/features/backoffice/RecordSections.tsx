// The order's records on its page (issue 11): uploaded documents (preview, download; replaced ones kept and marked),
// signatures and consent, referees, and the history of what operators did (who, when, what, before -> after).
import type { ReactNode } from 'react';
import { Badge, Card, Flex, Heading, Table, Text } from '@radix-ui/themes';
import { FileButtons } from './FileButtons';
import { dateTimeText } from './format';
import type { HistoryRow, OrderDetail } from './orderTypes';

function SectionCard({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Card size="2" asChild>
      <section aria-labelledby={id}>
        <Heading as="h2" size="4" mb="3" id={id}>
          {title}
        </Heading>
        {children}
      </section>
    </Card>
  );
}

const extensionOf = (mimeType: string) => (mimeType === 'application/pdf' ? 'pdf' : mimeType === 'image/png' ? 'png' : 'jpg');

export function DocumentsSection({ detail }: { detail: OrderDetail }) {
  const documents = detail.documents.filter((d) => d.Kind !== 'signature' && d.Kind !== 'result' && d.Kind !== 'report');
  return (
    <SectionCard id="bo-documents" title="Documents">
      {documents.length === 0 ? (
        <Text as="p" color="gray">
          No documents uploaded.
        </Text>
      ) : (
        <div className="bo-scroll-x">
          <Table.Root size="1">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeaderCell>Document</Table.ColumnHeaderCell>
                <Table.ColumnHeaderCell>Category</Table.ColumnHeaderCell>
                <Table.ColumnHeaderCell>Uploaded</Table.ColumnHeaderCell>
                <Table.ColumnHeaderCell>File</Table.ColumnHeaderCell>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {documents.map((doc) => (
                <Table.Row key={doc.DocLocation}>
                  <Table.RowHeaderCell>
                    {doc.DocName}{' '}
                    {doc.Replaced === 'Y' ? (
                      <Badge color="gray" variant="outline">
                        Replaced
                      </Badge>
                    ) : null}
                  </Table.RowHeaderCell>
                  <Table.Cell>{doc.Category || doc.Kind}</Table.Cell>
                  <Table.Cell>{dateTimeText(doc.UploadedAt)}</Table.Cell>
                  <Table.Cell>
                    <FileButtons
                      location={doc.DocLocation}
                      name={doc.DocName}
                      mimeType={doc.MimeType}
                      fileName={`${doc.DocID}.${extensionOf(doc.MimeType)}`}
                    />
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </div>
      )}
    </SectionCard>
  );
}

export function ConsentSection({ detail }: { detail: OrderDetail }) {
  const signatures = detail.documents.filter((d) => d.Kind === 'signature' && d.Replaced === 'N');
  const { order } = detail;
  return (
    <SectionCard id="bo-consent" title="Signatures and consent">
      <dl className="bo-dl">
        <dt>Consent given</dt>
        <dd>{order.submittedDate ? dateTimeText(order.submittedDate) : 'Not submitted yet'}</dd>
        <dt>From address</dt>
        <dd>{order.submittedIp || '-'}</dd>
        {signatures.map((signature) => (
          <DescriptionRow key={signature.DocLocation} label={signature.DocName}>
            <FileButtons location={signature.DocLocation} name={signature.DocName} mimeType={signature.MimeType} fileName={`${signature.DocID}.png`} />
          </DescriptionRow>
        ))}
      </dl>
      {signatures.length === 0 ? (
        <Text as="p" color="gray" mt="2">
          No signature yet.
        </Text>
      ) : null}
    </SectionCard>
  );
}

function DescriptionRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </>
  );
}

export function RefereesSection({ detail }: { detail: OrderDetail }) {
  return (
    <SectionCard id="bo-referees" title="Referees">
      {detail.referees.length === 0 ? (
        <Text as="p" color="gray">
          No referees on this order.
        </Text>
      ) : (
        <Flex direction="column" gap="3">
          {detail.referees.map((referee, index) => (
            <div key={referee.TableID}>
              <Heading as="h3" size="2" mb="1">
                Referee {index + 1}
              </Heading>
              <dl className="bo-dl">
                {referee.Fields.map((field) => (
                  <DescriptionRow key={field.FieldID} label={field.FieldName}>
                    {field.Value || '-'}
                  </DescriptionRow>
                ))}
              </dl>
            </div>
          ))}
        </Flex>
      )}
    </SectionCard>
  );
}

/** 'CheckStatus: In progress, DelayReason: -' for a history row's before or after. */
function changeText(values: Record<string, string>): string {
  const entries = Object.entries(values);
  if (entries.length === 0) return '-';
  return entries.map(([name, value]) => `${name}: ${value || '-'}`).join(', ');
}

export function HistorySection({ history }: { history: readonly HistoryRow[] }) {
  return (
    <SectionCard id="bo-history" title="History">
      {history.length === 0 ? (
        <Text as="p" color="gray">
          No operator has acted on this order yet.
        </Text>
      ) : (
        <div className="bo-scroll-x">
          <Table.Root size="1">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeaderCell>When</Table.ColumnHeaderCell>
                <Table.ColumnHeaderCell>Who</Table.ColumnHeaderCell>
                <Table.ColumnHeaderCell>What</Table.ColumnHeaderCell>
                <Table.ColumnHeaderCell>Before</Table.ColumnHeaderCell>
                <Table.ColumnHeaderCell>After</Table.ColumnHeaderCell>
                <Table.ColumnHeaderCell>Note</Table.ColumnHeaderCell>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {history.map((row, index) => (
                <Table.Row key={index}>
                  <Table.Cell style={{ whiteSpace: 'nowrap' }}>{dateTimeText(row.At)}</Table.Cell>
                  <Table.Cell>{row.User}</Table.Cell>
                  <Table.Cell>
                    {row.Action}
                    {row.ServiceID ? ` (${row.ServiceID})` : ''}
                  </Table.Cell>
                  <Table.Cell>{changeText(row.Before)}</Table.Cell>
                  <Table.Cell>{changeText(row.After)}</Table.Cell>
                  <Table.Cell>{row.Note || '-'}</Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </div>
      )}
    </SectionCard>
  );
}
