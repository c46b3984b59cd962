// Account Information: passkeys, the other second factor of staff (issue 32). Each passkey by the name its owner gave
// it, when it was added and last used; add one on this device (named first), remove one after saying what it means.
// The server refuses to remove the last second factor of a user who must have one, and says so in the dialog.
import { useCallback, useState } from 'react';
import { Box, Button, Card, Dialog, Flex, Heading, Separator, Text } from '@radix-ui/themes';
import type { ReplyOf } from '../../../schemas/api';
import { api } from '../../app/api';
import { ConfirmAction } from '../../app/ConfirmAction';
import { Loading } from '../../app/Loading';
import { notify } from '../../app/notices';
import { RefusalCallout } from '../../app/RefusalCallout';
import { PasskeyForm } from '../../app/two-factor/PasskeyForm';
import { RecoveryCodes } from '../../app/two-factor/RecoveryCodes';
import { useApi } from '../../app/useApi';

type Passkey = ReplyOf<'GET /auth/passkeys'>[number];

const day = (iso: string) => new Date(iso).toLocaleDateString('en-AU', { day: 'numeric', month: 'long', year: 'numeric' });

export function PasskeysCard() {
  const list = useApi('GET /auth/passkeys', {});
  // The recovery codes left, told here to a user without an app (the app's card tells its own users).
  const twoFactor = useApi('GET /auth/two-factor', {});
  const reload = useCallback(() => {
    void list.mutate();
    void twoFactor.mutate();
  }, [list, twoFactor]);
  const codesLeft = twoFactor.data && !twoFactor.data.enabled && (list.data?.length ?? 0) > 0 ? twoFactor.data.recoveryCodesLeft : null;

  let body;
  if (list.error) {
    body = <RefusalCallout text={list.error.message} />;
  } else if (!list.data) {
    body = <Loading what="Loading your passkeys" />;
  } else if (list.data.length === 0) {
    body = (
      <Text as="p" size="2" color="gray">
        No passkeys yet. A passkey signs you in with this device&apos;s fingerprint, face or PIN, or with a security key,
        instead of a code.
      </Text>
    );
  } else {
    body = (
      <Box asChild>
        <ul aria-label="Your passkeys" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {list.data.map((passkey, i) => (
            <li key={passkey.id}>
              {i > 0 ? <Separator size="4" my="3" /> : null}
              <PasskeyRow passkey={passkey} onRemoved={reload} />
            </li>
          ))}
        </ul>
      </Box>
    );
  }

  return (
    <Card size={{ initial: '2', sm: '3' }}>
      <Heading as="h2" size="4" mb="3">
        Passkeys
      </Heading>
      <Flex direction="column" gap="3">
        {body}
        {codesLeft === null ? null : (
          <Text as="p" size="2" color={codesLeft > 0 ? 'gray' : 'red'}>
            {codesLeft > 0
              ? `${codesLeft} of 10 recovery codes left.`
              : 'No recovery codes left. Add a second passkey or an authenticator app, so a lost device does not lock you out.'}
          </Text>
        )}
        <Flex justify="end">
          <AddPasskeyDialog onAdded={reload} />
        </Flex>
      </Flex>
    </Card>
  );
}

function PasskeyRow({ passkey, onRemoved }: { passkey: Passkey; onRemoved(): void }) {
  return (
    <Flex justify="between" align="center" gap="3" wrap="wrap" data-testid="passkey-row">
      <Flex direction="column" gap="1">
        <Text weight="medium">{passkey.name}</Text>
        <Text size="2" color="gray">
          Added {day(passkey.createdAt)} · {passkey.lastUsedAt ? `last used ${day(passkey.lastUsedAt)}` : 'not used yet'}
        </Text>
      </Flex>
      <RemovePasskeyDialog passkey={passkey} onRemoved={onRemoved} />
    </Flex>
  );
}

function AddPasskeyDialog({ onAdded }: { onAdded(): void }) {
  const [open, setOpen] = useState(false);
  // Recovery codes come with a first passkey of a user without an app: shown once, in the dialog.
  const [codes, setCodes] = useState<string[] | null>(null);
  const close = () => {
    setOpen(false);
    setCodes(null);
  };
  return (
    <Dialog.Root open={open} onOpenChange={(next) => (next ? setOpen(true) : close())}>
      <Dialog.Trigger>
        <Button>Add a passkey</Button>
      </Dialog.Trigger>
      <Dialog.Content maxWidth="460px">
        <Dialog.Title>Add a passkey</Dialog.Title>
        <Dialog.Description size="2" color="gray" mb="3">
          Your browser then asks for this device&apos;s fingerprint, face or PIN, or a security key. At sign-in you may
          use it instead of a code.
        </Dialog.Description>
        {codes ? (
          <RecoveryCodes codes={codes} factor="passkey" onDone={close} doneLabel="Done" />
        ) : (
          <PasskeyForm
            onRegistered={(answer) => {
              onAdded();
              if (answer.recoveryCodes) {
                setCodes(answer.recoveryCodes);
                return;
              }
              notify(`Passkey "${answer.passkey.name}" added.`, 'success');
              close();
            }}
            aside={
              <Dialog.Close>
                <Button type="button" variant="soft" color="gray">
                  Cancel
                </Button>
              </Dialog.Close>
            }
          />
        )}
      </Dialog.Content>
    </Dialog.Root>
  );
}

function RemovePasskeyDialog({ passkey, onRemoved }: { passkey: Passkey; onRemoved(): void }) {
  const remove = useCallback(() => api.call('POST /auth/passkeys/remove', { body: { passkeyId: passkey.id } }), [passkey.id]);
  const done = useCallback(() => {
    notify(`Passkey "${passkey.name}" removed.`, 'success');
    onRemoved();
  }, [passkey.name, onRemoved]);
  return (
    <ConfirmAction
      trigger={
        <Button variant="soft" color="red" aria-label={`Remove passkey ${passkey.name}`}>
          Remove
        </Button>
      }
      title={`Remove passkey "${passkey.name}"?`}
      description="It will no longer sign you in. You can add it again later."
      confirmLabel="Remove"
      action={remove}
      onDone={done}
    />
  );
}
