// The shape of an order's document situation: what documents-state.ts reads from the database and the pure rules
// of documents.ts decide on. Its own module so that neither of the two imports the other's file for it.

export interface DocumentCategory {
  category: string;
  description: string;
  minRequired: number;
  sort: number;
}

export interface CatalogueDocument {
  docId: string;
  docName: string;
  category: string | null;
  kind: string;
  required: boolean;
  sort: number;
}

/** The document needs of one (not cancelled) service of the order. */
export interface ServiceDocumentRule {
  serviceId: string;
  needsIdentity: boolean;
  needsSelfie: boolean;
  /** Categories this service needs; empty = every identity category. */
  categories: string[];
}

/** A current (not replaced) upload of the order. */
export interface LoadedDocument {
  docId: string;
  docName: string;
  category: string | null;
  kind: string;
  location: string;
  sighted: string;
}

export interface DocumentSituation {
  categories: DocumentCategory[];
  catalogue: CatalogueDocument[];
  rules: ServiceDocumentRule[];
  /** The applicant answered PreviousNameFlag Y: previous-name evidence (support documents) is needed. */
  previousName: boolean;
  loaded: LoadedDocument[];
}
