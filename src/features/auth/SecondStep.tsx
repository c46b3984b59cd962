// The sign-in screen's second step (issue 32), after a right password: the code of the authenticator app (or a
// recovery code) or one of the user's passkeys, whichever the user has; or, for a user who must have a second factor
// and has none yet, setting one up: an app, or a passkey (staff only ever must, and passkeys are for staff). The token
// of this step reaches nothing else on the server. Loaded only when a sign-in needs it, so the first page stays small.
import { useState, type FormEvent } from 'react';
import { Box, Button, Flex, Heading, Separator, Text } from '@radix-ui/themes';
import { api } from '../../app/api';
import { CodeField } from '../../app/two-factor/CodeField';
import { Enrolment, type ConfirmAnswer } from '../../app/two-factor/Enrolment';
import { PasskeyForm } from '../../app/two-factor/PasskeyForm';
import { passkeyErrorText, signInWithPasskey, type RegisteredPasskey } from '../../app/two-factor/passkeys';
import { RecoveryCodes } from '../../app/two-factor/RecoveryCodes';
import type { SessionUser } from '../../app/session-store';
import { FormMessage } from './FormMessage';
import { sessionUserFrom, signInErrorText, type SecondFactorKind } from './signInWithPassword';

export interface SecondStepProps {
  step: 'code' | 'enrol';
  token: string;
  /** The second factors the user has (the step offers those). */
  factors: SecondFactorKind[];
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

function CodeStep({ token, factors, onSignedIn, onCancel }: SecondStepProps) {
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const app = factors.includes('app');
  const passkey = factors.includes('passkey');
  // A user of passkeys alone may type one of the recovery codes made with the first one.
  const recoveryOnly = !app && factors.includes('recovery');
  const [withRecoveryCode, setWithRecoveryCode] = useState(false);
  const codeBox = app || (recoveryOnly && withRecoveryCode);

  const usePasskey = async () => {
    if (busy) return;
    setBusy(true);
    setMessage(null);
    try {
      onSignedIn(await sessionUserFrom(await signInWithPasskey(token)));
    } catch (error) {
      setMessage(passkeyErrorText(error));
      setBusy(false);
    }
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    if (!code.trim()) {
      setMessage(app ? 'Please enter the code from your authenticator app.' : 'Please enter one of your recovery codes.');
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

  const passkeyButton = passkey ? (
    <Button type="button" size="3" variant={codeBox ? 'soft' : 'solid'} loading={busy && !codeBox} disabled={busy} onClick={() => void usePasskey()}>
      Use a passkey
    </Button>
  ) : null;

  return (
    <Flex direction="column" gap="5">
      <Box>
        <Heading as="h1" size="6">
          Two-factor sign-in
        </Heading>
        <Text as="p" size="2" color="gray" mt="1">
          {app
            ? `Enter the 6-digit code your authenticator app shows for ClearCheck${passkey ? ', or use a passkey' : ''}.`
            : codeBox
              ? 'Enter one of the recovery codes you kept when you set up your passkey, or use the passkey.'
              : "Use your passkey: this device's fingerprint, face or PIN, or your security key."}
        </Text>
      </Box>
      {codeBox ? (
        <form onSubmit={submit} noValidate aria-label="Two-factor sign-in">
          <Flex direction="column" gap="4">
            <CodeField
              id="second-step-code"
              label={app ? 'Code' : 'Recovery code'}
              value={code}
              onChange={setCode}
              disabled={busy}
              hint={app ? 'No phone at hand? Enter one of your recovery codes instead.' : undefined}
              autoFocus={!app}
            />
            <FormMessage text={message} />
            <Button type="submit" size="3" loading={busy} disabled={busy}>
              Verify
            </Button>
            {passkeyButton}
            <BackButton onCancel={onCancel} disabled={busy} />
          </Flex>
        </form>
      ) : (
        <Flex direction="column" gap="4">
          <FormMessage text={message} />
          {passkeyButton}
          {recoveryOnly ? (
            <Button type="button" variant="soft" onClick={() => setWithRecoveryCode(true)} disabled={busy}>
              Use a recovery code
            </Button>
          ) : null}
          <BackButton onCancel={onCancel} disabled={busy} />
        </Flex>
      )}
    </Flex>
  );
}

function EnrolStep({ token, onSignedIn, onCancel }: SecondStepProps) {
  const [confirmed, setConfirmed] = useState<ConfirmAnswer | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [withPasskey, setWithPasskey] = useState(false);
  const [passkeyCodes, setPasskeyCodes] = useState<RegisteredPasskey | null>(null);

  const finish = async (answer: { signedIn?: ConfirmAnswer['signedIn'] }) => {
    setBusy(true);
    setMessage(null);
    try {
      onSignedIn(await sessionUserFrom(answer?.signedIn));
    } catch (error) {
      setMessage(signInErrorText(error));
      setBusy(false);
    }
  };

  if (passkeyCodes?.recoveryCodes) {
    return (
      <Flex direction="column" gap="5">
        <Heading as="h1" size="6">
          Set up a passkey
        </Heading>
        <RecoveryCodes
          codes={passkeyCodes.recoveryCodes}
          factor="passkey"
          onDone={() => void finish(passkeyCodes)}
          doneLabel={busy ? 'Signing in...' : 'Continue'}
        />
        <FormMessage text={message} />
      </Flex>
    );
  }

  if (withPasskey) {
    return (
      <Flex direction="column" gap="5">
        <Box>
          <Heading as="h1" size="6">
            Set up a passkey
          </Heading>
          <Text as="p" size="2" color="gray" mt="1">
            Your account signs in with a second factor as well as your password. A passkey uses this device&apos;s
            fingerprint, face or PIN, or a security key. You then get recovery codes to keep, for a lost device.
          </Text>
        </Box>
        <PasskeyForm
          token={token}
          onRegistered={(answer) => (answer.recoveryCodes ? setPasskeyCodes(answer) : void finish(answer))}
          aside={
            <Button type="button" variant="soft" color="gray" onClick={() => setWithPasskey(false)}>
              Use an app instead
            </Button>
          }
        />
        <FormMessage text={message} />
      </Flex>
    );
  }

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
          <RecoveryCodes codes={confirmed.recoveryCodes} factor="app" onDone={() => void finish(confirmed)} doneLabel={busy ? 'Signing in...' : 'Continue'} />
          <FormMessage text={message} />
        </>
      ) : (
        <>
          <Enrolment token={token} onConfirmed={setConfirmed} aside={<BackButton onCancel={onCancel} />} />
          <Separator size="4" />
          <Flex direction="column" gap="2">
            <Text as="p" size="2" color="gray">
              Prefer your device&apos;s fingerprint, face or PIN, or a security key?
            </Text>
            <Button type="button" variant="soft" onClick={() => setWithPasskey(true)}>
              Set up a passkey instead
            </Button>
          </Flex>
        </>
      )}
    </Flex>
  );
}

export default SecondStep;
