// The demo: a realistic Australian set-up seeded on first start (DESIGN.md "Demo data"). Everything here is data a
// real deployment would hold; nothing in the product reads these constants except the seeder.

export const DEMO_SIGN_INS = [
  { username: 'applicant', password: 'Applicant#2026', kind: 'individual (role 1) with orders to start' },
  { username: 'client', password: 'Client#2026', kind: 'client user, Full view' },
  { username: 'viewer', password: 'Viewer#2026', kind: 'client user, Restricted view' },
  { username: 'recruiter', password: 'Recruiter#2026', kind: 'recruiter for several clients' },
  { username: 'operator', password: 'Operator#2026', kind: 'back-office operator: every client\'s orders (then an app code, key below)' },
  { username: 'trainee', password: 'Trainee#2026', kind: 'back-office operator who sets up two-factor sign-in at first sign-in' },
  { username: 'enterprise', password: 'Enterprise#2026', kind: 'client user of Meridian Retail Group (2,400 orders), Full view' },
] as const;

/**
 * The demo operator's authenticator secret (base32; operators must sign in with a second factor). DEMO DATA ONLY: it is
 * published in the README so anyone trying the demo can add it to an app, or compute the code (the tests do, with
 * otpauth). A real operator's secret is made at enrolment and never leaves the server but as their QR code.
 */
export const DEMO_OPERATOR_TOTP_SECRET = 'CLEARCHECKDEMOPERATORSECRETTOTP2';

/** A second demo operator who has not set up a second factor yet: the enrolment after the password, as a new operator sees it. */
export const DEMO_TRAINEE = {
  username: 'trainee',
  email: 'trainee@clearcheck.com.au',
  firstName: 'Alex',
  surname: 'Nguyen',
  phone: '0290001235',
  kind: 'operator',
  accessLevel: 'Full view',
} as const;

/**
 * The demo sign-in 'operator'. Migration 0008 adds the same user (same hash of 'Operator#2026') to databases seeded
 * before operators existed.
 */
export const DEMO_OPERATOR = {
  username: 'operator',
  email: 'operations@clearcheck.com.au',
  firstName: 'Sam',
  surname: 'Morgan',
  phone: '0290001234',
  kind: 'operator',
  accessLevel: 'Full view',
} as const;

export interface SeedClient {
  key: string;
  companyName: string;
  abn: string;
  emailDomain: string;
  /** The company's contact details (Account Information: CompanyPhone, CompanyEmail). */
  phone: string;
  email: string;
  isRecruiter?: boolean;
  payOption: 'Either' | 'ClientOnly';
  costCentres: string[];
  /** Discount on list prices, in percent. */
  discount: number;
  /** Catalogue services left out of this client's contract (it has no contract price for them, so cannot order them). */
  contractExcludes?: string[];
}

export const CLIENTS: SeedClient[] = [
  {
    key: 'harbour-health',
    companyName: 'Harbour Health Group',
    abn: '51 824 753 556',
    emailDomain: 'harbourhealth.com.au',
    phone: '0292410000',
    email: 'admin@harbourhealth.com.au',
    payOption: 'Either',
    costCentres: ['Nursing - Sydney', 'Allied Health - Newcastle', 'Corporate Services'],
    discount: 10,
    // A health group has no use for bankruptcy searches; its contract does not include them.
    contractExcludes: ['BKR'],
  },
  {
    key: 'talent-bridge',
    companyName: 'Talent Bridge Recruitment',
    abn: '23 145 998 410',
    emailDomain: 'talentbridge.com.au',
    phone: '0390120000',
    email: 'accounts@talentbridge.com.au',
    isRecruiter: true,
    payOption: 'ClientOnly',
    costCentres: [],
    discount: 15,
  },
  {
    key: 'southern-cross',
    companyName: 'Southern Cross Logistics',
    abn: '67 302 118 904',
    emailDomain: 'southerncrosslogistics.com.au',
    phone: '0731150000',
    email: 'hr@southerncrosslogistics.com.au',
    payOption: 'Either',
    costCentres: ['Warehouse - Melbourne', 'Fleet - Brisbane'],
    discount: 0,
  },
  {
    key: 'eucalypt-care',
    companyName: 'Eucalypt Aged Care',
    abn: '88 610 447 213',
    emailDomain: 'eucalyptcare.org.au',
    phone: '0882230000',
    email: 'office@eucalyptcare.org.au',
    payOption: 'ClientOnly',
    costCentres: [],
    discount: 5,
  },
  {
    // A client of ours that no recruitment agency orders for (recruiter_clients does not link it).
    key: 'bluegum-community',
    companyName: 'Bluegum Community Services',
    abn: '42 117 530 862',
    emailDomain: 'bluegumcommunity.org.au',
    phone: '0881120000',
    email: 'admin@bluegumcommunity.org.au',
    payOption: 'Either',
    costCentres: ['Youth Programs - Adelaide'],
    discount: 20,
  },
];

