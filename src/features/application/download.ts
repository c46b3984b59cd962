// Saving a file the API answered (api.download) on the user's device.
import type { DownloadedFile } from '../../app/api';
import { saveBlob } from '../../app/saveFile';

export function saveDownloadedFile(file: DownloadedFile, fallbackName: string): void {
  saveBlob(file.blob, file.fileName ?? fallbackName);
}
