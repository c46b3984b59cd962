// Outgoing mail through nodemailer. Without SMTP_URL every message is written to DATA_DIR/outbox as an .eml
// file (its name logged; recipients never are: logs carry no personal data), so the whole flow works on a laptop and tests can read what was sent.
// A mail is written aside and renamed: a full disk or a crash mid-write leaves no empty or partial .eml behind (the
// job fails and is retried; readers of the outbox take the .eml files only).
import { mkdir, rename, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';

export interface MailMessage {
  /** Names the mail once for all its sends: the outbox file and the Message-ID (a resent mail replaces itself). */
  id?: string;
  to: string;
  /** Where answers go when it is not the sender (a client's message to an applicant: the client user). */
  replyTo?: string;
  subject: string;
  text: string;
  html?: string;
}

/**
 * Parts that are not short plain ASCII go base64, never quoted-printable: quoted-printable folds lines at 76
 * characters with '=' and writes '=' as '=3D', so a link in the HTML or the text arrived cut in two or with '=3D' in
 * its query for any program that reads the raw message (a mail scanner, a forwarding script, the outbox file).
 * Base64 is decoded whole by every mail client.
 */
const ENCODING = { textEncoding: 'base64' } as const;

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

interface Logger {
  info(obj: object, msg?: string): void;
}

export function createMailer(options: { smtpUrl?: string; from: string; outboxDir: string; log: Logger }): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      async send(message) {
        const { id, ...mail } = message;
        await transport.sendMail({ from: options.from, ...ENCODING, ...mail, ...(id && { messageId: messageIdOf(id) }) });
        options.log.info({ subject: message.subject }, 'mail sent');
      },
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(message) {
      const { id, ...mail } = message;
      const info = await transport.sendMail({ from: options.from, ...ENCODING, ...mail, ...(id && { messageId: messageIdOf(id) }) });
      await mkdir(options.outboxDir, { recursive: true });
      const name = id ? safeName(id) : `${new Date().toISOString().replace(/[:.]/g, '-')}-${crypto.randomUUID().slice(0, 8)}`;
      const file = path.join(options.outboxDir, `${name}.eml`);
      await writeAside(file, info.message as Buffer);
      options.log.info({ subject: message.subject, file }, 'mail written to outbox');
    },
  };
}

const safeName = (id: string) => id.replace(/[^A-Za-z0-9_-]/g, '_').slice(0, 150);
const messageIdOf = (id: string) => `<${safeName(id)}@clearcheck.com.au>`;

/** Writes `file` whole or not at all: to a temporary name beside it, then renamed (atomic within a folder). */
async function writeAside(file: string, content: Buffer): Promise<void> {
  const aside = `${file}.${crypto.randomUUID().slice(0, 8)}.tmp`;
  try {
    await writeFile(aside, content, { flag: 'wx' });
    await rename(aside, file);
  } catch (error) {
    await unlink(aside).catch(() => undefined);
    throw error;
  }
}
