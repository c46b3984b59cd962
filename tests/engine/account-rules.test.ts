// The account and contact forms' rules (src/engine/account-rules.ts), which the browser's local forms and the server
// both apply: the spec's messages, the email domain rule, the password rule and its confirmation.
import { describe, expect, it } from 'vitest';
import {
  enquiryViolations,
  newUserViolations,
  passwordChangeViolations,
  usesEmailDomain,
} from '../../src/engine/account-rules';

const messages = (violations: { path: (string | number)[]; message: string }[]) =>
  Object.fromEntries(violations.map((v) => [v.path.join('.'), v.message]));

describe('new user', () => {
  it('asks for the first name, surname and email, a first name of 2 characters and an email shape', () => {
    expect(messages(newUserViolations({ FName: ' ', LName: '', Email: undefined }))).toEqual({
      FName: 'Please complete the empty fields.',
      LName: 'Please complete the empty fields.',
      Email: 'Please complete the empty fields.',
    });
    expect(messages(newUserViolations({ FName: 'Z', LName: 'Park', Email: 'zoe@harbourhealth' }))).toEqual({
      FName: 'Please enter at least 2 characters.',
      Email: 'Invalid email format. Please include an "@" and a valid domain name.',
    });
    expect(newUserViolations({ FName: 'Zo', LName: 'Park', Email: 'zoe@harbourhealth.com.au' })).toEqual([]);
  });

  it("takes only the company's own domain, in any case, not a subdomain or a look-alike", () => {
    expect(usesEmailDomain('Zoe@HarbourHealth.com.au', 'harbourhealth.com.au')).toBe(true);
    expect(usesEmailDomain('zoe@mail.harbourhealth.com.au', 'harbourhealth.com.au')).toBe(false);
    expect(usesEmailDomain('zoe@harbourhealth.com.au.example.com', 'harbourhealth.com.au')).toBe(false);
    expect(usesEmailDomain('zoe@gmail.com', 'harbourhealth.com.au')).toBe(false);
    expect(usesEmailDomain('zoe@harbourhealth.com.au', '')).toBe(false);
  });
});

describe('change password', () => {
  it('refuses a weak new password and a confirmation that differs', () => {
    expect(messages(passwordChangeViolations({ newPassword: 'password1', confirmPassword: 'password2' }))).toEqual({
      newPassword: 'Your password does not meet the minimum requirements. Try it again.',
      confirmPassword: 'The password does not match.',
    });
    expect(passwordChangeViolations({ newPassword: 'Zoe#Park2027', confirmPassword: 'Zoe#Park2027' })).toEqual([]);
  });
});

describe('enquiry', () => {
  it('needs a category and a message, and an order id that is a number when given', () => {
    expect(messages(enquiryViolations({ ticket_category: '', message: '  ' }))).toEqual({
      ticket_category: 'Please complete the form.',
      message: 'Please complete the form.',
    });
    expect(messages(enquiryViolations({ ticket_category: 'Other', message: 'Hi', order_id: '12a' }))).toEqual({
      order_id: 'Please enter the order ID as a number, or leave it empty.',
    });
    expect(enquiryViolations({ ticket_category: 'Other', message: 'Hi', order_id: 42 })).toEqual([]);
    expect(enquiryViolations({ ticket_category: 'Other', message: 'Hi', order_id: '' })).toEqual([]);
  });
});
