// The info modals of the home page explain what each order and check status means (portal §2 "Individual dashboard",
// texts from portal §4 "States and transitions").

export interface StatusText {
  status: string;
  text: string;
}

export const ORDER_STATUS_TEXTS: readonly StatusText[] = [
  {
    status: 'Open',
    text:
      'Your order is registered and waiting for your application. Press START to complete it. ' +
      "'Open with Alert' is an open order that needs your attention.",
  },
  { status: 'In progress', text: 'Your application has been sent and your checks are being carried out.' },
  {
    status: 'On hold',
    text:
      'Your checks are paused: your identity could not be verified, a manual review was requested, or a third party ' +
      'rejected a check or reported an error. EDIT lets you correct the information asked for.',
  },
  { status: 'Cancelled', text: 'The order was cancelled; no further checks are carried out.' },
  { status: 'Completed', text: 'All checks are ready and the summary report has been generated.' },
  {
    status: 'Closed',
    text:
      'The order closes 14 days after an online purchase completes, or when an invoice including it is generated. ' +
      'Results can then no longer be downloaded.',
  },
];

export const SERVICE_STATUS_TEXTS: readonly StatusText[] = [
  { status: 'Open', text: 'The check is waiting for your application.' },
  { status: 'In progress', text: 'The check has started.' },
  { status: 'Verified', text: 'Your details for this check have been verified.' },
  { status: 'With provider', text: 'The check is with the police or the credit reporting provider.' },
  { status: 'Rejected by third party', text: 'The provider could not process the check; we will contact you.' },
  { status: 'In QC', text: 'The result is going through our quality control.' },
  { status: 'In review', text: 'The result is being reviewed before release.' },
  { status: 'Ready', text: 'The result is ready.' },
  { status: 'Cancelled', text: 'The check was cancelled.' },
];
