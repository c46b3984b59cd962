// Preview and download of one stored file of the order, through the authorised download call. The preview shows an
// image or a PDF in a dialog (a blob: URL, which the page's policy allows in a frame); anything else is downloaded.
// Once the retention policy deleted the order's files, both show what happened instead (never a link that fails).
import { useState } from 'react';
import useSWR from 'swr';
import { Button, Dialog, Flex, Text } from '@radix-ui/themes';
import { useObjectUrl } from '../../../widgets';
import { notify } from '../../app/notices';
import { errorText } from '../../app/api';
import { fetchFile, saveFile } from './files';
import { Loading } from '../../app/Loading';

export interface FileButtonsProps {
  location: string;
  /** What the file is, for the buttons' names ('Download Australian passport'). */
  name: string;
  mimeType?: string;
  /** The name to save under when the server gives none. */
  fileName: string;
  /** The retention notice of the order's files once deleted ('Deleted on 3 March 2027 under the retention policy'). */
  deleted?: string;
}

/** What stands in place of a file, or answers, the retention policy deleted. */
export function DeletedNotice({ notice }: { notice: string }) {
  return (
    <Text size="2" color="gray">
      {notice}.
    </Text>
  );
}

export function DownloadButton({ location, name, fileName, deleted }: Omit<FileButtonsProps, 'mimeType'>) {
  const [busy, setBusy] = useState(false);
  if (deleted) return <DeletedNotice notice={deleted} />;
  const download = async () => {
    setBusy(true);
    try {
      await saveFile(location, fileName);
    } catch (error) {
      notify(errorText(error), 'error');
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button size="1" variant="soft" loading={busy} onClick={() => void download()} aria-label={`Download ${name}`}>
      Download
    </Button>
  );
}

function Preview({ location, name, mimeType }: { location: string; name: string; mimeType: string }) {
  const { data, error } = useSWR(['file', location], () => fetchFile(location), { revalidateOnFocus: false });
  const url = useObjectUrl(data?.blob);
  if (error) {
    return (
      <Text color="red" role="alert">
        {errorText(error)}
      </Text>
    );
  }
  if (!url) {
    return <Loading what="Loading the file…" />;
  }
  if (mimeType === 'application/pdf') return <iframe className="bo-preview-frame" src={url} title={name} />;
  return <img className="bo-preview-image" src={url} alt={name} />;
}

export function FileButtons({ location, name, mimeType = '', fileName, deleted }: FileButtonsProps) {
  if (deleted) return <DeletedNotice notice={deleted} />;
  const previewable = mimeType.startsWith('image/') || mimeType === 'application/pdf';
  return (
    <Flex gap="2" wrap="wrap">
      {previewable ? (
        <Dialog.Root>
          <Dialog.Trigger>
            <Button size="1" variant="soft" color="gray" aria-label={`Preview ${name}`}>
              Preview
            </Button>
          </Dialog.Trigger>
          <Dialog.Content maxWidth="900px" aria-describedby={undefined}>
            <Dialog.Title>{name}</Dialog.Title>
            <Preview location={location} name={name} mimeType={mimeType} />
            <Flex justify="end" mt="3" gap="3">
              <DownloadButton location={location} name={name} fileName={fileName} />
              <Dialog.Close>
                <Button variant="soft" color="gray">
                  Close
                </Button>
              </Dialog.Close>
            </Flex>
          </Dialog.Content>
        </Dialog.Root>
      ) : null}
      <DownloadButton location={location} name={name} fileName={fileName} />
    </Flex>
  );
}
