// The sign-in screen's second step (issue 32), after a right password: the code of the authenticator app (or a
// recovery code), or, for a user who must have a second factor and has none yet, setting one up. The token of this
// step reaches nothing else on the server. Loaded only when a sign-in needs it, so the first page stays small.
import { useState, type FormEvent } from 'react';
import { Box, Button, Flex, Heading, Text } from '@radix-ui/themes';
import { api } from '../../app/api';
import { CodeField } from '../../app/two-factor/CodeField';
import { Enrolment, type ConfirmAnswer } from '../../app/two-factor/Enrolment';
import { RecoveryCodes } from '../../app/two-factor/RecoveryCodes';
import type { SessionUser } from '../../app/session-store';
import { FormMessage } from './FormMessage';
import { sessionUserFrom, signInErrorText } from './signInWithPassword';

export interface SecondStepProps {
  step: 'code' | 'enrol';
  token: string;
  onSignedIn(user: SessionUser): void;
  /** Back to the password (the half-done session is dropped). */
  onCancel(): void;
}

export function SecondStep(props: SecondStepProps) {
  return props.step === 'code' ? <CodeStep {...props} /> : <EnrolStep {...props} />;
}

function BackButton({ onCancel, disabled }: { onCancel(): void; disabled?: boolean }) {
  return (
    <Button type="button" variant="soft" color="gray" onClick={onCancel} disabled={disabled}>
      Back to sign in
    </Button>
  );
}

function CodeStep({ token, onSignedIn, onCancel }: SecondStepProps) {
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    if (!code.trim()) {
      setMessage('Please enter the code from your authenticator app.');
      return;
    }
    setBusy(true);
    setMessage(null);
    try {
      const answer = await api.call('POST /auth/second-step', { body: { code: code.trim() } }, { token });
      onSignedIn(await sessionUserFrom(answer));
    } catch (error) {
      setMessage(signInErrorText(error));
      setBusy(false);
    }
  };

  return (
    <Flex direction="column" gap="5">
      <Box>
        <Heading as="h1" size="6">
          Two-factor sign-in
        </Heading>
        <Text as="p" size="2" color="gray" mt="1">
          Enter the 6-digit code your authenticator app shows for ClearCheck.
        </Text>
      </Box>
      <form onSubmit={submit} noValidate aria-label="Two-factor sign-in">
        <Flex direction="column" gap="4">
          <CodeField
            id="second-step-code"
            label="Code"
            value={code}
            onChange={setCode}
            disabled={busy}
            hint="No phone at hand? Enter one of your recovery codes instead."
          />
          <FormMessage text={message} />
          <Button type="submit" size="3" loading={busy} disabled={busy}>
            Verify
          </Button>
          <BackButton onCancel={onCancel} disabled={busy} />
        </Flex>
      </form>
    </Flex>
  );
}

function EnrolStep({ token, onSignedIn, onCancel }: SecondStepProps) {
  const [confirmed, setConfirmed] = useState<ConfirmAnswer | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const finish = async () => {
    setBusy(true);
    setMessage(null);
    try {
      onSignedIn(await sessionUserFrom(confirmed?.signedIn));
    } catch (error) {
      setMessage(signInErrorText(error));
      setBusy(false);
    }
  };

  return (
    <Flex direction="column" gap="5">
      <Box>
        <Heading as="h1" size="6">
          Set up two-factor sign-in
        </Heading>
        <Text as="p" size="2" color="gray" mt="1">
          Your account signs in with a code from an authenticator app as well as your password. Set it up now to
          continue.
        </Text>
      </Box>
      {confirmed ? (
        <>
          <RecoveryCodes codes={confirmed.recoveryCodes} onDone={() => void finish()} doneLabel={busy ? 'Signing in...' : 'Continue'} />
          <FormMessage text={message} />
        </>
      ) : (
        <Enrolment token={token} onConfirmed={setConfirmed} aside={<BackButton onCancel={onCancel} />} />
      )}
    </Flex>
  );
}

export default SecondStep;
