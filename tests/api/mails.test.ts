// Mails as a product (issue 30, item 2): every template of the catalogue draws an HTML part and a readable text part
// with its links whole (a real <a href> in the HTML, the address alone on a line in the text); the raw message the
// outbox keeps never cuts a link (base64 parts, fast-check over names and links); a status mail says why.
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, isNotNull } from 'drizzle-orm';
import { createMailer } from '../../server/mail';
import { MAILS, type MailCall, type MailName } from '../../server/mails/catalogue';
import { renderMail } from '../../server/mails/render';
import { orders } from '../../server/db/schema';
import { createTestApp, type TestApp } from './harness';
import { post, type SignedIn } from './application-helpers';

const setting = { publicUrl: 'https://checks.example.com.au', supportEmail: 'support@clearcheck.com.au', operator: 'ClearCheck Pty Ltd' };
const brand = { name: 'Harbour Health Group', email: 'admin@harbourhealth.com.au', phone: '0292410000' };
const LINK = `${setting.publicUrl}/resetpassword?token=${'a1B2-c3D4_'.repeat(5)}`;

/** One call of every template, with the links it carries. */
function samples(name: string, link: string): Record<MailName, MailCall> {
  const facts = { Organisation: brand.name, Applicant: name, Purpose: 'Employment', ContactName: brand.name, ContactEmail: brand.email, ContactPhone: brand.phone };
  return {
    invitation: { template: 'invitation', props: { brand, firstName: name, clientName: brand.name, agencyName: null, services: ['National Police Check'], username: 'zoe.tester', setPasswordLink: link, linkDays: 7 } },
    resetLink: { template: 'resetLink', props: { name, username: 'zoe.tester', link, hours: 1 } },
    newUser: { template: 'newUser', props: { brand, firstName: name, createdBy: 'Sam Lee', companyName: brand.name, username: 'zoe.tester', accessLevel: 'Full view', link, linkDays: 7 } },
    statusChange: { template: 'statusChange', props: { brand, audience: 'applicant', firstName: name, orderId: 12, applicant: name, status: 'On hold', cause: { kind: 'hold', reason: 'We wait for your passport' } } },
    correctionRequest: { template: 'correctionRequest', props: { brand, firstName: name, orderId: 12, items: ['Date of birth: it does not match your passport.'], link } },
    itemsSentBack: { template: 'itemsSentBack', props: { brand, firstName: 'Sam', orderId: 12, applicant: name, status: 'On hold', items: ['Date of birth'] } },
    applicantMessage: { template: 'applicantMessage', props: { brand, subject: 'Your check', firstName: name, orderId: 12, signature: 'Sam Lee, Harbour Health Group', message: `Line one\nLine two ${link}` } },
    cancellation: { template: 'cancellation', props: { brand, firstName: name, orderId: 12, applicant: name, outcome: 'Order 12 has been cancelled.', reason: 'No longer needed' } },
    invoice: { template: 'invoice', props: { firstName: 'Sam', invoiceId: 'INV-000001', clientName: brand.name, period: '1 to 31 October 2026', orders: 3, total: '$123.00', dueDate: '14/11/2026', billingCompany: 'ClearCheck Pty Ltd', pay: { accountName: 'ClearCheck', bsb: '062-000', accountNumber: '12345678' } } },
    refereeRequest: { template: 'refereeRequest', props: { brand, kind: 'invitation', refereeName: 'Margaret Chen', facts, link } },
    enquirySupport: { template: 'enquirySupport', props: { reference: 4, name, username: 'zoe.tester', email: 'zoe@example.com.au', company: '', category: 'Billing', orderId: null, message: 'When?' } },
    enquiryReceipt: { template: 'enquiryReceipt', props: { reference: 4, firstName: name, category: 'Billing', orderId: 12, message: 'When?' } },
  };
}

/** The links a template must carry whole: its own action link (where it has one) and the portal's address. */
const linksOf = (call: MailCall, link: string) =>
  ['invitation', 'resetLink', 'newUser', 'correctionRequest', 'refereeRequest'].includes(call.template) ? [link] : [];

