// The calls the wizard and the quick start read before an order is sent (order-and-application §7 "New order"),
// on the seeded demo: `client` (Harbour Health Group), `recruiter` (Talent Bridge Recruitment), `applicant`.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { bearer, createTestApp, type TestApp } from './harness';
import { clients, clientServices, services } from '../../server/db/schema';

let t: TestApp;
let client: { token: string; userId: number };
let recruiter: { token: string; userId: number };
let applicant: { token: string; userId: number };
const clientIds: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp();
  [client, recruiter, applicant] = await Promise.all([
    t.signIn('client', 'Client#2026'),
    t.signIn('recruiter', 'Recruiter#2026'),
    t.signIn('applicant', 'Applicant#2026'),
  ]);
  for (const row of await t.database.db.select().from(clients)) clientIds[row.clientKey!] = row.id;
});
afterAll(() => t.close());

const get = (url: string, token?: string) =>
  t.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });
const post = (url: string, token: string, payload: unknown) =>
  t.app.inject({ method: 'POST', url, headers: bearer(token), payload: payload as object });

describe('GET /services/by_user/{userId}', () => {
  it("lists the client's contract: its services with contract prices as numbers", async () => {
    const response = await get(`/api/services/by_user/${client.userId}`, client.token);
    expect(response.statusCode).toBe(200);
    const list = response.json() as Array<Record<string, unknown>>;
    expect(list.find((s) => s.ServiceID === 'PC')).toEqual({
      ServiceID: 'PC',
      ServiceName: 'National Police Check',
      RunOption: 'Full scope',
      PackageName: 'Police',
      ContractPrice: 44.1,
    });
    expect(list.find((s) => s.ServiceID === 'QV')).toMatchObject({ RunOption: 'Partial scope', ContractPrice: 49.5 });
    // Harbour Health's contract leaves out the bankruptcy search.
    expect(list.map((s) => s.ServiceID)).not.toContain('BKR');
    expect(list).toHaveLength(9);
  });

  it("gives a recruiter its own agency's prices", async () => {
    const response = await get(`/api/services/by_user/${recruiter.userId}`, recruiter.token);
    expect(response.statusCode).toBe(200);
    const list = response.json() as Array<Record<string, unknown>>;
    expect(list.find((s) => s.ServiceID === 'PC')?.ContractPrice).toBe(41.65);
    expect(list.find((s) => s.ServiceID === 'BKR')?.ContractPrice).toBe(16.58);
  });

  it('drops a second service of the same ServiceName', async () => {
    const db = t.database.db;
    await db.insert(services).values({
      serviceId: 'PCX',
      serviceName: 'Credit History Check',
      packageName: 'Financial',
      listPrice: '35.00',
    });
    await db.insert(clientServices).values({ clientId: clientIds['harbour-health'], serviceId: 'PCX', contractPrice: '31.50' });
    try {
      const list = (await get(`/api/services/by_user/${client.userId}`, client.token)).json() as Array<Record<string, unknown>>;
      expect(list.filter((s) => s.ServiceName === 'Credit History Check')).toHaveLength(1);
      expect(list).toHaveLength(9);
    } finally {
      await db.delete(clientServices).where(eq(clientServices.serviceId, 'PCX'));
      await db.delete(services).where(eq(services.serviceId, 'PCX'));
    }
  });

  it("refuses another user's id, an individual, a malformed id and a missing token", async () => {
    expect((await get(`/api/services/by_user/${recruiter.userId}`, client.token)).statusCode).toBe(403);
    const individual = await get(`/api/services/by_user/${applicant.userId}`, applicant.token);
    expect(individual.statusCode).toBe(403);
    expect(individual.json().errorMessage).toBe('This call is not open to your kind of account.');
    expect((await get('/api/services/by_user/abc', client.token)).statusCode).toBe(400);
    expect((await get(`/api/services/by_user/${client.userId}`)).statusCode).toBe(401);
  });
});

