// Results and summary reports through the one authorised download call (portal §7 POST /utilities/download_image):
// an HTML answer opens in a new window (a blocked pop-up gives the notice of §8); anything else is saved, named by the
// order (`{orderId}_SummaryReport` for a summary report) with the extension of its type.
import { api } from './api';
import { saveBlob } from './saveFile';

/** Portal §8 "Blocked pop-up". */
export const POPUP_BLOCKED = 'Please allow pop-up windows to continue';

export class PopupBlockedError extends Error {
  constructor() {
    super(POPUP_BLOCKED);
    this.name = 'PopupBlockedError';
  }
}

const EXTENSIONS: Record<string, string> = {
  'application/pdf': 'pdf',
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'text/html': 'html',
  'text/plain': 'txt',
};

/** The extension of a blob's type ('application/pdf; charset=...' -> 'pdf'); 'bin' when unknown. */
export function extensionOf(type: string): string {
  const media = type.split(';')[0].trim().toLowerCase();
  return EXTENSIONS[media] ?? (media.split('/')[1]?.replace(/[^a-z0-9]/g, '') || 'bin');
}

/** What a download is, for its file name: a summary report or the results of one check. */
export type StoredFileKind = { kind: 'report'; orderId: number } | { kind: 'results'; orderId: number; serviceId: string };

export function downloadName(file: StoredFileKind, type: string): string {
  const base = file.kind === 'report' ? `${file.orderId}_SummaryReport` : `${file.orderId}_${file.serviceId}_Results`;
  return `${base}.${extensionOf(type)}`;
}

/**
 * Fetches the stored file at `location` and saves or shows it. Throws the API's error (its catalogue text) or
 * PopupBlockedError when an HTML answer could not open its window.
 */
export async function openStoredFile(location: string, file: StoredFileKind): Promise<void> {
  const { blob } = await api.download('POST /utilities/download_image', { body: { url: location } });
  if (extensionOf(blob.type) === 'html') {
    const url = URL.createObjectURL(blob);
    // Not 'noopener' in the features: with it window.open answers null even when the window opened, and a blocked
    // pop-up could not be told apart. The opener is cut by hand instead.
    const opened = window.open(url, '_blank');
    if (!opened) {
      URL.revokeObjectURL(url);
      throw new PopupBlockedError();
    }
    opened.opener = null;
    setTimeout(() => URL.revokeObjectURL(url), 60_000);
    return;
  }
  saveBlob(blob, downloadName(file, blob.type));
}

/** The referees' answers so far of an order's Reference Check (POST /orders/references_answers), saved as a PDF. */
export async function saveRefereeAnswers(orderId: number): Promise<void> {
  const { blob } = await api.download('POST /orders/references_answers', { body: { OrderID: orderId } });
  saveBlob(blob, `${orderId}_RC_Answers.${extensionOf(blob.type)}`);
}
