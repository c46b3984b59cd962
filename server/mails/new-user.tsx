// A client user created by a colleague (server/routes/account.ts "create new user"): who created it, the username
// and access level, and the link that chooses the password.
import { ActionLink, Facts, Heading, MailLayout, P } from './layout';
import { mailTemplate } from './template';
import { PORTAL_NAME, type ClientBrand } from './setting';

export interface NewUserProps {
  brand: ClientBrand | null;
  firstName: string;
  createdBy: string;
  companyName: string;
  username: string;
  accessLevel: string;
  link: string;
  linkDays: number;
}

export const newUserMail = mailTemplate<NewUserProps>({
  subject: (p) => `Your ${p.companyName} account on ${PORTAL_NAME}`,
  draw: (p, setting) => (
    <MailLayout
      setting={setting}
      brand={p.brand}
      toClientStaff
      preview={`${p.createdBy} created your account. Your username is ${p.username}.`}
      reason={`You receive this email because ${p.createdBy} of ${p.companyName} created an account for this email address.`}
    >
      <Heading>Your new account</Heading>
      <P>Hello {p.firstName},</P>
      <P>
        {p.createdBy} has created an account for you at {p.companyName}&apos;s background-check portal.
      </P>
      <P>
        Your username is: <strong>{p.username}</strong>
      </P>
      <Facts facts={[['Your access level', p.accessLevel]]} />
      <P>Choose your password with this link. It works once, for {p.linkDays} days.</P>
      <ActionLink href={p.link} label="Choose your password" />
      <P>If the link has expired, ask for a new one with &quot;Forgot password&quot; on the sign-in page.</P>
    </MailLayout>
  ),
});
