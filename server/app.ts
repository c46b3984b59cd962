// Builds the Fastify application: the API contract under /api and, when a built web app is given, the portal
// itself with client-side routing (every non-API GET falls back to index.html).
import path from 'node:path';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import helmet from 'helmet';
import multipart from '@fastify/multipart';
import swagger from '@fastify/swagger';
import type { Config } from './config';
import type { Database } from './db';
import { createMailer, type Mailer } from './mail';
import { SessionService } from './auth/sessions';
import { backoffRule, Throttle } from './auth/throttle';
import { SecondFactor } from './auth/two-factor';
import { Passkeys } from './auth/passkeys';
import { createFieldCipher } from './field-cipher';
import { fieldSecret } from './secret';
import { twoFactorHandlers } from './routes/two-factor';
import { passkeyHandlers } from './routes/passkeys';
import { accessGuard } from './auth/guard';
import { auditTrail } from './audit';
import { JobQueue } from './jobs/queue';
import { referenceHandlers } from './routes/references';
import { defineJobs, SCHEDULES } from './jobs/work';
import { defineInvoicingJob, INVOICING_SCHEDULES } from './jobs/invoicing';
import { badRequest, sendError, unsafeTextProblem } from './http';
import { safeLogger } from './logging';
import { registerContract } from './contract';
import { createFileStore } from './storage-config';
import { uploadScanning } from './virus-scan';
import { inlineScriptSources, registerCompression, registerRobots, registerWebApp } from './web';
import type { AppContext } from './context';
import { MAX_UPLOAD_BYTES } from '../src/engine/files';
import { authHandlers } from './routes/auth';
import { portalHandlers } from './routes/portal';
import { orderHandlers } from './routes/orders';
import { newOrderHandlers } from './routes/neworder';
import { applicationHandlers } from './routes/application';
import { documentHandlers } from './routes/documents';
import { editHandlers } from './routes/edit';
import { docsHandlers } from './routes/docs';
import { opsHandlers } from './routes/ops';
import { validatorHandlers } from './routes/validators';
import { backofficeHandlers } from './routes/backoffice';
import { designerHandlers } from './routes/designer';
import { reportHandlers } from './routes/reports';
import { accountHandlers } from './routes/account';
import { enquiryHandlers } from './routes/enquiries';
import { invoiceHandlers } from './routes/invoices';
import { orderActionHandlers } from './routes/order-actions';
import { dealHandlers } from './routes/deals';
import { jobAdderHandlers } from './routes/jobadder';
import { tlsServerOptions } from './tls';

declare module 'fastify' {
  interface FastifyInstance {
    /** The job queue (mail and timed work); tests run due jobs with `jobs.runDue()`. */
    jobs: JobQueue;
    /** Every route as registered, with its config: tests check that each API route declares a policy. */
    registeredRoutes: Array<{ method: string; url: string; access: unknown }>;
  }
}

export interface BuildOptions {
  database: Database;
  /** Poll for jobs and run the timed schedules (the server); tests leave it off and call `app.jobs.runDue()`. */
  runJobs?: boolean;
  /**
   * False: the timed schedules (orders Closed 14 days after completing, referee reminders, retention, monthly
   * invoices) are not started; the jobs still run when enqueued. The e2e portal runs so: its tests check the seeded
   * data, which the hourly Closed job would otherwise change under them at minute 17 of whatever hour a run spans.
   */
  timedJobs?: boolean;
  config: Config;
  /** Secret that signs session tokens. */
  sessionSecret: string;
  mailer?: Mailer;
  now?: () => Date;
  /** Folder of the built web app (vite build output) to serve beside the API. */
  webRoot?: string;
  logger?: FastifyServerOptions['logger'];
}

