// The referee's invitation and its reminders (server/domain/referees.ts): who asks (the organisation, by name), for
// whom and why, how the answers are used, how to reach the organisation, and the link to the form. The words are the
// engine's (src/engine/referee-request.ts), the same the form itself shows.
import { ActionLink, Heading, MailLayout, P } from './layout';
import { mailTemplate } from './template';
import type { ClientBrand } from './setting';
import {
  REFEREE_LINK_PRIVATE,
  refereeAnswersUse,
  refereeRequestContact,
  refereeRequestWhy,
  type RefereeRequestFacts,
} from '../../src/engine/referee-request';

export interface RefereeRequestProps {
  brand: ClientBrand | null;
  kind: 'invitation' | 'reminder';
  refereeName: string;
  facts: RefereeRequestFacts;
  link: string;
}

export const refereeRequestMail = mailTemplate<RefereeRequestProps>({
  subject: (p) =>
    p.kind === 'invitation'
      ? `Reference request from ${p.facts.Organisation} for ${p.facts.Applicant}`
      : `Reminder: reference request from ${p.facts.Organisation} for ${p.facts.Applicant}`,
  draw: (p, setting) => (
    <MailLayout
      setting={setting}
      brand={p.brand}
      preview={refereeRequestWhy(p.facts)}
      reason={`You receive this email because ${p.facts.Applicant} gave this email address for you as a referee.`}
    >
      <Heading>{p.kind === 'invitation' ? 'A reference request' : 'A reminder: your reference'}</Heading>
      <P>Hello {p.refereeName || 'there'},</P>
      <P>
        {refereeRequestWhy(p.facts)} {p.facts.Organisation} asks you a few questions about them; it takes a few minutes.
      </P>
      {p.kind === 'reminder' && <P>We have not yet received your reference for {p.facts.Applicant}.</P>}
      <ActionLink href={p.link} label="Answer the reference form" />
      <P>{refereeAnswersUse(p.facts)}</P>
      <P>Questions about this request? Contact {refereeRequestContact(p.facts)}</P>
      <P>{REFEREE_LINK_PRIVATE}</P>
    </MailLayout>
  ),
});
