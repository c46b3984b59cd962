// Fraud signals on a referee's answers (issue 13; what Xref and Referoo check). Each is a pure function of facts the
// server recorded, so the back office's order page and the summary report show the same sentences.

/** Mail providers anyone can sign up to: a referee who names a company but writes from one of these is worth a look. */
export const FREE_MAIL_DOMAINS: ReadonlySet<string> = new Set([
  'gmail.com', 'googlemail.com', 'yahoo.com', 'yahoo.com.au', 'ymail.com', 'hotmail.com', 'hotmail.com.au',
  'outlook.com', 'outlook.com.au', 'live.com', 'live.com.au', 'msn.com', 'icloud.com', 'me.com', 'mac.com',
  'aol.com', 'protonmail.com', 'proton.me', 'gmx.com', 'mail.com', 'zoho.com', 'bigpond.com', 'bigpond.net.au',
  'optusnet.com.au', 'iinet.net.au', 'tpg.com.au', 'internode.on.net', 'yandex.com', 'tutanota.com', 'fastmail.com',
]);

/** Answers sent sooner than this after the form was opened are too quick to have been read. */
export const FAST_ANSWER_SECONDS = 60;

/** The lower-cased domain of an email address, '' when it has none. */
export function emailDomain(email: string): string {
  const at = email.trim().lastIndexOf('@');
  return at < 0 ? '' : email.trim().slice(at + 1).toLowerCase();
}

const sameAddress = (a: string | null | undefined, b: string | null | undefined) =>
  !!a && !!b && a.trim() !== '' && a.trim() === b.trim();

/** The referee answered from the address the applicant submitted the application from. */
export function answeredFromApplicantAddress(refereeIp: string, applicantIp: string | null): boolean {
  return sameAddress(refereeIp, applicantIp);
}

/** Another referee of the same order answered from this referee's address. */
export function sharedAddressWithReferee(refereeIp: string, otherRefereeIps: readonly string[]): boolean {
  return otherRefereeIps.some((ip) => sameAddress(refereeIp, ip));
}

/** The referee names a company but writes from a free-mail address. */
export function freeMailForCompany(refereeEmail: string, company: string): boolean {
  return company.trim() !== '' && FREE_MAIL_DOMAINS.has(emailDomain(refereeEmail));
}

/** The referee's email domain is the applicant's (a free-mail domain shared by millions says nothing). */
export function sameDomainAsApplicant(refereeEmail: string, applicantEmail: string): boolean {
  const domain = emailDomain(refereeEmail);
  return domain !== '' && !FREE_MAIL_DOMAINS.has(domain) && domain === emailDomain(applicantEmail);
}

/** The answers came back in under a minute after the form was opened. */
export function answeredTooFast(startedAt: Date, finishedAt: Date): boolean {
  return finishedAt.getTime() - startedAt.getTime() < FAST_ANSWER_SECONDS * 1000;
}

export interface RefereeFacts {
  ip: string;
  email: string;
  company: string;
  startedAt: Date;
  finishedAt: Date;
}

export interface OrderFacts {
  applicantIp: string | null;
  applicantEmail: string;
  /** The addresses the order's other referees answered from. */
  otherRefereeIps: readonly string[];
}

/** The signals raised by one referee's answers, as sentences an operator reads. */
export function refereeSignals(referee: RefereeFacts, order: OrderFacts): string[] {
  const signals: string[] = [];
  if (answeredFromApplicantAddress(referee.ip, order.applicantIp)) {
    signals.push(`Answered from the address the applicant submitted from (${referee.ip}).`);
  }
  if (sharedAddressWithReferee(referee.ip, order.otherRefereeIps)) {
    signals.push(`Another referee of this order answered from the same address (${referee.ip}).`);
  }
  if (freeMailForCompany(referee.email, referee.company)) {
    signals.push(`Writes from a free-mail address (${emailDomain(referee.email)}) while naming the company ${referee.company.trim()}.`);
  }
  if (sameDomainAsApplicant(referee.email, order.applicantEmail)) {
    signals.push(`The referee's email domain is the applicant's (${emailDomain(referee.email)}).`);
  }
  if (answeredTooFast(referee.startedAt, referee.finishedAt)) {
    const seconds = Math.max(0, Math.round((referee.finishedAt.getTime() - referee.startedAt.getTime()) / 1000));
    signals.push(`Answered in ${seconds} seconds (under ${FAST_ANSWER_SECONDS}).`);
  }
  return signals;
}
