// The form designer's calls (issue 15). Access is declared in schemas/api/designer.ts (operators only); the work is in
// server/domain/form-designer.ts.
import type { FastifyReply } from 'fastify';
import type { AppContext } from '../context';
import type { Handlers } from '../contract';
import { callerOf } from '../auth/guard';
import { loadCatalogue } from '../domain/application-fields';
import {
  currentFields,
  discardDraft,
  draftOf,
  findForm,
  formSummaries,
  newestVersion,
  ProblemsError,
  publishDraft,
  restoreVersion,
  saveDraft,
  versionHistory,
} from '../domain/form-designer';
import type { designerRoutes } from '../../schemas/api/designer';

/** Answers a refusal with its problems (ProblemsReply); anything else goes on to the error handler. */
function refuse(reply: FastifyReply, error: unknown) {
  if (!(error instanceof ProblemsError)) throw error;
  return reply.status(400).send({ statusCode: 400, error: 'Request Error', errorMessage: error.message, problems: error.problems });
}

export function designerHandlers(ctx: AppContext): Handlers<typeof designerRoutes> {
  const { db } = ctx;
  return {
    'GET /backoffice/definitions': async () => formSummaries(db),

    'GET /backoffice/definitions/:formKey': async (request) => {
      const form = await findForm(db, request.params.formKey);
      const [fields, draft, PublishedVersion, catalogue] = await Promise.all([
        currentFields(db, form),
        draftOf(db, form.formKey),
        newestVersion(db, form.formKey),
        loadCatalogue(db),
      ]);
      return {
        FormKey: form.formKey,
        Title: form.title,
        Kind: form.kind,
        PublishedVersion,
        fields,
        draft: draft?.fields ?? null,
        draftSavedAt: draft ? draft.savedAt.toISOString() : null,
        catalogue,
      };
    },

    'PUT /backoffice/definitions/:formKey/draft': async (request, reply) => {
      const form = await findForm(db, request.params.formKey);
      try {
        return await saveDraft(db, form, request.body.fields, callerOf(request).id, ctx.now());
      } catch (error) {
        return refuse(reply, error);
      }
    },

    'DELETE /backoffice/definitions/:formKey/draft': async (request, reply) => {
      const form = await findForm(db, request.params.formKey);
      await discardDraft(db, form.formKey);
      return reply.status(204).send();
    },

    'POST /backoffice/definitions/:formKey/publish': async (request, reply) => {
      const form = await findForm(db, request.params.formKey);
      try {
        return { PublishedVersion: await publishDraft(db, form, { id: callerOf(request).id, ip: request.ip }, ctx.now()) };
      } catch (error) {
        return refuse(reply, error);
      }
    },

    'GET /backoffice/definitions/:formKey/versions': async (request) => {
      const form = await findForm(db, request.params.formKey);
      return versionHistory(db, form.formKey);
    },

    'POST /backoffice/definitions/:formKey/versions/:version/restore': async (request) => {
      const form = await findForm(db, request.params.formKey);
      return restoreVersion(db, form, Number(request.params.version), callerOf(request).id, ctx.now());
    },
  };
}
