// /jobAdderOAuthHandler: JobAdder sends the user back here with ?code=... after they allowed access
// (portal §2, §4, §7). The code goes to POST /job-adder/auth with the session token and the UserId header.
import { useEffect, useRef, useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { Flex, Heading, Link, Spinner, Text } from '@radix-ui/themes';
import { api } from '../../app/api';
import { notify } from '../../app/notices';
import { useDocumentTitle } from '../../app/PageHeader';
import { sessionStore } from '../../app/session-store';
import { AuthScreen } from './AuthScreen';

export const JOB_ADDER_SUCCESS = 'JobAdder OAuth Successfully completed';
export const JOB_ADDER_FAILED = 'Job Adder authentication failed';

export function JobAdderReturnPage() {
  const [params] = useSearchParams();
  const code = params.get('code');
  const [done, setDone] = useState(false);
  // An authorisation code can be used once: never send the same one twice (React may run effects twice).
  const sentFor = useRef<string | null>(null);
  useDocumentTitle('JobAdder');

  useEffect(() => {
    if (sentFor.current === code) return;
    sentFor.current = code;
    if (!code) {
      notify(JOB_ADDER_FAILED, 'error');
      setDone(true);
      return;
    }
    const user = sessionStore.getUser();
    api
      .undeclared('POST', '/job-adder/auth', { authCode: code }, { headers: user ? { UserId: String(user.Id) } : {} })
      .then(() => notify(JOB_ADDER_SUCCESS, 'success'))
      .catch(() => notify(JOB_ADDER_FAILED, 'error'))
      .finally(() => setDone(true));
  }, [code]);

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
