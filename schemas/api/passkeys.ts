// Passkeys (WebAuthn) as a second factor for staff (issue 32): a client's users and operators register passkeys in
// Account (named by them, listed, removable) and use one at sign-in's second step instead of a code. The browser's
// WebAuthn answers are declared field by field (base64url text, length-limited): what is not declared is dropped.
// Either a passkey or the authenticator app counts as the second factor a user must have.
import { Type as T } from '@sinclair/typebox';
import { SignedIn } from './auth';
import { Id, NoContent, Nullable, route, Text } from './route';

const STAFF = ['client', 'operator'] as const;

/** base64url text as WebAuthn's JSON carries binary values. */
const B64 = (maxLength: number) => Text(maxLength, { minLength: 1, pattern: '^[A-Za-z0-9_-]+={0,2}$' });
const Transports = T.Array(Text(20), { maxItems: 8 });
const Attachment = T.Union([T.Literal('platform'), T.Literal('cross-platform')]);
const CredentialDescriptor = T.Object({ id: T.String(), type: T.Literal('public-key'), transports: T.Optional(T.Array(T.String())) });
const UserVerification = T.Union([T.Literal('required'), T.Literal('preferred'), T.Literal('discouraged')]);

/** A passkey as Account lists it. */
export const Passkey = T.Object({
  id: T.Integer(),
  name: T.String(),
  createdAt: T.String({ format: 'date-time' }),
  lastUsedAt: Nullable(T.String({ format: 'date-time' })),
});

/** What the browser's navigator.credentials.create() takes (@simplewebauthn/server's creation options). */
const CreationOptions = T.Object({
  challenge: T.String(),
  rp: T.Object({ name: T.String(), id: T.Optional(T.String()) }),
  user: T.Object({ id: T.String(), name: T.String(), displayName: T.String() }),
  pubKeyCredParams: T.Array(T.Object({ alg: T.Integer(), type: T.Literal('public-key') })),
  timeout: T.Optional(T.Integer()),
  excludeCredentials: T.Optional(T.Array(CredentialDescriptor)),
  authenticatorSelection: T.Optional(
    T.Object({
      authenticatorAttachment: T.Optional(Attachment),
      requireResidentKey: T.Optional(T.Boolean()),
      residentKey: T.Optional(T.Union([T.Literal('discouraged'), T.Literal('preferred'), T.Literal('required')])),
      userVerification: T.Optional(UserVerification),
    }),
  ),
  attestation: T.Optional(T.Union([T.Literal('none'), T.Literal('indirect'), T.Literal('direct'), T.Literal('enterprise')])),
  extensions: T.Optional(T.Object({ credProps: T.Optional(T.Boolean()) })),
});

/** What the browser's navigator.credentials.get() takes. */
const RequestOptions = T.Object({
  challenge: T.String(),
  timeout: T.Optional(T.Integer()),
  rpId: T.Optional(T.String()),
  allowCredentials: T.Optional(T.Array(CredentialDescriptor)),
  userVerification: T.Optional(UserVerification),
});

/** The browser's answer to create(): the new credential and its attestation ('none' is all we ask for). */
export const RegistrationResponse = T.Object({
  id: B64(1400),
  rawId: B64(1400),
  type: T.Literal('public-key'),
  response: T.Object({
    clientDataJSON: B64(4000),
    attestationObject: B64(40_000),
    authenticatorData: T.Optional(B64(40_000)),
    transports: T.Optional(Transports),
    publicKeyAlgorithm: T.Optional(T.Integer()),
    publicKey: T.Optional(B64(4000)),
  }),
  authenticatorAttachment: T.Optional(Attachment),
  clientExtensionResults: T.Object({ credProps: T.Optional(T.Object({ rk: T.Optional(T.Boolean()) })) }),
});

/** The browser's answer to get(): an assertion signed by the credential's private key. */
export const AuthenticationResponse = T.Object({
  id: B64(1400),
  rawId: B64(1400),
  type: T.Literal('public-key'),
  response: T.Object({
    clientDataJSON: B64(4000),
    authenticatorData: B64(4000),
    signature: B64(1000),
    userHandle: T.Optional(T.String({ maxLength: 200, pattern: '^[A-Za-z0-9_-]*={0,2}$' })),
  }),
  authenticatorAttachment: T.Optional(Attachment),
  clientExtensionResults: T.Object({}),
});

export const passkeyRoutes = {
  'GET /auth/passkeys': route({
    summary: "The caller's passkeys: the name they gave each, when it was registered and when it was last used.",
    access: { kinds: STAFF },
    response: { 200: T.Array(Passkey) },
  }),
  'POST /auth/passkeys/registration': route({
    summary:
      'Starts registering a passkey: the options for the browser, with a challenge this session keeps for five ' +
      'minutes. Also open to a sign-in that must set up a second factor first.',
    access: { kinds: STAFF, stages: ['full', 'enrolment'] },
    response: { 200: CreationOptions },
  }),
  'POST /auth/passkeys/registration/confirm': route({
    summary:
      "Registers the passkey the browser made for the session's challenge, under the name given. A user without an " +
      'authenticator app or recovery codes gets ten recovery codes (recoveryCodes, shown once; each signs in once ' +
      'instead of the passkey). A sign-in that had to set up a second factor first gets a token of full rights ' +
      '(signedIn). Written to the audit trail.',
    access: { kinds: STAFF, stages: ['full', 'enrolment'] },
    body: T.Object({ name: Text(60, { minLength: 1, pattern: '\\S' }), response: RegistrationResponse }),
    response: { 200: T.Object({ passkey: Passkey, recoveryCodes: T.Optional(T.Array(T.String())), signedIn: T.Optional(SignedIn) }) },
  }),
  'POST /auth/passkeys/remove': route({
    summary:
      "Removes one of the caller's passkeys; refused for the last second factor of a user who must have one. " +
      'Written to the audit trail.',
    access: { kinds: STAFF },
    body: T.Object({ passkeyId: Id }),
    response: { 204: NoContent },
  }),
  'POST /auth/second-step/passkey/options': route({
    summary: "The second step of signing in with a passkey: the options for the browser, naming the user's passkeys.",
    access: { kinds: STAFF, stages: ['second-step'] },
    response: { 200: RequestOptions },
  }),
  'POST /auth/second-step/passkey': route({
    summary:
      "The second step of signing in with one of the user's passkeys, signed over this session's challenge (its " +
      'counter must have moved on). Answers as the sign-in does, with a token of full rights. Failures are ' +
      'throttled with wrong codes.',
    access: { kinds: STAFF, stages: ['second-step'] },
    body: T.Object({ response: AuthenticationResponse }),
    response: { 200: SignedIn },
  }),
};
