// The public references form, /referencesform/:orderId/:refereeId (portal §2, §4, §5; issue 13): no sign-in, the
// link of the invitation mail. States of §4: loading, the form, 'Reference closed' (the load returned an empty list),
// the not-found picture (an unknown link: the load failed), and Thank you after sending. The form is the shared
// RefereeForm (the wizard's preview draws the same). The answers are kept in this browser as a draft until they are
// sent, so a long answer survives a reload or a dropped connection.
import { useCallback, useEffect, useState } from 'react';
import { useParams } from 'react-router-dom';
import { Box, Button, Callout, Card, Container, DataList, Flex, Heading, Link, Spinner, Text } from '@radix-ui/themes';
import { CheckCircledIcon, ExclamationTriangleIcon, LockClosedIcon } from '@radix-ui/react-icons';
import { api, ApiError } from '../../app/api';
import { useDocumentTitle } from '../../app/PageHeader';
import { RefereeForm } from '../../app/RefereeForm';
import { setSchemaCompiler, schemaCompiler, type SchemaCompiler } from '../../../widgets/schemaCompiler';
import { validatorModuleUrl } from '../../app/validators';
import type { ReferenceField } from '../../engine';
import { displayPhone } from '../../engine/patterns';
import {
  REFEREE_LINK_PRIVATE,
  refereeAnswersUse,
  refereeRequestWhy,
  type RefereeRequestFacts,
} from '../../engine/referee-request';
import { clearRefereeDraft, readRefereeDraft, writeRefereeDraft } from './refereeDraft';
import './references.css';

/** Portal §8 "References send failure". */
export const SEND_FAILED = 'Something went wrong. Please try later.';

type State =
  | { kind: 'loading' }
  | { kind: 'form'; fields: ReferenceField[]; request: RefereeRequestFacts | null }
  | { kind: 'closed' }
  | { kind: 'not-found' }
  | { kind: 'failed'; message: string }
  | { kind: 'thanks' };

const asId = (value: string | undefined) => (value && /^[0-9]{1,16}$/.test(value) ? Number(value) : null);

/**
 * The referee has no session for POST /validators: while this page is open, the form's validator is compiled by the
 * public call of this link (the server compiles the schema it builds itself).
 */
function useLinkCompiler(orderID: number | null, refereeID: number | null) {
  useEffect(() => {
    if (orderID === null || refereeID === null) return;
    let previous: SchemaCompiler | undefined;
    try {
      previous = schemaCompiler();
    } catch {
      previous = undefined;
    }
    setSchemaCompiler({
      async compile(schemas) {
        // The link's call compiles the one form the server builds for it (the page draws it in one piece).
        if (schemas.length !== 1) throw new Error("The referee's form is compiled as one schema");
        const { digest } = await api.call('POST /website/references_form_validator', { body: { orderID, refereeID } }, { public: true });
        return validatorModuleUrl(digest);
      },
    });
    return () => {
      if (previous) setSchemaCompiler(previous);
    };
  }, [orderID, refereeID]);
}

