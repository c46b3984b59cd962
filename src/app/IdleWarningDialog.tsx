// The idle timer's warning, two minutes before the sign-out (portal §4, WCAG 2.2.1 "Timing adjustable"): stay signed
// in, which is activity here and a call that refreshes the server's session too, or sign out now.
import { useNavigate } from 'react-router-dom';
import { AlertDialog, Button, Flex } from '@radix-ui/themes';
import { api } from './api';
import { useIdleTimer } from './idle';
import { expireSession, signOut, useSessionUser } from './session';

/** Runs the idle timer of the pages on screen and shows its warning. */
export function IdleSession({ minutes }: { minutes: number }) {
  const user = useSessionUser();
  const navigate = useNavigate();
  const { warning, stayActive } = useIdleTimer(minutes, expireSession);

  const stay = () => {
    stayActive();
    // Any guarded call touches the server's session; this one is small and every signed-in user may make it. A
    // session the server already ended answers 401, which signs out as everywhere else.
    if (user) {
      api
        .call('GET /reports/dashboard_type/:userId', { params: { userId: String(user.Id) } })
        .catch(() => undefined);
    }
  };
  const leave = () => {
    signOut();
    navigate('/login', { replace: true });
  };

  return (
    <AlertDialog.Root open={warning}>
      <AlertDialog.Content maxWidth="440px" onEscapeKeyDown={stay}>
        <AlertDialog.Title>Are you still there?</AlertDialog.Title>
        <AlertDialog.Description size="2">
          For your security you will be signed out in 2 minutes because of inactivity.
        </AlertDialog.Description>
        <Flex gap="3" justify="end" mt="4" wrap="wrap">
          <AlertDialog.Cancel>
            <Button variant="soft" color="gray" onClick={leave}>
              Sign out
            </Button>
          </AlertDialog.Cancel>
          <AlertDialog.Action>
            <Button onClick={stay}>Stay signed in</Button>
          </AlertDialog.Action>
        </Flex>
      </AlertDialog.Content>
    </AlertDialog.Root>
  );
}
