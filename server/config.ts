// Runtime settings, all from the environment with working defaults for a laptop.
import path from 'node:path';

export interface Config {
  port: number;
  /** Where PGlite's files, uploads and the mail outbox live. */
  dataDir: string;
  databaseUrl?: string;
  smtpUrl?: string;
  mailFrom: string;
  /** The address links in emails point to. */
  publicUrl: string;
  /** PUBLIC_URL was given: publicUrl is the deployment's own address, not the laptop default. */
  publicUrlSet: boolean;
  /** NODE_ENV=production: a deployment, where a default that points at this machine is a mistake worth saying. */
  production: boolean;
  /** Secret for signing session tokens; generated and kept in DATA_DIR when not given. */
  sessionSecret?: string;
  /** FIELD_KEY: secret the at-rest field cipher derives its key from; generated and kept in DATA_DIR when not given. */
  fieldKey?: string;
  /** Minutes of inactivity after which a session is refused (portal §4, §9). */
  idleMinutes: number;
  rateLimits: {
    /** Wrong passwords for one account from one address before each further try must wait (doubling each time). */
    loginFreeFailures: number;
    /** The longest wait the back-off reaches, in milliseconds. */
    loginMaxBackoffMs: number;
    /** Wrong passwords from one address, whatever the accounts, before the address must wait for the window. */
    loginPerAddress: number;
    forgotPerEmail: number;
    forgotPerAddress: number;
    /** Window of every count, in milliseconds. */
    windowMs: number;
  };
  supportEmail: string;
  /** Who invoices are from and how they are paid (BILLING_*): printed on every invoice PDF. */
  billing: { company: string; abn: string; accountName: string; bsb: string; accountNumber: string };
  /** TRUST_PROXY: 'true' or the proxy addresses (comma-separated) whose X-Forwarded-For is believed; none by default. */
  trustProxy: boolean | string;
  /** S3_URL: uploads in an S3-compatible bucket instead of DATA_DIR/uploads (format in storage-config.ts). */
  s3Url?: string;
  /** The web app was built with VITE_GOOGLE_MAPS_API_KEY: the address search loads Google Places. */
  googleMapsEnabled: boolean;
  /** JobAdder's OAuth client (JOBADDER_*); without a client id the Third Parties page says it is not configured. */
  jobAdder: JobAdderConfig;
  /** TLS_CERT_FILE and TLS_KEY_FILE (PEM): the server speaks HTTPS itself, HTTP/2 to browsers (server/tls.ts). */
  tls?: { certFile: string; keyFile: string };
}

export interface JobAdderConfig {
  clientId?: string;
  clientSecret?: string;
  authorizeUrl: string;
  tokenUrl: string;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = Number(env.PORT ?? 8080);
  const tls = parseTls(env.TLS_CERT_FILE, env.TLS_KEY_FILE);
  return {
    port,
    dataDir: path.resolve(env.DATA_DIR ?? './data'),
    databaseUrl: env.DATABASE_URL || undefined,
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM ?? 'ClearCheck <no-reply@clearcheck.com.au>',
    publicUrl: (env.PUBLIC_URL || `${tls ? 'https' : 'http'}://localhost:${port}`).replace(/\/$/, ''),
    publicUrlSet: Boolean(env.PUBLIC_URL),
    production: env.NODE_ENV === 'production',
    sessionSecret: env.SESSION_SECRET || undefined,
    fieldKey: env.FIELD_KEY || undefined,
    idleMinutes: 29,
    rateLimits: {
      loginFreeFailures: 5,
      loginMaxBackoffMs: 15 * 60 * 1000,
      loginPerAddress: 50,
      forgotPerEmail: 5,
      forgotPerAddress: 20,
      windowMs: 15 * 60 * 1000,
    },
    supportEmail: env.SUPPORT_EMAIL ?? 'support@clearcheck.com.au',
    billing: {
      company: env.BILLING_COMPANY ?? 'ClearCheck Pty Ltd',
      abn: env.BILLING_ABN ?? '12 345 678 901',
      accountName: env.BILLING_ACCOUNT_NAME ?? 'ClearCheck Pty Ltd',
      bsb: env.BILLING_BSB ?? '062-000',
      accountNumber: env.BILLING_ACCOUNT_NUMBER ?? '1234 5678',
    },
    googleMapsEnabled: Boolean(env.VITE_GOOGLE_MAPS_API_KEY),
    s3Url: env.S3_URL?.trim() || undefined,
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    tls,
    jobAdder: {
      clientId: env.JOBADDER_CLIENT_ID?.trim() || undefined,
      clientSecret: env.JOBADDER_CLIENT_SECRET || undefined,
      authorizeUrl: env.JOBADDER_AUTHORIZE_URL?.trim() || 'https://id.jobadder.com/connect/authorize',
      tokenUrl: env.JOBADDER_TOKEN_URL?.trim() || 'https://id.jobadder.com/connect/token',
    },
  };
}

/**
 * The portal's address as documents print it (the reports' header and every page's foot): PUBLIC_URL, or the laptop
 * default outside production; '' in a deployment that has not said its address, never a localhost link.
 */
export const publicSite = (config: Pick<Config, 'publicUrl' | 'publicUrlSet' | 'production'>): string =>
  config.publicUrlSet || !config.production ? config.publicUrl : '';

/** What start-up should warn about in these settings. */
export function settingWarnings(config: Pick<Config, 'publicUrl' | 'publicUrlSet' | 'production'>): string[] {
  return config.production && !config.publicUrlSet
    ? [`PUBLIC_URL is not set: links in emails point to ${config.publicUrl} and reports print no address. Set PUBLIC_URL to the portal's public address.`]
    : [];
}

function parseTls(certFile: string | undefined, keyFile: string | undefined): Config['tls'] {
  if (!certFile && !keyFile) return undefined;
  if (!certFile || !keyFile) throw new Error('TLS_CERT_FILE and TLS_KEY_FILE go together: give both, or neither for plain HTTP.');
  return { certFile: path.resolve(certFile), keyFile: path.resolve(keyFile) };
}

function parseTrustProxy(value: string | undefined): boolean | string {
  if (!value || value === 'false') return false;
  return value === 'true' ? true : value;
}
