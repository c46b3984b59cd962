// A Contact Us enquiry (server/routes/enquiries.ts): the support team's copy, and the sender's receipt.
import { Facts, Heading, MailLayout, P, Quote } from './layout';
import { mailTemplate } from './template';

export interface EnquirySupportProps {
  reference: number;
  name: string;
  username: string;
  email: string;
  /** The sender's company; '' for an individual applicant. */
  company: string;
  category: string;
  orderId: number | null;
  message: string;
}

const about = (orderId: number | null) => (orderId === null ? 'no order named' : `order ${orderId}`);

export const enquirySupportMail = mailTemplate<EnquirySupportProps>({
  subject: (p) => `Enquiry ${p.reference}: ${p.category} (${about(p.orderId)})`,
  draw: (p, setting) => (
    <MailLayout setting={setting} brand={null} preview={p.message.slice(0, 120)} reason="The support team receives every Contact Us enquiry.">
      <Heading>Enquiry {p.reference}</Heading>
      <Facts
        facts={[
          ['From', `${p.name} (username ${p.username}, ${p.email})`],
          ['Company', p.company || 'An individual applicant'],
          ['Category', p.category],
          ['Order', p.orderId === null ? 'None named' : String(p.orderId)],
        ]}
      />
      <Quote text={p.message} />
    </MailLayout>
  ),
});

export interface EnquiryReceiptProps {
  reference: number;
  firstName: string;
  category: string;
  orderId: number | null;
  message: string;
}

export const enquiryReceiptMail = mailTemplate<EnquiryReceiptProps>({
  subject: (p) => `We received your enquiry (reference ${p.reference})`,
  draw: (p, setting) => (
    <MailLayout
      setting={setting}
      brand={null}
      preview={`Your enquiry has reference ${p.reference}; we reply within one business day.`}
      reason="You receive this email because you sent an enquiry with Contact Us."
    >
      <Heading>We received your enquiry</Heading>
      <P>Hello {p.firstName},</P>
      <P>
        Thank you for contacting us. Your enquiry ({p.category}, {about(p.orderId)}) has reference {p.reference}; our support team replies
        within one business day.
      </P>
      <P>Your message:</P>
      <Quote text={p.message} />
    </MailLayout>
  ),
});