describe('GET /services/by_client/{clientId}', () => {
  it("gives a recruiter the chosen client's services at that client's prices, not its own", async () => {
    const harbour = await get(`/api/services/by_client/${clientIds['harbour-health']}`, recruiter.token);
    expect(harbour.statusCode).toBe(200);
    const list = harbour.json() as Array<Record<string, unknown>>;
    // Harbour Health's contract: PC at its 10% discount, and no bankruptcy search (the agency's own contract has one).
    expect(list.find((s) => s.ServiceID === 'PC')?.ContractPrice).toBe(44.1);
    expect(list.map((s) => s.ServiceID)).not.toContain('BKR');
    const eucalypt = (await get(`/api/services/by_client/${clientIds['eucalypt-care']}`, recruiter.token)).json() as Array<Record<string, unknown>>;
    expect(eucalypt.find((s) => s.ServiceID === 'PCV')?.ContractPrice).toBe(27.55);
  });

  it('answers a client its own contract, and refuses a client one may not order for', async () => {
    const own = (await get(`/api/services/by_client/${clientIds['harbour-health']}`, client.token)).json();
    expect(own).toEqual((await get(`/api/services/by_user/${client.userId}`, client.token)).json());
    expect((await get(`/api/services/by_client/${clientIds['southern-cross']}`, client.token)).statusCode).toBe(403);
    expect((await get(`/api/services/by_client/${clientIds['bluegum-community']}`, recruiter.token)).statusCode).toBe(403);
  });
});

describe('GET /utilities/get_clients/{clientId}', () => {
  it('lists the clients a recruiter orders for, by name', async () => {
    const response = await get(`/api/utilities/get_clients/${clientIds['talent-bridge']}`, recruiter.token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      { ClientID: clientIds['eucalypt-care'], CompanyName: 'Eucalypt Aged Care' },
      { ClientID: clientIds['harbour-health'], CompanyName: 'Harbour Health Group' },
      { ClientID: clientIds['southern-cross'], CompanyName: 'Southern Cross Logistics' },
    ]);
  });

  it('answers an ordinary client with itself only', async () => {
    const response = await get(`/api/utilities/get_clients/${clientIds['harbour-health']}`, client.token);
    expect(response.json()).toEqual([{ ClientID: clientIds['harbour-health'], CompanyName: 'Harbour Health Group' }]);
  });

  it("refuses another company's id and an individual", async () => {
    expect((await get(`/api/utilities/get_clients/${clientIds['talent-bridge']}`, client.token)).statusCode).toBe(403);
    expect((await get(`/api/utilities/get_clients/${clientIds['harbour-health']}`, recruiter.token)).statusCode).toBe(403);
    expect((await get(`/api/utilities/get_clients/${clientIds['harbour-health']}`, applicant.token)).statusCode).toBe(403);
    expect((await get('/api/utilities/get_clients/1x', client.token)).statusCode).toBe(400);
  });
});

describe('POST /utilities/get_check_types', () => {
  const purposes = async (ids: string[]) => {
    const response = await post('/api/utilities/get_check_types', client.token, { Services: ids.map((ServiceID) => ({ ServiceID, ServiceName: 'x' })) });
    expect(response.statusCode).toBe(200);
    return (response.json() as Array<{ CheckPurpose: string }>).map((p) => p.CheckPurpose);
  };

  it('offers the purposes of any service plus those of the chosen ones', async () => {
    expect(await purposes(['RC'])).toEqual(['Employment', 'Contractor']);
    expect(await purposes(['PC', 'RC'])).toEqual(['Employment', 'Contractor', 'Licensing or registration', 'Visa or immigration']);
    expect(await purposes(['PCV'])).toEqual(['Employment', 'Contractor', 'Volunteer', 'Student placement']);
  });

  it('refuses an unknown service and a body of the wrong type', async () => {
    const unknown = await post('/api/utilities/get_check_types', client.token, { Services: [{ ServiceID: 'NOPE' }] });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errorMessage).toBe("The service 'NOPE' is not one we offer.");
    expect((await post('/api/utilities/get_check_types', client.token, { Services: 'PC' })).statusCode).toBe(400);
    expect((await post('/api/utilities/get_check_types', client.token, { Services: [{ ServiceID: 7 }] })).statusCode).toBe(400);
    expect((await post('/api/utilities/get_check_types', applicant.token, { Services: [{ ServiceID: 'PC' }] })).statusCode).toBe(403);
  });
});

describe('GET /utilities/contract_options/{userId}', () => {
  it("answers the company's recruiter flag, pay option and register location", async () => {
    expect((await get(`/api/utilities/contract_options/${client.userId}`, client.token)).json()).toEqual([
      { IsRecruiter: 'N', PayOption: 'Either', FolderLocation: 'registers/harbour-health' },
    ]);
    expect((await get(`/api/utilities/contract_options/${recruiter.userId}`, recruiter.token)).json()).toEqual([
      { IsRecruiter: 'Y', PayOption: 'ClientOnly', FolderLocation: 'registers/talent-bridge' },
    ]);
  });

  it("refuses another user's id and an individual", async () => {
    expect((await get(`/api/utilities/contract_options/${client.userId}`, recruiter.token)).statusCode).toBe(403);
    expect((await get(`/api/utilities/contract_options/${applicant.userId}`, applicant.token)).statusCode).toBe(403);
  });
});

