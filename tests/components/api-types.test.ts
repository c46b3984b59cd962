// The API client's types come from the contract (schemas/api): a call that does not match its route's declaration
// does not compile. Checked by `tsc`; the calls are never made.
import { describe, expect, it } from 'vitest';
import { api } from '../../src/app/api';
import { useApi } from '../../src/app/useApi';

function notCalled() {
  // Path parameters are required when declared, and only those.
  void api.call('GET /orders/:userId', { params: { userId: '7' } });
  // @ts-expect-error the route declares :userId
  void api.call('GET /orders/:userId', {});
  // @ts-expect-error userId, not orderId
  void api.call('GET /orders/:userId', { params: { orderId: '7' } });

  // Bodies are the declared ones.
  void api.call('POST /auth/password/reset', { body: { resetToken: 't', newPassword: 'p' } }, { public: true });
  // @ts-expect-error choosing a password from the link needs the link's token
  void api.call('POST /auth/password/reset', { body: { newPassword: 'p' } });
  // @ts-expect-error the signed-in change asks for the current password
  void api.call('POST /auth/password', { body: { userId: 7, newPassword: 'p' } });
  // @ts-expect-error get_types takes a category
  void api.call('POST /utilities/get_types', { body: { Category: 'Countries' } });
  // @ts-expect-error logout takes no body
  void api.call('POST /auth/logout', { body: {} });

  // Answers are the declared ones.
  void api.call('GET /brand/:clientKey', { params: { clientKey: 'harbour' } }).then((brand) => {
    const name: string = brand.ClientName;
    // @ts-expect-error no such field is declared
    void brand.ClientID;
    return name;
  });

  // Files and uploads have their own calls.
  void api.download('POST /application/get_application_pdf', { body: { orderId: 5 } });
  // @ts-expect-error a PDF is not JSON
  void api.call('POST /application/get_application_pdf', { body: { orderId: 5 } });
  const file = new File([], 'a.png');
  void api.upload('POST /utilities/upload_image', { orderId: 5, docName: 'SELFIE', file });
  // @ts-expect-error docName is declared and required
  void api.upload('POST /utilities/upload_image', { orderId: 5, file });

  // Reads through SWR: GET routes only, with their parameters.
  void (() => useApi('GET /services/:userId/:orderId', { userId: '7', orderId: '5' }));
  // @ts-expect-error a POST is not a read
  void (() => useApi('POST /utilities/get_types', null));
}

describe('API client types', () => {
  it('are checked by tsc', () => {
    expect(typeof notCalled).toBe('function');
  });
});
