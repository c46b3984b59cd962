// The file rules of order-and-application §5 "Files" and §9, written once for both sides: the browser checks a file
// by its name and reported type BEFORE sending it (widgets/upload/fileRules.ts), the server checks it again by its
// content (server/routes/documents.ts). Their refusals are FILE_MESSAGES (messages.ts).

/** Spec §9: maximum upload size, in bytes (not MiB). */
export const MAX_UPLOAD_BYTES = 10_000_000;

/** The kinds of file the portal takes (§5 "Files": .jpg, .jpeg, .png, .pdf; a .jpeg is a jpg). */
export type FileKind = 'jpg' | 'png' | 'pdf';

/** The content type of each kind: what a browser reports for it, and what the server answers a download with. */
export const CONTENT_TYPES: Readonly<Record<FileKind, string>> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  pdf: 'application/pdf',
};

/** The file name extensions of each kind, lower case. */
export const FILE_EXTENSIONS: Readonly<Record<FileKind, readonly string[]>> = {
  jpg: ['jpg', 'jpeg'],
  png: ['png'],
  pdf: ['pdf'],
};

/** What a file is for: identity documents take photos and PDFs; a selfie is a photo. */
export type FilePurpose = 'document' | 'photo';

export const FILE_KINDS: Readonly<Record<FilePurpose, readonly FileKind[]>> = {
  document: ['jpg', 'png', 'pdf'],
  photo: ['jpg', 'png'],
};
