// POST /validators compiles a form schema into JavaScript that our origin serves (issue 10, no eval), so it compiles
// only the form engine's own vocabulary (server/validator-vocabulary.ts), at a bounded rate per user; the compiled
// modules live in the database, so any API process and a restarted one serve them, until 30 days unused.
import { randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { RJSFSchema, ValidatorType } from '@rjsf/utils';
import liveValidator from '@rjsf/validator-ajv8';
import createPrecompiledValidator from '@rjsf/validator-ajv8/lib/createPrecompiledValidator.js';
import type { ValidatorFunctions } from '@rjsf/validator-ajv8/lib/types.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildDynamicForm,
  buildReferencesForm,
  referenceBlockOptions,
  toReferenceFields,
  withChoices,
  withoutProperties,
  withRequired,
  type DynamicField,
  type FormData,
} from '../../src/engine';
import { buildApp } from '../../server/app';
import { clients, validatorModules } from '../../server/db/schema';
import { loadApplicationSeed } from '../../server/db/seed-application';
import { RETENTION } from '../../server/jobs/work';
import { COMPILE_RULE, OPERATOR_COMPILE_RULE } from '../../server/routes/validators';
import { compileValidatorGroupModule, compileValidatorModule, schemaDigest } from '../../server/validator-code';
import { MAX_ALL_CHOICES, MAX_CHOICES, MAX_DEPTH, MAX_ELSE, MAX_SCHEMAS, MAX_STRING } from '../../server/validator-vocabulary';
import { MAX_ROOTS } from '../../schemas/api/validators';
import { demoOpenOrders, post, tabFields, type SignedIn } from './application-helpers';
import { createTestApp, type TestApp } from './harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const FORMS_DIR = path.resolve(import.meta.dirname, '../../schemas/forms');

/** POST /validators with root schemas to compile into one module. */
const compileAll = (who: SignedIn, schemas: unknown[], app: FastifyInstance = t.app) =>
  app.inject({ method: 'POST', url: '/api/validators', headers: { authorization: `Bearer ${who.token}` }, payload: { schemas } });
/** The same for one schema: its module's digest is that of the one-schema list. */
const compile = (who: SignedIn, schema: unknown, app: FastifyInstance = t.app) => compileAll(who, [schema], app);
const digestOf = (schema: object) => schemaDigest([schema]);
const fetchModule = (digest: string, app: FastifyInstance = t.app) => app.inject({ method: 'GET', url: `/api/validators/${digest}` });
const storedDigests = async () => (await t.database.db.select({ digest: validatorModules.digest }).from(validatorModules)).map((r) => r.digest);

/** Another API process (or the same after a restart) on the same database: nothing of the first one's memory. */
const otherProcess = () =>
  buildApp({
    database: t.database,
    config: t.config,
    sessionSecret: randomBytes(32).toString('hex'),
    mailer: { send: async () => {} },
    now: () => t.clock.now,
  });

/** The applicant signed in on `app` (each test app signs its own sessions). */
async function applicantOn(app: FastifyInstance): Promise<SignedIn> {
  const answer = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { username: 'applicant', password: 'Applicant#2026' } });
  expect(answer.statusCode, answer.body).toBe(200);
  return { token: answer.json().token.access_token, userId: answer.json().userMaster.userID };
}

