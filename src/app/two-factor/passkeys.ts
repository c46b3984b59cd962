// Passkeys in the browser (issue 32), through @simplewebauthn/browser: registering one (Account, or a sign-in that must
// set up a second factor) and the second step of signing in with one. The server makes every challenge and checks
// every answer; this only carries them between the server and the browser's WebAuthn. Shared by the sign-in screen
// and Account Information; loaded with them only (the first page carries none of it).
import {
  browserSupportsWebAuthn,
  startAuthentication,
  startRegistration,
  WebAuthnError,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
} from '@simplewebauthn/browser';
import type { ReplyOf } from '../../../schemas/api';
import { api } from '../api';
import { refusalText } from '../useAction';

export type RegisteredPasskey = ReplyOf<'POST /auth/passkeys/registration/confirm'>;

export const NO_PASSKEY_SUPPORT = 'This browser cannot use passkeys. Please use a code, or another browser.';
const CANCELLED = 'The passkey was not used: the request was cancelled or timed out. Please try again.';
const ALREADY_REGISTERED = 'This passkey is already registered.';

/** Whether this browser can make and use passkeys at all. */
export const passkeysSupported = (): boolean => browserSupportsWebAuthn();

/** A failure of the browser's side in words (the server's refusals keep their own, through the API client). */
export class PasskeyError extends Error {}

/** What to show for a failed passkey step: the browser's failure in words, or the server's refusal. */
export const passkeyErrorText = (error: unknown): string => (error instanceof PasskeyError ? error.message : refusalText(error));

function browserFailure(error: unknown): never {
  if (error instanceof WebAuthnError && error.code === 'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED') throw new PasskeyError(ALREADY_REGISTERED);
  // A person closing the browser's dialog, or letting it time out, is the usual NotAllowedError.
  throw new PasskeyError(CANCELLED);
}

/** The session's own token, or the token of a sign-in still waiting for its second factor. */
const withToken = (token?: string) => (token ? { token } : {});

/** Registers a passkey on this device under the name given; answers the server's confirmation. */
export async function registerPasskey(name: string, token?: string): Promise<RegisteredPasskey> {
  if (!passkeysSupported()) throw new PasskeyError(NO_PASSKEY_SUPPORT);
  const options = await api.call('POST /auth/passkeys/registration', {}, withToken(token));
  // The declared answer is these options; its transports are plain strings where the library names each one.
  const response = await startRegistration({ optionsJSON: options as PublicKeyCredentialCreationOptionsJSON }).catch(browserFailure);
  return api.call('POST /auth/passkeys/registration/confirm', { body: { name, response } }, withToken(token));
}

/** The second step of signing in with a passkey of this user's; answers the full sign-in. */
export async function signInWithPasskey(token: string): Promise<ReplyOf<'POST /auth/second-step/passkey'>> {
  if (!passkeysSupported()) throw new PasskeyError(NO_PASSKEY_SUPPORT);
  const options = await api.call('POST /auth/second-step/passkey/options', {}, { token });
  const response = await startAuthentication({ optionsJSON: options as PublicKeyCredentialRequestOptionsJSON }).catch(browserFailure);
  return api.call('POST /auth/second-step/passkey', { body: { response } }, { token });
}
