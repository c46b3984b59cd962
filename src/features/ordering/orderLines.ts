// What SUBMIT sends to POST /utilities/save_applicants_file (order-and-application §3 "Order line sent on submit",
// §7): one line per applicant per service, TotalOrder the per-person sum as a string, the questions when RC is chosen.
import type { BodyOf, ReplyOf } from '../../../schemas/api';
import type { Cart } from './cart';
import { hasReferences } from './services';
import { orderTotals } from './pricing';

export type SaveApplicantsFile = BodyOf<'POST /utilities/save_applicants_file'>;

/**
 * One line as the wizard sends it: every declared field filled. PurchasedService is the ServiceID; TotalOrder the
 * summed contract prices of the applicant's services, e.g. '102.60' (the server prices the order itself).
 */
export type OrderLine = Required<SaveApplicantsFile['applicantsDetails'][number]>;

export function orderLinesOf(cart: Pick<Cart, 'services' | 'applicants'>): OrderLine[] {
  const totalOrder = orderTotals(cart.services, 1).perPerson.toFixed(2);
  return cart.applicants.flatMap((applicant) =>
    cart.services.map((service) => ({
      FirstName: applicant.FirstName,
      MiddleName: applicant.MiddleName,
      SurName: applicant.SurName,
      Phone: applicant.Phone,
      Email: applicant.Email,
      PurchasedService: service.ServiceID,
      TotalOrder: totalOrder,
      ClientID: applicant.ClientID,
      RecruiterID: applicant.RecruiterID,
      CheckPurpose: applicant.CheckPurpose,
      applicantToPay: applicant.applicantToPay,
      costCentreId: applicant.costCentreId,
    })),
  );
}

export function saveApplicantsFileBody(cart: Cart, userId: string | number): SaveApplicantsFile {
  return {
    applicantsDetails: orderLinesOf(cart),
    registerLocation: cart.registerLocation,
    user_id: String(userId),
    questions: hasReferences(cart.services) ? cart.questions : [],
  };
}

/** The answer of save_applicants_file: who was registered, for the completion modal. */
export type SaveApplicantsAnswer = ReplyOf<'POST /utilities/save_applicants_file'>;
