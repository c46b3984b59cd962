// The database schema (drizzle-orm, PostgreSQL dialect). The same migrations run on embedded PGlite and on a
// PostgreSQL server. Column names are snake_case; the API layer maps them to the spec's field names.
import {
  bigint,
  boolean,
  date,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  index,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import type { ComboElement, FieldChange, FormField } from '../../src/engine';

/** Client companies: employers and recruitment agencies. */
export const clients = pgTable('clients', {
  id: serial('id').primaryKey(),
  companyName: text('company_name').notNull(),
  abn: text('abn'),
  logoUrl: text('logo_url').notNull().default(''),
  /** Public key used by the white-label sign-in pages (/checkmate/:clientKey, /worecs/:clientKey). */
  clientKey: text('client_key').unique(),
  /** Emails of new users of this client must use this domain (portal §2 "Create new user"). */
  emailDomain: text('email_domain'),
  isRecruiter: boolean('is_recruiter').notNull().default(false),
  /** 'ClientOnly' hides the "Applicant will pay?" choice; 'Either' offers it. */
  payOption: text('pay_option').notNull().default('Either'),
  /** Where applicant files of this client's orders are registered (contract_options FolderLocation). */
  folderLocation: text('folder_location').notNull().default(''),
  /** The company's own contact details, shown on its users' Account Information (CompanyPhone, CompanyEmail). */
  phone: text('phone').notNull().default(''),
  email: text('email').notNull().default(''),
  /**
   * The client lets its orders show partner promotions (the Deals page, adsFlag). A Full view user switches it in
   * Account Information; the switch sets ads_flag on the client's orders at once (server/domain/deals-store.ts).
   */
  promotions: boolean('promotions').notNull().default(true),
  /** Every user of this client signs in with a second factor (a Full view user switches it in Account Information). */
  requireTwoFactor: boolean('require_two_factor').notNull().default(false),
});

/** The clients a recruitment agency may order for (get_clients). */
export const recruiterClients = pgTable(
  'recruiter_clients',
  {
    recruiterClientId: integer('recruiter_client_id')
      .notNull()
      .references(() => clients.id),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id),
  },
  (t) => [primaryKey({ columns: [t.recruiterClientId, t.clientId] })],
);

/** Everyone who signs in: individuals (client_id null, clientID '0' on the wire) and client users. */
export const users = pgTable('users', {
  id: serial('id').primaryKey(),
  username: text('username').notNull().unique(),
  email: text('email').notNull(),
  passwordHash: text('password_hash').notNull(),
  firstName: text('first_name').notNull().default(''),
  middleName: text('middle_name').notNull().default(''),
  surname: text('surname').notNull().default(''),
  phone: text('phone').notNull().default(''),
  clientId: integer('client_id').references(() => clients.id),
  /** 'individual' (an applicant, client_id null), 'client' (a user of client_id) or 'operator' (the back office). */
  kind: text('kind').notNull().default('individual'),
  accessLevel: text('access_level').notNull().default('Full view'),
  /** dashboardInfo flags: '1' shows the client column / enables the client filter. */
  showClientName: text('show_client_name').notNull().default('0'),
  searchClient: text('search_client').notNull().default('0'),
  expiresAt: timestamp('expires_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  deletedAt: timestamp('deleted_at', { withTimezone: true }),
  /** The TOTP secret (RFC 6238), sealed with the field cipher; null until an enrolment is confirmed by a first code. */
  totpSecret: text('totp_secret'),
  /** A secret being enrolled (sealed), until its first code confirms it. */
  totpPendingSecret: text('totp_pending_secret'),
  totpEnabledAt: timestamp('totp_enabled_at', { withTimezone: true }),
  /** The last time step whose code was accepted: a code works once. */
  totpLastStep: bigint('totp_last_step', { mode: 'number' }),
});

/** Single-use recovery codes of a user's second factor: argon2id hashes only. */
export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('recovery_codes_user_idx').on(t.userId)],
);

/** Server-side sessions: a token is valid only while its session is neither revoked nor idle too long. */
export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** The browser's User-Agent and the address the session started from (Account lists them). */
    userAgent: text('user_agent').notNull().default(''),
    ip: text('ip').notNull().default(''),
    /**
     * 'full', or a password checked with a second step to come: 'second-step' (the code) or 'enrolment' (a required
     * second factor not set up yet). The guard opens only the calls a route declares for its stage.
     */
    stage: text('stage').notNull().default('full'),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/** Passkeys (WebAuthn credentials) of staff, a second factor beside the authenticator app (server/auth/passkeys.ts). */
export const passkeys = pgTable(
  'passkeys',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    /** The authenticator's credential id, base64url: one user's only. */
    credentialId: text('credential_id').notNull(),
    /** The COSE public key, base64url. */
    publicKey: text('public_key').notNull(),
    /** The signature counter last seen: a later use must show a higher one (unless the authenticator keeps none). */
    counter: bigint('counter', { mode: 'number' }).notNull().default(0),
    transports: jsonb('transports').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    /** What the user called it ("Work laptop"). */
    name: text('name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('passkeys_credential_idx').on(t.credentialId), index('passkeys_user_idx').on(t.userId)],
);

/** The challenge a session was given to register a passkey or sign in with one: taken once, before it expires. */
export const passkeyChallenges = pgTable(
  'passkey_challenges',
  {
    sessionId: text('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    purpose: text('purpose').$type<'register' | 'sign-in'>().notNull(),
    challenge: text('challenge').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ name: 'passkey_challenges_pk', columns: [t.sessionId, t.purpose] })],
);

