// /jobAdderOAuthHandler: JobAdder sends the user back here with ?code=...&state=... after they allowed access, or with
// ?error=access_denied when they did not (portal §2, §4, §7). A code and its state go to POST /job-adder/auth with the
// session token and the UserId header; the server checks the state belongs to this session and exchanges the code.
// Every outcome ends in a state of its own with the way back: linked, access not allowed, not configured, failed.
import { useEffect, useRef, useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { Callout, Flex, Heading, Link, Spinner, Text } from '@radix-ui/themes';
import { CheckCircledIcon, CrossCircledIcon, InfoCircledIcon } from '@radix-ui/react-icons';
import { api, ApiError } from '../../app/api';
import { JOB_ADDER_NOT_CONFIGURED } from '../../app/messages';
import { notify } from '../../app/notices';
import { useDocumentTitle } from '../../app/PageHeader';
import { sessionStore } from '../../app/session-store';
import { AuthScreen } from './AuthScreen';

export const JOB_ADDER_SUCCESS = 'JobAdder OAuth Successfully completed';
export const JOB_ADDER_FAILED = 'Job Adder authentication failed';
export const JOB_ADDER_LINKED_TEXT = 'Your JobAdder account is linked: the portal can now read and update your jobs.';
export const JOB_ADDER_DENIED_TEXT =
  'JobAdder was not linked: access was not allowed in JobAdder. You can try again from Third Parties whenever you are ready.';
export const JOB_ADDER_NO_CODE_TEXT = 'JobAdder was not linked: JobAdder sent no authorisation back. Please try again from Third Parties.';

type Outcome =
  | { kind: 'working' }
  | { kind: 'linked' }
  | { kind: 'denied' }
  | { kind: 'not-configured' }
  | { kind: 'failed'; reason: string };

/** What JobAdder's answer in the address means before anything is sent: null when there is a code to exchange. */
export function outcomeOfReturn(params: URLSearchParams): Outcome | null {
  const error = params.get('error');
  if (error === 'access_denied') return { kind: 'denied' };
  if (error) return { kind: 'failed', reason: params.get('error_description') || JOB_ADDER_NO_CODE_TEXT };
  if (!params.get('code') || !params.get('state')) return { kind: 'failed', reason: JOB_ADDER_NO_CODE_TEXT };
  return null;
}

function OutcomeCallout({ outcome }: { outcome: Exclude<Outcome, { kind: 'working' }> }) {
  if (outcome.kind === 'linked') {
    return (
      <Callout.Root color="green" role="status">
        <Callout.Icon>
          <CheckCircledIcon aria-hidden />
        </Callout.Icon>
        <Callout.Text>{JOB_ADDER_LINKED_TEXT}</Callout.Text>
      </Callout.Root>
    );
  }
  if (outcome.kind === 'not-configured') {
    return (
      <Callout.Root color="gray" role="status">
        <Callout.Icon>
          <InfoCircledIcon aria-hidden />
        </Callout.Icon>
        <Callout.Text>{JOB_ADDER_NOT_CONFIGURED}</Callout.Text>
      </Callout.Root>
    );
  }
  return (
    <Callout.Root color={outcome.kind === 'denied' ? 'amber' : 'red'} role="alert">
      <Callout.Icon>
        <CrossCircledIcon aria-hidden />
      </Callout.Icon>
      <Callout.Text>{outcome.kind === 'denied' ? JOB_ADDER_DENIED_TEXT : outcome.reason}</Callout.Text>
    </Callout.Root>
  );
}

export function JobAdderReturnPage() {
  const [params] = useSearchParams();
  const search = params.toString();
  const [outcome, setOutcome] = useState<Outcome>(() => outcomeOfReturn(params) ?? { kind: 'working' });
  // An authorisation code can be used once: never send the same one twice (React may run effects twice).
  const sentFor = useRef<string | null>(null);
  useDocumentTitle('JobAdder');

  useEffect(() => {
    const read = new URLSearchParams(search);
    const early = outcomeOfReturn(read);
    if (early) {
      setOutcome(early);
      return;
    }
    const code = read.get('code') ?? '';
    if (sentFor.current === code) return;
    sentFor.current = code;
    const user = sessionStore.getUser();
    api
      .call('POST /job-adder/auth', { body: { authCode: code, state: read.get('state') ?? '' } }, { headers: user ? { UserId: String(user.Id) } : {} })
      .then(() => {
        notify(JOB_ADDER_SUCCESS, 'success');
        setOutcome({ kind: 'linked' });
      })
      .catch((error: unknown) => {
        // 409: the portal has no JobAdder client; the page says so and who can set it up, with no toast.
        if (error instanceof ApiError && error.status === 409) return setOutcome({ kind: 'not-configured' });
        setOutcome({ kind: 'failed', reason: error instanceof ApiError && error.serverMessage ? `${JOB_ADDER_FAILED}: ${error.serverMessage}` : JOB_ADDER_FAILED });
      });
  }, [search]);

  return (
    <AuthScreen>
      <Flex direction="column" gap="4" aria-live="polite">
        <Heading as="h1" size="6">
          JobAdder
        </Heading>
        {outcome.kind === 'working' ? (
          <Flex align="center" gap="2">
            <Spinner />
            <Text size="3">Linking your JobAdder account…</Text>
          </Flex>
        ) : (
          <>
            <OutcomeCallout outcome={outcome} />
            <Link asChild size="3">
              <RouterLink to="/admin/thirdparties">Back to Third Parties</RouterLink>
            </Link>
          </>
        )}
      </Flex>
    </AuthScreen>
  );
}

export default JobAdderReturnPage;
