// The applicant's invitation, one per order registered (server/routes/order-registration.ts): who asks for which
// checks, the username first (the set-password page does not show it), then the link that chooses the password, or
// the sign-in page for an applicant who has an account already.
import { ActionLink, Heading, Items, MailLayout, P } from './layout';
import { mailTemplate } from './template';
import type { ClientBrand } from './setting';

export interface InvitationProps {
  brand: ClientBrand | null;
  firstName: string;
  /** The client the checks are for. */
  clientName: string;
  /** The recruitment agency that ordered on the client's behalf, if one did. */
  agencyName: string | null;
  services: string[];
  username: string;
  /** A new account's one-time link to choose a password; null when the applicant signs in as before. */
  setPasswordLink: string | null;
  linkDays: number;
}

export const invitationMail = mailTemplate<InvitationProps>({
  subject: (p) => `Background check requested by ${p.clientName}`,
  draw: (p, setting) => {
    const who = p.agencyName ? `${p.agencyName}, on behalf of ${p.clientName},` : p.clientName;
    return (
      <MailLayout
        setting={setting}
        brand={p.brand}
        preview={`${p.clientName} asks you to complete a background check. Your username is ${p.username}.`}
        reason={`You receive this email because ${p.agencyName ?? p.clientName} ordered a background check for you with this email address.`}
      >
        <Heading>Your background check</Heading>
        <P>Hello {p.firstName},</P>
        <P>{who} has asked us to run these background checks for you:</P>
        <Items items={p.services} />
        <P>
          Your username is: <strong>{p.username}</strong>
        </P>
        {p.setPasswordLink ? (
          <>
            <P>
              To start your application, choose your password with the link below. It works once, for {p.linkDays} days. Then sign in
              with your username and that password.
            </P>
            <ActionLink href={p.setPasswordLink} label="Choose your password" />
            <P>If the link has expired, ask for a new one with &quot;Forgot password&quot; on the sign-in page.</P>
          </>
        ) : (
          <>
            <P>Sign in with your username {p.username} to start your application.</P>
            <ActionLink href={`${setting.publicUrl}/login`} label="Sign in" />
            <P>If you have forgotten your password, use &quot;Forgot password&quot; on the sign-in page.</P>
          </>
        )}
      </MailLayout>
    );
  },
});