/** One-time password reset links (only the SHA-256 of the token is stored). */
export const passwordResets = pgTable('password_resets', {
  tokenHash: text('token_hash').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
});

/** The service catalogue (PC, PCV, RC, ...). */
export const services = pgTable('services', {
  serviceId: text('service_id').primaryKey(),
  serviceName: text('service_name').notNull(),
  /** 'Full scope' services can be started from the quick start; others need the wizard. */
  runOption: text('run_option').notNull().default('Full scope'),
  packageName: text('package_name').notNull().default(''),
  category: text('category').notNull().default(''),
  /** Estimated delivery in business days (final_confirmation_message InitDay, EndDay). */
  initDay: integer('init_day').notNull().default(1),
  endDay: integer('end_day').notNull().default(5),
  listPrice: numeric('list_price', { precision: 10, scale: 2 }).notNull(),
  /** Referee limits of a references service (bring_min_ref_req); null elsewhere. */
  minReferees: integer('min_referees'),
  maxReferees: integer('max_referees'),
  refMessage: text('ref_message'),
});

/** The application tabs a service needs (get_tabs is the union over an order's services, in `sort` order). */
export const serviceTabs = pgTable(
  'service_tabs',
  {
    serviceId: text('service_id')
      .notNull()
      .references(() => services.serviceId),
    tabName: text('tab_name').notNull(),
    sort: integer('sort').notNull(),
  },
  (t) => [primaryKey({ columns: [t.serviceId, t.tabName] })],
);

/** Contract prices: what each client pays for each service it may order. */
export const clientServices = pgTable(
  'client_services',
  {
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id),
    serviceId: text('service_id')
      .notNull()
      .references(() => services.serviceId),
    contractPrice: numeric('contract_price', { precision: 10, scale: 2 }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.clientId, t.serviceId] })],
);

export const costCentres = pgTable('cost_centres', {
  id: serial('id').primaryKey(),
  clientId: integer('client_id')
    .notNull()
    .references(() => clients.id),
  description: text('description').notNull(),
});

/** Check purposes offered for a set of services (get_check_types); service_id null = any service. */
export const checkPurposes = pgTable('check_purposes', {
  id: serial('id').primaryKey(),
  purpose: text('purpose').notNull(),
  serviceId: text('service_id').references(() => services.serviceId),
  sort: integer('sort').notNull().default(0),
});

/** Lookup lists by category (get_types: 'Ticket Categories', 'Ads Categories', 'AUDRIVER', 'Countries', ...). */
export const lookups = pgTable(
  'lookups',
  {
    id: serial('id').primaryKey(),
    category: text('category').notNull(),
    lookUpValue: text('look_up_value').notNull(),
    mappingValue: text('mapping_value'),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('lookups_category_idx').on(t.category)],
);