describe('every mail of the catalogue', () => {
  it('has an HTML part and a text part, its links whole, and says who sent it', async () => {
    const calls = samples('Zoë', LINK);
    expect(Object.keys(calls).sort()).toEqual(Object.keys(MAILS).sort());
    for (const call of Object.values(calls)) {
      const mail = await renderMail(call, setting);
      expect(mail.html, call.template).toMatch(/^<!DOCTYPE html/);
      expect(mail.subject, call.template).not.toMatch(/undefined|null|\[object/);
      expect(mail.text, call.template).not.toMatch(/<[a-z]|undefined|\[object/);
      for (const link of linksOf(call, LINK)) {
        expect(mail.html, call.template).toContain(`href="${link}"`);
        expect(mail.text.split('\n'), call.template).toContain(link);
      }
      expect(mail.text, call.template).toContain('Sent by ClearCheck Pty Ltd');
      expect(mail.text, call.template).toContain('support@clearcheck.com.au');
    }
  });

  it('names the username in the invitation and the login mails, before the link', async () => {
    for (const template of ['invitation', 'resetLink', 'newUser'] as const) {
      const { text, html } = await renderMail(samples('Zoë', LINK)[template], setting);
      expect(text).toContain('Your username is: zoe.tester');
      expect(text.indexOf('Your username is')).toBeLessThan(text.indexOf(LINK));
      expect(html).toContain('<strong>zoe.tester</strong>');
    }
  });

  it("carries the client's name and contact where the mail is about its order, and escapes what people typed", async () => {
    const { html, text } = await renderMail(samples('<b>Zoë</b>', LINK).statusChange, setting);
    expect(html).toContain('Harbour Health Group');
    expect(text).toContain('To reach Harbour Health Group: admin@harbourhealth.com.au or 02 9241 0000');
    expect(text).toContain('It is paused for this reason: We wait for your passport.');
    expect(html).not.toContain('<b>Zoë</b>');
    expect(html).toContain('&lt;b&gt;Zoë&lt;/b&gt;');
  });
});

/** The parts of a raw message: headers and the decoded body of each text part. */
function partsOf(raw: string): Array<{ type: string; encoding: string; rawBody: string; body: string }> {
  const boundary = /boundary="?([^"\n;]+)"?/.exec(raw)?.[1];
  const chunks = boundary ? raw.split(`--${boundary}`).slice(1, -1) : [raw];
  return chunks.map((chunk) => {
    const split = chunk.indexOf('\n\n');
    const head = chunk.slice(0, split);
    const rawBody = chunk.slice(split + 2).trim();
    const type = /Content-Type: ([^;\n]+)/i.exec(head)?.[1] ?? '';
    const encoding = /Content-Transfer-Encoding: (\S+)/i.exec(head)?.[1] ?? '7bit';
    const body = encoding === 'base64' ? Buffer.from(rawBody.replace(/\s/g, ''), 'base64').toString('utf8') : rawBody;
    return { type, encoding, rawBody, body };
  });
}

describe('the raw message in the outbox', () => {
  const outboxDir = path.join(mkdtempSync(path.join(os.tmpdir(), 'portal-mails-')), 'outbox');
  const mailer = createMailer({ from: 'ClearCheck <checks@clearcheck.com.au>', outboxDir, log: { info: () => undefined } });
  let sent = 0;

  it('never cuts a link: no quoted-printable, each link whole on one line of its part (property)', async () => {
    const name = fc.oneof(fc.constantFrom('Zoë', 'Olivia', "O'Brien", 'Nguyễn Thị', 'Mary-Jane'), fc.string({ minLength: 1, maxLength: 30 }));
    const token = fc.stringMatching(/^[A-Za-z0-9_-]{20,120}$/);
    await fc.assert(
      fc.asyncProperty(name, token, fc.constantFrom(...(Object.keys(MAILS) as MailName[])), async (who, secret, template) => {
        const link = `${setting.publicUrl}/resetpassword?token=${secret}`;
        const call = samples(who, link)[template];
        const id = `mail-${++sent}`;
        await mailer.send({ id, to: 'zoe@example.com.au', ...(await renderMail(call, setting)) });
        const raw = readFileSync(path.join(outboxDir, `${id}.eml`), 'utf8');
        const parts = partsOf(raw);
        expect(parts.map((p) => p.type)).toEqual(['text/plain', 'text/html']);
        for (const part of parts) {
          // Quoted-printable folds lines with '=' and writes '=' as '=3D': never used.
          expect(['base64', '7bit']).toContain(part.encoding);
          // A 7bit part is the text itself: its lines are short, and a link on it is whole.
          if (part.encoding === '7bit') for (const l of linksOf(call, link)) expect(part.rawBody.split('\n')).toContain(l);
        }
        for (const l of linksOf(call, link)) {
          expect(parts[0].body.split('\n')).toContain(l);
          expect(parts[1].body).toContain(`href="${l}"`);
        }
      }),
      { numRuns: 40 },
    );
    expect(readdirSync(outboxDir).length).toBe(sent);
  }, 120_000);
});

describe('status mails name their reason', () => {
  let t: TestApp;
  let operator: SignedIn;
  beforeAll(async () => {
    t = await createTestApp();
    ({ operator } = await t.signInDemo('operator'));
  });
  afterAll(() => t.close());

  it('a hold says why, a release says the hold is lifted, to the applicant and to the client user who ordered', async () => {
    const [order] = await t.database.db
      .select()
      .from(orders)
      .where(and(eq(orders.status, 'In progress'), eq(orders.holdReason, ''), isNotNull(orders.orderedByUserId), isNotNull(orders.applicantEmail)))
      .limit(1);
    t.mails.length = 0;
    const held = await post(t, '/api/backoffice/orders/hold', operator, { orderID: order.id, Hold: 'Y', Reason: 'We are waiting for the police to answer' });
    expect(held.statusCode, held.body).toBe(200);
    await t.settle();
    const onHold = t.mails.filter((m) => m.subject.endsWith('is now On hold'));
    expect(onHold).toHaveLength(2);
    for (const mail of onHold) {
      expect(mail.text).toContain('It is paused for this reason: We are waiting for the police to answer.');
      expect(mail.html).toContain('We are waiting for the police to answer');
    }
    expect(onHold.find((m) => m.to === order.applicantEmail)?.text).toContain(`Your background check order ${order.id} is now On hold.`);

    t.mails.length = 0;
    expect((await post(t, '/api/backoffice/orders/hold', operator, { orderID: order.id, Hold: 'N', Reason: '' })).statusCode).toBe(200);
    await t.settle();
    const released = t.mails.filter((m) => m.subject.endsWith('is now In progress'));
    expect(released).toHaveLength(2);
    for (const mail of released) expect(mail.text).toContain('The hold on the order has been lifted: work on the checks goes on.');
  });
});
