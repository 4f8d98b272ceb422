import type { EndpointAnswer, EndpointDeclaration, EndpointInput } from '#common/contracts/endpoint.ts';
import { fillPath } from '#common/contracts/fill-path.ts';
import { apiRequest } from './client.ts';

/**
 * An endpoint as the web sees it: the method and path from the table (web/src/api/endpoints/, generated
 * from common/contracts/endpoints/), and, in its type only, the whole declaration.
 */
export interface WebEndpoint<E extends EndpointDeclaration> {
  readonly method: E['method'];
  readonly path: E['path'];
  /** Never set: carries the declaration's types to callEndpoint. */
  readonly declaration?: E;
}

export type WebEndpoints<T extends Record<string, EndpointDeclaration>> = {
  readonly [K in keyof T]: WebEndpoint<T[K]>;
};

type Parts<E extends EndpointDeclaration> = EndpointInput<E>;
/** Declared parts a request may leave out: their schema accepts `undefined` (an optional body). */
type OptionalPart<E extends EndpointDeclaration> = {
  [K in keyof Parts<E>]: [Parts<E>[K]] extends [undefined]
    ? never
    : undefined extends Parts<E>[K]
      ? K
      : never;
}[keyof Parts<E>];
/** Declared parts a request must carry. */
type RequiredPart<E extends EndpointDeclaration> = {
  [K in keyof Parts<E>]: undefined extends Parts<E>[K] ? never : K;
}[keyof Parts<E>];

/** The parts a call carries: only those the endpoint declares, each required unless its schema allows none. */
export type CallInput<E extends EndpointDeclaration> = { [K in RequiredPart<E>]: Parts<E>[K] } & {
  [K in OptionalPart<E>]?: Parts<E>[K];
} & {
  /** A photo upload's multipart body, for endpoints that read one instead of JSON. */
  form?: FormData;
  signal?: AbortSignal;
  /** Lets the request outlive the page (a clean-up sent as the page is left). */
  keepalive?: boolean;
};

/** The URL of a call: the path with its parameters filled in, and the query's set values. */
export function endpointUrl<E extends EndpointDeclaration>(
  endpoint: WebEndpoint<E>,
  input: { params?: unknown; query?: unknown } = {},
): string {
  const path = fillPath(endpoint.path, input.params as Record<string, unknown> | undefined);
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries((input.query as Record<string, unknown>) ?? {})) {
    if (value !== undefined && value !== null && value !== '') query.set(name, String(value));
  }
  const search = query.toString();
  return search ? `${path}?${search}` : path;
}

/** Calls an endpoint of the table; answers its declared success body or throws ApiError (./client.ts). */
export function callEndpoint<E extends EndpointDeclaration>(
  endpoint: WebEndpoint<E>,
  ...[input]: [RequiredPart<E>] extends [never] ? [CallInput<E>?] : [CallInput<E>]
): Promise<EndpointAnswer<E>> {
  const { form, signal, keepalive, ...parts } = (input ?? {}) as CallInput<E> & {
    params?: unknown;
    query?: unknown;
    body?: unknown;
  };
  return apiRequest<EndpointAnswer<E>>(endpointUrl(endpoint, parts), {
    method: endpoint.method,
    body: form ?? parts.body,
    signal,
    keepalive,
  });
}
