// Path parameter schemas shared by the routes. Ids travel as digit strings in paths; ajv type coercion is off
// (a body of the wrong type must be refused, not coerced), so paths are matched by pattern.
export const idPattern = '^[0-9]{1,9}$';

export const userIdParams = {
  type: 'object',
  required: ['userId'],
  properties: { userId: { type: 'string', pattern: idPattern } },
} as const;
