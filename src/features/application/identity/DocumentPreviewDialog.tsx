// A preview of a stored document or selfie: the file comes through POST /utilities/download_image {url} (files are
// served only through that authorised call), shown as an image, or as a PDF with a link to open it full screen
// (phones do not draw a PDF inside a page).
import { useEffect, useState } from 'react';
import { Button, Callout, Dialog, Flex, Spinner, Text } from '@radix-ui/themes';
import { ExclamationTriangleIcon, ExternalLinkIcon } from '@radix-ui/react-icons';
import { errorText } from '../../../app/api';
import { useObjectUrl } from '../../../../widgets/upload';
import { downloadDocument } from './identityApi';

export interface PreviewTarget {
  name: string;
  location: string;
}

type Loaded = { state: 'loading' } | { state: 'failed'; message: string } | { state: 'ready'; blob: Blob };

function isPdfFile(blob: Blob, location: string): boolean {
  return blob.type === 'application/pdf' || (blob.type === '' && location.toLowerCase().endsWith('.pdf'));
}

function PreviewBody({ target }: { target: PreviewTarget }) {
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });
  const url = useObjectUrl(loaded.state === 'ready' ? loaded.blob : null);

  useEffect(() => {
    let current = true;
    downloadDocument(target.location).then(
      (file) => current && setLoaded({ state: 'ready', blob: file.blob }),
      (error: unknown) => current && setLoaded({ state: 'failed', message: errorText(error) }),
    );
    return () => {
      current = false;
    };
  }, [target.location]);

  if (loaded.state === 'failed') {
    return (
      <Callout.Root color="red" role="alert">
        <Callout.Icon>
          <ExclamationTriangleIcon />
        </Callout.Icon>
        <Callout.Text>{loaded.message}</Callout.Text>
      </Callout.Root>
    );
  }
  if (loaded.state === 'loading' || !url) {
    return (
      <Flex align="center" gap="2" py="6" justify="center">
        <Spinner /> <Text size="2">Loading the document…</Text>
      </Flex>
    );
  }
  if (isPdfFile(loaded.blob, target.location)) {
    return (
      <Flex direction="column" gap="3" className="identity-preview">
        <iframe src={url} title={`${target.name} (PDF)`} />
        <Button asChild size="3" variant="soft">
          <a href={url} target="_blank" rel="noopener">
            <ExternalLinkIcon /> Open the PDF
          </a>
        </Button>
      </Flex>
    );
  }
  return (
    <div className="identity-preview">
      <img src={url} alt={target.name} />
    </div>
  );
}

export function DocumentPreviewDialog({ target, onClose }: { target: PreviewTarget | null; onClose(): void }) {
  return (
    <Dialog.Root open={target !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <Dialog.Content maxWidth="720px" aria-describedby={undefined}>
        <Dialog.Title>{target?.name ?? 'Preview'}</Dialog.Title>
        {target && <PreviewBody key={target.location} target={target} />}
        <Flex justify="end" mt="4">
          <Dialog.Close>
            <Button type="button" size="3" variant="soft" color="gray">
              Close
            </Button>
          </Dialog.Close>
        </Flex>
      </Dialog.Content>
    </Dialog.Root>
  );
}
