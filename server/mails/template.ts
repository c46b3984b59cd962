// The shape of a mail template: its subject and its drawing, from the mail's facts (plain JSON, kept in the job queue
// until the mail is sent) and the deployment's setting.
import type { ReactElement } from 'react';
import type { MailSetting } from './setting';

export interface MailTemplate<Props> {
  subject(props: Props): string;
  draw(props: Props, setting: MailSetting): ReactElement;
}

export const mailTemplate = <Props>(template: MailTemplate<Props>): MailTemplate<Props> => template;
