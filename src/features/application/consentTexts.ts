// The consent text of the Consent step. It differs when the order includes a police check (ServiceID PC or PCV,
// order-and-application §2.3 "Consent"). Wording ours, following the Australian National Police Checking Service's
// informed-consent requirements (what is searched, who sees the result, why).

export const POLICE_CHECK_SERVICES: ReadonlySet<string> = new Set(['PC', 'PCV']);

export function hasPoliceCheck(services: readonly { ServiceID: string }[]): boolean {
  return services.some((service) => POLICE_CHECK_SERVICES.has(service.ServiceID));
}

/** Who receives the results: the ordering company when known. */
function recipient(clientName: string | undefined): string {
  return clientName && clientName.trim() ? clientName.trim() : 'the organisation that requested these checks';
}

export function consentParagraphs(policeCheck: boolean, clientName?: string): string[] {
  const who = recipient(clientName);
  if (policeCheck) {
    return [
      `I consent to ${who} and its screening provider submitting the personal information in this application, and ` +
        'copies of my identity documents, to the Australian Criminal Intelligence Commission and Australian police ' +
        'agencies through the National Police Checking Service, for a nationally coordinated criminal history check.',
      'I understand that police records in every Australian state and territory will be searched under all the names I ' +
        'have given, and that disclosable court outcomes and pending charges may be released, subject to the spent ' +
        'convictions laws that apply.',
      `I understand that the result will be given to ${who} for the purpose stated in this application, and that I ` +
        'may dispute a result I believe is wrong.',
      'I declare that the information I have given is true and correct.',
    ];
  }
  return [
    `I consent to ${who} and its screening provider collecting, using and disclosing the personal information in this ` +
      'application, and copies of my identity documents, to the providers needed to carry out the checks listed (such ' +
      'as identity verification, visa entitlement, credit and reference checks).',
    `I understand that the results will be given to ${who} for the purpose stated in this application, and that I ` +
      'may ask to see and correct the information held about me.',
    'I declare that the information I have given is true and correct.',
  ];
}

/** Shown when the identity step left no message of its own (§4 "the docs message is stored"). */
export const DEFAULT_IDENTITY_MESSAGE =
  'Please check that your name and date of birth above match the identity documents you uploaded: the checks are run ' +
  'against these details.';