describe('GET /utilities/costcentres_options/{userId}', () => {
  it("lists the caller's company's cost centres; the agency has none", async () => {
    const response = await get(`/api/utilities/costcentres_options/${client.userId}`, client.token);
    expect(response.statusCode).toBe(200);
    const list = response.json() as Array<{ CostCentreID: number; CostCentreDesc: string }>;
    expect(list.map((c) => c.CostCentreDesc)).toEqual(['Allied Health - Newcastle', 'Corporate Services', 'Nursing - Sydney']);
    expect(list.every((c) => Number.isInteger(c.CostCentreID))).toBe(true);
    expect((await get(`/api/utilities/costcentres_options/${recruiter.userId}`, recruiter.token)).json()).toEqual([]);
  });

  it("refuses another user's id", async () => {
    expect((await get(`/api/utilities/costcentres_options/${recruiter.userId}`, client.token)).statusCode).toBe(403);
  });
});

describe('POST /utilities/reference_repertoire_types_v2', () => {
  const types = async (token: string, ClientID: unknown, CheckPurpose?: string) =>
    post('/api/utilities/reference_repertoire_types_v2', token, { ClientID, CheckPurpose });

  it("lists the client's own templates first, then the global ones, for the purpose", async () => {
    const response = await types(client.token, clientIds['harbour-health'], 'Employment');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      { TemplateType: 'Healthcare and aged care reference' },
      { TemplateType: 'Standard employment reference' },
    ]);
    expect((await types(client.token, clientIds['harbour-health'], 'Volunteer')).json()).toEqual([
      { TemplateType: 'Volunteer reference' },
    ]);
    expect((await types(client.token, clientIds['harbour-health'], 'Tenancy')).json()).toEqual([]);
  });

  it("uses 'Employment' when no purpose is sent", async () => {
    expect((await types(recruiter.token, clientIds['southern-cross'])).json()).toEqual([
      { TemplateType: 'Warehouse and driver reference' },
      { TemplateType: 'Standard employment reference' },
    ]);
  });

  it('refuses a client the caller may not order for, and a ClientID that is not a number', async () => {
    expect((await types(client.token, clientIds['southern-cross'], 'Employment')).statusCode).toBe(403);
    expect((await types(recruiter.token, clientIds['bluegum-community'], 'Employment')).statusCode).toBe(403);
    expect((await types(recruiter.token, clientIds['talent-bridge'], 'Employment')).statusCode).toBe(403);
    const text = await types(client.token, String(clientIds['harbour-health']), 'Employment');
    expect(text.statusCode).toBe(400);
    expect(text.json().errorMessage).toBe('Client ID must be a whole number.');
  });
});

describe('POST /utilities/reference_repertoire_questions', () => {
  const questions = (token: string, ClientID: number, TemplateType: string) =>
    post('/api/utilities/reference_repertoire_questions', token, { ClientID, TemplateType });

  it("answers the template's questions in order, Sort from 1, FieldType from the question type", async () => {
    const response = await questions(client.token, clientIds['harbour-health'], 'Healthcare and aged care reference');
    expect(response.statusCode).toBe(200);
    const list = response.json() as Array<Record<string, unknown>>;
    expect(list).toHaveLength(8);
    expect(list.map((q) => q.Sort)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(list[0]).toEqual({
      QuestionID: expect.any(Number),
      QuestionSection: 'Relationship',
      QuestionType: 'text',
      QuestionDesc: 'In what capacity and for how long did you supervise the applicant?',
      Sort: 1,
      FieldType: 'text',
    });
    expect(list[1]).toMatchObject({ QuestionSection: 'Clinical practice', QuestionType: 'rank', FieldType: 'rank' });
    expect(list[4]).toMatchObject({ QuestionType: 'yes/no', FieldType: 'yes/no' });
  });

  it("finds global templates, but not another client's own", async () => {
    const global = await questions(recruiter.token, clientIds['eucalypt-care'], 'Volunteer reference');
    expect((global.json() as unknown[]).length).toBe(5);
    const foreign = await questions(client.token, clientIds['harbour-health'], 'Warehouse and driver reference');
    expect(foreign.statusCode).toBe(200);
    expect(foreign.json()).toEqual([]);
  });

  it('refuses a client the caller may not order for, and a missing TemplateType', async () => {
    expect((await questions(recruiter.token, clientIds['bluegum-community'], 'Volunteer reference')).statusCode).toBe(403);
    const missing = await post('/api/utilities/reference_repertoire_questions', client.token, { ClientID: clientIds['harbour-health'] });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errorMessage).toBe('Template type is required.');
  });
});