export function ReferencesFormPage() {
  useDocumentTitle('Reference form');
  const params = useParams();
  const orderID = asId(params.orderId);
  const refereeID = asId(params.refereeId);
  const [state, setState] = useState<State>(() => (orderID && refereeID ? { kind: 'loading' } : { kind: 'not-found' }));
  const [sending, setSending] = useState(false);
  const [sendError, setSendError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  useLinkCompiler(orderID, refereeID);

  useEffect(() => {
    if (orderID === null || refereeID === null) return;
    let live = true;
    const pair = { body: { orderID, refereeID } };
    Promise.all([
      api.call('POST /website/references_form_get', pair, { public: true }),
      api.call('POST /website/references_form_request', pair, { public: true }),
    ]).then(
      ([Fields, { Request }]) => {
        if (!live) return;
        if (Fields.length === 0) {
          clearRefereeDraft(orderID, refereeID);
          setState({ kind: 'closed' });
        } else setState({ kind: 'form', fields: Fields as ReferenceField[], request: Request });
      },
      (error: unknown) => {
        if (!live) return;
        const status = error instanceof ApiError ? error.status : 0;
        // An unknown link (and a failed load, §4: status 500) shows the not-found picture; a refused burst or a lost
        // connection is said as such, with a way to try again.
        if (status === 429 || status === 0) {
          setState({ kind: 'failed', message: (error as ApiError).serverMessage ?? (error as Error).message });
        } else setState({ kind: 'not-found' });
      },
    );
    return () => {
      live = false;
    };
  }, [orderID, refereeID, attempt]);

  const keepDraft = useCallback(
    (data: Record<string, unknown>) => {
      if (orderID !== null && refereeID !== null) writeRefereeDraft(orderID, refereeID, data);
    },
    [orderID, refereeID],
  );

  const send = useCallback(
    async (answers: ReferenceField[]) => {
      if (orderID === null || refereeID === null) return;
      setSending(true);
      setSendError(null);
      try {
        const { status } = await api.call(
          'POST /website/references_form_post',
          { body: { orderID, refereeID, answers, IPAddress: '' } },
          { public: true },
        );
        clearRefereeDraft(orderID, refereeID);
        setState({ kind: status === 'received' ? 'thanks' : 'closed' });
      } catch (error) {
        // The answers stay on the form (and in the draft): nothing typed is lost.
        const server = error instanceof ApiError && error.status === 400 ? error.serverMessage : null;
        setSendError(server ? `${SEND_FAILED} ${server}` : SEND_FAILED);
      } finally {
        setSending(false);
      }
    },
    [orderID, refereeID],
  );

  return (
    <Box className="referee-page" px={{ initial: '3', sm: '5' }} py={{ initial: '4', sm: '6' }}>
      <Container size="3">
        <Card size={{ initial: '2', sm: '3' }} asChild>
          <main aria-busy={state.kind === 'loading'}>
            {state.kind === 'loading' && (
              <Flex align="center" gap="3" py="6" justify="center" role="status">
                <Spinner size="3" />
                <Text>Loading the reference form…</Text>
              </Flex>
            )}
            {state.kind === 'form' && orderID !== null && refereeID !== null && (
              <>
                <Heading as="h1" size="6" mb="4">
                  {state.request ? `Reference for ${state.request.Applicant}` : 'Reference form'}
                </Heading>
                {state.request && <AboutRequest facts={state.request} />}
                {sendError && (
                  <Callout.Root color="red" role="alert" mb="3">
                    <Callout.Icon>
                      <ExclamationTriangleIcon aria-hidden />
                    </Callout.Icon>
                    <Callout.Text>{sendError}</Callout.Text>
                  </Callout.Root>
                )}
                <RefereeForm
                  id="references-form"
                  fields={state.fields}
                  initialData={readRefereeDraft(orderID, refereeID) ?? undefined}
                  onChange={keepDraft}
                  onSend={(answers) => void send(answers)}
                  busy={sending}
                />
              </>
            )}
            {state.kind === 'closed' && (
              <Outcome icon={<LockClosedIcon width="40" height="40" aria-hidden />} title="Reference closed">
                This reference has already been answered or is no longer needed. Thank you for your time.
              </Outcome>
            )}
            {state.kind === 'thanks' && (
              <Outcome icon={<CheckCircledIcon width="40" height="40" color="var(--green-11)" aria-hidden />} title="Thank you">
                Your reference has been sent. You can close this page.
              </Outcome>
            )}
            {state.kind === 'not-found' && (
              <Outcome icon={<NotFoundPicture />} title="Reference form not found">
                This link does not lead to a reference form. Please check that you opened the whole link from the email.
              </Outcome>
            )}
            {state.kind === 'failed' && (
              <Outcome icon={<ExclamationTriangleIcon width="40" height="40" aria-hidden />} title="The form could not be loaded">
                {state.message}
                <Flex justify="center" mt="4">
                  <Button
                    onClick={() => {
                      setState({ kind: 'loading' });
                      setAttempt((n) => n + 1);
                    }}
                  >
                    Try again
                  </Button>
                </Flex>
              </Outcome>
            )}
          </main>
        </Card>
      </Container>
    </Box>
  );
}

/**
 * Who asks, for whom, why, how the answers are used and whom to ask about it (issue 30): a referee must be able to
 * tell a real request from a phishing mail before answering. The words are the invitation mail's.
 */
function AboutRequest({ facts }: { facts: RefereeRequestFacts }) {
  return (
    <Card variant="surface" mb="5" asChild>
      <section aria-labelledby="about-request">
        <Heading as="h2" size="4" mb="2" id="about-request">
          About this request
        </Heading>
        <Text as="p" size="3" mb="3">
          {refereeRequestWhy(facts)}
        </Text>
        <DataList.Root orientation={{ initial: 'vertical', sm: 'horizontal' }} size="2">
          <DataList.Item>
            <DataList.Label minWidth="170px">Requested by</DataList.Label>
            <DataList.Value>{facts.Organisation}</DataList.Value>
          </DataList.Item>
          <DataList.Item>
            <DataList.Label minWidth="170px">Reference for</DataList.Label>
            <DataList.Value>{facts.Applicant}</DataList.Value>
          </DataList.Item>
          <DataList.Item>
            <DataList.Label minWidth="170px">How your answers are used</DataList.Label>
            <DataList.Value>{refereeAnswersUse(facts)}</DataList.Value>
          </DataList.Item>
          <DataList.Item>
            <DataList.Label minWidth="170px">Questions about it</DataList.Label>
            <DataList.Value>
              <Flex direction="column" gap="1">
                <Text>{facts.ContactName}</Text>
                {facts.ContactEmail && <Link href={`mailto:${facts.ContactEmail}`}>{facts.ContactEmail}</Link>}
                {facts.ContactPhone && <Link href={`tel:${facts.ContactPhone.replace(/\s/g, '')}`}>{displayPhone(facts.ContactPhone)}</Link>}
              </Flex>
            </DataList.Value>
          </DataList.Item>
        </DataList.Root>
        <Text as="p" size="2" color="gray" mt="3">
          {REFEREE_LINK_PRIVATE}
        </Text>
      </section>
    </Card>
  );
}

function Outcome({ icon, title, children }: { icon: React.ReactNode; title: string; children: React.ReactNode }) {
  return (
    <Flex direction="column" align="center" gap="3" py="6" style={{ textAlign: 'center' }}>
      {icon}
      <Heading as="h1" size="6">
        {title}
      </Heading>
      <Text as="div" color="gray" size="3" style={{ maxWidth: 460 }}>
        {children}
      </Text>
    </Flex>
  );
}

/** The not-found picture of §4: a torn page with a question mark. */
function NotFoundPicture() {
  return (
    <svg className="referee-not-found" viewBox="0 0 120 120" width="120" height="120" aria-hidden="true">
      <rect x="22" y="14" width="76" height="92" rx="8" fill="var(--gray-3)" stroke="var(--gray-8)" strokeWidth="3" />
      <path d="M22 78 L40 70 L56 80 L72 70 L98 80" fill="none" stroke="var(--gray-8)" strokeWidth="3" />
      <text x="60" y="62" textAnchor="middle" fontSize="40" fontWeight="700" fill="var(--gray-10)">
        ?
      </text>
    </svg>
  );
}

export default ReferencesFormPage;
