// An order's status changed (server/domain/lifecycle-store.ts mailStatusChange): to the applicant and to the client
// user who ordered, each in their words, always with the reason the server knows at that moment (statusReason).
import { ActionLink, Heading, MailLayout, P } from './layout';
import { mailTemplate } from './template';
import type { ClientBrand } from './setting';
import { statusReason, type StatusAudience, type StatusCause } from './status-reason';

export interface StatusChangeProps {
  brand: ClientBrand | null;
  audience: StatusAudience;
  firstName: string;
  orderId: number;
  applicant: string;
  status: string;
  cause: StatusCause;
}

export const statusChangeMail = mailTemplate<StatusChangeProps>({
  subject: (p) =>
    p.audience === 'applicant'
      ? `Your background check ${p.orderId} is now ${p.status}`
      : `Background check ${p.orderId} for ${p.applicant} is now ${p.status}`,
  draw: (p, setting) => {
    const reason = statusReason(p.cause, p.audience, p.applicant);
    return (
      <MailLayout
        setting={setting}
        brand={p.brand}
      toClientStaff={p.audience === 'client'}
        preview={`${p.status}: ${reason}`}
        reason={
          p.audience === 'applicant'
            ? 'You receive this email because a background check was ordered for you, and its status changed.'
            : `You receive this email because you ordered this background check${p.brand ? ` for ${p.brand.name}` : ''}.`
        }
      >
        <Heading>
          Order {p.orderId} is now {p.status}
        </Heading>
        <P>Hello {p.firstName},</P>
        <P>
          {p.audience === 'applicant'
            ? `Your background check order ${p.orderId} is now ${p.status}.`
            : `The background check order ${p.orderId} for ${p.applicant} is now ${p.status}.`}
        </P>
        <P>{reason}</P>
        <ActionLink href={`${setting.publicUrl}/login`} label="Sign in to see its details" />
      </MailLayout>
    );
  },
});
