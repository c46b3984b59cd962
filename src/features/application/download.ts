// Saving a file the API answered (api.download) on the user's device.
import type { DownloadedFile } from '../../app/api';

export function saveDownloadedFile(file: DownloadedFile, fallbackName: string): void {
  const url = URL.createObjectURL(file.blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = file.fileName ?? fallbackName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked after the click has been handled, or the download may not start.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
