// Demo identity document catalogue and the document rules of the service catalogue, modelled on the Australian
// National Police Checking Service identity standard (documents of commencement of identity in Australia, photo
// identification used in the community, evidence of residence) and on the credit bureaus' Group A / Group B rule
// (portal §9: police check "3 identity documents from 3 categories", credit report "one from Group A and one from
// Group B, at least one photo ID").
//
// Decisions:
// - Police checks (PC, PCV) need one document from each of Categories A, B and C; the credit check (CR) and the
//   identity verification (IDV) need Category A and Category B. Every Category B document carries a photo, so
//   each of these sets holds a photo ID.
// - A selfie is needed for PC, PCV and IDV: an online police check must match the applicant's face to the photo ID
//   (the accredited body's identity verification), and IDV is that match. A credit check matches name, date of
//   birth and address with the bureau, not a face, so CR asks for none.
// - The other services (references, right to work, bankruptcy, qualifications, employment, WWC) need no identity
//   documents of the applicant.
import type { Tx } from './index';
import { documentCatalogue, documentCategories, lookups, serviceDocumentRules } from './schema';
import { IDENTITY_CATEGORIES_LOOKUP } from '../domain/documents-state';

const A = 'Primary (Category A)';
const B = 'Secondary (Category B)';
const C = 'Secondary (Category C)';
const SUPPORT = 'Support';

export const DOCUMENT_CATEGORIES = [
  { category: A, description: 'Proof of your birth in, or arrival in, Australia.', minRequired: 1, sort: 1 },
  { category: B, description: 'Photo identification you use in the community.', minRequired: 1, sort: 2 },
  { category: C, description: 'Evidence of your name and address in the community.', minRequired: 1, sort: 3 },
  {
    category: SUPPORT,
    description: 'Evidence of a change of name, needed when your name differs from the one on your other documents.',
    minRequired: 1,
    sort: 4,
  },
] as const;

/** [DocID, DocName, category, kind]. */
export const DOCUMENT_CATALOGUE: ReadonlyArray<readonly [string, string, string, 'identity' | 'support']> = [
  ['AUBIRTH', 'Australian birth certificate', A, 'identity'],
  ['AUPASSPORT', 'Australian passport', A, 'identity'],
  ['FOREIGNPASSPORT', 'Foreign passport with a current Australian visa', A, 'identity'],
  ['AUCITIZENSHIP', 'Australian citizenship certificate', A, 'identity'],
  ['IMMICARD', 'ImmiCard', A, 'identity'],
  ['DESCENT', 'Certificate of registration by descent', A, 'identity'],
  ['DRIVERLICENCE', 'Australian driver licence', B, 'identity'],
  ['PROOFOFAGE', 'Proof of age or photo card', B, 'identity'],
  ['FIREARMSLICENCE', 'Australian firearms licence', B, 'identity'],
  ['GOVTPHOTOID', 'Australian government employee photo ID', B, 'identity'],
  ['STUDENTID', 'Tertiary student ID card with photo', B, 'identity'],
  ['MEDICARE', 'Medicare card', C, 'identity'],
  ['BANKCARD', 'Bank or credit card from an Australian financial institution', C, 'identity'],
  ['CENTRELINK', 'Centrelink concession card', C, 'identity'],
  ['UTILITYBILL', 'Utility bill less than 12 months old', C, 'identity'],
  ['RATESNOTICE', 'Council rates notice', C, 'identity'],
  ['TAXASSESSMENT', 'ATO notice of assessment', C, 'identity'],
  ['NAMECHANGE', 'Change of name certificate', SUPPORT, 'support'],
  ['MARRIAGECERT', 'Australian marriage certificate issued by a state or territory', SUPPORT, 'support'],
  ['DEEDPOLL', 'Deed Poll', SUPPORT, 'support'],
];

/** ServiceID -> identity needs; categories empty = the service needs no identity documents. */
export const SERVICE_DOCUMENT_RULES: ReadonlyArray<{ serviceId: string; needsSelfie: boolean; categories: string[] }> = [
  { serviceId: 'PC', needsSelfie: true, categories: [A, B, C] },
  { serviceId: 'PCV', needsSelfie: true, categories: [A, B, C] },
  { serviceId: 'CR', needsSelfie: false, categories: [A, B] },
  { serviceId: 'IDV', needsSelfie: true, categories: [A, B] },
  { serviceId: 'RC', needsSelfie: false, categories: [] },
  { serviceId: 'VEVO', needsSelfie: false, categories: [] },
  { serviceId: 'BKR', needsSelfie: false, categories: [] },
  { serviceId: 'QV', needsSelfie: false, categories: [] },
  { serviceId: 'EHV', needsSelfie: false, categories: [] },
  { serviceId: 'WWC', needsSelfie: false, categories: [] },
];

/** Seeds the catalogue and the rules; the services must exist already. */
export async function seedDocuments(tx: Tx): Promise<void> {
  await tx.insert(documentCategories).values([...DOCUMENT_CATEGORIES]);
  await tx.insert(documentCatalogue).values(
    DOCUMENT_CATALOGUE.map(([docId, docName, category, kind], sort) => ({ docId, docName, category, kind, sort })),
  );
  await tx.insert(serviceDocumentRules).values(
    SERVICE_DOCUMENT_RULES.map((r) => ({
      serviceId: r.serviceId,
      needsIdentity: r.categories.length > 0,
      needsSelfie: r.needsSelfie,
    })),
  );
  await tx.insert(lookups).values(
    SERVICE_DOCUMENT_RULES.flatMap((r) =>
      r.categories.map((category, sort) => ({
        category: IDENTITY_CATEGORIES_LOOKUP,
        lookUpValue: r.serviceId,
        mappingValue: category,
        sort,
      })),
    ),
  );
}
