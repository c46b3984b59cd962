// A client's invoice is ready (server/domain/invoice-store.ts): what it covers, the amount and due date, where to
// download it and how to pay.
import { ActionLink, Facts, Heading, MailLayout, P } from './layout';
import { mailTemplate } from './template';

export interface InvoiceProps {
  firstName: string;
  invoiceId: string;
  clientName: string;
  period: string;
  orders: number;
  total: string;
  dueDate: string;
  billingCompany: string;
  pay: { accountName: string; bsb: string; accountNumber: string };
}

export const invoiceMail = mailTemplate<InvoiceProps>({
  subject: (p) => `Invoice ${p.invoiceId} from ${p.billingCompany}: ${p.total} due ${p.dueDate}`,
  draw: (p, setting) => (
    <MailLayout
      setting={setting}
      brand={null}
      preview={`${p.total} including GST for ${p.orders} order${p.orders === 1 ? '' : 's'}, due ${p.dueDate}.`}
      reason={`You receive this email because you have Full view access to the account of ${p.clientName}.`}
    >
      <Heading>Invoice {p.invoiceId}</Heading>
      <P>Hello {p.firstName},</P>
      <P>
        Invoice {p.invoiceId} for the background checks of {p.clientName} completed from {p.period} is ready:
      </P>
      <Facts
        facts={[
          ['Orders', String(p.orders)],
          ['Total including GST', p.total],
          ['Due', p.dueDate],
        ]}
      />
      <ActionLink href={`${setting.publicUrl}/admin/invoices`} label="Download it from Invoices" />
      <P>How to pay:</P>
      <Facts
        facts={[
          ['Account name', p.pay.accountName],
          ['BSB', p.pay.bsb],
          ['Account number', p.pay.accountNumber],
          ['Reference', p.invoiceId],
        ]}
      />
    </MailLayout>
  ),
});
