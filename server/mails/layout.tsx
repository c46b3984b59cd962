// The one layout of every mail (react-email): the brand's header, the body, and a footer that says who sent it, why
// this person gets it and how to reach a person. Each mail is drawn twice from the same template (render.tsx): as
// HTML, and as the plain-text alternative. A few parts differ between the two (MailMode): a link is a button in HTML
// and its address on a line of its own in the text; the header is a picture of the brand in HTML only.
import { createContext, useContext, type ReactNode } from 'react';
import { Body, Button, Container, Head, Hr, Html, Link, Preview, Section, Text } from '@react-email/components';
import { contactLine, PORTAL_NAME, type ClientBrand, type MailSetting } from './setting';

export type MailMode = 'html' | 'text';
const Mode = createContext<MailMode>('html');
export const MailModeProvider = Mode.Provider;

const ACCENT = '#3e63dd';
const INK = '#1c2024';
const MUTED = '#60646c';
const FONT = "-apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif";

const styles = {
  body: { backgroundColor: '#f4f5f8', margin: 0, padding: '24px 0', fontFamily: FONT, color: INK },
  container: { backgroundColor: '#ffffff', maxWidth: '600px', width: '100%', borderRadius: '8px', border: '1px solid #e0e1e6' },
  header: { padding: '20px 28px 16px', borderBottom: `4px solid ${ACCENT}` },
  brandName: { fontSize: '22px', lineHeight: '28px', fontWeight: 700, margin: 0, color: INK },
  brandSub: { fontSize: '13px', lineHeight: '18px', margin: '2px 0 0', color: MUTED },
  content: { padding: '8px 28px 12px' },
  heading: { fontSize: '20px', lineHeight: '28px', fontWeight: 700, margin: '16px 0 8px', color: INK },
  p: { fontSize: '16px', lineHeight: '24px', margin: '12px 0', color: INK },
  list: { fontSize: '16px', lineHeight: '24px', margin: '8px 0 12px', paddingLeft: '24px', color: INK },
  button: {
    backgroundColor: ACCENT,
    color: '#ffffff',
    fontSize: '16px',
    fontWeight: 600,
    borderRadius: '6px',
    padding: '12px 20px',
    textDecoration: 'none',
    display: 'inline-block',
  },
  fallback: { fontSize: '13px', lineHeight: '20px', margin: '8px 0 16px', color: MUTED, wordBreak: 'break-all' as const },
  quote: { fontSize: '16px', lineHeight: '24px', margin: '12px 0', padding: '8px 14px', borderLeft: '4px solid #d9dbe3', whiteSpace: 'pre-wrap' as const },
  factLabel: { fontSize: '14px', lineHeight: '20px', margin: '8px 0 0', color: MUTED },
  factValue: { fontSize: '16px', lineHeight: '24px', margin: 0, color: INK },
  footer: { padding: '4px 28px 20px' },
  small: { fontSize: '13px', lineHeight: '20px', margin: '6px 0', color: MUTED },
  link: { color: ACCENT },
} as const;

export interface LayoutProps {
  setting: MailSetting;
  /** The client the mail speaks for; null for the portal's own mails (a password link, an enquiry). */
  brand: ClientBrand | null;
  /** The line a mail client shows beside the subject. */
  preview: string;
  /** Why this person receives this mail, in one sentence. */
  reason: string;
  /** The client's contact details close the mail, unless it goes to the client's own staff. */
  toClientStaff?: boolean;
  children: ReactNode;
}

export function MailLayout({ setting, brand, preview, reason, toClientStaff = false, children }: LayoutProps) {
  const mode = useContext(Mode);
  const clientContact = brand && !toClientStaff ? contactLine(brand) : '';
  return (
    <Html lang="en">
      <Head />
      <Preview>{preview}</Preview>
      <Body style={styles.body}>
        <Container style={styles.container}>
          {mode === 'html' && (
            <Section style={styles.header}>
              {brand ? (
                <>
                  <Text style={styles.brandName}>{brand.name}</Text>
                  <Text style={styles.brandSub}>Background checks through {PORTAL_NAME}</Text>
                </>
              ) : (
                <Text style={styles.brandName}>
                  Clear<span style={{ color: ACCENT }}>Check</span>
                </Text>
              )}
            </Section>
          )}
          <Section style={styles.content}>{children}</Section>
          <Section style={styles.footer}>
            <Hr style={{ borderColor: '#e0e1e6', margin: '0 0 8px' }} />
            <Text style={styles.small}>{reason}</Text>
            <Text style={styles.small}>
              Sent by {setting.operator}
              {brand ? ` for ${brand.name}` : ''}, <MailLink href={setting.publicUrl}>{setting.publicUrl}</MailLink>
            </Text>
            {brand && clientContact && (
              <Text style={styles.small}>
                To reach {brand.name}: {clientContact}
              </Text>
            )}
            <Text style={styles.small}>
              Questions about this email or the portal: <MailLink href={`mailto:${setting.supportEmail}`}>{setting.supportEmail}</MailLink>
            </Text>
          </Section>
        </Container>
      </Body>
    </Html>
  );
}

export function Heading({ children }: { children: ReactNode }) {
  return (
    <Text style={styles.heading} role="heading" aria-level={1}>
      {children}
    </Text>
  );
}

export function P({ children }: { children: ReactNode }) {
  return <Text style={styles.p}>{children}</Text>;
}

function MailLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Link href={href} style={styles.link}>
      {children}
    </Link>
  );
}

/**
 * A link people act on. In HTML a real button (an <a href>, which every mail client follows) with the address
 * written out under it for clients that draw no buttons; in the text part the label, then the address alone on its
 * own line, so no mail program joins it to a word or breaks it.
 */
export function ActionLink({ href, label }: { href: string; label: string }) {
  const mode = useContext(Mode);
  if (mode === 'text') {
    return (
      <Text style={styles.p}>
        {label}:
        <br />
        {href}
      </Text>
    );
  }
  return (
    <>
      <Section style={{ margin: '20px 0 8px' }}>
        <Button href={href} style={styles.button}>
          {label}
        </Button>
      </Section>
      <Text style={styles.fallback}>
        Or copy this address into your browser: <MailLink href={href}>{href}</MailLink>
      </Text>
    </>
  );
}

/** A short list: each item a line starting with '- ' in the text part. */
export function Items({ items }: { items: readonly string[] }) {
  return (
    <ul style={styles.list}>
      {items.map((item, index) => (
        <li key={index}>{item}</li>
      ))}
    </ul>
  );
}

/** What a person wrote (a message, an enquiry), kept with its line breaks. */
export function Quote({ text }: { text: string }) {
  const lines = text.split('\n');
  return (
    <Text style={styles.quote}>
      {lines.map((line, index) => (
        <span key={index}>
          {line}
          {index < lines.length - 1 && <br />}
        </span>
      ))}
    </Text>
  );
}

/** Labelled facts (an invoice's amount, a reference): "Label: value" lines in the text part. */
export function Facts({ facts }: { facts: ReadonlyArray<readonly [string, string]> }) {
  const mode = useContext(Mode);
  if (mode === 'text') {
    return (
      <Text style={styles.p}>
        {facts.map(([label, value], index) => (
          <span key={label}>
            {label}: {value}
            {index < facts.length - 1 && <br />}
          </span>
        ))}
      </Text>
    );
  }
  return (
    <Section style={{ margin: '8px 0 12px' }}>
      {facts.map(([label, value]) => (
        <div key={label}>
          <Text style={styles.factLabel}>{label}</Text>
          <Text style={styles.factValue}>{value}</Text>
        </div>
      ))}
    </Section>
  );
}
