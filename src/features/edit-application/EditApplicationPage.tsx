// /admin/edit-application/{orderId}: the edit screen (order-and-application §2.4, §4 "Edit screen", §5 "Edit submit").
// The items an operator sent back, by FormSection, each with its reason: the rejected fields drawn by the engine
// (EngineForm, every field required), the rejected documents with their edit / replace toggle and file manager, and
// SEND INFORMATION. 'There is no information to edit.' when nothing waits; 'Information Updated!' closes to home.
// The order comes from the address (the emailed link) or, from the Home page's EDIT, the current order.
import { useParams, useNavigate } from 'react-router-dom';
import { AlertDialog, Box, Button, Callout, Card, Flex, Heading, Spinner, Text } from '@radix-ui/themes';
import { ExclamationTriangleIcon, InfoCircledIcon, PaperPlaneIcon, ReloadIcon } from '@radix-ui/react-icons';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { PageHeader } from '../../app/PageHeader';
import { readCurrentOrderId, storeCurrentOrderId } from '../../app/currentOrder';
import { homePathFor, useSessionUser } from '../../app/session';
import { NOTHING_TO_EDIT } from '../../engine';
import { EngineForm } from '../../../widgets';
import { DocumentEditCard } from './DocumentEditCard';
import { EDIT_INTRO, INFORMATION_UPDATED, NO_ORDER_CHOSEN, UPDATED_TEXT } from './messages';
import { useEditApplication } from './useEditApplication';
import './edit-application.css';

export const IMPORTANT_TITLE = 'Important';

/** The order id of the address, else the current order chosen on the Home page. */
function useOrderId(): number | null {
  const rest = useParams()['*'] ?? '';
  const fromPath = /^[0-9]{1,9}$/.test(rest.replace(/\/$/, '')) ? Number(rest.replace(/\/$/, '')) : null;
  if (fromPath !== null && fromPath > 0) {
    storeCurrentOrderId(fromPath);
    return fromPath;
  }
  return readCurrentOrderId();
}

export function EditApplicationPage() {
  const orderId = useOrderId();
  return (
    <Box className="edit-application">
      <PageHeader title="Edit Application" description={orderId ? `Order ${orderId}` : undefined} />
      {orderId === null ? (
        <Card>
          <Text as="p">{NO_ORDER_CHOSEN}</Text>
        </Card>
      ) : (
        <EditScreen orderId={orderId} />
      )}
    </Box>
  );
}

function EditScreen({ orderId }: { orderId: number }) {
  const edit = useEditApplication(orderId);
  const navigate = useNavigate();
  const user = useSessionUser();
  const home = user ? homePathFor(user) : '/admin/home';

  if (edit.status === 'loading') {
    return (
      <Flex align="center" gap="2" py="6" justify="center" role="status">
        <Spinner size="3" />
        <Text color="gray">Loading the information to correct…</Text>
      </Flex>
    );
  }
  if (edit.status === 'error') {
    return (
      <Callout.Root color="red" role="alert">
        <Callout.Icon>
          <ExclamationTriangleIcon />
        </Callout.Icon>
        <Flex direction="column" gap="3" align="start">
          <Callout.Text>{edit.loadError}</Callout.Text>
          <Button type="button" size="2" variant="soft" onClick={edit.retry}>
            <ReloadIcon aria-hidden="true" />
            Try again
          </Button>
        </Flex>
      </Callout.Root>
    );
  }
  if (edit.status === 'empty') {
    return (
      <Card>
        <Text as="p" size="3">
          {NOTHING_TO_EDIT}
        </Text>
      </Card>
    );
  }

  const form = edit.form;
  return (
    <Flex direction="column" gap="5">
      <Callout.Root color="indigo">
        <Callout.Icon>
          <InfoCircledIcon />
        </Callout.Icon>
        <Callout.Text>{EDIT_INTRO}</Callout.Text>
      </Callout.Root>

      {form && (
        <EngineForm
          ref={edit.formRef}
          id="edit-application"
          schema={form.schema as RJSFSchema}
          uiSchema={form.uiSchemaFor(edit.data) as UiSchema}
          formData={edit.data}
          onChange={edit.onChange}
          customValidate={edit.customValidate}
          transformErrors={form.transformErrors}
          disabled={edit.sending}
        />
      )}

      {edit.documents.length > 0 && (
        <section aria-labelledby="edit-documents-title">
          <Heading as="h2" size="5" mb="3" id="edit-documents-title">
            Identity documents
          </Heading>
          <Flex direction="column" gap="3">
            {edit.documents.map((doc) => (
              <DocumentEditCard
                key={doc.entry.DocID}
                orderId={orderId}
                doc={doc}
                error={edit.documentErrors[doc.entry.DocID]}
                onToggle={() => edit.toggleMode(doc.entry.DocID)}
                onChoose={(choice) => edit.choose(doc.entry.DocID, choice)}
                upload={(file, onProgress, signal) => edit.upload(doc.entry.DocID, file, onProgress, signal)}
                disabled={edit.sending}
              />
            ))}
          </Flex>
        </section>
      )}

      <Flex justify="end">
        <Button type="button" size="3" onClick={() => void edit.send()} disabled={edit.sending} className="edit-send">
          {edit.sending ? <Spinner size="2" /> : <PaperPlaneIcon aria-hidden="true" />}
          Send Information
        </Button>
      </Flex>

      <AlertDialog.Root open={edit.important !== null} onOpenChange={(open) => (open ? undefined : edit.closeImportant())}>
        <AlertDialog.Content maxWidth="480px">
          <AlertDialog.Title>{IMPORTANT_TITLE}</AlertDialog.Title>
          <AlertDialog.Description size="3">{edit.important}</AlertDialog.Description>
          <Flex justify="end" mt="5">
            <AlertDialog.Action>
              <Button type="button" size="3">
                OK
              </Button>
            </AlertDialog.Action>
          </Flex>
        </AlertDialog.Content>
      </AlertDialog.Root>

      <AlertDialog.Root open={edit.done} onOpenChange={(open) => (open ? undefined : navigate(home))}>
        <AlertDialog.Content maxWidth="440px">
          <AlertDialog.Title>{INFORMATION_UPDATED}</AlertDialog.Title>
          <AlertDialog.Description size="3">{UPDATED_TEXT}</AlertDialog.Description>
          <Flex justify="end" mt="5">
            <AlertDialog.Action>
              <Button type="button" size="3" onClick={() => navigate(home)}>
                CLOSE
              </Button>
            </AlertDialog.Action>
          </Flex>
        </AlertDialog.Content>
      </AlertDialog.Root>
    </Flex>
  );
}
