// Id schemas shared by the routes (paths and bodies). Ids travel as digit strings in paths; ajv type coercion is off
// (a body of the wrong type must be refused, not coerced), so paths are matched by pattern.
export const idPattern = '^[0-9]{1,9}$';

export const userIdParams = {
  type: 'object',
  required: ['userId'],
  properties: { userId: { type: 'string', pattern: idPattern } },
} as const;

export const orderIdParams = {
  type: 'object',
  required: ['orderId'],
  properties: { orderId: { type: 'string', pattern: idPattern } },
} as const;

/** Pages hold the order id as a number or as the digit string of a route; coercion is off, so both are declared. */
export const orderIdValue = {
  anyOf: [
    { type: 'integer', minimum: 1, maximum: 999_999_999 },
    { type: 'string', pattern: idPattern },
  ],
} as const;

export const orderIdBody = {
  type: 'object',
  required: ['orderId'],
  properties: { orderId: orderIdValue },
} as const;
