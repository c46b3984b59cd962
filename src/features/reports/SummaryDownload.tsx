// The Order Summary download of a type 1 details row (portal §2 "Report details", §7 download_image): the order's
// summary report through the one authorised download call, saved as {orderId}_SummaryReport with the extension of
// the file's type.
import { useState } from 'react';
import { DownloadIcon } from '@radix-ui/react-icons';
import { IconButton, Tooltip } from '@radix-ui/themes';
import { api } from '../../app/api';
import { saveBlob } from '../../app/saveFile';

const EXTENSIONS: Record<string, string> = { 'application/pdf': 'pdf', 'text/html': 'html', 'image/png': 'png', 'image/jpeg': 'jpg' };

export interface SummaryDownloadProps {
  orderId: number | string;
  location: string;
  onError(): void;
}

export function SummaryDownload({ orderId, location, onError }: SummaryDownloadProps) {
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      const { blob } = await api.download('POST /utilities/download_image', { body: { url: location } });
      const extension = EXTENSIONS[blob.type.split(';')[0]] ?? 'pdf';
      saveBlob(blob, `${orderId}_SummaryReport.${extension}`);
    } catch {
      onError();
    } finally {
      setBusy(false);
    }
  };
  return (
    <Tooltip content="Order Summary">
      <IconButton size="1" variant="ghost" loading={busy} aria-label={`Order Summary of order ${orderId}`} onClick={download}>
        <DownloadIcon />
      </IconButton>
    </Tooltip>
  );
}
