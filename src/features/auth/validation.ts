// Client-side checks of the public sign-in forms, with the spec's exact messages (portal §5).

import { isStrongPassword } from '../../engine/patterns';

export { isEmail, PASSWORD_HINT, PASSWORD_MISMATCH, PASSWORD_TOO_WEAK, PASSWORD_UPDATED } from '../../engine/patterns';

/** The rule the hint describes; the server enforces the same (src/engine/patterns.ts). */
export const meetsPasswordRules = isStrongPassword;
