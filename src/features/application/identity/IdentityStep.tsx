// The identity documents step of the application (order-and-application §2.3 "Identity documents", §4, §5 "Identity
// NEXT" and "Files"): the requirements text, the categories, the lists of documents, the summary, the file manager
// with its progress bar, the preview, the selfie, and NEXT through set_documents.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Box, Button, Callout, Checkbox, Flex, Heading, Spinner, Text } from '@radix-ui/themes';
import { ExclamationTriangleIcon, InfoCircledIcon } from '@radix-ui/react-icons';
import { errorText } from '../../../app/api';
import { notify } from '../../../app/notices';
import { useSessionUser } from '../../../app/session';
import { FileManagerDialog, SelfieDialog, type UploadFile } from '../../../../widgets/upload';
import { ImportantDialog } from '../ImportantDialog';
import { isApproved, REFUSED_WITHOUT_REASON, saveErrorText, verdictMessage } from '../messages';
import { StepNav } from '../StepNav';
import { storeDocsMessage } from '../state';
import { CategoryAccordion } from './CategoryAccordion';
import { DocumentList } from './DocumentLists';
import { DocumentPreviewDialog, type PreviewTarget } from './DocumentPreviewDialog';
import {
  loadIdentitySituation,
  SELFIE_DOC,
  setDocuments,
  uploadOrderDocument,
  type IdentitySituation,
} from './identityApi';
import { buildIdentityView, nextRefusal, type DocumentView } from './identityModel';
import { SelfieSection } from './SelfieSection';
import { SummaryTable } from './SummaryTable';
import './identity.css';

export interface IdentityStepProps {
  orderId: number;
  /** False when the order's tabs include 'Self image capture' (§2.3): no selfie is asked for. */
  selfieRequired: boolean;
  onBack(): void;
  /** Called once set_documents approves the documents. */
  onNext(): void;
}

/** Ours: the sighted checkbox's text is the spec's (§5). */
export const SIGHTED_LABEL = 'I have sighted this document';

type Load = { state: 'loading' } | { state: 'failed'; message: string } | { state: 'ready'; situation: IdentitySituation };

/** Loads the step's five calls together; `reload` refreshes in place (the page stays as it is meanwhile). */
function useIdentitySituation(orderId: number) {
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const latest = useRef(0);
  const reload = useCallback(
    async (showLoading: boolean) => {
      const request = ++latest.current;
      if (showLoading) setLoad({ state: 'loading' });
      try {
        const situation = await loadIdentitySituation(orderId);
        if (request === latest.current) setLoad({ state: 'ready', situation });
      } catch (error) {
        // A failed refresh after an upload keeps what is shown (the upload itself succeeded).
        if (request === latest.current && showLoading) setLoad({ state: 'failed', message: errorText(error) });
      }
    },
    [orderId],
  );
  useEffect(() => {
    void reload(true);
    // A later answer of an earlier order must not land on this one.
    return () => {
      latest.current += 1;
    };
  }, [reload]);
  return { load, reload };
}

