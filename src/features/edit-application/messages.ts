// Texts of the edit screen. Those of order-and-application §2.4 and §8 are verbatim; the others are ours and say so.

/** §2.4: the modal after the corrections were accepted; it closes to home. */
export const INFORMATION_UPDATED = 'Information Updated!';

/** §8: "Failed edit upload: alert 'Something went wrong. Please try again.'" */
export const UPLOAD_FAILED = 'Something went wrong. Please try again.';

/** §8: "Submit failures: 'Error sending your information.'" */
export const SEND_FAILED = 'Error sending your information.';

/** Ours: the identity verification intro text of §2.4. */
export const EDIT_INTRO =
  'To verify your identity and finish your background check, we need you to correct the information below. ' +
  'Each item says why we ask. Correct every item, upload any document asked for, and press SEND INFORMATION.';

/** Ours: the text of the done modal under its title. */
export const UPDATED_TEXT = 'Thank you. We have received your corrections and will carry on with your background check.';

/** Ours: the page without an order id in its address or a chosen order. */
export const NO_ORDER_CHOSEN = 'Choose an order with EDIT on your Home page to correct its information.';
