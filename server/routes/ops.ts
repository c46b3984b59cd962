// GET /api/health (alive) and GET /api/ready (database and job queue reachable), declared in schemas/api/ops.ts.
import { sql } from 'drizzle-orm';
import type { AppContext } from '../context';
import type { Handlers } from '../contract';
import { HttpError } from '../http';
import type { opsRoutes } from '../../schemas/api/ops';

export function opsHandlers({ db, jobs }: AppContext): Handlers<typeof opsRoutes> {
  return {
    'GET /health': async () => ({ status: 'ok' }),
    'GET /ready': async () => {
      try {
        await db.execute(sql`select 1`);
      } catch {
        throw new HttpError(503, 'The database does not answer.');
      }
      if (!(await jobs.running())) throw new HttpError(503, 'The job queue is not running.');
      return { status: 'ready', database: 'ok', queue: 'ok' };
    },
  };
}
