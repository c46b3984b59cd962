// Choosing a new password from the emailed link (/resetpassword?token=...): POST /auth/password/reset with the
// link's token. Texts from portal §5 and §8 ('Your password was updated.': the spec's 'You password was updated' corrected).
import { useEffect, useState, type FormEvent } from 'react';
import { Button, Flex, Heading, Spinner, Text } from '@radix-ui/themes';
import { api, ApiError } from '../../app/api';
import type { Brand } from '../../app/brands';
import { ERROR_MESSAGES } from '../../app/messages';
import { useDocumentTitle } from '../../app/PageHeader';
import { BackToLogin } from './BackToLogin';
import { FormMessage } from './FormMessage';
import { PasswordInput } from './PasswordInput';
import { meetsPasswordRules, PASSWORD_HINT, PASSWORD_MISMATCH, PASSWORD_TOO_WEAK, PASSWORD_UPDATED } from './validation';

/**
 * A refused request (4xx) shows the server's own words when it gives them (an expired or used link); otherwise
 * the portal §8 text for a password the server did not accept.
 */
function resetErrorText(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.status >= 400 && error.status < 500) return error.serverMessage ?? PASSWORD_TOO_WEAK;
    return error.message;
  }
  return ERROR_MESSAGES.server;
}

export interface ResetPasswordFormProps {
  brand: Brand;
  resetToken: string;
}

/**
 * The account the link chooses a password for: its username, or the reason the link cannot be used (told before
 * anything is typed, not after).
 */
type LinkAccount = { state: 'loading' } | { state: 'ready'; username: string } | { state: 'refused'; message: string };

function useLinkAccount(resetToken: string): LinkAccount {
  const [account, setAccount] = useState<LinkAccount>({ state: 'loading' });
  useEffect(() => {
    let current = true;
    api
      .call('POST /auth/password/reset/account', { body: { resetToken } }, { public: true })
      .then(
        ({ username }) => current && setAccount({ state: 'ready', username }),
        (error: unknown) => current && setAccount({ state: 'refused', message: resetErrorText(error) }),
      );
    return () => {
      current = false;
    };
  }, [resetToken]);
  return account;
}

export function ResetPasswordForm({ brand, resetToken }: ResetPasswordFormProps) {
  const account = useLinkAccount(resetToken);
  const [newPassword, setNewPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  useDocumentTitle('Choose a new password');

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    if (!newPassword || !confirmation) return setMessage('Please fill blank spaces.');
    if (newPassword !== confirmation) return setMessage(PASSWORD_MISMATCH);
    if (!meetsPasswordRules(newPassword)) return setMessage(PASSWORD_TOO_WEAK);
    setMessage(null);
    setBusy(true);
    try {
      await api.call('POST /auth/password/reset', { body: { resetToken, newPassword } }, { public: true });
      setDone(true);
    } catch (error) {
      setMessage(resetErrorText(error));
    } finally {
      setBusy(false);
    }
  };

  const heading = (
    <Heading as="h1" size="6">
      Choose a new password
    </Heading>
  );
  if (account.state === 'loading') {
    return (
      <Flex direction="column" gap="4">
        {heading}
        <Flex align="center" gap="2" role="status">
          <Spinner /> <Text size="2">Opening your link...</Text>
        </Flex>
      </Flex>
    );
  }
  if (account.state === 'refused') {
    return (
      <Flex direction="column" gap="4">
        {heading}
        <FormMessage text={account.message} />
        <BackToLogin brand={brand} />
      </Flex>
    );
  }

  if (done) {
    return (
      <Flex direction="column" gap="4">
        <Heading as="h1" size="6">
          Password updated
        </Heading>
        <FormMessage tone="success" text={PASSWORD_UPDATED} />
        <Text as="p" size="2">
          Sign in as <Text weight="bold">{account.username}</Text> with your new password.
        </Text>
        <BackToLogin brand={brand} />
      </Flex>
    );
  }

  return (
    <Flex direction="column" gap="5">
      <div>
        {heading}
        <Text as="p" size="2" mt="1">
          For the account <Text weight="bold">{account.username}</Text>: you sign in with this username.
        </Text>
        <Text as="p" size="2" color="gray" mt="1" id="new-password-hint">
          {PASSWORD_HINT}
        </Text>
      </div>
      <form onSubmit={submit} noValidate aria-label="Choose a new password">
        {/* The username beside the new password, so a password manager saves the pair. */}
        <input type="text" name="username" autoComplete="username" value={account.username} readOnly hidden />
        <Flex direction="column" gap="4">
          <Flex direction="column" gap="1">
            <Text as="label" htmlFor="new-password" size="2" weight="medium">
              New password
            </Text>
            <PasswordInput
              id="new-password"
              autoComplete="new-password"
              value={newPassword}
              onChange={setNewPassword}
              disabled={busy}
              describedBy="new-password-hint"
            />
          </Flex>
          <Flex direction="column" gap="1">
            <Text as="label" htmlFor="confirm-password" size="2" weight="medium">
              Confirm password
            </Text>
            <PasswordInput
              id="confirm-password"
              autoComplete="new-password"
              value={confirmation}
              onChange={setConfirmation}
              disabled={busy}
            />
          </Flex>
          <FormMessage text={message} />
          <Button type="submit" size="3" loading={busy} disabled={busy}>
            Update password
          </Button>
          <Flex justify="center">
            <BackToLogin brand={brand} />
          </Flex>
        </Flex>
      </form>
    </Flex>
  );
}
