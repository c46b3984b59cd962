// The login screen (portal §2, §5, §7, §8), also in the two partner brands. Hand-built rather than with the
// form engine so the first page loads without rjsf and ajv.
import { lazy, Suspense, useEffect, useState, type FormEvent } from 'react';
import { Link as RouterLink, Navigate, useLocation, useParams } from 'react-router-dom';
import { Box, Button, Flex, Heading, Link, Spinner, Text, TextField } from '@radix-ui/themes';
import type { ReplyOf } from '../../../schemas/api';
import { api } from '../../app/api';
import { BRANDS, rememberBrand, type Brand } from '../../app/brands';
import { ERROR_MESSAGES } from '../../app/messages';
import { useDocumentTitle } from '../../app/PageHeader';
import { askedPage } from '../../app/guards';
import { returnPathFor } from '../../app/returnPath';
import { homePathFor, sessionStore, signIn, useSessionState } from '../../app/session';
import { AuthScreen } from './AuthScreen';
import { FormMessage } from './FormMessage';
import { PasswordInput } from './PasswordInput';
import { signInErrorText, signInWithPassword, type PendingSignIn } from './signInWithPassword';

// The second step is loaded only by a sign-in that needs it: the first page stays as small as it was.
const SecondStep = lazy(() => import('./SecondStep'));

/** What GET /brand/{clientKey} answers for a white-label login. */
type BrandClient = ReplyOf<'GET /brand/:clientKey'>;

/** The client a branded login link names; null while loading or when the key is unknown (brand alone). */
function useBrandClient(clientKey: string | undefined): BrandClient | null {
  const [client, setClient] = useState<BrandClient | null>(null);
  useEffect(() => {
    setClient(null);
    if (!clientKey) return;
    const controller = new AbortController();
    api
      .call('GET /brand/:clientKey', { params: { clientKey } }, { public: true, signal: controller.signal })
      .then((answer) => {
        if (answer?.ClientName) setClient(answer);
      })
      // An unknown key (404) or an unreachable server still leaves a working login with the brand alone.
      .catch(() => undefined);
    return () => controller.abort();
  }, [clientKey]);
  return client;
}

export interface LoginPageProps {
  brand?: Brand;
}

export function LoginPage({ brand = BRANDS.portal }: LoginPageProps) {
  const { user } = useSessionState();
  const { state } = useLocation();
  // Back to the page a timed-out session was on (the same user only), else the page a signed-out visitor asked for (an
  // email's link), else the user's home.
  if (user) return <Navigate to={returnPathFor(user.Id) ?? askedPage(state) ?? homePathFor(user)} replace />;
  return <LoginScreen brand={brand} />;
}

function LoginScreen({ brand }: { brand: Brand }) {
  const { clientKey } = useParams();
  const client = useBrandClient(clientKey);
  const { signOutReason } = useSessionState();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  /** A right password whose sign-in waits for its second step (the code, or setting one up). */
  const [pending, setPending] = useState<PendingSignIn | null>(null);
  // After a 401 elsewhere the API client signed the user out; say why here (portal §8).
  const [message, setMessage] = useState<string | null>(() =>
    signOutReason === 'unauthorized' ? ERROR_MESSAGES.unauthorized : null,
  );
  useDocumentTitle('Sign in');

  useEffect(() => {
    if (sessionStore.getState().signOutReason === 'unauthorized') sessionStore.clearReason();
  }, []);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    if (!username.trim() || !password.trim()) {
      setMessage('Please fill blank spaces');
      return;
    }
    setMessage(null);
    setBusy(true);
    try {
      // Signing in re-renders LoginPage with a user, which redirects by role.
      const outcome = await signInWithPassword(username.trim(), password);
      rememberBrand(brand.key);
      if (outcome.step === 'done') signIn(outcome.user);
      else {
        setPending(outcome);
        setBusy(false);
      }
    } catch (error) {
      setMessage(signInErrorText(error));
      setBusy(false);
    }
  };

  // On the portal the link goes to /resetpassword; on a partner brand it stays under the brand's path.
  const forgotPath = brand.key === 'portal' ? '/resetpassword' : 'resetpassword';

  if (pending) {
    const cancel = () => {
      // The half-done session ends; the password stays typed.
      api.call('POST /auth/logout', {}, { token: pending.token }).catch(() => undefined);
      setPending(null);
    };
    return (
      <AuthScreen brand={brand}>
        <Suspense
          fallback={
            <Flex align="center" gap="2" role="status">
              <Spinner />
              <Text size="2">Loading...</Text>
            </Flex>
          }
        >
          <SecondStep {...pending} onSignedIn={signIn} onCancel={cancel} />
        </Suspense>
      </AuthScreen>
    );
  }

  return (
    <AuthScreen brand={brand}>
      <Flex direction="column" gap="5">
        <Box>
          {client?.LogoURL ? (
            <Flex mb="4">
              <img
                src={client.LogoURL}
                alt={`${client.ClientName} logo`}
                width={200}
                height={44}
                style={{ maxWidth: '60%', height: 'auto', maxHeight: 44, objectFit: 'contain', objectPosition: 'left' }}
              />
            </Flex>
          ) : null}
          <Heading as="h1" size="6">
            Sign in
          </Heading>
          <Text as="p" size="2" color="gray" mt="1">
            {client
              ? `Sign in to order and track checks for ${client.ClientName}`
              : 'Sign in to order and track background checks.'}
          </Text>
        </Box>

        <form onSubmit={submit} noValidate aria-label="Sign in">
          <Flex direction="column" gap="4">
            <Flex direction="column" gap="1">
              <Text as="label" htmlFor="login-user" size="2" weight="medium">
                User
              </Text>
              <TextField.Root
                id="login-user"
                size="3"
                autoComplete="username"
                autoCapitalize="none"
                spellCheck={false}
                value={username}
                onChange={(event) => setUsername(event.target.value)}
                disabled={busy}
              />
            </Flex>
            <Flex direction="column" gap="1">
              <Text as="label" htmlFor="login-password" size="2" weight="medium">
                Password
              </Text>
              <PasswordInput
                id="login-password"
                autoComplete="current-password"
                value={password}
                onChange={setPassword}
                disabled={busy}
              />
            </Flex>

            <FormMessage text={message} />

            <Button type="submit" size="3" loading={busy} disabled={busy}>
              Sign in
            </Button>
            {/* After the button: the keyboard order is User, Password, show/hide, Sign in, then this way out. */}
            <Text as="p" size="2" align="center">
              <Link asChild>
                <RouterLink to={forgotPath}>Forgot password?</RouterLink>
              </Link>
            </Text>
          </Flex>
        </form>
      </Flex>
    </AuthScreen>
  );
}

export default LoginPage;
