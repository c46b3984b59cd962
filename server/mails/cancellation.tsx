// The confirmation to whoever cancelled an order or one of its checks (server/domain/order-actions.ts).
import { Heading, MailLayout, P } from './layout';
import { mailTemplate } from './template';
import type { ClientBrand } from './setting';

export interface CancellationProps {
  brand: ClientBrand | null;
  firstName: string;
  orderId: number;
  applicant: string;
  /** What happened, as the page said it: "Police Check of order 12 has been cancelled." */
  outcome: string;
  reason: string;
}

export const cancellationMail = mailTemplate<CancellationProps>({
  subject: (p) => `Cancellation of background check ${p.orderId}${p.applicant ? ` for ${p.applicant}` : ''}`,
  draw: (p, setting) => (
    <MailLayout
      setting={setting}
      brand={p.brand}
      preview={p.outcome}
      reason="You receive this email because you cancelled this from your account: it confirms what was done."
    >
      <Heading>Cancellation confirmed</Heading>
      <P>Hello {p.firstName},</P>
      <P>{p.outcome}</P>
      <P>Your reason: {p.reason}</P>
    </MailLayout>
  ),
});
