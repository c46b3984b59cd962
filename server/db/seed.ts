// Seeds the demo data into an empty database (first start). Runs in one transaction: a half-seeded database
// never happens.
import { randomUUID } from 'node:crypto';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Db } from './index';
import {
  applicationBlocks,
  referees,
  refereeMessages,
  applicationValues,
  checkPurposes,
  clients,
  clientServices,
  costCentres,
  lookups,
  orders,
  orderServices,
  recruiterClients,
  orderQuestions,
  referenceTemplateQuestions,
  referenceTemplates,
  serviceDelays,
  services,
  users,
} from './schema';
import { hashPassword } from '../auth/passwords';
import { createFieldCipher } from '../field-cipher';
import { fieldSecret } from '../secret';
import {
  APPLICANTS,
  DEMO_APPLICANT,
  DEMO_OPERATOR,
  DEMO_OPERATOR_TOTP_SECRET,
  DEMO_TRAINEE,
  CHECK_PURPOSES,
  CLIENTS,
  LOOKUPS,
  ORDERS,
  RECRUITER_CLIENTS,
  REFERENCE_TEMPLATES,
  SERVICES,
} from './seed-data';
import { seedDocuments } from './seed-documents';
import { newRefereeId } from '../domain/referee-ids';
import { seedApplication } from './seed-application';
import { recordInitialVersions } from '../domain/form-store';
import { seedPartners } from './seed-deals';
import { refreshAdsFlags } from '../domain/deals-store';
import { inThisMonth, playStory, type SeededOrder, type SeedSetting } from './seed-story';

const DAY_MS = 86_400_000;

/** True when the database holds no users yet. */
export async function isEmpty(db: Db): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(users);
  return Number(row.n) === 0;
}

/** Rounds half up in whole cents: in floating point 19.50 x 85% is 16.574999..., which toFixed would cut to 16.57. */
function priceAfter(listPrice: string, discountPercent: number): string {
  const listCents = Math.round(Number(listPrice) * 100);
  return (Math.round((listCents * (100 - discountPercent)) / 100) / 100).toFixed(2);
}

/**
 * Seeds the demo; `setting` is where its files go (results, summary reports, invoices: the file store the server
 * serves them from) and the settings the product's functions read. Every past event is at or before `now`.
 */
