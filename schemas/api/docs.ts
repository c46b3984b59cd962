// The contract describes itself: the OpenAPI 3 document and a page to read it.
import { Type as T } from '@sinclair/typebox';
import { route } from './route';

export const docsRoutes = {
  'GET /docs/json': route({
    summary: 'The OpenAPI 3 document of the whole contract.',
    access: { public: 'the contract itself holds no data' },
    response: { 200: T.Object({ openapi: T.String() }, { additionalProperties: true }) },
  }),
  'GET /docs': route({
    summary: 'The contract as a readable page: every call, who may make it, and its schemas.',
    access: { public: 'the contract itself holds no data' },
    response: { 200: T.String() },
    produces: 'text/html',
  }),
};
