// What a referee is told about the request (issue 30, item 4): who asks, for whom, why, how the answers are used and
// how to reach the organisation that asks. One set of words for the invitation mail (server/mails) and the public
// form (src/features/references), from the facts the server gives both (POST /website/references_form_get).
import { displayPhone } from './patterns';

export interface RefereeRequestFacts {
  /** The client that asks for the reference (the organisation the applicant applied to). */
  Organisation: string;
  /** The applicant's name. */
  Applicant: string;
  /** The order's check purpose ('Employment', 'Volunteer', ...). */
  Purpose: string;
  /** Whom to write to about the request: the organisation, or the portal's support when it left no contact. */
  ContactName: string;
  ContactEmail: string;
  ContactPhone: string;
}

/** What the applicant applied for, by the order's check purpose. */
function appliedFor(purpose: string, organisation: string): string {
  switch (purpose) {
    case 'Employment':
      return `has applied for a role with ${organisation}`;
    case 'Contractor':
      return `has applied for contract work with ${organisation}`;
    case 'Volunteer':
      return `has applied to volunteer with ${organisation}`;
    case 'Student placement':
      return `has applied for a student placement with ${organisation}`;
    default:
      return `has applied to ${organisation}`;
  }
}

/** "Olivia Nguyen has applied for a role with Harbour Health Group and named you as a referee." */
export function refereeRequestWhy(facts: RefereeRequestFacts): string {
  return `${facts.Applicant} ${appliedFor(facts.Purpose, facts.Organisation)} and named you as a referee.`;
}

/** Who sees the answers (consistent with the back office: the client reads them, the applicant does not). */
export function refereeAnswersUse(facts: RefereeRequestFacts): string {
  return (
    `Your answers go to ${facts.Organisation} for this application only. ${facts.Applicant} does not see them, ` +
    `unless the law requires ${facts.Organisation} to share them.`
  );
}

/** "Harbour Health Group: admin@harbourhealth.com.au or 02 9241 0000" */
export function refereeRequestContact(facts: RefereeRequestFacts): string {
  const ways = [facts.ContactEmail, facts.ContactPhone ? displayPhone(facts.ContactPhone) : ''].filter(Boolean).join(' or ');
  return `${facts.ContactName}: ${ways}`;
}

/** The link of a referee's form is theirs alone. */
export const REFEREE_LINK_PRIVATE = 'The link is yours alone: please do not forward it.';
