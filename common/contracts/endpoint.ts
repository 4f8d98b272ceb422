import { z } from 'zod';

/**
 * Who may call an endpoint. The server takes each route's guard from it
 * (server/plugins/endpoint-guards.ts), and the API description tags each operation with it.
 *
 * - `public`: anyone; each service decides what the caller (member, guest cookie, link holder) sees.
 * - `member`: a signed-in account.
 * - `plus`: a signed-in member on Plus; the refusal names `plusFeature`.
 * - `clinic`: staff of an open clinic; the guard hands the handler that clinic.
 * - `chat`: the Q&A chat's members (Plus), refused in the chat's own words (SPEC).
 * - `admin`: an admin.
 */
export const ENDPOINT_ACCESS = ['public', 'member', 'plus', 'clinic', 'chat', 'admin'] as const;
export type EndpointAccess = (typeof ENDPOINT_ACCESS)[number];

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** One endpoint of the API, declared once: common/contracts/endpoints/ holds them all. */
export interface EndpointDeclaration {
  method: HttpMethod;
  /** What clients call; `:name` marks a path parameter, declared in `params`. */
  path: `/${string}`;
  access: EndpointAccess;
  /** With access `plus`: what the refusal says needs Plus ("Progress tracking is a Plus feature"). */
  plusFeature?: string;
  /** What a signed-out caller of a session endpoint is told (401), where SPEC gives the endpoint its own words. */
  signInMessage?: string;
  params?: z.ZodType;
  query?: z.ZodType;
  /** A JSON body. A photo upload (multipart) declares none: its handler reads and checks the parts. */
  body?: z.ZodType;
  /**
   * Each success status and its JSON answer; `null` for an answer without a JSON contract (204,
   * a photo, a redirect, an event stream).
   */
  responses: Readonly<Record<number, z.ZodType | null>>;
  /** SPEC's older URLs for the same call (same method), answered by the same handler, described as deprecated. */
  aliases?: readonly `/${string}`[];
}

/** Declares an endpoint, keeping its literal method, path and schemas in its type. */
export function defineEndpoint<const E extends EndpointDeclaration>(declaration: E): E {
  return declaration;
}

/** For endpoints whose whole body is optional: a request without one is validated as `{}`. */
export const optionalBody = <T extends z.ZodType>(schema: T) =>
  z.preprocess((body: z.input<T> | undefined) => body ?? {}, schema);

type SchemaInput<S> = S extends z.ZodType ? z.input<S> : undefined;
type SchemaOutput<S> = S extends z.ZodType ? z.output<S> : undefined;

/** What a request to the endpoint carries, as a client writes it. */
export interface EndpointInput<E extends EndpointDeclaration> {
  params: SchemaInput<E['params']>;
  query: SchemaInput<E['query']>;
  body: SchemaInput<E['body']>;
}

/** Any of the endpoint's success answers, as a client reads it (undefined for a `null` contract). */
export type EndpointAnswer<E extends EndpointDeclaration> = {
  [Status in keyof E['responses']]: SchemaOutput<E['responses'][Status]>;
}[keyof E['responses']];

/** The answer the server's handler returns, before the response schema serialises it. */
export type EndpointReply<E extends EndpointDeclaration> = {
  [Status in keyof E['responses']]: SchemaInput<E['responses'][Status]>;
}[keyof E['responses']];
