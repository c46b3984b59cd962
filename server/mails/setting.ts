// What every mail is drawn with beside its own facts: who sends it (the portal's operator, on behalf of a client when
// the mail is about that client's order) and how people reach them. Plain data, no React: the domain builds these
// when it enqueues a mail, the templates (*.tsx beside this file) draw them.
import { displayPhone } from '../../src/engine/patterns';

/** The portal's own name, as people read it in mails and documents. */
export const PORTAL_NAME = 'ClearCheck';

/** The client a mail speaks for: its name heads the mail, its contact details close it (where it has them). */
export interface ClientBrand {
  name: string;
  email: string;
  phone: string;
}

/** The deployment's facts every mail needs (from the server's config). */
export interface MailSetting {
  publicUrl: string;
  supportEmail: string;
  /** The company that runs the portal and sends the mails (BILLING_COMPANY). */
  operator: string;
}

/** "a@b.com.au or 02 9241 0000", "a@b.com.au", or '' when the client left both empty. */
export function contactLine(brand: Pick<ClientBrand, 'email' | 'phone'>): string {
  return [brand.email.trim(), brand.phone.trim() ? displayPhone(brand.phone) : ''].filter(Boolean).join(' or ');
}
