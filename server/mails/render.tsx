// Draws a mail from its template: the HTML, and the plain-text alternative from the same template (react-email's
// render, which converts with html-to-text) in text mode (layout.tsx MailMode: links as their addresses on lines of
// their own, no header picture). Server-side only: nothing of the web app imports this folder.
import { render } from '@react-email/components';
import { MAILS, type MailCall } from './catalogue';
import { MailModeProvider } from './layout';
import type { MailTemplate } from './template';
import type { MailSetting } from './setting';

export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
}

/** How the text part is laid out: lines wrapped for reading, list items with '- ', headings as written. */
const TEXT_OPTIONS = {
  wordwrap: 78,
  selectors: [
    { selector: 'ul', options: { itemPrefix: '- ' } },
    { selector: 'h1', options: { uppercase: false } },
    { selector: 'h2', options: { uppercase: false } },
  ],
};

export async function renderMail(call: MailCall, setting: MailSetting): Promise<RenderedMail> {
  // The union of calls is checked where a call is built; here each template takes its own props.
  const template = MAILS[call.template] as MailTemplate<typeof call.props>;
  const drawn = template.draw(call.props, setting);
  const [html, text] = await Promise.all([
    render(<MailModeProvider value="html">{drawn}</MailModeProvider>),
    render(<MailModeProvider value="text">{drawn}</MailModeProvider>, {
      plainText: true,
      htmlToTextOptions: TEXT_OPTIONS,
    }),
  ]);
  return { subject: template.subject(call.props), html, text: text.trim() };
}
