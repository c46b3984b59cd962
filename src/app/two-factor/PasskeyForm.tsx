// Registering a passkey on this device: the user names it ("Work laptop"), then the browser asks for the fingerprint,
// face, PIN or security key. Shared by Account Information and the sign-in of a user who must set up a second factor
// (with that sign-in's token). The name stays typed when anything fails.
import { useState, type FormEvent, type ReactNode } from 'react';
import { Flex, Text, TextField, Button } from '@radix-ui/themes';
import { RefusalCallout } from '../RefusalCallout';
import { NO_PASSKEY_SUPPORT, passkeyErrorText, passkeysSupported, registerPasskey, type RegisteredPasskey } from './passkeys';

export interface PasskeyFormProps {
  /** The token of a sign-in that must set up a second factor first; the session's own otherwise. */
  token?: string;
  onRegistered(answer: RegisteredPasskey): void;
  /** A way out beside the create button (Cancel, Back to sign in). */
  aside?: ReactNode;
}

const NAME_MAX = 60;

export function PasskeyForm({ token, onRegistered, aside }: PasskeyFormProps) {
  const [name, setName] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const supported = passkeysSupported();

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    if (!name.trim()) {
      setError('Please give the passkey a name.');
      return;
    }
    setBusy(true);
    setError(null);
    try {
      onRegistered(await registerPasskey(name.trim(), token));
    } catch (caught) {
      setError(passkeyErrorText(caught));
      setBusy(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Add a passkey">
      <Flex direction="column" gap="3">
        <Flex direction="column" gap="1">
          <Text as="label" htmlFor="passkey-name" size="2" weight="medium">
            Name this passkey
          </Text>
          <TextField.Root
            id="passkey-name"
            size="3"
            maxLength={NAME_MAX}
            value={name}
            onChange={(event) => setName(event.target.value)}
            disabled={busy || !supported}
            aria-describedby="passkey-name-hint"
            autoComplete="off"
          />
          <Text id="passkey-name-hint" size="1" color="gray">
            So you can tell your passkeys apart, e.g. Work laptop or Security key.
          </Text>
        </Flex>
        <RefusalCallout text={supported ? error : NO_PASSKEY_SUPPORT} />
        <Flex gap="3" justify="end" wrap="wrap">
          {aside}
          <Button type="submit" loading={busy} disabled={busy || !supported}>
            Create passkey
          </Button>
        </Flex>
      </Flex>
    </form>
  );
}
