// Account Information: where the user is signed in (issue 32). Each live session with its device in words, address,
// when it signed in and was last seen; sign out any other one, or every other one at once. This device signs out
// with the menu's Sign out.
import { useCallback, useState } from 'react';
import { Badge, Box, Button, Card, Flex, Heading, Separator, Text } from '@radix-ui/themes';
import type { ReplyOf } from '../../../schemas/api';
import { api } from '../../app/api';
import { Loading } from '../../app/Loading';
import { notify } from '../../app/notices';
import { RefusalCallout } from '../../app/RefusalCallout';
import { useAction } from '../../app/useAction';
import { useApi } from '../../app/useApi';

type Session = ReplyOf<'GET /auth/sessions'>[number];

const shown = (iso: string) => new Date(iso).toLocaleString('en-AU', { dateStyle: 'medium', timeStyle: 'short' });

export function SessionsCard() {
  const list = useApi('GET /auth/sessions', {});
  const reload = useCallback(() => void list.mutate(), [list]);
  const endOthers = useAction(
    useCallback(() => api.call('POST /auth/sessions/end-others', {}), []),
    useCallback(() => {
      notify('Every other session is signed out.', 'success');
      reload();
    }, [reload]),
  );

  let body;
  if (list.error) {
    body = <RefusalCallout text={list.error.message} />;
  } else if (!list.data) {
    body = <Loading what="Loading your sessions" />;
  } else {
    const others = list.data.filter((s) => !s.current).length;
    body = (
      <Flex direction="column" gap="3">
        <Box asChild>
          <ul aria-label="Your sessions" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {list.data.map((session, i) => (
              <li key={session.id}>
                {i > 0 ? <Separator size="4" my="3" /> : null}
                <SessionRow session={session} onEnded={reload} />
              </li>
            ))}
          </ul>
        </Box>
        <RefusalCallout text={endOthers.error} />
        {others > 0 ? (
          <Flex justify="end">
            <Button variant="soft" color="red" loading={endOthers.busy} onClick={() => void endOthers.run()}>
              Sign out everywhere else
            </Button>
          </Flex>
        ) : (
          <Text as="p" size="2" color="gray">
            You are not signed in anywhere else.
          </Text>
        )}
      </Flex>
    );
  }

  return (
    <Card size={{ initial: '2', sm: '3' }}>
      <Heading as="h2" size="4" mb="3">
        Where you are signed in
      </Heading>
      {body}
    </Card>
  );
}

function SessionRow({ session, onEnded }: { session: Session; onEnded(): void }) {
  const [gone, setGone] = useState(false);
  const end = useAction(
    useCallback(() => api.call('POST /auth/sessions/end', { body: { sessionId: session.id } }), [session.id]),
    useCallback(() => {
      setGone(true);
      notify(`${session.device} is signed out.`, 'success');
      onEnded();
    }, [session.device, onEnded]),
  );
  return (
    <Flex justify="between" align="center" gap="3" wrap="wrap" data-testid="session-row">
      <Flex direction="column" gap="1">
        <Flex gap="2" align="center" wrap="wrap">
          <Text weight="medium">{session.device}</Text>
          {session.current ? (
            <Badge color="green" size="1">
              This device
            </Badge>
          ) : null}
        </Flex>
        <Text size="2" color="gray">
          {session.ip || 'Unknown address'} · signed in {shown(session.signedInAt)} · last seen {shown(session.lastSeenAt)}
        </Text>
        <RefusalCallout text={end.error} />
      </Flex>
      {session.current ? null : (
        <Button
          variant="soft"
          color="gray"
          loading={end.busy}
          disabled={gone}
          onClick={() => void end.run()}
          aria-label={`Sign out ${session.device}, last seen ${shown(session.lastSeenAt)}`}
        >
          Sign out
        </Button>
      )}
    </Flex>
  );
}