export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    applicantUserId: integer('applicant_user_id')
      .notNull()
      .references(() => users.id),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id),
    /** The recruitment agency that ordered on the client's behalf, if any. */
    recruiterClientId: integer('recruiter_client_id').references(() => clients.id),
    orderedByUserId: integer('ordered_by_user_id').references(() => users.id),
    /**
     * The applicant as the ordering client typed them. A person ordered by two clients has one account, but each
     * client sees only the names and details entered for its own orders (never what another client typed).
     */
    applicantFirstName: text('applicant_first_name').notNull().default(''),
    applicantMiddleName: text('applicant_middle_name').notNull().default(''),
    applicantSurname: text('applicant_surname').notNull().default(''),
    applicantEmail: text('applicant_email').notNull().default(''),
    /** Open, Open with Alert, In progress, On hold, Cancelled, Completed, Closed (portal §4). */
    status: text('status').notNull().default('Open'),
    /** 'General' or 'Needs attention'. */
    orderType: text('order_type').notNull().default('General'),
    checkPurpose: text('check_purpose').notNull().default('Employment'),
    costCentreId: integer('cost_centre_id').references(() => costCentres.id),
    applicantToPay: text('applicant_to_pay').notNull().default('N'),
    totalOrder: numeric('total_order', { precision: 10, scale: 2 }).notNull().default('0'),
    comments: text('comments').notNull().default(''),
    reportLocation: text('report_location').notNull().default(''),
    /** Why an operator holds the order (a manual hold, a failed identity verification); '' when not held. */
    holdReason: text('hold_reason').notNull().default(''),
    /**
     * An operator rejected items of the application (order_rejections) and the applicant has not yet sent them again:
     * the order is On hold and offers EDIT (editFlag). Kept on the order, in the rejection's transaction, so an order
     * list reads no rejection row.
     */
    awaitingEdit: boolean('awaiting_edit').notNull().default(false),
    adsFlag: text('ads_flag').notNull().default('N'),
    termsAccepted: boolean('terms_accepted').notNull().default(false),
    lodgedAt: timestamp('lodged_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    submittedIp: text('submitted_ip'),
    /** Idempotency key of the submission that created the order (a retried upload must not create it twice). */
    requestKey: text('request_key'),
    /** Where the applicant's files are registered: the ordering company's FolderLocation when the order was made. */
    registerLocation: text('register_location').notNull().default(''),
    /** Set by a trigger on every change of the order or of one of its checks: the lists' ETag follows it. */
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * What the order lists need of the checks, kept by the same trigger (migration 0006) so a list of 10,000 orders
     * reads no check row: their statuses (in check order, a status may repeat) and whether any has a results file.
     */
    checkStatuses: text('check_statuses').array().notNull().default(sql`'{}'::text[]`),
    anyResultsFile: boolean('any_results_file').notNull().default(false),
    /** Whether any check has a delay recorded (delay_reason), kept by the same trigger (migration 0028): the Delayed view. */
    anyDelayed: boolean('any_delayed').notNull().default(false),
    /**
     * What the expected completion dates need of the checks, kept by the same triggers (migration 0010) as json text:
     * per check its service, status, start day, the service's EndDay and its delays (server/domain/expected-completion.ts).
     */
    checkPlan: text('check_plan').notNull().default('[]'),
    /** When the order became Closed: stamped by a trigger (migration 0021) however it closed; retention counts from it. */
    closedAt: timestamp('closed_at', { withTimezone: true }),
    /** A legal hold (an operator's, with this reason): retention leaves the order alone while it is not ''. */
    legalHoldReason: text('legal_hold_reason').notNull().default(''),
    legalHoldAt: timestamp('legal_hold_at', { withTimezone: true }),
    legalHoldUserId: integer('legal_hold_user_id').references(() => users.id),
    /** When retention removed the order's files and answers (retention_purges says what went). */
    purgedAt: timestamp('purged_at', { withTimezone: true }),
    /** The queue's first group (migration 0024): On hold, Open with Alert or of type 'Needs attention'. */
    needsAttention: boolean('needs_attention').generatedAlwaysAs(
      sql`"status" IN ('On hold', 'Open with Alert') OR "order_type" = 'Needs attention'`,
    ),
    /** How many fraud signals its referees' answers raise (referee-signals.ts), kept when an answer arrives. */
    refereeSignals: integer('referee_signals').notNull().default(0),
  },
  (t) => [
    index('orders_closed_idx').on(t.closedAt).where(sql`${t.status} = 'Closed' AND ${t.purgedAt} IS NULL`),
    // The queue's keyset pages (migration 0024): its default order, and the columns it sorts by.
    index('orders_queue_idx').on(t.needsAttention, t.lodgedAt, t.id),
    index('orders_status_idx').on(t.status, t.id),
    index('orders_id_lodged_idx').on(t.lodgedAt, t.id),
    index('orders_applicant_name_idx').on(sql`lower(${t.applicantFirstName} || ' ' || ${t.applicantSurname})`, t.id),
    // A filtered queue's default order, one index range per group (migration 0027); the client's counts from the index.
    index('orders_queue_status_idx').on(t.status, t.needsAttention, t.lodgedAt, t.id),
    index('orders_queue_client_idx').on(t.clientId, t.needsAttention, t.lodgedAt, t.id, t.status),
    // The queue's search, a name containing what was typed (`ilike '%...%'`): a trigram index (migration 0027, pg_trgm).
    index('orders_applicant_trgm_idx').using('gin', sql`(${t.applicantFirstName} || ' ' || ${t.applicantSurname}) gin_trgm_ops`),
    index('orders_applicant_idx').on(t.applicantUserId, t.lodgedAt),
    // The client dashboard's keyset pages (migration 0026): one client's orders in each of its sorts.
    index('orders_client_lodged_idx').on(t.clientId, t.lodgedAt, t.id),
    index('orders_client_order_idx').on(t.clientId, t.id),
    index('orders_client_status_idx').on(t.clientId, t.status, t.id),
    index('orders_client_applicant_idx').on(t.clientId, sql`lower(${t.applicantFirstName} || ' ' || ${t.applicantSurname})`, t.id),
    index('orders_client_completed_idx').on(t.clientId, sql`coalesce(${t.completedAt}, '-infinity'::timestamptz)`, t.id),
    // The queue's Delayed view: those orders alone, in its default order, with their status for the counts (0028).
    index('orders_delayed_idx').on(t.needsAttention, t.lodgedAt, t.id, t.status).where(sql`${t.anyDelayed}`),
    index('orders_recruiter_idx').on(t.recruiterClientId, t.lodgedAt),
    index('orders_lodged_idx').on(t.lodgedAt),
    uniqueIndex('orders_request_key_idx').on(t.requestKey),
  ],
);

/**
 * The orders per client, recruiter and status, kept by triggers on orders (migration 0028) as a ledger of changes: a
 * count is the sum of its key's rows; a timed fold (server/domain/status-counts.ts) sums them back to one row per key.
 */
