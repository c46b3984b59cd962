// The pure document rules (server/domain/documents.ts) and content sniffing (server/storage.ts), on hand-made
// situations: what the seeded catalogue does not exercise (required documents, services without category rows).
import { describe, expect, it } from 'vitest';
import {
  categoryProgress,
  documentEntries,
  documentsVerdict,
  loadedDocumentRows,
  neededCategories,
  uploadTargetFor,
  type DocumentSituation,
} from '../../server/domain/documents';
import { sniffFileKind } from '../../server/storage';
import { jpegFile, pngFile } from './documents-files';

const A = 'Primary (Category A)';
const B = 'Secondary (Category B)';
const S = 'Support';

function situation(overrides: Partial<DocumentSituation> = {}): DocumentSituation {
  return {
    categories: [
      { category: S, description: '', minRequired: 1, sort: 9 },
      { category: A, description: '', minRequired: 1, sort: 1 },
      { category: B, description: '', minRequired: 2, sort: 2 },
    ],
    catalogue: [
      { docId: 'AUPASSPORT', docName: 'Australian passport', category: A, kind: 'identity', required: false, sort: 1 },
      { docId: 'DRIVERLICENCE', docName: 'Australian driver licence', category: B, kind: 'identity', required: false, sort: 2 },
      { docId: 'PROOFOFAGE', docName: 'Proof of age or photo card', category: B, kind: 'identity', required: false, sort: 3 },
      { docId: 'DEEDPOLL', docName: 'Deed Poll', category: S, kind: 'support', required: false, sort: 4 },
    ],
    rules: [{ serviceId: 'PC', needsIdentity: true, needsSelfie: true, categories: [] }],
    previousName: false,
    loaded: [],
    ...overrides,
  };
}

const upload = (docId: string, category: string | null, kind = 'identity') => ({
  docId,
  docName: docId,
  category,
  kind,
  location: `${docId.toLowerCase()}.png`,
  sighted: 'N',
});

describe('document rules', () => {
  it('needs every identity category, in sort order, when a service names none; Support only with a previous name', () => {
    expect(neededCategories(situation()).map((c) => c.category)).toEqual([A, B]);
    expect(neededCategories(situation({ previousName: true })).map((c) => c.category)).toEqual([A, B, S]);
    expect(neededCategories(situation({ rules: [], previousName: true }))).toEqual([]);
    const onlyA = situation({ rules: [{ serviceId: 'CR', needsIdentity: true, needsSelfie: false, categories: [A] }] });
    expect(neededCategories(onlyA).map((c) => c.category)).toEqual([A]);
  });

  it('counts a category complete at its minimum, and a required document keeps it pending until loaded', () => {
    const oneB = situation({ loaded: [upload('AUPASSPORT', A), upload('DRIVERLICENCE', B)] });
    expect(categoryProgress(oneB).map((c) => [c.Category, c.categoryColor, c.loaded, c.req])).toEqual([
      [A, 'GREEN', 1, 1],
      [B, 'ORANGE', 1, 2],
    ]);

    const withRequired = situation({
      catalogue: situation().catalogue.map((d) => (d.docId === 'AUPASSPORT' ? { ...d, required: true } : d)),
      categories: situation().categories.map((c) => ({ ...c, minRequired: 0 })),
    });
    expect(categoryProgress(withRequired)[0]).toMatchObject({ Category: A, categoryStatus: 'Pending', categoryColor: 'ORANGE' });
    expect(documentEntries(withRequired).find((e) => e.DocID === 'AUPASSPORT')!.docStatus).toBe('UPLOAD');
    expect(documentEntries(withRequired).find((e) => e.DocID === 'DRIVERLICENCE')!.docStatus).toBe('SELECT');
    expect(loadedDocumentRows(withRequired)).toEqual([
      { DocID: 'AUPASSPORT', DocName: 'Australian passport', Category: A, DocLocation: '', DOCSighted: 'N', type: 'identity', status: 'Pending' },
    ]);
  });

  it('reports pending documents before the selfie, and exempts client users from the selfie', () => {
    expect(documentsVerdict(situation())).toEqual({ complete: false, message: 'Please upload the pending documents list.' });
    const allLoaded = situation({
      loaded: [upload('AUPASSPORT', A), upload('DRIVERLICENCE', B), upload('PROOFOFAGE', B)],
    });
    expect(documentsVerdict(allLoaded)).toEqual({ complete: false, message: 'Please upload a photo of yourself.' });
    expect(documentsVerdict(allLoaded, { selfieExempt: true })).toEqual({ complete: true, message: '' });
    const withSelfie = { ...allLoaded, loaded: [...allLoaded.loaded, upload('SELFIE', null, 'selfie')] };
    expect(documentsVerdict(withSelfie)).toEqual({ complete: true, message: '' });
  });

  it('reads an upload name as a reserved name, a DocID or a DocName, and refuses what the order does not need', () => {
    const s = situation();
    expect(uploadTargetFor(s, 'selfie')).toMatchObject({ target: { docId: 'SELFIE', kind: 'selfie', accepts: ['jpg', 'png'] } });
    expect(uploadTargetFor(s, 'PARENTSIGN')).toMatchObject({ target: { kind: 'signature', accepts: ['png'] } });
    expect(uploadTargetFor(s, '  australian DRIVER licence ')).toMatchObject({ target: { docId: 'DRIVERLICENCE', category: B } });
    // Previous-name evidence may come before the personal step says so.
    expect(uploadTargetFor(s, 'DEEDPOLL')).toMatchObject({ target: { docId: 'DEEDPOLL', kind: 'support' } });
    expect(uploadTargetFor(situation({ rules: [] }), 'DEEDPOLL')).toEqual({
      error: 'Deed Poll is not one of the documents this order needs.',
    });
    expect(uploadTargetFor(s, '../../etc/passwd')).toEqual({ error: "'../../etc/passwd' is not a document we accept." });
  });
});

describe('content sniffing', () => {
  it('knows JPEG, PNG and PDF by their first bytes and nothing else', () => {
    expect(sniffFileKind(pngFile().subarray(0, 16))).toBe('png');
    expect(sniffFileKind(jpegFile().subarray(0, 16))).toBe('jpg');
    expect(sniffFileKind(Buffer.from('%PDF-1.7\n%âãÏÓ', 'latin1'))).toBe('pdf');
    expect(sniffFileKind(Buffer.from('GIF89a\x01\x00\x01\x00', 'latin1'))).toBeNull();
    expect(sniffFileKind(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(sniffFileKind(Buffer.from(' %PDF-1.7'))).toBeNull();
    expect(sniffFileKind(Buffer.from([0x89, 0x50, 0x4e]))).toBeNull();
    expect(sniffFileKind(Buffer.alloc(0))).toBeNull();
  });
});
