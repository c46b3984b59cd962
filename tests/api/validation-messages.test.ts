// Issue 30: a request the schema refuses is answered with a plain sentence naming the field as people read it
// ('Username must be at most 100 characters.'), built once by the error handler (server/http.ts) from ajv's error;
// ajv's own words ('must NOT have more than 100 characters', 'must be string') never reach the browser.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from './harness';
import { fieldLabel, validationMessage } from '../../server/http';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const AJV_WORDS = /must NOT|must be string|must be integer|must have required|must match|must be equal|instancePath|\/\d/;

const login = (payload: unknown) => t.app.inject({ method: 'POST', url: '/api/auth/login', payload: payload as object, remoteAddress: '10.9.0.1' });

describe('a request the schema refuses', () => {
  it('at sign-in names the field and says what is wrong in a sentence', async () => {
    const long = await login({ username: 'u'.repeat(101), password: 'x' });
    expect(long.statusCode).toBe(400);
    expect(long.json().errorMessage).toBe('Username must be at most 100 characters.');

    const missing = await login({ username: 'client' });
    expect(missing.json().errorMessage).toBe('Password is required.');

    const numbers = await login({ username: 123, password: 'x' });
    expect(numbers.json().errorMessage).toBe('Username must be text.');
  });

  it('on an order line names the line and the field', async () => {
    const { client } = await t.signInDemo('client');
    const answer = await t.app.inject({
      method: 'POST',
      url: '/api/utilities/save_applicants_file',
      headers: bearer(client.token),
      payload: { applicantsDetails: [{ FirstName: 'Omar', SurName: 'Hale', Email: 'omar@example.com', Phone: 411000111 }], user_id: String(client.userId) },
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().errorMessage).toBe('Line 1: Phone must be text.');
    expect(answer.json().errorMessage).not.toMatch(AJV_WORDS);
  });

  it('in the path names the field, not the route key', async () => {
    const { operator } = await t.signInDemo('operator');
    const answer = await t.app.inject({ method: 'GET', url: '/api/backoffice/orders/twelve', headers: bearer(operator.token) });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().errorMessage).toBe('Order ID must be a number.');
  });
});

describe('validationMessage', () => {
  const of = (keyword: string, instancePath: string, params: Record<string, unknown>) =>
    validationMessage({ validation: [{ keyword, instancePath, schemaPath: '#', params, message: 'must NOT be raw' }], validationContext: 'body' });

  it('writes every kind of refusal without ajv words', () => {
    expect(of('maxLength', '/username', { limit: 100 })).toBe('Username must be at most 100 characters.');
    expect(of('minLength', '/password', { limit: 1 })).toBe('Password is required.');
    expect(of('required', '', { missingProperty: 'currentPassword' })).toBe('Current password is required.');
    expect(of('type', '/ClientID', { type: 'integer' })).toBe('Client ID must be a whole number.');
    expect(of('enum', '/applicantToPay', { allowedValues: ['Y', 'N'] })).toBe("Who pays must be one of 'Y', 'N'.");
    expect(of('format', '/email', { format: 'email' })).toBe('Email must be a valid email address.');
    expect(of('maxItems', '/applicantsDetails', { limit: 500 })).toBe('Applicants details must have at most 500 entries.');
    expect(of('pattern', '/items/2/DocID', { pattern: '^x$' })).toBe('Doc ID (items, entry 3) is not in the expected format.');
    expect(of('type', '', { type: 'object' })).toBe('The request is not in the expected form.');
    for (const text of [of('maxLength', '/a/0/b', { limit: 3 }), of('whatever', '/x', {})]) expect(text).not.toMatch(/raw|must NOT/);
  });

  it('labels keys as people read them', () => {
    expect(fieldLabel('user_id')).toBe('User ID');
    expect(fieldLabel('SurName')).toBe('Surname');
    expect(fieldLabel('tab_name')).toBe('Tab name');
    expect(fieldLabel('orderId')).toBe('Order ID');
    expect(fieldLabel('DOB')).toBe('Date of birth');
  });
});