export async function buildApp(options: BuildOptions): Promise<FastifyInstance> {
  // With a certificate the server is an HTTP/2 one (server/tls.ts). Fastify's types follow the server's kind; the
  // routes and hooks here use only what requests and replies of both kinds have, so the app keeps the HTTP/1 type.
  const app = Fastify({
    ...(tlsServerOptions(options.config.tls) as object),
    logger: safeLogger(options.logger ?? false),
    // Only behind a proxy that sets X-Forwarded-For may the header name the client: otherwise anyone could pick the
    // address the rate limits and the submission record see.
    trustProxy: options.config.trustProxy,
    bodyLimit: 5 * 1024 * 1024,
    // Type coercion is off: a body of the wrong type is refused, not silently converted. Unknown properties are
    // dropped, so a client can never smuggle in what the server decides (prices, owners).
    ajv: { customOptions: { coerceTypes: false, removeAdditional: true, allErrors: false } },
  });

  // Recorded before anything registers, so no route (ours or a plugin's) escapes the completeness test.
  const registeredRoutes: FastifyInstance['registeredRoutes'] = [];
  app.decorate('registeredRoutes', registeredRoutes);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) registeredRoutes.push({ method, url: route.url, access: route.config?.access });
  });

  const now = options.now ?? (() => new Date());
  const db = options.database.db;
  const jobs = await JobQueue.open(options.database, app.log, { work: options.runJobs ?? false });
  app.decorate('jobs', jobs);
  // Closing stops taking requests first (Fastify), then lets running jobs finish.
  app.addHook('onClose', () => jobs.stop());
  const files = createFileStore(options.config);
  // Fail at start, not at the first upload: an unwritable uploads folder, a missing or refused bucket.
  await files.check();
  app.addHook('onClose', () => files.close());
  // Refuses to start when REQUIRE_SCAN is on without a clamd: never an upload kept unscanned by accident.
  const scanning = uploadScanning(options.config);
  const throttle = new Throttle(db, now);
  const secondFactor = new SecondFactor(
    db,
    createFieldCipher(fieldSecret(options.config.dataDir, options.config.fieldKey)),
    throttle,
    backoffRule(options.config.rateLimits),
    now,
  );
  const ctx: AppContext = {
    db,
    files,
    scanning,
    config: options.config,
    now,
    changes: options.database.changes,
    // Sessions are kept between calls on PGlite only (SessionService says why).
    sessions: new SessionService(
      db,
      options.sessionSecret,
      options.config.idleMinutes,
      now,
      options.database.kind === 'pglite' ? options.database.changes : undefined,
    ),
    throttle,
    secondFactor,
    passkeys: new Passkeys(db, secondFactor, now),
    jobs,
    mailer:
      options.mailer ??
      createMailer({
        smtpUrl: options.config.smtpUrl,
        from: options.config.mailFrom,
        outboxDir: path.join(options.config.dataDir, 'outbox'),
        log: app.log,
      }),
  };
  await defineJobs(ctx);
  await defineInvoicingJob(ctx);
  const schedules = options.timedJobs === false ? {} : { ...SCHEDULES, ...INVOICING_SCHEDULES };
  await jobs.start({ work: options.runJobs ?? false, schedules });

  // The address search uses Google Places only when the web app was built with a key; then its hosts are allowed.
  const google = options.config.googleMapsEnabled ? ['https://maps.googleapis.com', 'https://maps.gstatic.com'] : [];
  // The security headers. helmet's middleware is built once here: @fastify/helmet built it again for every request
  // (parsing the policy each time: about a tenth of a signed-in call's time in bench:api).
  const securityHeaders = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...google],
        // Radix positions popovers with inline styles.
        styleSrc: ["'self'", "'unsafe-inline'", ...(google.length ? ['https://fonts.googleapis.com'] : [])],
        // No 'unsafe-eval': form validators are compiled ahead of time (local forms by the build, schemas built at run
        // time by POST /api/validators) and imported as same-origin modules (widgets/validator.ts). The built page's own
        // inline scripts (the route preloads) are allowed by their hashes (server/web.ts).
        scriptSrc: ["'self'", ...google, ...inlineScriptSources(options.webRoot)],
        connectSrc: ["'self'", ...google],
        workerSrc: ["'self'", 'blob:'],
        mediaSrc: ["'self'", 'blob:'],
        // The document preview shows a PDF fetched through the authorised download call in a frame of its blob: URL
        // (src/features/application/identity/DocumentPreviewDialog.tsx); no other page frames anything.
        frameSrc: ["'self'", 'blob:'],
        frameAncestors: ["'none'"],
      },
    },
  });
  app.addHook('onRequest', (request, reply, done) => securityHeaders(request.raw, reply.raw, (error) => done(error as Error | undefined)));
  app.setErrorHandler(sendError);
  await registerCompression(app);

  await app.register(
    async (api) => {
      await api.register(swagger, {
        openapi: {
          openapi: '3.0.3',
          info: {
            title: 'ClearCheck portal API',
            version: '1',
            description: 'Background-check ordering and tracking: every call of the portal, with its access policy.',
          },
          components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
        },
      });
      // Only upload_image reads multipart bodies; the limits are that call's: three short fields and one file.
      await api.register(multipart, {
        limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 10, fieldSize: 1000, parts: 12, headerPairs: 100 },
      });
      // Before the guard looks anything up: no NUL (PostgreSQL text cannot hold it) and no absurd nesting.
      api.addHook('preValidation', async (request) => {
        const problem = unsafeTextProblem(request.params, request.query, request.body);
        if (problem) throw badRequest(problem);
      });
      await api.register(accessGuard, { db: ctx.db, sessions: ctx.sessions, now });
      await api.register(auditTrail, { db: ctx.db, now });
      registerContract(api, {
        ...authHandlers(ctx),
        ...portalHandlers(ctx),
        ...orderHandlers(ctx),
        ...newOrderHandlers(ctx),
        ...applicationHandlers(ctx),
        ...documentHandlers(ctx),
        ...editHandlers(ctx),
        ...docsHandlers(api),
        ...opsHandlers(ctx),
        ...validatorHandlers(ctx),
        ...backofficeHandlers(ctx),
        ...reportHandlers(ctx),
        ...accountHandlers(ctx),
        ...enquiryHandlers(ctx),
        ...invoiceHandlers(ctx),
        ...orderActionHandlers(ctx),
        ...referenceHandlers(ctx),
        ...dealHandlers(ctx),
        ...jobAdderHandlers(ctx),
        ...designerHandlers(ctx),
        ...twoFactorHandlers(ctx),
        ...passkeyHandlers(ctx),
      });
      api.setNotFoundHandler((_request, reply) => {
        reply.status(404).send({ statusCode: 404, error: 'Request Error', errorMessage: 'The portal asked the server for something it does not offer. Please reload the page.' });
      });
    },
    { prefix: '/api' },
  );

  registerRobots(app);
  if (options.webRoot) await registerWebApp(app, options.webRoot);

  return app;
}
