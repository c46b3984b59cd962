// Reads an order's document situation from the database for the pure rules of documents.ts: the catalogue, the
// document rules of the order's live (not cancelled) services, the previous-name answer and the current uploads.
import { and, asc, eq, inArray, isNull, ne, notInArray } from 'drizzle-orm';
import type { Db, Tx } from '../db';
import {
  applicationValues,
  documentCatalogue,
  documentCategories,
  lookups,
  orderDocuments,
  orderServices,
  serviceDocumentRules,
} from '../db/schema';
import type { DocumentSituation, ServiceDocumentRule } from './document-situation';
import { PUBLISHED_KINDS } from '../../src/engine/lifecycle';

/**
 * The lookups category saying which document categories a service needs (lookUpValue ServiceID, mappingValue the
 * category). service_document_rules has no column for it; lookups is the schema's home for small mappings.
 */
export const IDENTITY_CATEGORIES_LOOKUP = 'Identity Categories';

export async function loadDocumentSituation(db: Db | Tx, orderId: number): Promise<DocumentSituation> {
  const [categories, catalogue, serviceRows, previousName, loaded] = await Promise.all([
    db.select().from(documentCategories).orderBy(asc(documentCategories.sort)),
    db.select().from(documentCatalogue).orderBy(asc(documentCatalogue.sort)),
    db
      .select({ serviceId: orderServices.serviceId, rule: serviceDocumentRules })
      .from(orderServices)
      .leftJoin(serviceDocumentRules, eq(serviceDocumentRules.serviceId, orderServices.serviceId))
      .where(and(eq(orderServices.orderId, orderId), ne(orderServices.checkStatus, 'Cancelled'))),
    db
      .select({ value: applicationValues.value })
      .from(applicationValues)
      .where(and(eq(applicationValues.orderId, orderId), eq(applicationValues.fieldId, 'PreviousNameFlag'))),
    db
      .select()
      .from(orderDocuments)
      // The applicant's uploads only: results and the summary report the back office publishes are not documents.
      .where(and(eq(orderDocuments.orderId, orderId), isNull(orderDocuments.replacedAt), notInArray(orderDocuments.kind, [...PUBLISHED_KINDS])))
      .orderBy(asc(orderDocuments.uploadedAt), asc(orderDocuments.id)),
  ]);

  const serviceIds = [...new Set(serviceRows.map((r) => r.serviceId))];
  const categoryRows = serviceIds.length
    ? await db
        .select({ serviceId: lookups.lookUpValue, category: lookups.mappingValue })
        .from(lookups)
        .where(and(eq(lookups.category, IDENTITY_CATEGORIES_LOOKUP), inArray(lookups.lookUpValue, serviceIds)))
        .orderBy(asc(lookups.sort))
    : [];

  const rules: ServiceDocumentRule[] = serviceIds.map((serviceId) => {
    // A service without a rule row needs nothing: documents are asked for only where a rule says so.
    const rule = serviceRows.find((r) => r.serviceId === serviceId)?.rule ?? null;
    return {
      serviceId,
      needsIdentity: rule?.needsIdentity ?? false,
      needsSelfie: rule?.needsSelfie ?? false,
      categories: categoryRows
        .filter((r) => r.serviceId === serviceId && r.category)
        .map((r) => r.category as string),
    };
  });

  return {
    categories,
    catalogue,
    rules,
    previousName: previousName.some((r) => r.value === 'Y'),
    // One current upload per DocID is the invariant upload_image keeps; if two ever exist, the newest wins.
    loaded: [...new Map(loaded.map((d) => [d.docId, d])).values()].map((d) => ({
      docId: d.docId,
      docName: d.docName,
      category: d.category,
      kind: d.kind,
      location: d.location,
      sighted: d.sighted,
    })),
  };
}
