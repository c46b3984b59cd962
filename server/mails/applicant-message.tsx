// A client user's message to an order's applicant (server/domain/order-actions.ts messageApplicant); replies go to
// the client user (the mail's Reply-To).
import { Heading, MailLayout, P, Quote } from './layout';
import { mailTemplate } from './template';
import type { ClientBrand } from './setting';

export interface ApplicantMessageProps {
  brand: ClientBrand | null;
  subject: string;
  firstName: string;
  orderId: number;
  /** "Sam Lee, Harbour Health Group" */
  signature: string;
  message: string;
}

export const applicantMessageMail = mailTemplate<ApplicantMessageProps>({
  subject: (p) => p.subject,
  draw: (p, setting) => (
    <MailLayout
      setting={setting}
      brand={p.brand}
      preview={`${p.signature} wrote to you about your background check ${p.orderId}.`}
      reason="You receive this email because a background check was ordered for you, and the organisation that ordered it wrote to you."
    >
      <Heading>A message about your background check</Heading>
      <P>Hello {p.firstName},</P>
      <Quote text={p.message} />
      <P>
        {p.signature} wrote this about your background check order {p.orderId}. Reply to this email to answer them.
      </P>
    </MailLayout>
  ),
});