export const orderStatusCounts = pgTable(
  'order_status_counts',
  {
    clientId: integer('client_id').notNull(),
    recruiterClientId: integer('recruiter_client_id'),
    status: text('status').notNull(),
    orders: integer('orders').notNull(),
    /** Of those, orders of type 'Needs attention' (the dashboard's counter). */
    needingAttention: integer('needing_attention').notNull(),
  },
  (t) => [index('order_status_counts_client_idx').on(t.clientId), index('order_status_counts_recruiter_idx').on(t.recruiterClientId)],
);

/** The checks of an order. */
export const orderServices = pgTable(
  'order_services',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    serviceId: text('service_id')
      .notNull()
      .references(() => services.serviceId),
    /** Open, In progress, Verified, With provider, Rejected by third party, In QC, Ready, Cancelled, In review. */
    checkStatus: text('check_status').notNull().default('Open'),
    delayReason: text('delay_reason').notNull().default(''),
    price: numeric('price', { precision: 10, scale: 2 }).notNull(),
    downloadRestriction: text('download_restriction').notNull().default('None'),
    resultsLocation: text('results_location').notNull().default(''),
    resultsScore: text('results_score').notNull().default(''),
    /** A credit check's scores from its provider (portal §9: CreditScore 0-1,000, FraudScore 0-999); null elsewhere. */
    creditScore: integer('credit_score'),
    fraudScore: integer('fraud_score'),
    checkStart: timestamp('check_start', { withTimezone: true }),
    checkCompletion: timestamp('check_completion', { withTimezone: true }),
  },
  (t) => [
    index('order_services_order_idx').on(t.orderId),
    // The queue's Delayed view: the few delayed checks' orders (migration 0027).
    index('order_services_delayed_idx').on(t.orderId).where(sql`${t.delayReason} <> ''`),
  ],
);

/**
 * Every delay of a check, with its cause (one of the five of the delays report) and its start and end (null while
 * it lasts), so the delays report and the KPIs can count them. order_services.delay_reason is the current one.
 */
