// Sign-in and account calls (portal §7 "Sign-in and account").
import { Type as T } from '@sinclair/typebox';
import { Id, NoContent, route, Text } from './route';

const Password = Text(200, { minLength: 1 });

/**
 * A signed-in user and their bearer token (portal §7 login). For a user with a second factor (or who must have one)
 * the token names a session that reaches only the second step: `twoFactor` says which ('code': POST
 * /auth/second-step, or a passkey, POST /auth/second-step/passkey; 'enrol': set one up, an app through POST
 * /auth/two-factor/enrolment... or a passkey). Absent for everyone else, whose answer is the seed's.
 */
export const SignedIn = T.Object({
  userMaster: T.Object({ userID: T.Integer(), fullName: T.String(), clientID: T.String() }),
  token: T.Object({ access_token: T.String() }),
  errorMessage: T.String(),
  twoFactor: T.Optional(T.Union([T.Literal('code'), T.Literal('enrol')])),
  /**
   * With twoFactor 'code': the second factors the user has, so the step offers those. 'app' takes recovery codes too;
   * 'recovery' is named for a user of passkeys alone who has recovery codes left.
   */
  secondFactors: T.Optional(T.Array(T.Union([T.Literal('app'), T.Literal('passkey'), T.Literal('recovery')]))),
});

export const authRoutes = {
  'POST /auth/login': route({
    summary:
      'Sign in with a username and password; answers the user and a bearer token. For a user with a second factor ' +
      "(or who must set one up) the token reaches only the second step, and twoFactor says which.",
    access: { public: 'signing in is how a session starts' },
    body: T.Object({ username: Text(100, { minLength: 1, pattern: '\\S' }), password: Password }),
    response: { 200: SignedIn },
  }),
  'POST /auth/forgotPassword': route({
    summary: 'Emails the username and a one-time link to choose a password; the same answer for unknown addresses.',
    access: { public: 'a person who cannot sign in asks for a link' },
    body: T.Object({ email: Text(254, { format: 'email' }) }),
    response: { 200: T.Object({ message: T.String(), errorMessage: T.String() }) },
  }),
  'POST /auth/password/reset': route({
    summary: 'Chooses a new password with the emailed link (forgot password or invitation); the link works once.',
    access: { public: 'the emailed token is the proof' },
    body: T.Object({ resetToken: Text(100, { minLength: 20 }), newPassword: Password }),
    response: { 200: T.Object({ message: T.String() }) },
  }),
  'POST /auth/password/reset/account': route({
    summary:
      "Names the account an emailed link (forgot password or invitation) chooses a password for, so the page can show " +
      'it and a password manager can save the pair; 400 when the link is used, expired or unknown. Uses nothing.',
    access: { public: 'the emailed token is the proof' },
    body: T.Object({ resetToken: Text(100, { minLength: 20 }) }),
    response: { 200: T.Object({ username: T.String() }) },
  }),
  'POST /auth/password': route({
    summary: "Changes the caller's own password; asks the current one and ends the caller's other sessions.",
    access: { kinds: ['individual', 'client', 'operator'], self: 'body.userId' },
    body: T.Object({ userId: Id, currentPassword: Password, newPassword: Password }),
    response: { 200: T.Object({ message: T.String() }) },
  }),
  'POST /auth/logout': route({
    summary: "Ends the caller's session.",
    access: { kinds: ['individual', 'client', 'operator'], stages: ['full', 'second-step', 'enrolment'] },
    response: { 204: NoContent },
  }),
};