export async function seedDemoData(db: Db, setting: SeedSetting, now: Date = new Date()): Promise<void> {
  const daysAgo = (days: number) => new Date(now.getTime() - days * DAY_MS);
  // Hash outside the transaction: argon2 is deliberately slow.
  const [applicantHash, clientHash, viewerHash, recruiterHash, operatorHash, traineeHash, unusableHash] = await Promise.all([
    hashPassword('Applicant#2026'),
    hashPassword('Client#2026'),
    hashPassword('Viewer#2026'),
    hashPassword('Recruiter#2026'),
    hashPassword('Operator#2026'),
    hashPassword('Trainee#2026'),
    // Seeded applicants other than the demo one sign in after a password reset.
    hashPassword(randomUUID()),
  ]);

  await db.transaction(async (tx) => {
    await tx.insert(services).values([...SERVICES]);

    const clientIds = new Map<string, number>();
    for (const c of CLIENTS) {
      const [row] = await tx
        .insert(clients)
        .values({
          companyName: c.companyName,
          abn: c.abn,
          clientKey: c.key,
          logoUrl: `/logos/${c.key}.svg`,
          emailDomain: c.emailDomain,
          phone: c.phone,
          email: c.email,
          isRecruiter: c.isRecruiter ?? false,
          payOption: c.payOption,
          folderLocation: `registers/${c.key}`,
        })
        .returning({ id: clients.id });
      clientIds.set(c.key, row.id);
      await tx.insert(clientServices).values(
        SERVICES.filter((s) => !c.contractExcludes?.includes(s.serviceId)).map((s) => ({
          clientId: row.id,
          serviceId: s.serviceId,
          contractPrice: priceAfter(s.listPrice, c.discount),
        })),
      );
      if (c.costCentres.length) {
        await tx.insert(costCentres).values(c.costCentres.map((description) => ({ clientId: row.id, description })));
      }
    }
    for (const [recruiter, list] of Object.entries(RECRUITER_CLIENTS)) {
      await tx
        .insert(recruiterClients)
        .values(list.map((key) => ({ recruiterClientId: clientIds.get(recruiter)!, clientId: clientIds.get(key)! })));
    }

    await tx.insert(checkPurposes).values(CHECK_PURPOSES.map((p, sort) => ({ ...p, sort })));
    for (const template of REFERENCE_TEMPLATES) {
      const [row] = await tx
        .insert(referenceTemplates)
        .values({
          clientId: template.client === null ? null : clientIds.get(template.client)!,
          templateType: template.templateType,
          checkPurpose: template.checkPurpose,
        })
        .returning({ id: referenceTemplates.id });
      await tx.insert(referenceTemplateQuestions).values(
        template.questions.map(([questionSection, questionType, questionDesc], index) => ({
          templateId: row.id,
          questionSection,
          questionType,
          questionDesc,
          fieldId: `Q${index + 1}`,
          sort: index + 1,
        })),
      );
    }
    await tx.insert(lookups).values(
      Object.entries(LOOKUPS).flatMap(([category, values]) =>
        values.map((value, sort) =>
          typeof value === 'string'
            ? { category, lookUpValue: value, sort }
            : { category, lookUpValue: value[0], mappingValue: value[1], sort },
        ),
      ),
    );

    const [demoApplicant] = await tx
      .insert(users)
      .values({ username: 'applicant', passwordHash: applicantHash, ...DEMO_APPLICANT })
      .returning({ id: users.id });
    const [clientUser, , recruiterUser] = await tx
      .insert(users)
      .values([
        {
          username: 'client',
          email: 'hannah.price@harbourhealth.com.au',
          passwordHash: clientHash,
          firstName: 'Hannah',
          surname: 'Price',
          phone: '0298765432',
          clientId: clientIds.get('harbour-health'),
          kind: 'client',
          accessLevel: 'Full view',
        },
        {
          username: 'viewer',
          email: 'oscar.lee@harbourhealth.com.au',
          passwordHash: viewerHash,
          firstName: 'Oscar',
          surname: 'Lee',
          phone: '0298765433',
          clientId: clientIds.get('harbour-health'),
          kind: 'client',
          accessLevel: 'Restricted view',
        },
        {
          username: 'recruiter',
          email: 'priya.sharma@talentbridge.com.au',
          passwordHash: recruiterHash,
          firstName: 'Priya',
          surname: 'Sharma',
          phone: '0387654321',
          clientId: clientIds.get('talent-bridge'),
          kind: 'client',
          accessLevel: 'Full view',
          showClientName: '1',
          searchClient: '1',
        },
      ])
      .returning({ id: users.id });

    // The demo operator's second factor is set up with the published demo secret (seed-data.ts says why).
    const cipher = createFieldCipher(fieldSecret(setting.config.dataDir, setting.config.fieldKey));
    const [operator] = await tx
      .insert(users)
      .values({ ...DEMO_OPERATOR, passwordHash: operatorHash, totpSecret: cipher.seal(DEMO_OPERATOR_TOTP_SECRET), totpEnabledAt: daysAgo(30) })
      .returning({ id: users.id });
    await tx.insert(users).values({ ...DEMO_TRAINEE, passwordHash: traineeHash });

    const applicantIds = await tx
      .insert(users)
      .values(
        APPLICANTS.map((p) => ({
          username: p.email.split('@')[0],
          email: p.email,
          passwordHash: unusableHash,
          firstName: p.firstName,
          surname: p.surname,
          phone: p.phone,
        })),
      )
      .returning({ id: users.id });

    const priceOf = new Map(SERVICES.map((s) => [s.serviceId as string, s.listPrice as string]));
    const discountOf = new Map(CLIENTS.map((c) => [c.key, c.discount]));
    const seeded: SeededOrder[] = [];
    for (const o of ORDERS) {
      const lines = o.services.map((s) => ({ ...s, price: priceAfter(priceOf.get(s.id)!, discountOf.get(o.client)!) }));
      const total = lines.reduce((sum, l) => sum + Number(l.price), 0).toFixed(2);
      const lodgedAt = daysAgo(o.lodgedDaysAgo);
      // A Completed order was completed this month: last month's were invoiced on the first, which closed them.
      const completedAt =
        o.completedDaysAgo === undefined ? null : o.status === 'Completed' ? inThisMonth(daysAgo(o.completedDaysAgo), now) : daysAgo(o.completedDaysAgo);
      // Completed and Closed orders are seeded as they were before the operator completed them (seed-story.ts).
      const status = completedAt === null ? o.status : 'In progress';
      const person = o.applicant === 'applicant' ? DEMO_APPLICANT : APPLICANTS[o.applicant];
      const [order] = await tx
        .insert(orders)
        .values({
          applicantUserId: o.applicant === 'applicant' ? demoApplicant.id : applicantIds[o.applicant].id,
          applicantFirstName: person.firstName,
          applicantSurname: person.surname,
          applicantEmail: person.email,
          clientId: clientIds.get(o.client)!,
          recruiterClientId: o.recruiter ? clientIds.get(o.recruiter)! : null,
          orderedByUserId: o.recruiter ? recruiterUser.id : clientUser.id,
          status,
          orderType: o.orderType ?? 'General',
          checkPurpose: o.checkPurpose ?? 'Employment',
          totalOrder: total,
          comments: o.comments ?? '',
          termsAccepted: o.status !== 'Open' && o.status !== 'Open with Alert',
          lodgedAt,
          submittedAt: o.status.startsWith('Open') ? null : daysAgo(Math.max(0, o.lodgedDaysAgo - 1)),
          submittedIp: o.application?.submittedIp ?? null,
        })
        .returning({ id: orders.id });
      seeded.push({ id: order.id, seed: o, completedAt });
      if (o.questionnaire) {
        // The client's questionnaire, copied onto the order as the wizard does (type 'default': from the repertoire).
        const [template] = await tx
          .select({ id: referenceTemplates.id })
          .from(referenceTemplates)
          .where(and(eq(referenceTemplates.clientId, clientIds.get(o.client)!), eq(referenceTemplates.templateType, o.questionnaire)));
        const questions = await tx
          .select()
          .from(referenceTemplateQuestions)
          .where(eq(referenceTemplateQuestions.templateId, template.id))
          .orderBy(asc(referenceTemplateQuestions.sort));
        await tx.insert(orderQuestions).values(
          questions.map((q, i) => ({
            orderId: order.id,
            questionSection: q.questionSection,
            questionType: q.questionType,
            questionDesc: q.questionDesc,
            type: 'default',
            sort: i + 1,
          })),
        );
      }
      if (o.application) {
        // A block row's TableID is its application_blocks id: one row per (list, seeded row number).
        const blockIds = new Map<string, number>();
        for (const [, , tableLocation, row] of o.application.answers) {
          const key = `${tableLocation}#${row}`;
          if (tableLocation === '' || blockIds.has(key)) continue;
          const [block] = await tx.insert(applicationBlocks).values({ orderId: order.id, tableLocation }).returning({ id: applicationBlocks.id });
          blockIds.set(key, block.id);
        }
        await tx.insert(applicationValues).values(
          o.application.answers.map(([tabName, fieldId, tableLocation, row, value]) => ({
            orderId: order.id,
            tabName,
            fieldId,
            tableLocation,
            tableId: tableLocation === '' ? 0 : blockIds.get(`${tableLocation}#${row}`)!,
            value,
          })),
        );
        // The referees the application names were invited when it was submitted (issue 13) and have not answered.
        const submittedAt = daysAgo(Math.max(0, o.lodgedDaysAgo - 1));
        for (const [key, tableId] of blockIds) {
          if (!key.startsWith('ops.ApplicantReferees#')) continue;
          const row = Number(key.split('#')[1]);
          const email = o.application.answers.find(([, f, l, r]) => f === 'RefereeEmail' && l === 'ops.ApplicantReferees' && r === row)?.[4] ?? '';
          const [referee] = await tx.insert(referees).values({ id: newRefereeId(), orderId: order.id, tableId, createdAt: submittedAt }).returning({ id: referees.id });
          await tx.insert(refereeMessages).values({ refereeId: referee.id, kind: 'invitation', reason: 'submit', email, sentAt: submittedAt });
        }
      }
      const checks = await tx.insert(orderServices).values(
        lines.map((l) => ({
          orderId: order.id,
          serviceId: l.id,
          checkStatus: l.status,
          delayReason: l.delayReason ?? '',
          resultsScore: l.resultsScore ?? '',
          creditScore: l.creditScore ?? null,
          fraudScore: l.fraudScore ?? null,
          price: l.price,
          checkStart: l.status === 'Open' ? null : daysAgo(Math.max(0, o.lodgedDaysAgo - 1)),
          checkCompletion: l.status === 'Ready' ? completedAt : null,
        })),
      ).returning({ id: orderServices.id, delayReason: orderServices.delayReason, checkStart: orderServices.checkStart });
      // A delayed check's delay is under way since the check started (the delays report counts these rows).
      const delayed = checks.filter((c) => c.delayReason !== '');
      if (delayed.length) {
        await tx
          .insert(serviceDelays)
          .values(delayed.map((c) => ({ orderServiceId: c.id, cause: c.delayReason, startedAt: c.checkStart ?? lodgedAt })));
      }
    }
    await seedDocuments(tx);
    await seedApplication(tx);
    // Version 1 of every application tab and questionnaire template: what the designer starts from (issue 15).
    await recordInitialVersions(tx);
    await seedPartners(tx);
    // What happened to the orders since: results, summary reports, invoices, a referee's answers, items sent back.
    await playStory(tx, setting, now, operator.id, seeded);
    // Orders with a credit check's scores offer deals (adsFlag), by the one rule of server/domain/deals-store.ts.
    await refreshAdsFlags(tx, sql`true`);
  });
}
