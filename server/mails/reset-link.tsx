// The forgot-password mail (server/jobs/work.ts): the username, then the link that chooses a new password.
import { ActionLink, Heading, MailLayout, P } from './layout';
import { mailTemplate } from './template';
import { PORTAL_NAME } from './setting';

export interface ResetLinkProps {
  name: string;
  username: string;
  link: string;
  hours: number;
}

export const resetLinkMail = mailTemplate<ResetLinkProps>({
  subject: () => `Your ${PORTAL_NAME} login details`,
  draw: (p, setting) => (
    <MailLayout
      setting={setting}
      brand={null}
      preview={`Your username is ${p.username}. Choose a new password within ${p.hours} hour${p.hours === 1 ? '' : 's'}.`}
      reason={`You receive this email because someone asked for the login details of the ${PORTAL_NAME} account with this email address.`}
    >
      <Heading>Your login details</Heading>
      <P>Hello {p.name},</P>
      <P>
        Your username is: <strong>{p.username}</strong>
      </P>
      <P>
        To choose a new password, open this link within {p.hours} hour{p.hours === 1 ? '' : 's'}. Only the newest link we sent you works.
      </P>
      <ActionLink href={p.link} label="Choose a new password" />
      <P>If you did not ask for this, you can ignore this email: your password stays as it is.</P>
    </MailLayout>
  ),
});
