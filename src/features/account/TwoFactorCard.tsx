// Account Information: two-factor sign-in (issue 32). Whether it is on, setting up an authenticator app (the QR code,
// the key as text, a first code to confirm, then the ten recovery codes once), and turning it off with a code where
// the account may (applicants; a client's users while their company does not require it).
import { useCallback, useState } from 'react';
import { Badge, Button, Card, Dialog, Flex, Heading, Text } from '@radix-ui/themes';
import { api } from '../../app/api';
import { Loading } from '../../app/Loading';
import { notify } from '../../app/notices';
import { RefusalCallout } from '../../app/RefusalCallout';
import { CodeField } from '../../app/two-factor/CodeField';
import { Enrolment, type ConfirmAnswer } from '../../app/two-factor/Enrolment';
import { RecoveryCodes } from '../../app/two-factor/RecoveryCodes';
import { useAction } from '../../app/useAction';
import { useApi } from '../../app/useApi';

const since = (iso: string) => (iso ? new Date(iso).toLocaleDateString('en-AU', { day: 'numeric', month: 'long', year: 'numeric' }) : '');

export function TwoFactorCard() {
  const state = useApi('GET /auth/two-factor', {});
  const [enrolling, setEnrolling] = useState(false);
  const [codes, setCodes] = useState<string[] | null>(null);

  const confirmed = (answer: ConfirmAnswer) => {
    setEnrolling(false);
    setCodes(answer.recoveryCodes);
    void state.mutate();
  };

  let body;
  if (state.error) {
    body = <RefusalCallout text={state.error.message} />;
  } else if (!state.data) {
    body = <Loading what="Loading" />;
  } else if (codes) {
    body = <RecoveryCodes codes={codes} factor="app" onDone={() => setCodes(null)} doneLabel="Done" />;
  } else if (enrolling) {
    body = (
      <Enrolment
        onConfirmed={confirmed}
        aside={
          <Button type="button" variant="soft" color="gray" onClick={() => setEnrolling(false)}>
            Cancel
          </Button>
        }
      />
    );
  } else {
    const { enabled, enabledAt, required, recoveryCodesLeft, mayTurnOff } = state.data;
    body = (
      <Flex direction="column" gap="3">
        <Flex gap="2" align="center" wrap="wrap">
          <Badge color={enabled ? 'green' : 'gray'} size="2">
            {enabled ? 'On' : 'Off'}
          </Badge>
          <Text size="2">
            {enabled
              ? `Since ${since(enabledAt)}. ${recoveryCodesLeft} of 10 recovery codes left.`
              : required
                ? 'Your account must sign in with a second factor: a code from an authenticator app, or a passkey.'
                : 'Sign in with a code from an authenticator app as well as your password.'}
          </Text>
        </Flex>
        <Flex gap="3" justify="end" wrap="wrap">
          {mayTurnOff ? <TurnOffDialog onDone={() => void state.mutate()} /> : null}
          <Button variant={enabled ? 'soft' : 'solid'} onClick={() => setEnrolling(true)}>
            {enabled ? 'Use another app (new recovery codes)' : 'Set up two-factor sign-in'}
          </Button>
        </Flex>
      </Flex>
    );
  }

  return (
    <Card size={{ initial: '2', sm: '3' }}>
      <Heading as="h2" size="4" mb="3">
        Two-factor sign-in
      </Heading>
      {body}
    </Card>
  );
}

function TurnOffDialog({ onDone }: { onDone(): void }) {
  const [open, setOpen] = useState(false);
  const [code, setCode] = useState('');
  const turnOff = useCallback(() => api.call('POST /auth/two-factor/disable', { body: { code: code.trim() } }), [code]);
  const action = useAction(
    turnOff,
    useCallback(() => {
      notify('Two-factor sign-in is off.', 'success');
      setOpen(false);
      onDone();
    }, [onDone]),
  );
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger>
        <Button variant="soft" color="red">
          Turn off
        </Button>
      </Dialog.Trigger>
      <Dialog.Content maxWidth="440px">
        <Dialog.Title>Turn off two-factor sign-in</Dialog.Title>
        <Dialog.Description size="2" color="gray" mb="3">
          Your app's codes and your recovery codes will stop working. Enter a code from your app, or a recovery code, to confirm.
        </Dialog.Description>
        <form
          onSubmit={(event) => {
            event.preventDefault();
            if (code.trim()) void action.run();
          }}
        >
          <Flex direction="column" gap="3">
            <CodeField id="turn-off-code" label="Code" value={code} onChange={setCode} disabled={action.busy} />
            <RefusalCallout text={action.error} />
            <Flex gap="3" justify="end">
              <Dialog.Close>
                <Button type="button" variant="soft" color="gray">
                  Cancel
                </Button>
              </Dialog.Close>
              <Button type="submit" color="red" loading={action.busy} disabled={!code.trim()}>
                Turn off
              </Button>
            </Flex>
          </Flex>
        </form>
      </Dialog.Content>
    </Dialog.Root>
  );
}
