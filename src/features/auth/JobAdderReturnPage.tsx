// /jobAdderOAuthHandler: JobAdder sends the user back here with ?code=...&state=... after they allowed access
// (portal §2, §4, §7). Both go to POST /job-adder/auth with the session token and the UserId header; the server checks
// the state belongs to this session and exchanges the code.
import { useEffect, useRef, useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { Flex, Heading, Link, Spinner, Text } from '@radix-ui/themes';
import { api, ApiError } from '../../app/api';
import { notify } from '../../app/notices';
import { useDocumentTitle } from '../../app/PageHeader';
import { sessionStore } from '../../app/session-store';
import { AuthScreen } from './AuthScreen';

export const JOB_ADDER_SUCCESS = 'JobAdder OAuth Successfully completed';
export const JOB_ADDER_FAILED = 'Job Adder authentication failed';

export function JobAdderReturnPage() {
  const [params] = useSearchParams();
  const code = params.get('code');
  const state = params.get('state') ?? '';
  const [done, setDone] = useState(false);
  /** The server's reason for a refusal (a state of another session, a refused code), shown under Done. */
  const [reason, setReason] = useState('');
  // An authorisation code can be used once: never send the same one twice (React may run effects twice).
  const sentFor = useRef<string | null>(null);
  useDocumentTitle('JobAdder');

  useEffect(() => {
    if (sentFor.current === code) return;
    sentFor.current = code;
    if (!code || !state) {
      notify(JOB_ADDER_FAILED, 'error');
      setDone(true);
      return;
    }
    const user = sessionStore.getUser();
    api
      .call('POST /job-adder/auth', { body: { authCode: code, state } }, { headers: user ? { UserId: String(user.Id) } : {} })
      .then(() => notify(JOB_ADDER_SUCCESS, 'success'))
      .catch((error: unknown) => {
        notify(JOB_ADDER_FAILED, 'error');
        if (error instanceof ApiError && error.serverMessage) setReason(error.serverMessage);
      })
      .finally(() => setDone(true));
  }, [code, state]);

  return (
    <AuthScreen>
      <Flex direction="column" gap="4" aria-live="polite">
        <Heading as="h1" size="6">
          JobAdder
        </Heading>
        {done ? (
          <>
            <Text as="p" size="3">
              Done.
            </Text>
            {reason ? (
              <Text as="p" size="2" color="red">
                {reason}
              </Text>
            ) : null}
            <Link asChild size="2">
              <RouterLink to="/admin/thirdparties">Go back</RouterLink>
            </Link>
          </>
        ) : (
          <Flex align="center" gap="2">
            <Spinner />
            <Text size="3">Loading...</Text>
          </Flex>
        )}
      </Flex>
    </AuthScreen>
  );
}

export default JobAdderReturnPage;