/** Every root schema the app renders, built the way the browser builds them. */
async function schemasTheAppPosts(applicant: SignedIn): Promise<Array<{ name: string; schema: object }>> {
  const out: Array<{ name: string; schema: object }> = [];
  const seed = loadApplicationSeed();

  // Application steps: the tab's definitions and lookup lists from the API, through the engine, each section being
  // its own form (widgets/SectionForms.tsx) and the whole step too (a form rendered in one piece).
  const catalogue: Record<string, Array<{ LookUpValue: string; MappingValue: string | null }>> = {};
  for (const category of Object.keys(seed.lookups).filter((c) => !c.startsWith('$'))) {
    const answer = await post(t, '/api/utilities/get_types', applicant, { category });
    expect(answer.statusCode, answer.body).toBe(200);
    catalogue[category] = answer.json();
  }
  const orders = await demoOpenOrders(t);
  for (const orderId of [orders.harbour, orders.southern]) {
    for (const { tabName } of seed.tabs) {
      const defs: DynamicField[] = await tabFields(t, applicant, orderId, tabName).catch(() => []);
      if (defs.length === 0) continue;
      const form = buildDynamicForm(defs, { sectionBy: 'PortalSection', catalogue, blocks: { 'ops.ApplicantReferees': referenceBlockOptions() } });
      out.push({ name: `${tabName} step`, schema: form.schema });
      for (const [key, section] of Object.entries(form.schema.properties ?? {})) out.push({ name: `${tabName} ${key}`, schema: section });
    }
  }

  // Local forms as shipped, and with the choices, hidden and required fields pages give them at run time.
  const companies = (await t.database.db.select().from(clients)).map((c) => ({ value: String(c.id), label: c.companyName }));
  for (const file of readdirSync(FORMS_DIR).filter((f) => f.endsWith('.json'))) {
    const { schema, uiSchema } = JSON.parse(readFileSync(path.join(FORMS_DIR, file), 'utf8')) as { schema: Record<string, unknown>; uiSchema: Record<string, unknown> };
    out.push({ name: file, schema });
    const properties = Object.entries((schema.properties ?? {}) as Record<string, { type?: string }>);
    let varied = schema;
    for (const [property, value] of properties) if (value.type === 'string') varied = withChoices({ schema: varied }, property, companies).schema;
    varied = withRequired(varied, properties.map(([property]) => property));
    out.push({ name: `${file} with choices`, schema: varied });
    out.push({ name: `${file} trimmed`, schema: withoutProperties(varied, uiSchema, properties.slice(0, 1).map(([p]) => p)).schema });
  }

  // The referee's form and its preview, for a questionnaire at the API's limits (descriptions of 1,000 characters).
  const questions = (['text', 'yes/no', 'rank'] as const).map((type, i) => ({
    QuestionSection: i ? 'Conduct' : 'Employment',
    QuestionType: type,
    QuestionDesc: `${'How would you describe the applicant? '.repeat(30)}`.slice(0, 1000),
    Sort: i,
  }));
  out.push({ name: 'references form', schema: buildReferencesForm(toReferenceFields(questions)).schema });
  return out;
}

