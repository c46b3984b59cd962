// /resetpassword (portal §2, §4, §5): ask for the email that receives a reset link; opened from that link
// (?token=...) it shows the choose-a-new-password form instead.
import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Button, Flex, Heading, Link, Text, TextField } from '@radix-ui/themes';
import { api, ApiError } from '../../app/api';
import { BRANDS, type Brand } from '../../app/brands';
import { SUPPORT_EMAIL } from '../../app/config';
import { ERROR_MESSAGES } from '../../app/messages';
import { useDocumentTitle } from '../../app/PageHeader';
import { AuthScreen } from './AuthScreen';
import { BackToLogin } from './BackToLogin';
import { FormMessage } from './FormMessage';
import { ResetPasswordForm } from './ResetPasswordForm';
import { isEmail } from './validation';

export interface ForgotPasswordPageProps {
  brand?: Brand;
}

export function ForgotPasswordPage({ brand = BRANDS.portal }: ForgotPasswordPageProps) {
  const [params] = useSearchParams();
  const resetToken = params.get('token');
  return (
    <AuthScreen brand={brand}>
      {resetToken ? <ResetPasswordForm brand={brand} resetToken={resetToken} /> : <ForgotPasswordForm brand={brand} />}
    </AuthScreen>
  );
}

function forgotErrorText(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.status >= 400 && error.status < 500) return error.serverMessage ?? ERROR_MESSAGES.client;
    return error.message;
  }
  return ERROR_MESSAGES.server;
}

function ForgotPasswordForm({ brand }: { brand: Brand }) {
  const [email, setEmail] = useState('');
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  useDocumentTitle('Forgot password');

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const address = email.trim();
    if (!address) return setMessage('Please fill blank spaces.');
    if (!isEmail(address)) return setMessage('Invalid email. Please try again.');
    setMessage(null);
    setBusy(true);
    try {
      const answer = await api.call('POST /auth/forgotPassword', { body: { email: address } }, { public: true });
      // Portal §4: the form becomes the Thank you view when the answer holds no error message.
      if (answer?.errorMessage) {
        setMessage(answer.errorMessage);
      } else {
        setSent(true);
      }
    } catch (error) {
      setMessage(forgotErrorText(error));
    } finally {
      setBusy(false);
    }
  };

  if (sent) {
    return (
      <Flex direction="column" gap="4" role="status">
        <Heading as="h1" size="6">
          Thank you
        </Heading>
        <Text as="p" size="2">
          Your login details will arrive by email within 5 minutes.
        </Text>
        <Text as="p" size="2" color="gray">
          Nothing arrived? Check your spam folder or contact us at{' '}
          <Link href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</Link>.
        </Text>
        <BackToLogin brand={brand} />
      </Flex>
    );
  }

  return (
    <Flex direction="column" gap="5">
      <div>
        <Heading as="h1" size="6">
          Forgot password
        </Heading>
        <Text as="p" size="2" color="gray" mt="1">
          Enter the email address of your account and we will send you your login details.
        </Text>
      </div>
      <form onSubmit={submit} noValidate aria-label="Forgot password">
        <Flex direction="column" gap="4">
          <Flex direction="column" gap="1">
            <Text as="label" htmlFor="forgot-email" size="2" weight="medium">
              Email
            </Text>
            <TextField.Root
              id="forgot-email"
              size="3"
              type="email"
              inputMode="email"
              autoComplete="email"
              value={email}
              onChange={(event) => setEmail(event.target.value)}
              disabled={busy}
            />
          </Flex>
          <FormMessage text={message} />
          <Button type="submit" size="3" loading={busy} disabled={busy}>
            Continue
          </Button>
          <Flex justify="center">
            <BackToLogin brand={brand} />
          </Flex>
        </Flex>
      </form>
    </Flex>
  );
}

export default ForgotPasswordPage;
