// Shown once when the idle timer signed the user out (portal §4). It lives at the root, not in the admin
// layout, because signing out leaves /admin at once and the dialog must survive that.
import { useNavigate } from 'react-router-dom';
import { AlertDialog, Button, Flex } from '@radix-ui/themes';
import { sessionStore } from './session-store';

export function SessionExpiredDialog() {
  const navigate = useNavigate();
  const acknowledge = () => {
    sessionStore.clearReason();
    navigate('/login', { replace: true });
  };
  return (
    <AlertDialog.Root open>
      <AlertDialog.Content maxWidth="420px" onEscapeKeyDown={acknowledge}>
        <AlertDialog.Title>Session expired</AlertDialog.Title>
        <AlertDialog.Description size="2">
          For your security you were signed out after a period of inactivity.
        </AlertDialog.Description>
        <Flex justify="end" mt="4">
          <AlertDialog.Action>
            <Button onClick={acknowledge}>OK</Button>
          </AlertDialog.Action>
        </Flex>
      </AlertDialog.Content>
    </AlertDialog.Root>
  );
}

export default SessionExpiredDialog;
