// For the load balancer and the orchestrator: is the process alive, and can it serve (database, job queue and file store reachable)?
import { Type as T } from '@sinclair/typebox';
import { route } from './route';

export const opsRoutes = {
  'GET /health': route({
    summary: 'The process is alive (no dependency is checked).',
    access: { public: 'load balancers ask without credentials, and the answer holds no data' },
    response: { 200: T.Object({ status: T.Literal('ok') }) },
  }),
  'GET /ready': route({
    summary:
      'The process can serve: the database answers, the job queue is running and the file store answers, each within ' +
      '2.5 s; 503 with Retry-After naming what is down otherwise.',
    access: { public: 'load balancers ask without credentials, and the answer holds no data' },
    response: {
      200: T.Object({ status: T.Literal('ready'), database: T.Literal('ok'), queue: T.Literal('ok'), storage: T.Literal('ok') }),
    },
  }),
};
