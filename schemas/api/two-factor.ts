// Two-factor sign-in and sessions in view (issue 32): the second step of signing in, setting up and turning off an
// authenticator app (TOTP, RFC 6238) with ten single-use recovery codes, a client's rule that its users must have
// one, and the caller's own sessions (device, address, last seen) with sign-out per session. Operators end a user's
// sessions from the back office (an order's applicant or the user who ordered it).
import { Type as T } from '@sinclair/typebox';
import { SignedIn } from './auth';
import { Id, IdValue, NoContent, route, Text, UserIdParams } from './route';

const ALL_KINDS = ['individual', 'client', 'operator'] as const;

/** A six-digit code of the app, or a recovery code (letters and digits, dashes and spaces allowed). */
const Code = Text(40, { minLength: 1, pattern: '\\S' });

export const twoFactorRoutes = {
  'POST /auth/second-step': route({
    summary:
      'The second step of signing in: a code of the authenticator app or one of the recovery codes (each works once). ' +
      'Ends the session that reached only this step and answers as the sign-in does, with a token of full rights. ' +
      'Wrong codes are throttled like passwords.',
    access: { kinds: ALL_KINDS, stages: ['second-step'] },
    body: T.Object({ code: Code }),
    response: { 200: SignedIn },
  }),
  'GET /auth/two-factor': route({
    summary:
      "The caller's second factor: whether it is on and since when, whether the caller must have one, how many " +
      'recovery codes are unused, and whether the caller may turn it off.',
    access: { kinds: ALL_KINDS, stages: ['full', 'enrolment'] },
    response: {
      200: T.Object({
        enabled: T.Boolean(),
        enabledAt: T.String(),
        required: T.Boolean(),
        recoveryCodesLeft: T.Integer(),
        mayTurnOff: T.Boolean(),
      }),
    },
  }),
  'POST /auth/two-factor/enrolment': route({
    summary:
      'Starts setting up an authenticator app: a new secret, as a QR code (an SVG data URL) and as text to type. It is ' +
      'not used for signing in until a first code confirms it; an app already set up keeps working until then.',
    access: { kinds: ALL_KINDS, stages: ['full', 'enrolment'] },
    response: { 200: T.Object({ secret: T.String(), otpauthUrl: T.String(), qrCode: T.String() }) },
  }),
  'POST /auth/two-factor/enrolment/confirm': route({
    summary:
      'Confirms the app being set up with its first code: two-factor sign-in is on, and ten new recovery codes are ' +
      'answered, once (only their hashes are kept). A session that had to set one up before anything else gets a ' +
      'token of full rights (signedIn).',
    access: { kinds: ALL_KINDS, stages: ['full', 'enrolment'] },
    body: T.Object({ code: Code }),
    response: { 200: T.Object({ recoveryCodes: T.Array(T.String()), signedIn: T.Optional(SignedIn) }) },
  }),
  'POST /auth/two-factor/disable': route({
    summary:
      'Turns two-factor sign-in off, with a current code or a recovery code; refused for a user who must have it ' +
      '(operators, users of a client that requires it).',
    access: { kinds: ALL_KINDS },
    body: T.Object({ code: Code }),
    response: { 200: T.Object({ message: T.String() }) },
  }),
  'GET /reports/client_two_factor/:userId': route({
    summary: "Whether the caller's company requires a second factor of all its users.",
    access: { kinds: ['client'], self: 'params.userId' },
    params: UserIdParams,
    response: { 200: T.Object({ required: T.Boolean() }) },
  }),
  'POST /utilities/client_two_factor': route({
    summary:
      "Requires (or stops requiring) a second factor of every user of the caller's company: from their next sign-in, " +
      'a user without one sets it up before anything else. Switching it on asks the caller to have one already.',
    access: { kinds: ['client'], fullView: true, self: 'body.userID' },
    body: T.Object({ userID: Id, required: T.Boolean() }),
    response: { 200: T.Object({ required: T.Boolean() }) },
  }),
  'GET /auth/sessions': route({
    summary:
      "The caller's live sessions, most recently used first: the device in words (from the browser's User-Agent), " +
      'the address, when it signed in and was last seen (to the minute), and which one is this one.',
    access: { kinds: ALL_KINDS },
    response: {
      200: T.Array(
        T.Object({
          id: T.String(),
          device: T.String(),
          ip: T.String(),
          signedInAt: T.String({ format: 'date-time' }),
          lastSeenAt: T.String({ format: 'date-time' }),
          current: T.Boolean(),
        }),
      ),
    },
  }),
  'POST /auth/sessions/end': route({
    summary: "Signs one of the caller's other sessions out (this one signs out with /auth/logout).",
    access: { kinds: ALL_KINDS },
    body: T.Object({ sessionId: Text(100, { minLength: 1 }) }),
    response: { 204: NoContent },
  }),
  'POST /auth/sessions/end-others': route({
    summary: "Signs out every session of the caller but this one; answers how many ended.",
    access: { kinds: ALL_KINDS },
    response: { 200: T.Object({ ended: T.Integer() }) },
  }),
  'POST /backoffice/sessions/end': route({
    summary:
      "Signs out every session of an order's applicant or of the user who ordered it (a lost phone, a shared " +
      'computer); answers how many ended. Written to the audit trail.',
    access: { kinds: ['operator'], anyOrder: 'body.orderId' },
    body: T.Object({ orderId: IdValue, who: T.Union([T.Literal('applicant'), T.Literal('orderedBy')]) }),
    response: { 200: T.Object({ ended: T.Integer() }) },
  }),
};
