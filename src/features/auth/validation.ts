// Client-side checks of the public sign-in forms, with the spec's exact messages (portal §5).

import { isStrongPassword } from '../../engine/patterns';

export { isEmail } from '../../engine/patterns';

export const PASSWORD_HINT =
  'Use at least 8 characters with one uppercase, one lowercase, one number and one special character.';
export const PASSWORD_MISMATCH = 'The password does not match.';
export const PASSWORD_TOO_WEAK = 'Your password does not meet the minimum requirements. Try it again.';

/** The rule the hint describes; the server enforces the same (src/engine/patterns.ts). */
export const meetsPasswordRules = isStrongPassword;
