// Items of an application sent back to the applicant (server/domain/edit-application.ts rejectItems): each item by
// its label with the reason, and the link to the edit screen. The order waits on hold until the corrections come.
import { ActionLink, Heading, Items, MailLayout, P } from './layout';
import { mailTemplate } from './template';
import type { ClientBrand } from './setting';

export interface CorrectionRequestProps {
  brand: ClientBrand | null;
  firstName: string;
  orderId: number;
  /** "Date of birth: The date of birth does not match your passport." */
  items: string[];
  link: string;
}

export const correctionRequestMail = mailTemplate<CorrectionRequestProps>({
  subject: (p) => `Your background check ${p.orderId}: please correct your application`,
  draw: (p, setting) => (
    <MailLayout
      setting={setting}
      brand={p.brand}
      preview={`Please correct ${p.items.length === 1 ? 'one item' : `${p.items.length} items`} of your application so we can go on.`}
      reason="You receive this email because a background check was ordered for you and your application needs a correction."
    >
      <Heading>Please correct your application</Heading>
      <P>Hello {p.firstName},</P>
      <P>We need you to correct some information of your background check order {p.orderId} before we can go on:</P>
      <Items items={p.items} />
      <P>Your order is On hold until you send the corrections. Sign in and send them here:</P>
      <ActionLink href={p.link} label="Correct your application" />
    </MailLayout>
  ),
});
