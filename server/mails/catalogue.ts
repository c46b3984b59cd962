// Every mail the portal sends, by name: one React template each (react-email), drawn to HTML and text when the mail
// job runs (render.tsx). The domain enqueues a name and the mail's facts (server/jobs/enqueue.ts), never a text.
import { applicantMessageMail } from './applicant-message';
import { cancellationMail } from './cancellation';
import { correctionRequestMail } from './correction-request';
import { enquiryReceiptMail, enquirySupportMail } from './enquiry';
import { invitationMail } from './invitation';
import { invoiceMail } from './invoice';
import { itemsSentBackMail } from './items-sent-back';
import { newUserMail } from './new-user';
import { refereeRequestMail } from './referee-request';
import { resetLinkMail } from './reset-link';
import { statusChangeMail } from './status-change';
import type { MailTemplate } from './template';

export const MAILS = {
  invitation: invitationMail,
  resetLink: resetLinkMail,
  newUser: newUserMail,
  statusChange: statusChangeMail,
  correctionRequest: correctionRequestMail,
  itemsSentBack: itemsSentBackMail,
  applicantMessage: applicantMessageMail,
  cancellation: cancellationMail,
  invoice: invoiceMail,
  refereeRequest: refereeRequestMail,
  enquirySupport: enquirySupportMail,
  enquiryReceipt: enquiryReceiptMail,
} as const;

export type MailName = keyof typeof MAILS;
type PropsOf<T> = T extends MailTemplate<infer P> ? P : never;

/** A mail to draw: a template's name and its facts (plain JSON: it waits in the job queue). */
export type MailCall = { [K in MailName]: { template: K; props: PropsOf<(typeof MAILS)[K]> } }[MailName];
