// Setting up an authenticator app: the server makes a secret and draws its QR code; the secret is also shown as text
// for typing into an app by hand. Nothing changes until the first code is confirmed. Shared by the sign-in screen (a
// user who must set one up, with the token of that step) and Account Information.
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Box, Button, Callout, Code, Flex, Spinner, Text } from '@radix-ui/themes';
import type { ReplyOf } from '../../../schemas/api';
import { api } from '../api';
import { refusalText } from '../useAction';
import { CodeField } from './CodeField';

export type ConfirmAnswer = ReplyOf<'POST /auth/two-factor/enrolment/confirm'>;
type Begun = ReplyOf<'POST /auth/two-factor/enrolment'>;

/** The secret in groups of four, as apps show it and people type it. */
const grouped = (secret: string) => secret.match(/.{1,4}/g)?.join(' ') ?? secret;

export interface EnrolmentProps {
  /** The token of a sign-in that must set one up first; the session's own otherwise. */
  token?: string;
  onConfirmed(answer: ConfirmAnswer): void;
  /** A way out beside the confirm button (Cancel, Back to sign in). */
  aside?: React.ReactNode;
}

export function Enrolment({ token, onConfirmed, aside }: EnrolmentProps) {
  const [begun, setBegun] = useState<Begun | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // One secret per visit: React may run the effect twice, and each start makes a new secret.
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    api
      .call('POST /auth/two-factor/enrolment', {}, token ? { token } : {})
      .then(setBegun)
      .catch((caught: unknown) => setLoadError(refusalText(caught)));
  }, [token]);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    if (!code.trim()) {
      setError('Please enter the 6-digit code from your app.');
      return;
    }
    setBusy(true);
    setError(null);
    try {
      onConfirmed(await api.call('POST /auth/two-factor/enrolment/confirm', { body: { code: code.trim() } }, token ? { token } : {}));
    } catch (caught) {
      setError(refusalText(caught));
      setBusy(false);
    }
  };

  if (loadError) {
    return (
      <Callout.Root color="red" role="alert">
        <Callout.Text>{loadError}</Callout.Text>
      </Callout.Root>
    );
  }
  if (!begun) {
    return (
      <Flex align="center" gap="2" role="status">
        <Spinner />
        <Text size="2">Preparing your QR code...</Text>
      </Flex>
    );
  }
  return (
    <form onSubmit={submit} noValidate aria-label="Set up two-factor sign-in">
      <Flex direction="column" gap="4">
        <Text as="p" size="2">
          1. Scan this QR code with an authenticator app (Google Authenticator, Microsoft Authenticator, 1Password...).
        </Text>
        <Flex justify="center">
          <Box asChild style={{ background: 'white', borderRadius: 'var(--radius-2)' }}>
            <img src={begun.qrCode} width={192} height={192} alt="QR code to scan with your authenticator app" />
          </Box>
        </Flex>
        <Text as="p" size="2">
          Or type this key into the app:{' '}
          <Code size="3" data-testid="totp-secret" style={{ wordBreak: 'break-all' }}>
            {grouped(begun.secret)}
          </Code>
        </Text>
        <CodeField
          id="enrol-code"
          label="2. Enter the 6-digit code the app shows"
          value={code}
          onChange={setCode}
          disabled={busy}
        />
        {error ? (
          <Callout.Root color="red" role="alert" size="1">
            <Callout.Text>{error}</Callout.Text>
          </Callout.Root>
        ) : null}
        <Flex gap="3" justify="end" wrap="wrap">
          {aside}
          <Button type="submit" loading={busy} disabled={busy}>
            Turn on two-factor sign-in
          </Button>
        </Flex>
      </Flex>
    </form>
  );
}
