// The file rules of order-and-application §5 "Files" and §9: only .jpg, .jpeg, .png, .pdf, at most 10,000,000 bytes,
// checked in the browser BEFORE anything is sent (the server checks again, by content).

/** Spec §9: maximum upload size, in bytes (not MiB). */
export const MAX_UPLOAD_BYTES = 10_000_000;

/** Spec §5 "Files", verbatim. */
export const FILE_MESSAGES = {
  tooBig: 'This file is too big.',
  conditions: 'This file does not meet the conditions.',
  noFile: 'Please select a file',
} as const;

/** What a file is for: identity documents take photos and PDFs; a selfie is a photo. */
export type FilePurpose = 'document' | 'photo';

/** The browser's MIME type each accepted extension must come with. */
const TYPE_BY_EXTENSION: Readonly<Record<string, string>> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  pdf: 'application/pdf',
};

const EXTENSIONS: Readonly<Record<FilePurpose, readonly string[]>> = {
  document: ['jpg', 'jpeg', 'png', 'pdf'],
  photo: ['jpg', 'jpeg', 'png'],
};

/** The `accept` attribute of a file input for the purpose (extensions and types, so every picker filters). */
export function acceptFor(purpose: FilePurpose): string {
  const extensions = EXTENSIONS[purpose];
  const types = [...new Set(extensions.map((extension) => TYPE_BY_EXTENSION[extension]))];
  return [...extensions.map((extension) => `.${extension}`), ...types].join(',');
}

/** What the file manager tells the user it takes. */
export function conditionsText(purpose: FilePurpose): string {
  return purpose === 'document' ? 'JPG, PNG or PDF, up to 10 MB.' : 'JPG or PNG, up to 10 MB.';
}

function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
}

/**
 * The spec's message for a file that may not be uploaded, or null when it may.
 * - The type is judged by the extension AND by the type the browser reports, and the two must agree: a `.png` that
 *   the browser calls `text/plain` is refused, and so is a `.pdf` reported as `image/png`. An empty browser type
 *   (some Android pickers give none) leaves the extension to decide; the server then decides by the content.
 * - An empty file is no document, so it does not meet the conditions either.
 */
export function fileProblem(file: File | null | undefined, purpose: FilePurpose): string | null {
  if (!file) return FILE_MESSAGES.noFile;
  const extension = extensionOf(file.name);
  if (!EXTENSIONS[purpose].includes(extension)) return FILE_MESSAGES.conditions;
  const browserType = file.type.toLowerCase();
  if (browserType !== '' && browserType !== TYPE_BY_EXTENSION[extension]) return FILE_MESSAGES.conditions;
  if (file.size === 0) return FILE_MESSAGES.conditions;
  if (file.size > MAX_UPLOAD_BYTES) return FILE_MESSAGES.tooBig;
  return null;
}

/** A file size as people read it: 2.4 MB, 830 KB (decimal units, like the 10 MB limit). */
export function sizeText(bytes: number): string {
  if (bytes >= 1_000_000) return `${(bytes / 1_000_000).toFixed(1)} MB`;
  if (bytes >= 1_000) return `${Math.round(bytes / 1_000)} KB`;
  return `${bytes} bytes`;
}

export const isPdf = (file: File): boolean => extensionOf(file.name) === 'pdf' || file.type === 'application/pdf';