/** The clients Talent Bridge Recruitment orders for. */
export const RECRUITER_CLIENTS: Record<string, string[]> = {
  'talent-bridge': ['harbour-health', 'southern-cross', 'eucalypt-care'],
};

export const SERVICES = [
  { serviceId: 'PC', serviceName: 'National Police Check', runOption: 'Full scope', packageName: 'Police', category: 'Police', initDay: 1, endDay: 3, listPrice: '49.00' },
  { serviceId: 'PCV', serviceName: 'National Police Check (Volunteer)', runOption: 'Full scope', packageName: 'Police', category: 'Police', initDay: 1, endDay: 3, listPrice: '29.00' },
  { serviceId: 'RC', serviceName: 'Reference Check', runOption: 'Full scope', packageName: 'References', category: 'Employment', initDay: 2, endDay: 5, listPrice: '65.00' },
  { serviceId: 'CR', serviceName: 'Credit History Check', runOption: 'Full scope', packageName: 'Financial', category: 'Financial', initDay: 1, endDay: 2, listPrice: '39.00' },
  { serviceId: 'IDV', serviceName: 'Identity Verification', runOption: 'Full scope', packageName: 'Identity', category: 'Identity', initDay: 0, endDay: 1, listPrice: '15.00' },
  { serviceId: 'VEVO', serviceName: 'Right to Work (VEVO) Check', runOption: 'Full scope', packageName: 'Right to work', category: 'Right to work', initDay: 1, endDay: 2, listPrice: '25.00' },
  { serviceId: 'BKR', serviceName: 'Bankruptcy Check', runOption: 'Full scope', packageName: 'Financial', category: 'Financial', initDay: 1, endDay: 1, listPrice: '19.50' },
  { serviceId: 'QV', serviceName: 'Qualification Verification', runOption: 'Partial scope', packageName: 'Employment', category: 'Employment', initDay: 3, endDay: 10, listPrice: '55.00' },
  { serviceId: 'EHV', serviceName: 'Employment History Verification', runOption: 'Partial scope', packageName: 'Employment', category: 'Employment', initDay: 2, endDay: 7, listPrice: '45.00' },
  { serviceId: 'WWC', serviceName: 'Working with Children Check Verification', runOption: 'Partial scope', packageName: 'Police', category: 'Police', initDay: 1, endDay: 2, listPrice: '20.00' },
] as const;

/** Purposes offered by get_check_types; a service id limits a purpose to orders holding that service. */
export const CHECK_PURPOSES: Array<{ purpose: string; serviceId: string | null }> = [
  { purpose: 'Employment', serviceId: null },
  { purpose: 'Contractor', serviceId: null },
  { purpose: 'Volunteer', serviceId: 'PCV' },
  { purpose: 'Student placement', serviceId: 'PCV' },
  { purpose: 'Licensing or registration', serviceId: 'PC' },
  { purpose: 'Visa or immigration', serviceId: 'PC' },
  { purpose: 'Tenancy', serviceId: 'CR' },
];

export const LOOKUPS: Record<string, Array<string | [string, string]>> = {
  'Ticket Categories': ['Order enquiry', 'Results and reports', 'Billing and invoices', 'Technical problem', 'Account access', 'Other'],
  'Ads Categories': [['Suggested', '1'], ['All Services', '0'], ['Financial wellbeing', 'Financial'], ['Identity protection', 'Identity'], ['Career', 'Career']],
};

