// Sign-in and account calls (portal §7 "Sign-in and account").
import { Type as T } from '@sinclair/typebox';
import { Id, NoContent, route, Text } from './route';

const Password = Text(200, { minLength: 1 });

export const authRoutes = {
  'POST /auth/login': route({
    summary: 'Sign in with a username and password; answers the user and a bearer token.',
    access: { public: 'signing in is how a session starts' },
    body: T.Object({ username: Text(100, { minLength: 1, pattern: '\\S' }), password: Password }),
    response: {
      200: T.Object({
        userMaster: T.Object({ userID: T.Integer(), fullName: T.String(), clientID: T.String() }),
        token: T.Object({ access_token: T.String() }),
        errorMessage: T.String(),
      }),
    },
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
  'POST /auth/password': route({
    summary: "Changes the caller's own password; asks the current one and ends the caller's other sessions.",
    access: { kinds: ['individual', 'client', 'operator'], self: 'body.userId' },
    body: T.Object({ userId: Id, currentPassword: Password, newPassword: Password }),
    response: { 200: T.Object({ message: T.String() }) },
  }),
  'POST /auth/logout': route({
    summary: "Ends the caller's session.",
    access: { kinds: ['individual', 'client', 'operator'] },
    response: { 204: NoContent },
  }),
};
