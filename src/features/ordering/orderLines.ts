// What SUBMIT sends to POST /utilities/save_applicants_file (order-and-application §3 "Order line sent on submit",
// §7): one line per applicant per service, TotalOrder the per-person sum as a string, the questions when RC is chosen.
import type { Cart } from './cart';
import { hasReferences } from './services';
import { orderTotals } from './pricing';
import type { Question } from './questions/questions';

export interface OrderLine {
  FirstName: string;
  MiddleName: string;
  SurName: string;
  Phone: string;
  Email: string;
  /** The ServiceID. */
  PurchasedService: string;
  /** The summed contract prices of the applicant's services, e.g. '102.60'. The server prices the order itself. */
  TotalOrder: string;
  ClientID: string;
  RecruiterID: string;
  CheckPurpose: string;
  applicantToPay: 'Y' | 'N';
  costCentreId: string;
}

export interface SaveApplicantsFile {
  applicantsDetails: OrderLine[];
  registerLocation: string;
  user_id: string;
  questions: Question[];
}

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
export interface SaveApplicantsAnswer {
  outcome: string;
  orders: { OrderID: number; FirstName: string; SurName: string; Email: string }[];
}