describe('POST /validators: the engine vocabulary only', () => {
  let applicant: SignedIn;
  beforeAll(async () => {
    applicant = await t.signIn('applicant', 'Applicant#2026');
  });

  it('compiles every schema the app renders, and serves each module', async () => {
    const schemas = await schemasTheAppPosts(applicant);
    // Every kind of form: application steps (their sections), the six local forms and the references form.
    expect(schemas.filter((s) => s.name.endsWith(' step')).length).toBeGreaterThanOrEqual(4);
    expect(schemas.length).toBeGreaterThan(30);
    // ...using the engine's whole vocabulary: dependent lists (if/then), date patterns, choices, read-only text.
    for (const keyword of ['allOf', 'if', 'then', 'pattern', 'oneOf', 'const', 'enum', 'default', 'readOnly', 'items', 'required']) {
      expect(JSON.stringify(schemas.map((s) => s.schema)), keyword).toContain(`"${keyword}":`);
    }
    const refused: string[] = [];
    for (const [i, { name, schema }] of schemas.entries()) {
      // More schemas than one user may compile in a window (COMPILE_RULE): a new window every 100.
      if (i > 0 && i % 100 === 0) t.clock.advanceMinutes(COMPILE_RULE.windowMs / 60_000 + 1);
      const answer = await compile(applicant, schema);
      if (answer.statusCode !== 200) refused.push(`${name}: ${answer.statusCode} ${answer.body.slice(0, 200)}`);
      else expect(answer.json().digest).toBe(digestOf(schema));
    }
    expect(refused).toEqual([]);
    // The app renders more schemas than one user may compile in a window (COMPILE_RULE): the later tests start a new one.
    t.clock.advanceMinutes(COMPILE_RULE.windowMs / 60_000 + 1);
    const step = schemas.find((s) => s.name.endsWith(' step'))!;
    const served = await fetchModule(digestOf(step.schema));
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toMatch(/^text\/javascript/);
    const module = (await import(`data:text/javascript,${encodeURIComponent(served.body)}`)) as { default: Array<Record<string, unknown>> };
    expect(module.default).toHaveLength(1);
    expect(Object.values(module.default[0]).every((fn) => typeof fn === 'function')).toBe(true);
  });

  const deep = (levels: number) => {
    let schema: Record<string, unknown> = { type: 'string' };
    for (let i = 0; i < levels; i++) schema = { type: 'array', items: schema };
    return schema;
  };
  /** A list of `count` choices in one field (schema.ts choiceSchemas). */
  const choices = (count: number) => ({
    type: 'object',
    properties: { f0: { type: 'string', oneOf: Array.from({ length: count }, (_, i) => ({ const: `v${i}`, title: `Choice ${i}` })) } },
  });
  /** `count` fields with a list as long as lists may be. */
  const lists = (count: number) => ({
    type: 'object',
    properties: Object.fromEntries(Array.from({ length: count }, (_, i) => [`f${i}`, choices(MAX_CHOICES).properties.f0])),
  });
  /** `count` dependent lists with a fallback (schema.ts dependencyBranches with `otherwise`). */
  const conditions = (count: number) => ({
    type: 'object',
    properties: Object.fromEntries(Array.from({ length: count + 1 }, (_, i) => [`f${i}`, { type: 'string' }])),
    allOf: Array.from({ length: count }, (_, i) => ({
      if: { type: 'object', properties: { [`f${i}`]: { type: 'string', enum: ['Y'] } }, required: [`f${i}`] },
      else: { type: 'object', properties: { [`f${i + 1}`]: { type: 'string', oneOf: [{ const: 'a', title: 'A' }] } } },
    })),
  });
  const wide = (count: number) => ({
    type: 'object',
    properties: Object.fromEntries(Array.from({ length: count }, (_, i) => [`f${i}`, { type: 'string' }])),
  });
  const refusals: Array<[string, object, RegExp]> = [
    ['an unknown keyword', { type: 'object', properties: { a: { type: 'string', additionalProperties: false } } }, /\/properties\/a\/additionalProperties is not a keyword/],
    ['a reference', { type: 'object', properties: { a: { $ref: '#/definitions/x' } }, definitions: { x: { type: 'string' } } }, /is not a keyword/],
    ['a foreign pattern (ReDoS)', { type: 'object', properties: { a: { type: 'string', pattern: '^(a+)+$' } } }, /\/properties\/a\/pattern is not one of the form engine's patterns/],
    ['a format ajv does not inline', { type: 'string', format: 'date' }, /\/format is not a supported format/],
    ['a property name that is not plain', { type: 'object', properties: { "a'];alert(1);//": { type: 'string' } } }, /is not a plain property name/],
    ['a schema nested too deep', deep(MAX_DEPTH + 1), /nested deeper than/],
    ['too many subschemas', wide(MAX_SCHEMAS + 1), /more than \d+ subschemas/],
    ['a string too long', { type: 'string', title: 'x'.repeat(MAX_STRING + 1) }, /longer than/],
    ['a keyword of the wrong kind', { type: 'object', required: 'a' }, /\/required must be an array/],
    // Branches rjsf would expand into every combination (compile time grows exponentially).
    ['a oneOf of objects', { oneOf: [{ type: 'object', properties: { a: { type: 'string' } } }] }, /\/oneOf\/0\/type is not allowed in a choice/],
    ['an allOf of anything but if/then/else', { allOf: [{ type: 'object', oneOf: [{ const: 'a' }] }] }, /\/allOf\/0\/type is not allowed in an allOf branch/],
    ['too many else branches', conditions(MAX_ELSE + 1), /more than \d+ `else` branches/],
    ['conditions inside a condition', { allOf: [{ if: { type: 'object' }, then: { properties: { a: { type: 'object', allOf: [{ if: { type: 'object' } }] } } } }] }, /conditions may not nest/],
    ['a list too long', choices(MAX_CHOICES + 1), /\/properties\/f0\/oneOf has more than \d+ entries/],
    ['too many choices in all', lists(Math.ceil((MAX_ALL_CHOICES + 1) / MAX_CHOICES)), /more than \d+ choices/],
  ];

  it.each(refusals)('refuses %s, compiling and keeping nothing', async (_what, schema, message) => {
    const before = await storedDigests();
    const answer = await compile(applicant, schema);
    expect(answer.statusCode, answer.body).toBe(400);
    expect(answer.json()).toMatchObject({ statusCode: 400, errorMessage: expect.stringMatching(message) });
    expect(answer.json().errorMessage).toMatch(/^The form schema cannot be compiled: /);
    expect(await storedDigests()).toEqual(before);
    expect((await fetchModule(digestOf(schema))).statusCode).toBe(404);
  });

  it('refuses a list of schemas with one bad, too many or none, naming where, and keeps nothing', async () => {
    const good = { type: 'object', properties: { Name: { type: 'string', title: 'Group name' } } };
    const bad = { type: 'object', properties: { a: { type: 'string', pattern: '^(a+)+$' } } };
    const before = await storedDigests();
    const cases: Array<[unknown[], RegExp]> = [
      [[good, bad], /^The form schema cannot be compiled: \/schemas\/1\/properties\/a\/pattern is not one of the form engine's patterns/],
      // The bounds hold for the schemas together: a step's sections count as the whole step would.
      [[conditions(MAX_ELSE), conditions(1)], /more than \d+ `else` branches/],
      [Array.from({ length: MAX_ROOTS + 1 }, () => good), new RegExp(`^Schemas must have at most ${MAX_ROOTS} entries`)],
      [[], /^Schemas must have at least one entry\./],
    ];
    for (const [schemas, message] of cases) {
      const answer = await compileAll(applicant, schemas);
      expect(answer.statusCode, answer.body).toBe(400);
      expect(answer.json().errorMessage).toMatch(message);
      if (schemas.length > 0) expect((await fetchModule(schemaDigest(schemas as object[]))).statusCode).toBe(404);
    }
    expect(await storedDigests()).toEqual(before);
  });

  it('accepts the engine patterns and schemas at the limits themselves', async () => {
    const atLimits = [
      { type: 'object', properties: { date: { type: 'string', pattern: '^\\d{2}/\\d{2}/\\d{4}$' }, list: deep(MAX_DEPTH - 2) } },
      conditions(MAX_ELSE),
      choices(MAX_CHOICES),
    ];
    for (const schema of atLimits) {
      const answer = await compile(applicant, schema);
      expect(answer.statusCode, answer.body).toBe(200);
    }
  });

  it('compiles a run-time list of a thousand clients (withChoices writes an enum, not a choice per client)', async () => {
    const form = { schema: { type: 'object', properties: { ClientID: { type: 'string', title: 'Client' } } }, uiSchema: {} };
    const many = Array.from({ length: 1_000 }, (_, i) => ({ value: String(i + 1), label: `Client ${i + 1}` }));
    const answer = await compile(applicant, withChoices(form, 'ClientID', many).schema);
    expect(answer.statusCode, answer.body).toBe(200);
  });

  it(`limits each user to ${COMPILE_RULE.free} compilations in ${COMPILE_RULE.windowMs / 60_000} minutes`, async () => {
    const client = await t.signIn('client', 'Client#2026');
    const viewer = await t.signIn('viewer', 'Viewer#2026');
    const schema = { type: 'object', properties: { Name: { type: 'string', title: 'Name' } } };
    for (let i = 0; i < COMPILE_RULE.free; i++) expect((await compile(client, schema)).statusCode).toBe(200);
    const over = await compile(client, schema);
    expect(over.statusCode).toBe(429);
    expect(over.json().errorMessage).toMatch(/Too many attempts/);
    // Another user is not held back by it; the user is again once the window has passed.
    expect((await compile(viewer, schema)).statusCode).toBe(200);
    t.clock.advanceMinutes(COMPILE_RULE.windowMs / 60_000 + 1);
    const again = await t.signIn('client', 'Client#2026');
    expect((await compile(again, schema)).statusCode).toBe(200);
  });

  it(`gives operators ${OPERATOR_COMPILE_RULE.free} (the form designer's live preview compiles as they edit), still a limit`, async () => {
    t.clock.advanceMinutes(COMPILE_RULE.windowMs / 60_000 + 1);
    const operator = await t.signIn('operator', 'Operator#2026');
    const schema = { type: 'object', properties: { Name: { type: 'string', title: 'Preview' } } };
    for (let i = 0; i < OPERATOR_COMPILE_RULE.free; i++) expect((await compile(operator, schema)).statusCode).toBe(200);
    expect((await compile(operator, schema)).statusCode).toBe(429);
  });
});

describe('compiled modules in the database', () => {
  const schemaNamed = (title: string) => ({ type: 'object', title, properties: { Name: { type: 'string', minLength: 1 } }, required: ['Name'] });

  it('serves a module compiled by one process from another, and after a restart', async () => {
    const applicant = await t.signIn('applicant', 'Applicant#2026');
    const schema = schemaNamed('Shared');
    const digest = (await compile(applicant, schema)).json().digest as string;
    const compiled = await fetchModule(digest);
    expect(compiled.statusCode).toBe(200);

    const other = await otherProcess();
    try {
      const there = await fetchModule(digest, other);
      expect(there.statusCode).toBe(200);
      expect(there.body).toBe(compiled.body);
      expect(there.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    } finally {
      await other.close();
    }
    const restarted = await otherProcess();
    try {
      expect((await fetchModule(digest, restarted)).body).toBe(compiled.body);
      // Asking again compiles nothing new: the row stays the one first written.
      expect((await compile(await applicantOn(restarted), schema, restarted)).json().digest).toBe(digest);
      expect((await storedDigests()).filter((d) => d === digest)).toHaveLength(1);
    } finally {
      await restarted.close();
    }
    expect((await fetchModule('0'.repeat(64))).statusCode).toBe(404);
  });

  it('removes modules unused for 30 days, keeping those forms still ask for', async () => {
    const applicant = await t.signIn('applicant', 'Applicant#2026');
    const kept = schemaNamed('Still used');
    const dropped = schemaNamed('Form since changed');
    await compile(applicant, kept);
    await compile(applicant, dropped);

    t.clock.advanceMinutes(20 * 24 * 60);
    // A form page asks for the module again (another process: nothing in its memory).
    const later = await otherProcess();
    try {
      expect((await compile(await applicantOn(later), kept, later)).statusCode).toBe(200);
    } finally {
      await later.close();
    }
    t.clock.advanceMinutes(11 * 24 * 60);
    await t.app.jobs.enqueue(t.database.db, RETENTION, [{ data: {} }]);
    await t.settle();

    const rows = await t.database.db.select().from(validatorModules).where(eq(validatorModules.digest, digestOf(kept)));
    expect(rows).toHaveLength(1);
    expect(await storedDigests()).not.toContain(digestOf(dropped));
    // Asked for again, a removed module is compiled again.
    const fresh = await otherProcess();
    try {
      expect((await fetchModule(digestOf(dropped), fresh)).statusCode).toBe(404);
      expect((await compile(await applicantOn(fresh), dropped, fresh)).statusCode).toBe(200);
      expect((await fetchModule(digestOf(dropped), fresh)).statusCode).toBe(200);
    } finally {
      await fresh.close();
    }
  });
});

describe('a compiled module validates as rjsf ajv validator does', () => {
  /** Data that breaks every rule it can: each string '1' (too short, not a date, not a choice), each list one empty item. */
  function junk(schema: Record<string, unknown>): unknown {
    if (schema.type === 'object') {
      const properties = (schema.properties ?? {}) as Record<string, Record<string, unknown>>;
      return Object.fromEntries(Object.entries(properties).map(([key, value]) => [key, junk(value)]));
    }
    if (schema.type === 'array') return [junk((schema.items ?? {}) as Record<string, unknown>)];
    return schema.type === 'string' ? '1' : undefined;
  }

  it("serves a step's sections in one module: each section's functions, in order, validate as its own module's", async () => {
    const applicant = await t.signIn('applicant', 'Applicant#2026');
    const orders = await demoOpenOrders(t);
    let compared = 0;
    for (const { tabName } of loadApplicationSeed().tabs) {
      const defs: DynamicField[] = await tabFields(t, applicant, orders.harbour, tabName).catch(() => []);
      if (defs.length === 0) continue;
      const form = buildDynamicForm(defs, { sectionBy: 'PortalSection', catalogue: {}, blocks: { 'ops.ApplicantReferees': referenceBlockOptions() } });
      const sections = Object.values(form.schema.properties ?? {}) as RJSFSchema[];
      const answer = await compileAll(applicant, sections);
      expect(answer.statusCode, answer.body).toBe(200);
      const { digest } = answer.json() as { digest: string };
      expect(digest).toBe(schemaDigest(sections));
      const served = await fetchModule(digest);
      expect(served.body).toBe(compileValidatorGroupModule(sections));
      const module = (await import(`data:text/javascript,${encodeURIComponent(served.body)}`)) as { default: ValidatorFunctions[] };
      expect(module.default).toHaveLength(sections.length);
      for (const [index, section] of sections.entries()) {
        const own = (await import(`data:text/javascript,${encodeURIComponent(compileValidatorModule(section))}`)) as { default: ValidatorFunctions };
        const data = junk(section as Record<string, unknown>) as FormData;
        const errorsOf = (functions: ValidatorFunctions) => createPrecompiledValidator(functions, section).validateFormData(data, section).errorSchema;
        expect(errorsOf(module.default[index]), `${tabName} section ${index + 1}`).toEqual(errorsOf(own.default));
        expect(JSON.stringify(errorsOf(module.default[index])), `${tabName} section ${index + 1}: the data breaks some rule`).toContain('__errors');
        compared++;
      }
    }
    // Every seeded step's sections (personal 4, additional 4, consent 2, address 1, references 1).
    expect(compared).toBeGreaterThanOrEqual(8);
  });

  it('gives the same messages under the same fields for every step, empty and filled wrongly', async () => {
    const applicant = await t.signIn('applicant', 'Applicant#2026');
    const catalogue = {};
    const orders = await demoOpenOrders(t);
    let compared = 0;
    for (const { tabName } of loadApplicationSeed().tabs) {
      const defs: DynamicField[] = await tabFields(t, applicant, orders.harbour, tabName).catch(() => []);
      if (defs.length === 0) continue;
      const form = buildDynamicForm(defs, { sectionBy: 'PortalSection', catalogue, blocks: { 'ops.ApplicantReferees': referenceBlockOptions() } });
      const code = compileValidatorModule(form.schema);
      const module = (await import(`data:text/javascript,${encodeURIComponent(code)}`)) as { default: ValidatorFunctions };
      const precompiled = createPrecompiledValidator(module.default, form.schema as RJSFSchema);
      for (const data of [{}, junk(form.schema as Record<string, unknown>) as FormData]) {
        const errorsOf = (validator: ValidatorType) =>
          validator.validateFormData(data, form.schema as RJSFSchema, form.customValidate(), form.transformErrors, form.uiSchemaFor(data) as never)
            .errorSchema;
        const expected = errorsOf(liveValidator);
        expect(JSON.stringify(expected), `${tabName}: the data breaks some rule`).toContain('__errors":["');
        expect(errorsOf(precompiled), tabName).toEqual(expected);
        compared++;
      }
    }
    expect(compared).toBeGreaterThanOrEqual(8);
  });
});