export const serviceDelays = pgTable(
  'service_delays',
  {
    id: serial('id').primaryKey(),
    orderServiceId: integer('order_service_id')
      .notNull()
      .references(() => orderServices.id),
    cause: text('cause').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (t) => [index('service_delays_check_idx').on(t.orderServiceId)],
);

/** Reference questionnaire templates of a client (reference_repertoire_types_v2 / _questions). */
export const referenceTemplates = pgTable('reference_templates', {
  id: serial('id').primaryKey(),
  clientId: integer('client_id').references(() => clients.id),
  templateType: text('template_type').notNull(),
  checkPurpose: text('check_purpose').notNull().default('Employment'),
});

export const referenceTemplateQuestions = pgTable('reference_template_questions', {
  id: serial('id').primaryKey(),
  templateId: integer('template_id')
    .notNull()
    .references(() => referenceTemplates.id),
  questionSection: text('question_section').notNull(),
  questionType: text('question_type').notNull(),
  questionDesc: text('question_desc').notNull(),
  /** The question's FieldID in the designer ('Q1', 'Q2'... for the seeded ones). */
  fieldId: text('field_id').notNull().default(''),
  sort: integer('sort').notNull(),
});

/** The questionnaire chosen for an order's referees. */
export const orderQuestions = pgTable('order_questions', {
  id: serial('id').primaryKey(),
  orderId: integer('order_id')
    .notNull()
    .references(() => orders.id),
  questionSection: text('question_section').notNull(),
  questionType: text('question_type').notNull(),
  questionDesc: text('question_desc').notNull(),
  /** 'custom' for user-made questions, otherwise 'default'. */
  type: text('type').notNull().default('default'),
  sort: integer('sort').notNull(),
});

/**
 * Field definitions of the application tabs and the edit screen: operators add fields here (seeded from
 * schemas/definitions/*.json), never in code.
 */
export const fieldDefinitions = pgTable(
  'field_definitions',
  {
    id: serial('id').primaryKey(),
    tabName: text('tab_name').notNull(),
    fieldId: text('field_id').notNull(),
    fieldName: text('field_name').notNull(),
    fieldType: text('field_type').notNull(),
    isCompulsory: text('is_compulsory').notNull().default('No'),
    parentField: text('parent_field'),
    portalSection: text('portal_section'),
    formSection: text('form_section'),
    comboCategory: text('combo_category'),
    tableLocation: text('table_location'),
    customWidget: text('custom_widget'),
    helpText: text('help_text'),
    /** The ParentField's value that reveals the field; null means 'Y'. */
    parentValue: text('parent_value'),
    /** text/date: 'YYYY-MM-DD' or 'YYYY-MM'; null keeps the engine's rule by FieldID. */
    dateFormat: text('date_format'),
    minLength: integer('min_length'),
    maxLength: integer('max_length'),
    /** The field's own choices (the designer's list); null reads the shared lookups by combo_category. */
    comboElements: jsonb('combo_elements').$type<ComboElement[]>(),
    /** A list field: the FieldID its newly chosen option's MappingValue fills (CheckType fills NewJobPosition). */
    fillsField: text('fills_field'),
    /** 'Y': the field's value relabels its tab's fields through check_type_files (CheckType); null for no. */
    relabelsFields: text('relabels_fields'),
    sort: integer('sort').notNull(),
  },
  (t) => [index('field_definitions_tab_idx').on(t.tabName)],
);

/**
 * The published versions of every form the designer edits (issue 15): form_key is an application tab's TabName or
 * 'template-{id}'. Immutable history; the newest version is ALSO written to field_definitions /
 * reference_template_questions in the same transaction, which stay the one place every reader of "the current form"
 * reads. An order pinned to an older version reads its fields from here.
 */
export const formVersions = pgTable(
  'form_versions',
  {
    formKey: text('form_key').notNull(),
    version: integer('version').notNull(),
    fields: jsonb('fields').$type<FormField[]>().notNull(),
    /** Null for version 1, which the seed (or the migration, for an existing database) wrote. */
    publishedBy: integer('published_by').references(() => users.id),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
    changes: jsonb('changes').$type<FieldChange[]>().notNull().default(sql`'[]'::jsonb`),
  },
  (t) => [primaryKey({ columns: [t.formKey, t.version] })],
);

/** At most one draft per form: the designer's work in progress, saved as the operator edits. */
export const formDrafts = pgTable('form_drafts', {
  formKey: text('form_key').primaryKey(),
  fields: jsonb('fields').$type<FormField[]>().notNull(),
  savedBy: integer('saved_by')
    .notNull()
    .references(() => users.id),
  savedAt: timestamp('saved_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The version of each application tab an order reads and is validated against, fixed the first time it is needed. */
export const orderFormVersions = pgTable(
  'order_form_versions',
  {
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    formKey: text('form_key').notNull(),
    version: integer('version').notNull(),
  },
  (t) => [primaryKey({ columns: [t.orderId, t.formKey] })],
);

/**
 * The applicant's answers: one row per field, per block row for repeatable blocks. table_location '' and table_id 0
 * mark a field outside any block (no NULLs, so the unique index holds).
 */
export const applicationValues = pgTable(
  'application_values',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    tabName: text('tab_name').notNull(),
    fieldId: text('field_id').notNull(),
    tableLocation: text('table_location').notNull().default(''),
    tableId: integer('table_id').notNull().default(0),
    value: text('value').notNull().default(''),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('application_values_field_idx').on(t.orderId, t.fieldId, t.tableLocation, t.tableId),
    index('application_values_order_idx').on(t.orderId, t.tabName),
  ],
);

/** Ids of block rows (a licence, an employment, an address, a referee...): the real TableIDs that replace -1, -2... */
export const applicationBlocks = pgTable('application_blocks', {
  id: serial('id').primaryKey(),
  orderId: integer('order_id')
    .notNull()
    .references(() => orders.id),
  tableLocation: text('table_location').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Identity document categories (e.g. 'Primary (Category A)') and how many documents each needs. */
export const documentCategories = pgTable('document_categories', {
  category: text('category').primaryKey(),
  description: text('description').notNull().default(''),
  /** How many documents of this category an identity check needs. */
  minRequired: integer('min_required').notNull().default(1),
  sort: integer('sort').notNull().default(0),
});

/** The documents an applicant may provide. kind: 'identity', 'support' or 'selfie'. */
export const documentCatalogue = pgTable('document_catalogue', {
  docId: text('doc_id').primaryKey(),
  docName: text('doc_name').notNull(),
  category: text('category').references(() => documentCategories.category),
  kind: text('kind').notNull().default('identity'),
  /** Support documents required whatever the category counts (e.g. a change-of-name certificate when relevant). */
  required: boolean('required').notNull().default(false),
  sort: integer('sort').notNull().default(0),
});

/** Which services need identity documents and a selfie. */
export const serviceDocumentRules = pgTable('service_document_rules', {
  serviceId: text('service_id')
    .primaryKey()
    .references(() => services.serviceId),
  needsIdentity: boolean('needs_identity').notNull().default(true),
  needsSelfie: boolean('needs_selfie').notNull().default(false),
});

/** Files uploaded for an order: documents, the selfie and the signatures (PARENTSIGN, APPLICANTSIGN, SELFIE). */
export const orderDocuments = pgTable(
  'order_documents',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    docId: text('doc_id').notNull(),
    docName: text('doc_name').notNull(),
    category: text('category'),
    kind: text('kind').notNull(),
    /** Random file name under DATA_DIR/uploads; the only handle the API gives out. */
    location: text('location').notNull().unique(),
    mimeType: text('mime_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    sighted: text('sighted').notNull().default('N'),
    stage: text('stage').notNull().default('Application'),
    uploadedByUserId: integer('uploaded_by_user_id').references(() => users.id),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set when a newer upload replaces this one; replaced files stay for the audit trail. */
    replacedAt: timestamp('replaced_at', { withTimezone: true }),
    /** Set when retention removed the file: the row stays so pages can say what was deleted and when. */
    purgedAt: timestamp('purged_at', { withTimezone: true }),
  },
  (t) => [index('order_documents_order_idx').on(t.orderId)],
);

/**
 * Counters of the sign-in and forgot-password throttles, in the database so they survive a restart and are shared by
 * every API process. One row per key (e.g. 'login:<username>@<address>'); failures inside the window, and the time
 * before which the key is refused.
 */
export const throttleCounters = pgTable('throttle_counters', {
  key: text('key').primaryKey(),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
  count: integer('count').notNull().default(0),
  blockedUntil: timestamp('blocked_until', { withTimezone: true }),
});

/**
 * The audit trail: who looked at an application or downloaded a document, a result or a report, and when. Written
 * for every route that declares an `audit` action; read by operators.
 */
export const auditEvents = pgTable(
  'audit_events',
  {
    id: serial('id').primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    action: text('action').notNull(),
    orderId: integer('order_id').references(() => orders.id),
    /** What was reached, e.g. the document's file name or the tab viewed. */
    subject: text('subject').notNull().default(''),
    ip: text('ip').notNull().default(''),
    /**
     * The row's place in the chain, the hash of the row before it and its own: SHA-256 over prev_hash and the row's
     * canonical content (server/audit-chain.ts). Set by the insert trigger (migration 0021), never by the writer; a
     * second trigger refuses UPDATE and DELETE.
     */
    seq: bigint('seq', { mode: 'number' }).notNull().default(0),
    prevHash: text('prev_hash').notNull().default(''),
    hash: text('hash').notNull().default(''),
  },
  (t) => [
    index('audit_events_order_idx').on(t.orderId, t.at),
    index('audit_events_user_idx').on(t.userId, t.at),
    uniqueIndex('audit_events_seq_idx').on(t.seq),
    index('audit_events_action_idx').on(t.action, t.seq),
  ],
);

/** The audit chain's head: its last seq and hash, one row (id 1) locked by each insert until its transaction ends. */
export const auditChainHead = pgTable('audit_chain_head', {
  id: integer('id').primaryKey(),
  seq: bigint('seq', { mode: 'number' }).notNull(),
  hash: text('hash').notNull(),
});

/**
 * What retention removed from a Closed order, when and why (one row per order, written with the purge). The order's
 * facts (who, which checks, statuses, dates) stay on the order; `items` names what went, `files` the stored files the
 * purge removes from the store after its commit (files_removed_at once all are gone, so a rerun finishes the rest).
 */
export const retentionPurges = pgTable('retention_purges', {
  orderId: integer('order_id')
    .primaryKey()
    .references(() => orders.id),
  purgedAt: timestamp('purged_at', { withTimezone: true }).notNull(),
  reason: text('reason').notNull(),
  items: jsonb('items').$type<PurgedItem[]>().notNull(),
  files: jsonb('files').$type<string[]>().notNull(),
  filesRemovedAt: timestamp('files_removed_at', { withTimezone: true }),
});

/** One thing retention removed: what it was, in words people read ('Document', 'Result', ...), and its name. */
export interface PurgedItem {
  kind: 'document' | 'result' | 'report' | 'referee answers' | 'result detail';
  name: string;
}

/**
 * What operators did to an order: who, when, what (the action, and the check it concerned), the values before and
 * after, and their note. Shown on the back-office order page.
 *
 * Not audit_events: that is an access log (who looked at or downloaded what), written after the answer is decided and
 * outside the request's transaction, with no before and after. A change's history row belongs to the change itself:
 * written in the same transaction as the rows it describes, so there is never a change without its record, nor a
 * record of a change that was rolled back.
 */
export const orderHistory = pgTable(
  'order_history',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    /** The operator who acted; null for the server's own timed work (the monthly invoicing run). */
    userId: integer('user_id').references(() => users.id),
    /**
     * 'service.status' (a check moved or its delay changed), 'order.hold', 'order.release', 'order.invoiced',
     * 'application.submit' (the applicant, or a client user for them, submitted: the order and its checks started).
     */
    action: text('action').notNull(),
    /** The check the action concerned (its ServiceID), '' for the order itself. */
    serviceId: text('service_id').notNull().default(''),
    before: jsonb('before').$type<Record<string, string>>().notNull(),
    after: jsonb('after').$type<Record<string, string>>().notNull(),
    note: text('note').notNull().default(''),
  },
  (t) => [index('order_history_order_idx').on(t.orderId, t.at)],
);

/**
 * Items of an application an operator sent back to the applicant (order-and-application §2.4, §7 "Edit application"):
 * a field (every answer of that FieldID: each row of a block list) or a document, with the reason shown on the edit
 * screen. Open while resolved_at is null; the applicant's edit_submit resolves every open item of the order at once.
 * A document's new file waits here (upload_*) until edit_submit makes it the order's current document, so nothing of
 * the application changes before the applicant sends the edit.
 */
export const orderRejections = pgTable(
  'order_rejections',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    /** 'field' or 'document'. */
    itemKind: text('item_kind').notNull(),
    /** The FieldID or the DocID. */
    itemId: text('item_id').notNull(),
    reason: text('reason').notNull(),
    /** 'Y': the document is to be replaced by another document (the edit screen opens in replace mode). */
    replace: text('replace').notNull().default('N'),
    rejectedByUserId: integer('rejected_by_user_id')
      .notNull()
      .references(() => users.id),
    rejectedAt: timestamp('rejected_at', { withTimezone: true }).notNull(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    /** A document's new file, uploaded on the edit screen (upload_image_edit), not yet sent. */
    uploadDocId: text('upload_doc_id'),
    uploadLocation: text('upload_location'),
    uploadMimeType: text('upload_mime_type'),
    uploadSizeBytes: integer('upload_size_bytes'),
    uploadedByUserId: integer('uploaded_by_user_id').references(() => users.id),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }),
  },
  (t) => [
    index('order_rejections_order_idx').on(t.orderId),
    uniqueIndex('order_rejections_open_item_idx').on(t.orderId, t.itemKind, t.itemId).where(sql`${t.resolvedAt} is null`),
  ],
);

/**
 * Jobs whose effect must happen once (a mail): a retried job finds its key here and does nothing again. Written after
 * the effect, so a crash between the two repeats it at most once (and the outbox file is named by the key).
 */
export const completedJobs = pgTable('completed_jobs', {
  key: text('key').primaryKey(),
  at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Compiled form validators (server/routes/validators.ts) by the SHA-256 of their schema, so any API process serves a
 * module another one compiled, and a restart loses none. POST /validators marks a module used; the retention job
 * removes modules unused for 30 days (a changed form has a new digest, and its old module is never asked for again).
 */
export const validatorModules = pgTable(
  'validator_modules',
  {
    digest: text('digest').primaryKey(),
    code: text('code').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('validator_modules_last_used_idx').on(t.lastUsedAt)],
);

/**
 * Enquiries sent from Contact Us (POST /utilities/receive_enquiries): support is mailed and the sender acknowledged,
 * and operators read them in the back office. The order, when named, is one the sender may see (the guard checks).
 */
export const enquiries = pgTable(
  'enquiries',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    ticketCategory: text('ticket_category').notNull(),
    message: text('message').notNull(),
    orderId: integer('order_id').references(() => orders.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('enquiries_created_idx').on(t.createdAt)],
);

/**
 * Invoices (issue 12): what a client is billed for a period. One per client and run; the InvoiceID shown to users is
 * 'INV-' and the id in six digits (invoiceIdOf in server/domain/invoices.ts). The amounts are the sum of its lines,
 * GST on top, computed once when it is generated and never again (a later change of a contract price changes nothing
 * here). The PDF is a file of the file store, served by the one download call to the client's users and operators.
 */
export const invoices = pgTable(
  'invoices',
  {
    id: serial('id').primaryKey(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id),
    /** The billing period: orders completed on these days (Sydney time), both included. */
    periodFrom: date('period_from', { mode: 'string' }).notNull(),
    periodTo: date('period_to', { mode: 'string' }).notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    subtotal: numeric('subtotal', { precision: 12, scale: 2 }).notNull(),
    gst: numeric('gst', { precision: 12, scale: 2 }).notNull(),
    total: numeric('total', { precision: 12, scale: 2 }).notNull(),
    /** 'Due' until an operator marks it 'Paid'. */
    status: text('status').notNull().default('Due'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    paidByUserId: integer('paid_by_user_id').references(() => users.id),
    /** The operator who generated it; null when the monthly job did. */
    createdByUserId: integer('created_by_user_id').references(() => users.id),
    pdfLocation: text('pdf_location').notNull().unique(),
  },
  (t) => [index('invoices_client_idx').on(t.clientId, t.issuedAt)],
);

/**
 * The checks an invoice bills, at the price stored on the check when it was ordered. A check is billed once: the
 * unique index on order_service_id is what makes a second run for the same period bill nothing again.
 */
export const invoiceLines = pgTable(
  'invoice_lines',
  {
    id: serial('id').primaryKey(),
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => invoices.id),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    orderServiceId: integer('order_service_id')
      .notNull()
      .references(() => orderServices.id),
    serviceId: text('service_id').notNull(),
    description: text('description').notNull(),
    price: numeric('price', { precision: 10, scale: 2 }).notNull(),
  },
  (t) => [
    index('invoice_lines_invoice_idx').on(t.invoiceId),
    index('invoice_lines_order_idx').on(t.orderId),
    uniqueIndex('invoice_lines_order_service_idx').on(t.orderServiceId),
  ],
);

/**
 * Messages a client user sent to the applicant of an order (portal §7 "Contact applicant"): kept on the order as they
 * were mailed. The recipient is the order's applicant email and the reply-to the sender's, both decided by the server.
 */
export const orderMessages = pgTable(
  'order_messages',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    senderUserId: integer('sender_user_id')
      .notNull()
      .references(() => users.id),
    recipient: text('recipient').notNull(),
    replyTo: text('reply_to').notNull(),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('order_messages_order_idx').on(t.orderId, t.sentAt)],
);

/**
 * Cancellations asked by an applicant or a client user (POST /orders/cancel): the whole order (service_id '') or one
 * check, with the reason. An individual's refund account is kept encrypted (AES-256-GCM, server/field-cipher.ts): only
 * the back office decrypts it; null for client users, who give none.
 */
export const orderCancellations = pgTable(
  'order_cancellations',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    serviceId: text('service_id').notNull().default(''),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    /** The caller's kind when it asked: 'individual' or 'client'. */
    clientType: text('client_type').notNull(),
    refundCategory: text('refund_category').notNull(),
    refundReason: text('refund_reason').notNull(),
    /** Bank, AccountName, Bsb and AccountNumber as encrypted JSON (iv.tag.ciphertext, base64url); null for clients. */
    bankDetails: text('bank_details'),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('order_cancellations_order_idx').on(t.orderId)],
);

/**
 * The referees an application names (issue 13), one per referee block row (application_values' ops.ApplicantReferees
 * rows, by table_id). The id is the refereeId of the public link /referencesform/{orderId}/{refereeId}: a random
 * integer of at least 48 bits (server/domain/referee-ids.ts), never sequential, so a link cannot be guessed from another.
 */
export const referees = pgTable(
  'referees',
  {
    id: bigint('id', { mode: 'number' }).primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    /** The referee's block row in the application (application_values.table_id). */
    tableId: integer('table_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the referee first opened the form (the start of answering). */
    openedAt: timestamp('opened_at', { withTimezone: true }),
    /** Set when the applicant removed the referee: the link then answers Reference closed. */
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('referees_row_idx').on(t.orderId, t.tableId)],
);

/** Every invitation and reminder mailed to a referee: kind 'invitation' or 'reminder', and why ('submit', ...). */
export const refereeMessages = pgTable(
  'referee_messages',
  {
    id: serial('id').primaryKey(),
    refereeId: bigint('referee_id', { mode: 'number' })
      .notNull()
      .references(() => referees.id),
    kind: text('kind').notNull(),
    reason: text('reason').notNull(),
    email: text('email').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('referee_messages_referee_idx').on(t.refereeId, t.sentAt)],
);

/** A referee's answers: one row per referee (the primary key is what makes a second post change nothing). */
export const refereeAnswers = pgTable('referee_answers', {
  refereeId: bigint('referee_id', { mode: 'number' })
    .primaryKey()
    .references(() => referees.id),
  /** The field list as the referee answered it (FieldName, FieldLabel, FieldType, SectionType, NewFieldValue...). */
  answers: jsonb('answers').$type<Array<Record<string, unknown>>>().notNull(),
  /** The address the server saw the answers come from. */
  ip: text('ip').notNull(),
  /** What the browser claimed as its address (IPAddress of the body), kept only as a claim. */
  claimedIp: text('claimed_ip').notNull().default(''),
  userAgent: text('user_agent').notNull().default(''),
  startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
  finishedAt: timestamp('finished_at', { withTimezone: true }).notNull(),
});

/**
 * Partner offers shown on the Deals page (portal §3 "Solution promotion row", §7 solutions_promotion): seeded with the
 * demo, edited by operators in the back office. Category is the MappingValue of a get_types 'Ads Categories' row;
 * `suggested` puts the offer in the Suggested list (flag 1).
 */
export const partners = pgTable('partners', {
  id: serial('id').primaryKey(),
  provider: text('provider').notNull(),
  description: text('description').notNull(),
  url: text('url').notNull(),
  logoLocation: text('logo_location').notNull().default(''),
  category: text('category').notNull(),
  subCategory: text('sub_category').notNull().default(''),
  suggested: boolean('suggested').notNull().default(false),
  /** Hidden partners keep their clicks but are offered to nobody. */
  active: boolean('active').notNull().default(true),
});

/** A VISIT SITE press on the Deals page (capture_click): counted per partner in the back office. */
export const partnerClicks = pgTable(
  'partner_clicks',
  {
    id: serial('id').primaryKey(),
    partnerId: integer('partner_id')
      .notNull()
      .references(() => partners.id),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    url: text('url').notNull(),
    clickedAt: timestamp('clicked_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('partner_clicks_partner_idx').on(t.partnerId)],
);

/**
 * A client's link to JobAdder (Third Parties): the OAuth refresh token, sealed with the field cipher
 * (server/field-cipher.ts) and never sent to a browser, which only learns linked or not.
 */
export const jobAdderLinks = pgTable('job_adder_links', {
  clientId: integer('client_id')
    .primaryKey()
    .references(() => clients.id),
  refreshToken: text('refresh_token').notNull(),
  linkedByUserId: integer('linked_by_user_id')
    .notNull()
    .references(() => users.id),
  linkedAt: timestamp('linked_at', { withTimezone: true }).notNull(),
  /** When the token was last exchanged for an access token (JobAdder rotates it each time). */
  refreshedAt: timestamp('refreshed_at', { withTimezone: true }),
});

/**
 * A list's filters and sort saved under a name by one user (issue 31): `list` names the page ('queue' for the back
 * office's), `query` is the page's URL query as it was saved.
 */
export const savedViews = pgTable(
  'saved_views',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    list: text('list').notNull(),
    name: text('name').notNull(),
    query: text('query').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('saved_views_user_name_idx').on(t.userId, t.list, sql`lower(${t.name})`)],
);
