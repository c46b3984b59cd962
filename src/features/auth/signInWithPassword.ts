// The sign-in sequence of portal §7: POST /auth/login, then GET /reports/dashboard_type/{userID} with the
// new token, then the session user of portal §3.
import { api, ApiError } from '../../app/api';
import { ERROR_MESSAGES } from '../../app/messages';
import { roleFor, type DashboardInfo, type SessionUser } from '../../app/session-store';

/** A failed sign-in, carrying the text to show. */
export class SignInError extends Error {}

/** Portal §8: a refused login shows the server's errorMessage if present; other failures use the catalogue. */
export function signInErrorText(error: unknown): string {
  if (error instanceof SignInError) return error.message;
  if (error instanceof ApiError) {
    if (error.status >= 400 && error.status < 500) return error.serverMessage ?? ERROR_MESSAGES.client;
    return error.message;
  }
  return ERROR_MESSAGES.server;
}

export async function signInWithPassword(username: string, password: string): Promise<SessionUser> {
  const answer = await api.call('POST /auth/login', { body: { username, password } }, { public: true });
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
