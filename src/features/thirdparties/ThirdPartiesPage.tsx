// Third Parties, /admin/thirdparties (portal §2, §4 "Job-board"): the JobAdder link of the caller's company. GET
// /job-adder says whether it is linked (the token itself never reaches the browser) and gives the authorisation
// address (read, write and offline access; a state bound to this session); JobAdder sends the user back to
// /jobAdderOAuthHandler. A server without a JobAdder client id says the integration is not configured.
import { useEffect, useRef } from 'react';
import { Badge, Button, Callout, Card, Flex, Heading, Text } from '@radix-ui/themes';
import { CheckCircledIcon, ExternalLinkIcon, InfoCircledIcon } from '@radix-ui/react-icons';
import { JOB_ADDER_NOT_CONFIGURED } from '../../app/messages';
import { notify } from '../../app/notices';
import { PageHeader } from '../../app/PageHeader';
import { useApi } from '../../app/useApi';
import { Loading } from '../../app/Loading';

export const JOB_ADDER_FETCH_FAILED = 'Error Trying to fetch job adder information';
export const JOB_ADDER_RETRIEVED = 'JobAdder information retrieved';

/** 'Retrieved' once the link can be made or is made; a portal without the integration says so on the page, no toast. */
function useJobAdderNotices(state: { data?: { configured: boolean }; error?: { status: number } }) {
  const told = useRef(false);
  useEffect(() => {
    if (told.current) return;
    if (state.data?.configured) {
      told.current = true;
      notify(JOB_ADDER_RETRIEVED, 'success');
    } else if (state.error && state.error.status >= 500) {
      told.current = true;
      notify(JOB_ADDER_FETCH_FAILED, 'error');
    }
  }, [state.data, state.error]);
}

export function ThirdPartiesPage() {
  const info = useApi('GET /job-adder', {}, { revalidateOnFocus: true });
  useJobAdderNotices(info);

  let body;
  if (info.error) {
    body = (
      <Callout.Root color="red" role="alert">
        <Callout.Text>{info.error.status >= 500 ? JOB_ADDER_FETCH_FAILED : info.error.message}</Callout.Text>
      </Callout.Root>
    );
  } else if (!info.data) {
    body = <Loading what="Loading..." />;
  } else if (info.data.linked) {
    body = (
      <Callout.Root color="green" role="status">
        <Callout.Icon>
          <CheckCircledIcon />
        </Callout.Icon>
        <Callout.Text>
          Your JobAdder account is already linked{info.data.linkedAt ? ` (since ${info.data.linkedAt.slice(0, 10)})` : ''}.
        </Callout.Text>
      </Callout.Root>
    );
  } else if (!info.data.configured) {
    body = (
      <Callout.Root color="gray" role="status">
        <Callout.Icon>
          <InfoCircledIcon />
        </Callout.Icon>
        <Callout.Text>{JOB_ADDER_NOT_CONFIGURED}</Callout.Text>
      </Callout.Root>
    );
  } else {
    body = (
      <Flex direction="column" gap="3" align="start">
        <Text as="p" size="2">
          Link your company&apos;s JobAdder account with the portal. JobAdder asks you to sign in and to allow read and
          write access, kept while you are offline; you then come back here.
        </Text>
        <Button asChild size="3">
          <a href={info.data.authorizeUrl}>
            Link JobAdder <ExternalLinkIcon aria-hidden="true" />
          </a>
        </Button>
        <Text size="1" color="gray">
          Only a user with Full view access can complete the link.
        </Text>
      </Flex>
    );
  }

  return (
    <>
      <PageHeader title="Third Parties" description="Connect the portal to the systems your team already uses." />
      <Card size={{ initial: '2', sm: '3' }} style={{ maxWidth: 720 }}>
        <Flex align="center" gap="3" mb="3" wrap="wrap">
          <Heading as="h2" size="4">
            JobAdder
          </Heading>
          {info.data ? (
            <Badge color={info.data.linked ? 'green' : 'gray'}>{info.data.linked ? 'Linked' : 'Not linked'}</Badge>
          ) : null}
        </Flex>
        {body}
      </Card>
    </>
  );
}

export default ThirdPartiesPage;
