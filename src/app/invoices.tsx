// What the client's invoices page and the back office's invoices page show alike (portal §3 "Invoice"): the amount
// in Australian dollars, the status with its icon and words (the icon follows color: ORANGE a warning, otherwise
// done; the words say it too, so colour is never the only sign), and the PDF saved as `{InvoiceID}.pdf`.
import { CheckCircledIcon, ExclamationTriangleIcon } from '@radix-ui/react-icons';
import { Flex, Text } from '@radix-ui/themes';
import type { ReplyOf } from '../../schemas/api';
import { api } from './api';
import { saveBlob } from './saveFile';
import './invoices.css';

export type Invoice = ReplyOf<'POST /reports/client_invoices'>[number];

const AUD = new Intl.NumberFormat('en-AU', { style: 'currency', currency: 'AUD' });

/** An amount as the portal shows money: '$1,234.50'. */
export const audText = (amount: number): string => AUD.format(amount);

/** The status in words: 'Paid', 'Due by 2026-12-10', or 'Overdue since 2026-12-10'. */
export function invoiceStatusText(invoice: Pick<Invoice, 'InvoiceStatus' | 'DueDate' | 'Overdue'>): string {
  if (invoice.InvoiceStatus === 'Paid') return 'Paid';
  return invoice.Overdue === 'Y' ? `Overdue since ${invoice.DueDate}` : `Due by ${invoice.DueDate}`;
}

export function InvoiceStatus({ invoice }: { invoice: Pick<Invoice, 'InvoiceStatus' | 'DueDate' | 'Overdue' | 'color'> }) {
  const warning = invoice.color === 'ORANGE';
  return (
    <Flex as="span" align="center" gap="1">
      <Text color={warning ? 'orange' : 'green'} asChild>
        <span style={{ display: 'inline-flex' }}>{warning ? <ExclamationTriangleIcon aria-hidden /> : <CheckCircledIcon aria-hidden />}</span>
      </Text>
      <Text color={warning ? 'orange' : 'green'} weight="medium" highContrast>
        {invoiceStatusText(invoice)}
      </Text>
    </Flex>
  );
}

/** Downloads the invoice's PDF through the one authorised download call and saves it as `{InvoiceID}.pdf`. */
export async function saveInvoicePdf(invoice: Pick<Invoice, 'InvoiceID' | 'InvoiceLocation'>): Promise<void> {
  const file = await api.download('POST /utilities/download_image', { body: { url: invoice.InvoiceLocation } });
  saveBlob(file.blob, `${invoice.InvoiceID}.pdf`);
}
