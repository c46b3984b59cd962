// Runtime settings, all from the environment with working defaults for a laptop.
import path from 'node:path';
import { DEFAULT_RETENTION_MONTHS } from '../src/engine/retention';

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
  /** FILE_KEY: secret stored files' master key derives from (file-cipher.ts); generated and kept in DATA_DIR when not given. */
  fileKey?: string;
  /** FILE_KEY_PREVIOUS (comma-separated): earlier FILE_KEYs, still read until `npm run rotate-keys` rewraps their files. */
  fileKeysPrevious: string[];
  /** CLAMD_SOCKET / CLAMD_HOST: the clamd every upload is scanned by (virus-scan.ts); none: see requireScan. */
  clamd?: ClamdAddress;
  /**
   * REQUIRE_SCAN (on when NODE_ENV=production): the server refuses to start without a clamd to scan uploads. Off (a
   * laptop without ClamAV), uploads are kept unscanned, said loudly at start-up and in the log of each upload.
   */
  requireScan: boolean;
  /** SCAN_WAIT_SECONDS: how long an upload waits, retrying, for a clamd that does not answer before it is refused. */
  scanWaitSeconds: number;
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
  /**
   * RETENTION_MONTHS: a Closed order's documents, results, summary report and referee answers are purged this many
   * months after it closed (server/domain/retention.ts), unless it is under a legal hold.
   */
  retentionMonths: number;
}

/** RETENTION_MONTHS as a whole number of months from 1 to 1200; anything else stops the start with the reason. */
export function parseRetentionMonths(value: string | undefined): number {
  if (value === undefined || value.trim() === '') return DEFAULT_RETENTION_MONTHS;
  const months = Number(value.trim());
  if (!/^[0-9]{1,4}$/.test(value.trim()) || months < 1 || months > 1200) {
    throw new Error(`RETENTION_MONTHS must be a whole number of months from 1 to 1200 (it is "${value}").`);
  }
  return months;
}

/** Where clamd listens: a unix socket, or a TCP host and port. */
export type ClamdAddress = { socket: string } | { host: string; port: number };

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
    fileKey: env.FILE_KEY || undefined,
    fileKeysPrevious: (env.FILE_KEY_PREVIOUS ?? '').split(',').map((k) => k.trim()).filter(Boolean),
    clamd: parseClamd(env.CLAMD_SOCKET, env.CLAMD_HOST),
    requireScan: parseSwitch(env.REQUIRE_SCAN, 'REQUIRE_SCAN') ?? env.NODE_ENV === 'production',
    scanWaitSeconds: parseSeconds(env.SCAN_WAIT_SECONDS, 'SCAN_WAIT_SECONDS') ?? 30,
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
    retentionMonths: parseRetentionMonths(env.RETENTION_MONTHS),
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

function parseClamd(socket: string | undefined, host: string | undefined): ClamdAddress | undefined {
  if (socket?.trim() && host?.trim()) throw new Error('CLAMD_SOCKET and CLAMD_HOST are two ways to reach one clamd: give one of them.');
  if (socket?.trim()) return { socket: path.resolve(socket.trim()) };
  if (!host?.trim()) return undefined;
  const match = /^(.+):(\d{1,5})$/.exec(host.trim());
  if (!match || Number(match[2]) < 1 || Number(match[2]) > 65535) throw new Error(`CLAMD_HOST is host:port (e.g. 127.0.0.1:3310), not '${host}'.`);
  return { host: match[1].replace(/^\[(.*)\]$/, '$1'), port: Number(match[2]) };
}

function parseSwitch(value: string | undefined, name: string): boolean | undefined {
  if (value === undefined || value === '') return undefined;
  if (['1', 'true', 'on', 'yes'].includes(value.toLowerCase())) return true;
  if (['0', 'false', 'off', 'no'].includes(value.toLowerCase())) return false;
  throw new Error(`${name} is on or off (1/true/on or 0/false/off), not '${value}'.`);
}

function parseSeconds(value: string | undefined, name: string): number | undefined {
  if (value === undefined || value === '') return undefined;
  const seconds = Number(value);
  if (!Number.isFinite(seconds) || seconds < 0 || seconds > 600) throw new Error(`${name} is a number of seconds from 0 to 600, not '${value}'.`);
  return seconds;
}

function parseTrustProxy(value: string | undefined): boolean | string {
  if (!value || value === 'false') return false;
  return value === 'true' ? true : value;
}