export interface SeedPerson {
  firstName: string;
  surname: string;
  email: string;
  phone: string;
}

/** Applicants of the seeded orders (they sign in through the invitation or a password reset). */
/** The demo sign-in 'applicant'. */
export const DEMO_APPLICANT: SeedPerson = {
  email: 'olivia.nguyen@example.com.au',
  firstName: 'Olivia',
  surname: 'Nguyen',
  phone: '0400111222',
};

export const APPLICANTS: SeedPerson[] = [
  { firstName: 'Jack', surname: 'Wilson', email: 'jack.wilson@example.com.au', phone: '0412345678' },
  { firstName: 'Charlotte', surname: 'Taylor', email: 'charlotte.taylor@example.com.au', phone: '0423456789' },
  { firstName: 'Liam', surname: 'Brown', email: 'liam.brown@example.com.au', phone: '0434567890' },
  { firstName: 'Mia', surname: 'Anderson', email: 'mia.anderson@example.com.au', phone: '0445678901' },
  { firstName: 'Noah', surname: 'Thompson', email: 'noah.thompson@example.com.au', phone: '0456789012' },
  { firstName: 'Amelia', surname: 'White', email: 'amelia.white@example.com.au', phone: '0467890123' },
  { firstName: 'William', surname: 'Harris', email: 'william.harris@example.com.au', phone: '0478901234' },
  { firstName: 'Isla', surname: 'Martin', email: 'isla.martin@example.com.au', phone: '0489012345' },
  { firstName: 'Henry', surname: 'Walker', email: 'henry.walker@example.com.au', phone: '0490123456' },
  { firstName: 'Grace', surname: 'Kelly', email: 'grace.kelly@example.com.au', phone: '0411222333' },
  // The orders that tell a story (server/db/seed-story.ts): results and a summary report, a billed order, a
  // questionnaire answered by one referee, items sent back to the applicant.
  { firstName: 'Ethan', surname: 'Clarke', email: 'ethan.clarke@example.com.au', phone: '0422333444' },
  { firstName: 'Zoe', surname: 'Robinson', email: 'zoe.robinson@example.com.au', phone: '0433444555' },
  { firstName: 'Ruby', surname: 'Patel', email: 'ruby.patel@example.com.au', phone: '0444555666' },
  { firstName: 'Lucas', surname: 'Tran', email: 'lucas.tran@example.com.au', phone: '0455666777' },
  { firstName: 'Harper', surname: 'Mitchell', email: 'harper.mitchell@example.com.au', phone: '0466777888' },
];

export interface SeedOrder {
  /** 'applicant' for the demo applicant, otherwise an index into APPLICANTS. */
  applicant: 'applicant' | number;
  client: string;
  /** The recruitment agency that ordered, if any. */
  recruiter?: string;
  status: string;
  orderType?: 'General' | 'Needs attention';
  lodgedDaysAgo: number;
  completedDaysAgo?: number;
  checkPurpose?: string;
  comments?: string;
  /** A credit check's result carries its scores (portal §9); the order then offers Deals once Completed (adsFlag). */
  services: Array<{ id: string; status: string; delayReason?: string; resultsScore?: string; creditScore?: number; fraudScore?: number }>;
  /** The application as the applicant entered it (answers by step), and the address the consent was given from. */
  application?: { answers: SeedAnswer[]; submittedIp: string };
  /** The questionnaire its referees answer: a reference template of the client (by TemplateType), as the wizard copies it. */
  questionnaire?: string;
  /**
   * What happened to the order after it was lodged, played through the product's own functions on a clock
   * (server/db/seed-story.ts). The order is inserted as it was before: In progress, with the checks it names.
   */
  story?: 'results-and-report' | 'billed-last-month' | 'referee-answered' | 'items-rejected';
}

