import type { FastifyReply, FastifyRequest, RouteShorthandOptions } from 'fastify';
import type { EndpointAccess, EndpointDeclaration, EndpointReply } from '#common/contracts/endpoint.ts';
import type { AppDeps } from '#server/deps.ts';
import { guardFor } from './endpoint-guards.ts';
import type { TypedApp } from './typed-routes.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The declared access of the endpoint a route serves (common/contracts/endpoints/). */
    access?: EndpointAccess;
    /** On a SPEC alias: the endpoint's own path, which replaced it. */
    aliasOf?: string;
  }
}

type Parsed<S> = S extends { _zod: { output: infer O } } ? O : undefined;

/** The request a handler sees: its params, query and body already validated by the declaration. */
export type EndpointRequest<E extends EndpointDeclaration> = FastifyRequest<{
  Params: Parsed<E['params']>;
  Querystring: Parsed<E['query']>;
  Body: Parsed<E['body']>;
}>;

/** A handler returns one of the declared answers, or the reply it has sent (a status, a stream). */
export type EndpointHandler<E extends EndpointDeclaration> = (
  request: EndpointRequest<E>,
  reply: FastifyReply,
) => Promise<EndpointReply<E> | FastifyReply>;

/** What a route adds to its declaration: limits, log level, a body parser. */
export type ServeOptions = Pick<RouteShorthandOptions, 'config' | 'logLevel' | 'bodyLimit' | 'preValidation'>;

/**
 * The server's side of the endpoint table: registers the handler at the declared method and path
 * (and at each SPEC alias), validates with the declared schemas, and guards it by the declared
 * access before anything else runs. Route files hold handlers only; who may call what is read in
 * common/contracts/endpoints/.
 */
export function serve<E extends EndpointDeclaration>(
  app: TypedApp,
  deps: Pick<AppDeps, 'db'>,
  endpoint: E,
  handler: EndpointHandler<E>,
  options: ServeOptions = {},
): void {
  const guard = guardFor(endpoint, deps);
  const preValidation = [guard, options.preValidation].flat().filter((hook) => hook !== undefined);
  const response = Object.fromEntries(
    Object.entries(endpoint.responses).filter(([, schema]) => schema !== null),
  );
  const schema = {
    ...(endpoint.params && { params: endpoint.params }),
    ...(endpoint.query && { querystring: endpoint.query }),
    ...(endpoint.body && { body: endpoint.body }),
    ...(Object.keys(response).length > 0 && { response }),
  };
  for (const url of [endpoint.path, ...(endpoint.aliases ?? [])]) {
    app.route({
      method: endpoint.method,
      url,
      schema,
      ...(options.logLevel && { logLevel: options.logLevel }),
      ...(options.bodyLimit && { bodyLimit: options.bodyLimit }),
      config: {
        ...options.config,
        access: endpoint.access,
        ...(url !== endpoint.path && { aliasOf: endpoint.path }),
      },
      ...(preValidation.length > 0 && { preValidation: preValidation as never }),
      handler: handler as never,
    });
  }
}
