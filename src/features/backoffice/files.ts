// An order's stored files (documents, signatures, results, the summary report) through the one authorised download
// call: saved on the device, or read for a preview.
import { api, type DownloadedFile } from '../../app/api';
import { saveBlob } from '../../app/saveFile';

export function fetchFile(location: string): Promise<DownloadedFile> {
  return api.download('POST /utilities/download_image', { body: { url: location } });
}

/** Downloads the file and saves it under the server's name, or `fallbackName`. */
export async function saveFile(location: string, fallbackName: string): Promise<void> {
  const file = await fetchFile(location);
  saveBlob(file.blob, file.fileName ?? fallbackName);
}