export function IdentityStep({ orderId, selfieRequired, onBack, onNext }: IdentityStepProps) {
  const user = useSessionUser();
  // Client users complete the form on an applicant's behalf: the sighted checkbox, no selfie requirement (§6).
  const isClient = user?.dashboardInfo.dashboardType === 'client';
  const { load, reload } = useIdentitySituation(orderId);

  const [selected, setSelected] = useState<ReadonlySet<string>>(() => new Set());
  const [uploaded, setUploaded] = useState<Readonly<Record<string, string>>>({});
  const [uploadTarget, setUploadTarget] = useState<DocumentView | null>(null);
  const [sighted, setSighted] = useState(false);
  const [selfieOpen, setSelfieOpen] = useState(false);
  const [preview, setPreview] = useState<PreviewTarget | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [important, setImportant] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const view = useMemo(
    () =>
      load.state === 'ready'
        ? buildIdentityView(load.situation, { selected, uploaded, selfieRequired, selfieExempt: isClient })
        : null,
    [load, selected, uploaded, selfieRequired, isClient],
  );

  const openUpload = (doc: DocumentView) => {
    setSighted(doc.sighted);
    setUploadTarget(doc);
  };

  const recordUpload = useCallback((docId: string, location: string) => {
    setUploaded((current) => ({ ...current, [docId]: location }));
    setSelected((current) => {
      if (!current.has(docId)) return current;
      const next = new Set(current);
      next.delete(docId);
      return next;
    });
    setRefusal(null);
  }, []);

  const uploadDocument = useCallback<UploadFile>(
    async (file, onProgress, signal) => {
      if (!uploadTarget) return;
      const location = await uploadOrderDocument(orderId, uploadTarget.DocName, file, {
        sighted: isClient && sighted,
        onProgress,
        signal,
      });
      recordUpload(uploadTarget.DocID, location);
    },
    [orderId, uploadTarget, isClient, sighted, recordUpload],
  );

  const uploadSelfie = useCallback<UploadFile>(
    async (file, onProgress, signal) => {
      const location = await uploadOrderDocument(orderId, SELFIE_DOC, file, { onProgress, signal });
      recordUpload(SELFIE_DOC, location);
    },
    [orderId, recordUpload],
  );

  const afterUpload = (docName: string) => {
    notify(`${docName} loaded.`, 'success');
    void reload(false);
  };

  const next = async () => {
    if (!view || saving) return;
    const refused = nextRefusal(view);
    setRefusal(refused);
    if (refused) return;
    setSaving(true);
    try {
      const verdict = await setDocuments(orderId);
      // §4: on the identity step the docs message is stored in either case.
      storeDocsMessage(orderId, verdictMessage(verdict));
      if (isApproved(verdict)) onNext();
      else setImportant(verdictMessage(verdict) || REFUSED_WITHOUT_REASON);
    } catch (error) {
      setRefusal(saveErrorText(error));
    } finally {
      setSaving(false);
    }
  };

  if (load.state === 'loading') {
    return (
      <Flex align="center" justify="center" gap="2" py="9">
        <Spinner size="3" /> <Text>Loading your documents…</Text>
      </Flex>
    );
  }
  if (load.state === 'failed') {
    return (
      <Flex direction="column" gap="4">
        <Callout.Root color="red" role="alert">
          <Callout.Icon>
            <ExclamationTriangleIcon />
          </Callout.Icon>
          <Callout.Text>{load.message}</Callout.Text>
        </Callout.Root>
        <Box>
          <Button type="button" size="3" variant="soft" onClick={() => void reload(true)}>
            Try again
          </Button>
        </Box>
        <StepNav onBack={onBack} onNext={() => undefined} nextDisabled />
      </Flex>
    );
  }

  if (!view) return null;

  const unselect = (doc: DocumentView) =>
    setSelected((current) => {
      const rest = new Set(current);
      rest.delete(doc.DocID);
      return rest;
    });
  const previewDocument = (doc: DocumentView) => setPreview({ name: doc.DocName, location: doc.location });

  return (
    <Flex direction="column" gap="5">
      {(view.requirement || view.nextStep) && (
        <Callout.Root color="indigo" variant="surface">
          <Callout.Icon>
            <InfoCircledIcon />
          </Callout.Icon>
          <Flex direction="column" gap="2">
            {view.requirement && <Callout.Text>{view.requirement}</Callout.Text>}
            {view.nextStep && <Callout.Text weight="medium">{view.nextStep}</Callout.Text>}
          </Flex>
        </Callout.Root>
      )}

      {view.categories.length > 0 && (
        <section aria-labelledby="identity-categories-title">
          <Heading as="h2" size="4" id="identity-categories-title" mb="3">
            Document categories
          </Heading>
          <CategoryAccordion
            categories={view.categories}
            onSelect={(doc) => {
              setSelected((current) => new Set(current).add(doc.DocID));
              setRefusal(null);
            }}
            onUpload={openUpload}
          />
        </section>
      )}

      <DocumentList
        title="Identity documents"
        documents={view.identityDocuments}
        emptyText={
          view.categories.length > 0
            ? 'No document chosen yet. Open a category above and SELECT the documents you will provide.'
            : undefined
        }
        selected={selected}
        showSighted={isClient}
        onUpload={openUpload}
        onPreview={previewDocument}
        onUnselect={unselect}
      />
      <DocumentList
        title="Support documents"
        documents={view.supportDocuments}
        selected={selected}
        showSighted={isClient}
        onUpload={openUpload}
        onPreview={previewDocument}
        onUnselect={unselect}
      />

      <SelfieSection
        selfie={view.selfie}
        onCapture={() => setSelfieOpen(true)}
        onPreview={() => setPreview({ name: 'Photo of yourself', location: view.selfie.location })}
      />

      <SummaryTable rows={view.summary} selfie={view.selfie} />

      {refusal && (
        <Callout.Root color="red" role="alert">
          <Callout.Icon>
            <ExclamationTriangleIcon />
          </Callout.Icon>
          <Callout.Text>{refusal}</Callout.Text>
        </Callout.Root>
      )}

      <StepNav onBack={onBack} onNext={() => void next()} busy={saving} />

      <FileManagerDialog
        open={uploadTarget !== null}
        onOpenChange={(open) => (open ? undefined : setUploadTarget(null))}
        title={uploadTarget?.DocName ?? ''}
        upload={uploadDocument}
        onUploaded={() => uploadTarget && afterUpload(uploadTarget.DocName)}
      >
        {isClient && (
          <Text as="label" size="3" className="identity-choice">
            <Checkbox size="3" checked={sighted} onCheckedChange={(value) => setSighted(value === true)} />
            {SIGHTED_LABEL}
          </Text>
        )}
      </FileManagerDialog>

      <SelfieDialog
        open={selfieOpen}
        onOpenChange={setSelfieOpen}
        upload={uploadSelfie}
        onUploaded={() => afterUpload('Selfie')}
      />

      <DocumentPreviewDialog target={preview} onClose={() => setPreview(null)} />
      <ImportantDialog message={important} onClose={() => setImportant(null)} />
    </Flex>
  );
}