/** An application of the usual steps (personal details, one address, a position, referees), values as the steps store them. */
function applicationOf(p: {
  firstName: string;
  surname: string;
  email: string;
  dob: string;
  street: string;
  suburb: string;
  state: string;
  postcode: string;
  moveIn: string;
  position: string;
  employer: string;
  employerPosition: string;
  employmentStart: string;
  referees?: Array<[name: string, company: string, position: string, relationship: string, phone: string, email: string]>;
}): SeedAnswer[] {
  return [
    ['Personal Details', 'SingleNameFlag', '', 0, 'N'],
    ['Personal Details', 'FirstName', '', 0, p.firstName],
    ['Personal Details', 'Surname', '', 0, p.surname],
    ['Personal Details', 'DOB', '', 0, p.dob],
    ['Personal Details', 'Email', '', 0, p.email],
    ['Personal Details', 'PreviousNameFlag', '', 0, 'N'],
    ['Personal Details', 'BirthCountry', '', 0, 'Australia'],
    ['Personal Details', 'BirthTerritory', '', 0, p.state],
    ['Address Details', 'AddressType', 'ops.ApplicantAddress', 1, 'Primary Address'],
    ['Address Details', 'StreetAddress', 'ops.ApplicantAddress', 1, p.street],
    ['Address Details', 'AddressSuburb', 'ops.ApplicantAddress', 1, p.suburb],
    ['Address Details', 'AddressState', 'ops.ApplicantAddress', 1, p.state],
    ['Address Details', 'AddressPostcode', 'ops.ApplicantAddress', 1, p.postcode],
    ['Address Details', 'AddressCountry', 'ops.ApplicantAddress', 1, 'Australia'],
    ['Address Details', 'DateMoveIn', 'ops.ApplicantAddress', 1, p.moveIn],
    ['Additional Details', 'CheckType', '', 0, 'Employment'],
    ['Additional Details', 'NewJobPosition', '', 0, p.position],
    ['Additional Details', 'IsVounteering', '', 0, 'N'],
    ['Additional Details', 'IsUrgent', '', 0, 'N'],
    ['Additional Details', 'IsCarerforVulner', '', 0, 'N'],
    ['Additional Details', 'IsMinor', '', 0, 'N'],
    ['Additional Details', 'CurrentEmployer', '', 0, 'N'],
    ['Additional Details', 'IsBusinessOwner', '', 0, 'N'],
    ['Additional Details', 'EmployerName', 'ops.ApplicantEmploymentHis', 1, p.employer],
    ['Additional Details', 'EmploymentPosition', 'ops.ApplicantEmploymentHis', 1, p.employerPosition],
    ['Additional Details', 'EmploymentStart', 'ops.ApplicantEmploymentHis', 1, p.employmentStart],
    ...(p.referees ?? []).flatMap(([name, company, position, relationship, phone, email], i): SeedAnswer[] => [
      ['References Details', 'RefereeName', 'ops.ApplicantReferees', i + 1, name],
      ['References Details', 'RefereeCompany', 'ops.ApplicantReferees', i + 1, company],
      ['References Details', 'RefereePosition', 'ops.ApplicantReferees', i + 1, position],
      ['References Details', 'RefereeRelationship', 'ops.ApplicantReferees', i + 1, relationship],
      ['References Details', 'RefereePhone', 'ops.ApplicantReferees', i + 1, phone],
      ['References Details', 'RefereeEmail', 'ops.ApplicantReferees', i + 1, email],
    ]),
    ['Consent', 'ConsentInd', '', 0, 'Y'],
    ['Consent', 'ShareConsent', '', 0, 'Y'],
  ];
}

/** Ruby Patel's application for Harbour Health Group (police check and reference check): two referees. */
const RUBY_APPLICATION = applicationOf({
  firstName: 'Ruby',
  surname: 'Patel',
  email: 'ruby.patel@example.com.au',
  dob: '1990-11-02',
  street: '42 Hunter Street',
  suburb: 'Newcastle',
  state: 'NSW',
  postcode: '2300',
  moveIn: '2020-01',
  position: 'Physiotherapist',
  employer: 'John Hunter Hospital',
  employerPosition: 'Physiotherapist',
  employmentStart: '2017-03-06',
  referees: [
    ['Angela Russo', 'John Hunter Hospital', 'Allied Health Manager', 'Direct supervisor', '0249213000', 'angela.russo@example.com.au'],
    ['Tom Fitzgerald', 'Hunter Physio Clinic', 'Practice Owner', 'Former employer', '0249261234', 'tom.fitzgerald@example.net.au'],
  ],
});

