// The client's side of a correction request (server/domain/edit-application.ts rejectItems): which items went back
// to the applicant (by their labels; the reasons were written to the applicant), and that the order waits on them.
import { ActionLink, Heading, Items, MailLayout, P } from './layout';
import { mailTemplate } from './template';
import type { ClientBrand } from './setting';

export interface ItemsSentBackProps {
  brand: ClientBrand | null;
  firstName: string;
  orderId: number;
  applicant: string;
  status: string;
  /** The items' names for people: "Date of birth", "Passport". */
  items: string[];
}

export const itemsSentBackMail = mailTemplate<ItemsSentBackProps>({
  subject: (p) => `Background check ${p.orderId} for ${p.applicant}: items sent back to the applicant`,
  draw: (p, setting) => (
    <MailLayout
      setting={setting}
      brand={p.brand}
      toClientStaff
      preview={`We asked ${p.applicant} to correct their application. The order is ${p.status} until they do.`}
      reason={`You receive this email because you ordered this background check${p.brand ? ` for ${p.brand.name}` : ''}.`}
    >
      <Heading>Items sent back to the applicant</Heading>
      <P>Hello {p.firstName},</P>
      <P>
        We have asked {p.applicant} to correct these items of their application for order {p.orderId}:
      </P>
      <Items items={p.items} />
      <P>
        The order is {p.status} until {p.applicant} sends the corrections. We will write to you again when work on the checks goes on;
        there is nothing you need to do.
      </P>
      <ActionLink href={`${setting.publicUrl}/login`} label="Sign in to see the order" />
    </MailLayout>
  ),
});
