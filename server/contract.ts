// Registers the declared contract (schemas/api) with Fastify: each route's schemas for validation, serialisation and
// OpenAPI, its access policy for the guard, and its handler, typed from the same declarations. A route can only be
// registered here, so none can exist without schemas and a policy.
import type { Static, TSchema } from '@sinclair/typebox';
import type { FastifyInstance, FastifyReply, FastifyRequest, FastifySchema } from 'fastify';
import { contract, isPublic, type Contract, type RouteKey, type RouteSpec } from '../schemas/api';
import { ErrorReply } from '../schemas/api/route';

type StaticOf<S> = S extends TSchema ? Static<S> : undefined;
type SuccessOf<R extends RouteSpec> = R['response'][Extract<keyof R['response'], 200 | 201 | 204>];

/** The request a handler of route R receives: params, querystring and body typed from its schemas. */
export type RequestOf<R extends RouteSpec> = FastifyRequest<{
  Params: StaticOf<R['params']>;
  Querystring: StaticOf<R['querystring']>;
  Body: StaticOf<R['body']>;
}>;

/** A handler answers the declared success shape, or sends the reply itself (files, text, 204). */
export type Handler<R extends RouteSpec> = (
  request: RequestOf<R>,
  reply: FastifyReply,
) => Promise<StaticOf<SuccessOf<R>> | FastifyReply>;

/** One handler for every route of a group of declarations: a declared route without a handler does not compile. */
export type Handlers<C extends Record<string, RouteSpec>> = { [K in keyof C]: Handler<C[K]> };

export function splitKey(key: string): { method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'; url: string } {
  const [method, url] = key.split(' ');
  return { method: method as 'GET', url };
}

/** The policy in words, for the OpenAPI description and the docs page. */
export function describeAccess(spec: RouteSpec): string {
  const access = spec.access;
  if (isPublic(access)) return `Public: ${access.public}.`;
  const rules = [
    `Signed in as ${access.kinds.join(' or ')}`,
    access.fullView && 'client users need Full view',
    access.self && `${access.self} is the caller`,
    access.company && `${access.company} is the caller's company`,
    access.client && `${access.client} is a client the caller orders for`,
    access.order && `${access.order} is an order the caller may see`,
    access.anyOrder && `${access.anyOrder} is an order of any client (back office)`,
    access.file && `${access.file} is a file of an order the caller may see`,
  ].filter(Boolean);
  return `${rules.join('; ')}.`;
}

function schemaOf(key: string, spec: RouteSpec): FastifySchema {
  const response: Record<string, unknown> = { '4xx': ErrorReply, '5xx': ErrorReply };
  for (const [status, schema] of Object.entries(spec.response)) {
    // A file or text answer is sent as it is; declared with its media type for the OpenAPI document.
    response[status] = spec.produces ? { description: spec.summary, content: { [spec.produces]: { schema } } } : schema;
  }
  const multipart = spec.multipart
    ? { consumes: ['multipart/form-data'], description: 'multipart/form-data fields: ' + Object.keys((spec.multipart as unknown as { properties: object }).properties).join(', ') }
    : {};
  return {
    summary: spec.summary,
    description: `${describeAccess(spec)}${multipart.description ? ` ${multipart.description}.` : ''}`,
    tags: [key.split(' ')[1].split('/')[1]],
    ...(isPublic(spec.access) ? {} : { security: [{ bearer: [] }] }),
    ...(spec.params && { params: spec.params }),
    ...(spec.querystring && { querystring: spec.querystring }),
    ...(spec.body && { body: spec.body }),
    response,
  };
}

/** Registers every declared route with its handler. */
export function registerContract(api: FastifyInstance, handlers: Handlers<Contract>): void {
  for (const key of Object.keys(contract) as RouteKey[]) {
    const spec: RouteSpec = contract[key];
    api.route({
      ...splitKey(key),
      schema: schemaOf(key, spec),
      config: { access: spec.access, audit: spec.audit },
      handler: handlers[key] as unknown as (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>,
    });
  }
}
