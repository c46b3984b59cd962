// The file rules of order-and-application §5 "Files" and §9: only .jpg, .jpeg, .png, .pdf, at most 10,000,000 bytes,
// checked in the browser BEFORE anything is sent (the server checks again, by content). The limit, the kinds and the
// messages are the engine's (src/engine/files.ts, messages.ts), shared with the server.
import {
  CONTENT_TYPES,
  FILE_EXTENSIONS,
  FILE_KINDS,
  FILE_MESSAGES,
  MAX_UPLOAD_BYTES,
  type FileKind,
  type FilePurpose,
} from '../../src/engine';

export { FILE_MESSAGES, MAX_UPLOAD_BYTES, type FilePurpose };

/** The kind each accepted extension stands for. */
const KIND_BY_EXTENSION: ReadonlyMap<string, FileKind> = new Map(
  (Object.entries(FILE_EXTENSIONS) as [FileKind, readonly string[]][]).flatMap(([kind, extensions]) =>
    extensions.map((extension) => [extension, kind] as const),
  ),
);

/** The extensions a purpose takes: .jpg and .jpeg for a jpg. */
const extensionsFor = (purpose: FilePurpose): string[] => FILE_KINDS[purpose].flatMap((kind) => FILE_EXTENSIONS[kind]);

/** The `accept` attribute of a file input for the purpose (extensions and types, so every picker filters). */
export function acceptFor(purpose: FilePurpose): string {
  const extensions = extensionsFor(purpose);
  const types = FILE_KINDS[purpose].map((kind) => CONTENT_TYPES[kind]);
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
  const kind = KIND_BY_EXTENSION.get(extensionOf(file.name));
  if (!kind || !FILE_KINDS[purpose].includes(kind)) return FILE_MESSAGES.conditions;
  const browserType = file.type.toLowerCase();
  if (browserType !== '' && browserType !== CONTENT_TYPES[kind]) return FILE_MESSAGES.conditions;
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

export const isPdf = (file: File): boolean => extensionOf(file.name) === 'pdf' || file.type === CONTENT_TYPES.pdf;
