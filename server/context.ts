// What every route module receives: the database, settings, sessions, throttles, mail, background work and the clock.
import type { Config } from './config';
import type { Db } from './db';
import type { Mailer } from './mail';
import type { SessionService } from './auth/sessions';
import type { Throttle } from './auth/throttle';
import type { Background } from './background';

export interface AppContext {
  db: Db;
  config: Config;
  sessions: SessionService;
  throttle: Throttle;
  mailer: Mailer;
  background: Background;
  now: () => Date;
}
