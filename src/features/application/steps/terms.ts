// The Terms and Conditions step's rules (order-and-application §2.3, §4, §5): both boxes N by default, Y when the
// server reports TermsConditions Y, and NEXT needs both Y ('Please accept to continue').
import { gapFillingValidator, textValues, type FormData, type Violation } from '../../../engine';
import { ACCEPT_TO_CONTINUE } from '../messages';

// A type, not an interface: it then passes as EngineForm's formData (a Record) as it is.
export type TermsData = {
  TermsAccepted?: string;
  PrivacyAccepted?: string;
};

/** The boxes as the form reported them. */
export function termsOf(data: FormData): TermsData {
  return textValues(data, ['TermsAccepted', 'PrivacyAccepted']);
}

export function initialTerms(termsConditions: string | null | undefined): TermsData {
  const accepted = termsConditions === 'Y' ? 'Y' : 'N';
  return { TermsAccepted: accepted, PrivacyAccepted: accepted };
}

export function termsViolations(data: TermsData): Violation[] {
  const found: Violation[] = [];
  for (const key of ['TermsAccepted', 'PrivacyAccepted'] as const) {
    if (data[key] !== 'Y') found.push({ key, path: [key], message: ACCEPT_TO_CONTINUE });
  }
  return found;
}

/** rjsf customValidate putting 'Please accept to continue' beside each box left unticked. */
export const termsCustomValidate = gapFillingValidator((data) => termsViolations(termsOf(data)));