/** Lucas Tran's application for Harbour Health Group (police check and employment history): its address is sent back. */
const LUCAS_APPLICATION = applicationOf({
  firstName: 'Lucas',
  surname: 'Tran',
  email: 'lucas.tran@example.com.au',
  dob: '1996-05-19',
  street: 'Parramatta Road',
  suburb: 'Burwood',
  state: 'NSW',
  postcode: '2134',
  moveIn: '2022-08',
  position: 'Patient Services Assistant',
  employer: 'Concord Hospital',
  employerPosition: 'Wardsperson',
  employmentStart: '2022-09-12',
});

/** One stored answer: [step, FieldID, block list ('' outside one), block row number (1, 2... within its list; 0 outside one), value]. */
export type SeedAnswer = [tabName: string, fieldId: string, tableLocation: string, tableId: number, value: string];

/**
 * Isla Martin's application for Harbour Health Group (police check and qualification verification, In progress):
 * what the back office reads on the order page. Values as the steps store them.
 */
const ISLA_APPLICATION: SeedAnswer[] = [
  ['Personal Details', 'SingleNameFlag', '', 0, 'N'],
  ['Personal Details', 'FirstName', '', 0, 'Isla'],
  ['Personal Details', 'Surname', '', 0, 'Martin'],
  ['Personal Details', 'DOB', '', 0, '1994-03-27'],
  ['Personal Details', 'Email', '', 0, 'isla.martin@example.com.au'],
  ['Personal Details', 'PreviousNameFlag', '', 0, 'N'],
  ['Personal Details', 'BirthCountry', '', 0, 'Australia'],
  ['Personal Details', 'BirthTerritory', '', 0, 'NSW'],
  ['Address Details', 'AddressType', 'ops.ApplicantAddress', 1, 'Primary Address'],
  ['Address Details', 'StreetAddress', 'ops.ApplicantAddress', 1, '17 Pacific Highway'],
  ['Address Details', 'AddressSuburb', 'ops.ApplicantAddress', 1, 'St Leonards'],
  ['Address Details', 'AddressState', 'ops.ApplicantAddress', 1, 'NSW'],
  ['Address Details', 'AddressPostcode', 'ops.ApplicantAddress', 1, '2065'],
  ['Address Details', 'AddressCountry', 'ops.ApplicantAddress', 1, 'Australia'],
  ['Address Details', 'DateMoveIn', 'ops.ApplicantAddress', 1, '2021-06'],
  ['Additional Details', 'CheckType', '', 0, 'Employment'],
  ['Additional Details', 'NewJobPosition', '', 0, 'Registered Nurse'],
  ['Additional Details', 'IsVounteering', '', 0, 'N'],
  ['Additional Details', 'IsUrgent', '', 0, 'N'],
  ['Additional Details', 'IsCarerforVulner', '', 0, 'N'],
  ['Additional Details', 'IsMinor', '', 0, 'N'],
  ['Additional Details', 'CurrentEmployer', '', 0, 'N'],
  ['Additional Details', 'IsBusinessOwner', '', 0, 'N'],
  ['Additional Details', 'EmployerName', 'ops.ApplicantEmploymentHis', 1, 'Royal North Shore Hospital'],
  ['Additional Details', 'EmploymentPosition', 'ops.ApplicantEmploymentHis', 1, 'Enrolled Nurse'],
  ['Additional Details', 'EmploymentStart', 'ops.ApplicantEmploymentHis', 1, '2019-02-04'],
  ['Additional Details', 'Institution', 'ops.ApplicantEducation', 1, 'University of Technology Sydney'],
  ['Additional Details', 'CompletionYear', 'ops.ApplicantEducation', 1, '2018'],
  ['References Details', 'RefereeName', 'ops.ApplicantReferees', 1, 'Margaret Chen'],
  ['References Details', 'RefereeCompany', 'ops.ApplicantReferees', 1, 'Royal North Shore Hospital'],
  ['References Details', 'RefereePosition', 'ops.ApplicantReferees', 1, 'Nurse Unit Manager'],
  ['References Details', 'RefereeRelationship', 'ops.ApplicantReferees', 1, 'Direct supervisor'],
  ['References Details', 'RefereePhone', 'ops.ApplicantReferees', 1, '0299267111'],
  ['References Details', 'RefereeEmail', 'ops.ApplicantReferees', 1, 'margaret.chen@example.com.au'],
  ['References Details', 'RefereeName', 'ops.ApplicantReferees', 2, 'Daniel Okafor'],
  ['References Details', 'RefereeCompany', 'ops.ApplicantReferees', 2, 'Northside Aged Care'],
  ['References Details', 'RefereePosition', 'ops.ApplicantReferees', 2, 'Care Manager'],
  ['References Details', 'RefereeRelationship', 'ops.ApplicantReferees', 2, 'Former manager'],
  ['References Details', 'RefereePhone', 'ops.ApplicantReferees', 2, '0294561234'],
  ['References Details', 'RefereeEmail', 'ops.ApplicantReferees', 2, 'daniel.okafor@example.net.au'],
  ['Consent', 'ConsentInd', '', 0, 'Y'],
  ['Consent', 'ShareConsent', '', 0, 'Y'],
];

