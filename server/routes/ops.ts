// GET /api/health (alive) and GET /api/ready (database, job queue and file store reachable), declared in
// schemas/api/ops.ts.
import { sql } from 'drizzle-orm';
import type { AppContext } from '../context';
import type { Handlers } from '../contract';
import { HttpError, RETRY_AFTER_SECONDS } from '../http';
import type { opsRoutes } from '../../schemas/api/ops';

/** Each dependency answers within this long or counts as down: a load balancer gives its probe a few seconds. */
const PROBE_TIMEOUT_MS = 2_500;

/** Whether `probe` succeeds within PROBE_TIMEOUT_MS. */
async function answers(probe: () => Promise<unknown>): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), PROBE_TIMEOUT_MS);
  });
  try {
    return await Promise.race([probe().then((result) => result !== false), timeout]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

export function opsHandlers({ db, jobs, files }: AppContext): Handlers<typeof opsRoutes> {
  return {
    'GET /health': async () => ({ status: 'ok' }),
    'GET /ready': async () => {
      // Asked side by side: a hanging store must not hide behind a slow database in the probe's few seconds.
      const [database, queue, storage] = await Promise.all([
        answers(() => db.execute(sql`select 1`)),
        answers(() => jobs.running()),
        answers(() => files.check()),
      ]);
      const down = [
        !database && 'the database does not answer',
        !queue && 'the job queue is not running',
        !storage && 'file storage does not answer',
      ].filter(Boolean);
      if (down.length > 0) throw new HttpError(503, `Not ready: ${down.join('; ')}.`, RETRY_AFTER_SECONDS);
      return { status: 'ready', database: 'ok', queue: 'ok', storage: 'ok' };
    },
  };
}
