// The order's records on its page (issue 11): uploaded documents (preview, download; replaced ones kept and marked),
// signatures and consent, referees, and the history of what operators did (who, when, what, before -> after).
import type { ReactNode } from 'react';
import { Badge, Card, Heading, Text } from '@radix-ui/themes';
import { FileButtons } from './FileButtons';
import { historyActionText, historyChangeText, type HistoryNames } from '../../engine/history-labels';
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
        // Scrolls sideways on a phone: focusable and named, so a keyboard can scroll it too.
        <div className="bo-scroll-x" tabIndex={0} role="region" aria-label="Documents table">
          <table className="bo-simple-table">
            <thead>
              <tr>
                <th scope="col">Document</th>
                <th scope="col">Category</th>
                <th scope="col">Uploaded</th>
                <th scope="col">File</th>
              </tr>
            </thead>
            <tbody>
              {documents.map((doc) => (
                <tr key={doc.DocLocation}>
                  <th scope="row">
                    {doc.DocName}{' '}
                    {doc.Replaced === 'Y' ? (
                      <Badge color="gray" variant="outline">
                        Replaced
                      </Badge>
                    ) : null}
                  </th>
                  <td>{doc.Category || doc.Kind}</td>
                  <td>{dateTimeText(doc.UploadedAt)}</td>
                  <td>
                    <FileButtons
                      location={doc.DocLocation}
                      name={doc.DocName}
                      mimeType={doc.MimeType}
                      fileName={`${doc.DocID}.${extensionOf(doc.MimeType)}`}
                      deleted={detail.retention.notice}
                    />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
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
            <FileButtons
              location={signature.DocLocation}
              name={signature.DocName}
              mimeType={signature.MimeType}
              fileName={`${signature.DocID}.png`}
              deleted={detail.retention.notice}
            />
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

/** The history with every event, check, field, document and value named as people read them (engine/history-labels.ts). */
export function HistorySection({ history, names }: { history: readonly HistoryRow[]; names: HistoryNames }) {
  return (
    <SectionCard id="bo-history" title="History">
      {history.length === 0 ? (
        <Text as="p" color="gray">
          No operator has acted on this order yet.
        </Text>
      ) : (
        <div className="bo-scroll-x" tabIndex={0} role="region" aria-label="History table">
          <table className="bo-simple-table">
            <thead>
              <tr>
                <th scope="col">When</th>
                <th scope="col">Who</th>
                <th scope="col">What</th>
                <th scope="col">Before</th>
                <th scope="col">After</th>
                <th scope="col">Note</th>
              </tr>
            </thead>
            <tbody>
              {history.map((row, index) => (
                <tr key={index}>
                  <td className="bo-nowrap">{dateTimeText(row.At)}</td>
                  <td>{row.User}</td>
                  <td>{historyActionText(row, names)}</td>
                  <td>{historyChangeText('Before', row, names)}</td>
                  <td>{historyChangeText('After', row, names)}</td>
                  <td>{row.Note}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </SectionCard>
  );
}

/**
 * Cancellations an applicant or a client user asked for, with an individual's refund account: the server decrypts it
 * for operators only (POST /orders/cancel keeps it encrypted).
 */
export function CancellationsSection({ cancellations, checks }: { cancellations: OrderDetail['cancellations']; checks: OrderDetail['services'] }) {
  if (cancellations.length === 0) return null;
  return (
    <SectionCard id="bo-cancellations" title="Cancellations and refund accounts">
      <div className="bo-scroll-x" tabIndex={0} role="region" aria-label="Cancellations table">
        <table className="bo-simple-table">
          <thead>
            <tr>
              <th scope="col">When</th>
              <th scope="col">Who</th>
              <th scope="col">What</th>
              <th scope="col">Reason</th>
              <th scope="col">Refund account</th>
            </tr>
          </thead>
          <tbody>
            {cancellations.map((row, index) => (
              <tr key={index}>
                <td className="bo-nowrap">{dateTimeText(row.At)}</td>
                <td>
                  {row.User} ({row.ClientType})
                </td>
                <td>{row.ServiceID ? (checks.find((c) => c.ServiceID === row.ServiceID)?.Service ?? 'A check') : 'The whole order'}</td>
                <td>{row.RefundReason}</td>
                <td>{row.Bank ? `${row.Bank}, ${row.AccountName}, BSB ${row.Bsb}, account ${row.AccountNumber}` : '-'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </SectionCard>
  );
}