/** Orders in every status of portal §4, for the demo applicant and for the client dashboards. */
// A Completed order stays Completed for 14 days (then the hourly job closes it: server/jobs/work.ts), so the demo's
// Completed orders were completed within the last two weeks: a demo started with `npm start` keeps them, and the Deals
// link of the credit check's order, for its first days.
export const ORDERS: SeedOrder[] = [
  // The demo applicant: two orders to start, one under way, one finished.
  { applicant: 'applicant', client: 'harbour-health', status: 'Open', lodgedDaysAgo: 2, services: [{ id: 'PC', status: 'Open' }, { id: 'RC', status: 'Open' }] },
  { applicant: 'applicant', client: 'southern-cross', recruiter: 'talent-bridge', status: 'Open', lodgedDaysAgo: 1, services: [{ id: 'PC', status: 'Open' }, { id: 'VEVO', status: 'Open' }, { id: 'IDV', status: 'Open' }] },
  { applicant: 'applicant', client: 'harbour-health', status: 'In progress', lodgedDaysAgo: 9, services: [{ id: 'CR', status: 'With provider' }, { id: 'IDV', status: 'Verified' }] },
  { applicant: 'applicant', client: 'eucalypt-care', recruiter: 'talent-bridge', status: 'Completed', lodgedDaysAgo: 40, completedDaysAgo: 12, services: [{ id: 'PCV', status: 'Ready', resultsScore: 'Clear' }] },
  // Harbour Health Group's dashboard.
  { applicant: 0, client: 'harbour-health', status: 'Open', lodgedDaysAgo: 3, services: [{ id: 'PC', status: 'Open' }] },
  { applicant: 1, client: 'harbour-health', status: 'Open with Alert', orderType: 'Needs attention', lodgedDaysAgo: 12, comments: 'Applicant has not started the application after two reminders.', services: [{ id: 'PC', status: 'Open' }, { id: 'RC', status: 'Open' }] },
  { applicant: 2, client: 'harbour-health', status: 'In progress', lodgedDaysAgo: 6, services: [{ id: 'PC', status: 'In progress' }, { id: 'RC', status: 'In review' }, { id: 'IDV', status: 'Verified' }] },
  { applicant: 3, client: 'harbour-health', status: 'On hold', orderType: 'Needs attention', lodgedDaysAgo: 15, comments: 'Identity verification failed: the passport scan is unreadable.', services: [{ id: 'PC', status: 'Rejected by third party', delayReason: 'Identity verification issues' }, { id: 'IDV', status: 'Open' }] },
  { applicant: 4, client: 'harbour-health', status: 'Completed', lodgedDaysAgo: 25, completedDaysAgo: 6, services: [{ id: 'PC', status: 'Ready', resultsScore: 'Clear' }, { id: 'CR', status: 'Ready', resultsScore: 'Consider', creditScore: 612, fraudScore: 340 }] },
  { applicant: 5, client: 'harbour-health', status: 'Cancelled', lodgedDaysAgo: 30, comments: 'Cancelled at the client\'s request: position withdrawn.', services: [{ id: 'PC', status: 'Cancelled' }] },
  { applicant: 6, client: 'harbour-health', status: 'Closed', lodgedDaysAgo: 70, completedDaysAgo: 60, services: [{ id: 'PC', status: 'Ready', resultsScore: 'Clear' }, { id: 'VEVO', status: 'Ready', resultsScore: 'Clear' }] },
  { applicant: 7, client: 'harbour-health', status: 'In progress', lodgedDaysAgo: 4, services: [{ id: 'PC', status: 'In QC' }, { id: 'QV', status: 'In progress', delayReason: 'Third party response times' }, { id: 'RC', status: 'In progress' }], application: { answers: ISLA_APPLICATION, submittedIp: '203.0.113.24' }, questionnaire: 'Healthcare and aged care reference' },
  // Ordered by Talent Bridge Recruitment for its clients.
  { applicant: 8, client: 'southern-cross', recruiter: 'talent-bridge', status: 'In progress', lodgedDaysAgo: 5, services: [{ id: 'PC', status: 'With provider' }, { id: 'VEVO', status: 'Verified' }] },
  { applicant: 9, client: 'eucalypt-care', recruiter: 'talent-bridge', status: 'Completed', lodgedDaysAgo: 18, completedDaysAgo: 10, services: [{ id: 'PCV', status: 'Ready', resultsScore: 'Clear' }, { id: 'RC', status: 'Ready', resultsScore: 'Clear' }] },
  { applicant: 2, client: 'southern-cross', recruiter: 'talent-bridge', status: 'On hold', lodgedDaysAgo: 8, comments: 'Waiting on details from the applicant.', services: [{ id: 'CR', status: 'Rejected by third party', delayReason: 'Waiting on details from applicant' }] },
  // Orders that tell a story (server/db/seed-story.ts), inserted as they were before it; the story then happens:
  // Ethan Clarke's results are published and his order completed this month (results and a summary report to download);
  { applicant: 10, client: 'harbour-health', status: 'In progress', lodgedDaysAgo: 9, story: 'results-and-report', services: [{ id: 'PC', status: 'With provider' }, { id: 'VEVO', status: 'In progress' }, { id: 'QV', status: 'In progress' }] },
  // Zoe Robinson's order completed last month and was billed on the 1st (the Due invoice), which closed it;
  { applicant: 11, client: 'harbour-health', status: 'In progress', lodgedDaysAgo: 50, story: 'billed-last-month', services: [{ id: 'PC', status: 'With provider' }, { id: 'IDV', status: 'In progress' }] },
  // Ruby Patel's referees answer the healthcare questionnaire: the first has answered, the second is invited;
  { applicant: 12, client: 'harbour-health', status: 'In progress', lodgedDaysAgo: 6, story: 'referee-answered', questionnaire: 'Healthcare and aged care reference', services: [{ id: 'PC', status: 'In progress' }, { id: 'RC', status: 'In progress' }], application: { answers: RUBY_APPLICATION, submittedIp: '203.0.113.61' } },
  // Harper Mitchell's order, completed three days ago, is not billed yet (this month's invoice comes on the first):
  // the e2e invoices test bills it, and no other test reads it.
  { applicant: 14, client: 'harbour-health', status: 'Completed', lodgedDaysAgo: 16, completedDaysAgo: 3, services: [{ id: 'EHV', status: 'Ready', resultsScore: 'Clear' }] },
  // Lucas Tran's address was sent back to him yesterday: the order waits On hold for his corrections.
  { applicant: 13, client: 'harbour-health', status: 'In progress', lodgedDaysAgo: 5, story: 'items-rejected', services: [{ id: 'PC', status: 'In progress' }, { id: 'EHV', status: 'In progress' }], application: { answers: LUCAS_APPLICATION, submittedIp: '203.0.113.77' } },
];

