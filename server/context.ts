// What every route module receives: the database, settings, sessions, mail and the clock.
import type { Config } from './config';
import type { Db } from './db';
import type { Mailer } from './mail';
import type { SessionService } from './auth/sessions';

export interface AppContext {
  db: Db;
  config: Config;
  sessions: SessionService;
  mailer: Mailer;
  now: () => Date;
}
