// The sign-in sequence of portal §7: POST /auth/login, then (for a user with a second factor) the second step, then
// GET /reports/dashboard_type/{userID} with the new token, and the session user of portal §3.
import type { ReplyOf } from '../../../schemas/api';
import { api, ApiError } from '../../app/api';
import { ERROR_MESSAGES } from '../../app/messages';
import { roleFor, type DashboardInfo, type SessionUser } from '../../app/session-store';

/** A failed sign-in, carrying the text to show. */
export class SignInError extends Error {}

/** The sign-in answer (also what the second step and a required enrolment answer). */
export type SignInAnswer = ReplyOf<'POST /auth/login'>;

/** A second factor the user has: the authenticator app (and its recovery codes), or passkeys. */
export type SecondFactorKind = NonNullable<SignInAnswer['secondFactors']>[number];

/** A right password's sign-in waiting for its second step ('code', with the factors it may use) or an enrolment. */
export interface PendingSignIn {
  step: 'code' | 'enrol';
  token: string;
  factors: SecondFactorKind[];
}

/** After the password: signed in, or a token that reaches only the second step or the enrolment. */
export type PasswordOutcome = { step: 'done'; user: SessionUser } | PendingSignIn;

/** Portal §8: a refused login shows the server's errorMessage if present; other failures use the catalogue. */
export function signInErrorText(error: unknown): string {
  if (error instanceof SignInError) return error.message;
  if (error instanceof ApiError) {
    if (error.status >= 400 && error.status < 500) return error.serverMessage ?? ERROR_MESSAGES.client;
    return error.message;
  }
  return ERROR_MESSAGES.server;
}

export async function signInWithPassword(username: string, password: string): Promise<PasswordOutcome> {
  const answer = await api.call('POST /auth/login', { body: { username, password } }, { public: true });
  const token = answer?.token?.access_token;
  // A server that names no factors asks for the app's code, as before passkeys.
  if (token && answer.twoFactor) return { step: answer.twoFactor, token, factors: answer.secondFactors ?? ['app'] };
  return { step: 'done', user: await sessionUserFrom(answer) };
}

/** The session user of a full sign-in answer: the dashboard info is read with its token. */
export async function sessionUserFrom(answer: SignInAnswer | undefined): Promise<SessionUser> {
  // Checked although declared: a sign-in without a user or a token must say why rather than break later.
  const master = answer?.userMaster;
  const token = answer?.token?.access_token;
  if (!master || !token) {
    throw new SignInError(answer?.errorMessage?.trim() || ERROR_MESSAGES.client);
  }

  let dashboardInfo: DashboardInfo;
  try {
    dashboardInfo = await api.call(
      'GET /reports/dashboard_type/:userId',
      { params: { userId: String(master.userID) } },
      { token },
    );
  } catch (error) {
    // Without dashboard info the portal cannot choose the user's screens; end the server session just opened.
    api.call('POST /auth/logout', {}, { token }).catch(() => undefined);
    throw error;
  }

  return {
    Id: master.userID,
    Name: master.fullName,
    rol: roleFor(master.clientID, dashboardInfo.dashboardType),
    token,
    dashboardInfo,
  };
}
