// What every route module receives: the database, settings, sessions, throttles, mail, the job queue and the clock.
import type { Config } from './config';
import type { Db } from './db';
import type { Mailer } from './mail';
import type { SessionService } from './auth/sessions';
import type { Throttle } from './auth/throttle';
import type { SecondFactor } from './auth/two-factor';
import type { Passkeys } from './auth/passkeys';
import type { JobQueue } from './jobs/queue';
import type { FileStore } from './storage';
import type { UploadScanning } from './virus-scan';
import type { ChangeFeed } from './db/changes';

export interface AppContext {
  db: Db;
  config: Config;
  sessions: SessionService;
  throttle: Throttle;
  /** The second factor of signing in: the authenticator app and recovery codes. */
  secondFactor: SecondFactor;
  /** Passkeys (WebAuthn), the other second factor of staff. */
  passkeys: Passkeys;
  mailer: Mailer;
  jobs: JobQueue;
  /** Uploaded files: local disk or an S3-compatible bucket (storage-config.ts `createFileStore`). */
  files: FileStore;
  /** The virus scan every upload passes before it is kept (virus-scan.ts). */
  scanning: UploadScanning;
  now: () => Date;
  /** Change notices for values kept in memory between requests (server/db/changes.ts). */
  changes: ChangeFeed;
}