/** A reference questionnaire question: [QuestionSection, QuestionType (text, yes/no or rank), QuestionDesc]. */
export type SeedQuestion = [section: string, type: 'text' | 'yes/no' | 'rank', description: string];

const HEALTHCARE_QUESTIONS: SeedQuestion[] = [
  ['Relationship', 'text', 'In what capacity and for how long did you supervise the applicant?'],
  ['Clinical practice', 'rank', "How would you rate the applicant's clinical skills and knowledge?"],
  ['Clinical practice', 'rank', "How would you rate the applicant's documentation and handover practice?"],
  ['Care', 'rank', "How would you rate the applicant's compassion and respect for patients or residents?"],
  ['Care', 'yes/no', 'Did the applicant follow infection control and manual handling procedures?'],
  ['Conduct', 'yes/no', 'Are you aware of any complaints or disciplinary action involving the applicant?'],
  ['Conduct', 'yes/no', 'Would you re-employ the applicant in a care role?'],
  ['General', 'text', "Any further comments about the applicant's suitability for healthcare work?"],
];

/**
 * Reference questionnaire templates (reference_repertoire_types_v2 / _questions). client null: offered to every
 * client; a client key: that client's own template. A TemplateType is unique within a client's reach.
 */
export const REFERENCE_TEMPLATES: Array<{
  client: string | null;
  templateType: string;
  checkPurpose: string;
  questions: SeedQuestion[];
}> = [
  {
    client: null,
    templateType: 'Standard employment reference',
    checkPurpose: 'Employment',
    questions: [
      ['Relationship', 'text', 'In what capacity and for how long did you work with the applicant?'],
      ['Role', 'text', "What were the applicant's main duties and responsibilities?"],
      ['Performance', 'rank', "How would you rate the applicant's overall work performance?"],
      ['Performance', 'rank', "How would you rate the applicant's reliability and punctuality?"],
      ['Teamwork', 'rank', 'How well did the applicant work with colleagues and supervisors?'],
      ['Conduct', 'yes/no', "Were there any concerns about the applicant's conduct or integrity?"],
      ['Conduct', 'yes/no', 'Would you re-employ the applicant if a suitable position were available?'],
      ['General', 'text', 'Is there anything else you would like to tell us about the applicant?'],
    ],
  },
  {
    client: null,
    templateType: 'Contractor reference',
    checkPurpose: 'Contractor',
    questions: [
      ['Engagement', 'text', 'What services did the applicant provide, and over what period?'],
      ['Delivery', 'rank', 'How would you rate the quality of the work delivered?'],
      ['Delivery', 'yes/no', 'Was the work delivered on time and within the agreed budget?'],
      ['Conduct', 'yes/no', 'Would you engage the applicant again?'],
      ['General', 'text', 'Any further comments?'],
    ],
  },
  {
    client: null,
    templateType: 'Volunteer reference',
    checkPurpose: 'Volunteer',
    questions: [
      ['Relationship', 'text', 'How do you know the applicant, and for how long?'],
      ['Volunteering', 'text', 'What volunteer activities did the applicant take part in?'],
      ['Suitability', 'rank', "How would you rate the applicant's reliability and commitment?"],
      ['Suitability', 'yes/no', 'Do you have any concerns about the applicant working with children or vulnerable people?'],
      ['General', 'text', 'Is there anything else we should know?'],
    ],
  },
  {
    client: null,
    templateType: 'Student placement reference',
    checkPurpose: 'Student placement',
    questions: [
      ['Relationship', 'text', 'In what capacity do you know the student (teacher, supervisor or mentor)?'],
      ['Suitability', 'rank', "How would you rate the student's professionalism?"],
      ['Suitability', 'yes/no', 'Do you have any concerns about the student undertaking a placement with vulnerable people?'],
    ],
  },
  { client: 'harbour-health', templateType: 'Healthcare and aged care reference', checkPurpose: 'Employment', questions: HEALTHCARE_QUESTIONS },
  { client: 'eucalypt-care', templateType: 'Healthcare and aged care reference', checkPurpose: 'Employment', questions: HEALTHCARE_QUESTIONS },
  {
    client: 'southern-cross',
    templateType: 'Warehouse and driver reference',
    checkPurpose: 'Employment',
    questions: [
      ['Role', 'text', 'What roles did the applicant perform (forklift, picking and packing, driving)?'],
      ['Safety', 'rank', "How would you rate the applicant's attention to workplace health and safety?"],
      ['Safety', 'yes/no', 'Was the applicant involved in any safety incidents or vehicle accidents?'],
      ['Reliability', 'rank', "How would you rate the applicant's attendance and punctuality?"],
      ['Conduct', 'yes/no', 'Would you re-employ the applicant?'],
    ],
  },
];
