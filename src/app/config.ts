// Settings of the web app that several modules share. Values a deployment may change come from Vite's env.

/** Base of every API call; the portal can be pointed at any server that speaks the same contract (DESIGN.md "Server"). */
export const API_BASE: string = (import.meta.env.VITE_API_URL as string | undefined) ?? '/api';

export const APP_NAME = 'ClearCheck';

/** Support contact shown on the forgot-password thank-you view (portal §2). */
export const SUPPORT_EMAIL = 'support@clearcheck.com.au';

/** Idle minutes before the portal signs the user out (portal §9). */
export const PORTAL_IDLE_MINUTES = 29;
/** Idle minutes of the applicant's application portal (order-and-application §9). */
export const APPLICATION_IDLE_MINUTES = 20;
