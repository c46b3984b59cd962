// Services whose results carry a CreditScore and a FraudScore (portal §3 "Order scores"): one list, read by the
// server's results call and the console's result form. Its own module, so a page that reads it carries nothing else.
export const CREDIT_SERVICES: readonly string[] = ['CR'];
