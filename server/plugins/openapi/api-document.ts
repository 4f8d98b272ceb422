import { type FastifyDynamicSwaggerOptions, formatParamUrl, type SwaggerTransform } from '@fastify/swagger';
import type { FastifySchema, RouteOptions } from 'fastify';
import { createJsonSchemaTransform } from 'fastify-type-provider-zod';
import type { EndpointAccess } from '#common/contracts/endpoint.ts';
import type { Config } from '#server/config.ts';
import { SESSION_COOKIE } from '#server/plugins/auth-context.ts';
import packageJson from '../../../package.json' with { type: 'json' };
import type { ContractNames } from './contract-names.ts';

/** Who may call an operation: its endpoint's declared access, or the operator for the metrics. */
export type DocumentedAccess = EndpointAccess | 'operator';

/** The access labels in the order the reference page lists them; each is the tag of its operations. */
export const ACCESS_TAGS: readonly { name: DocumentedAccess; description: string }[] = [
  {
    name: 'public',
    description: 'Anyone. Each service decides what the caller (member, guest cookie, link holder) may see.',
  },
  { name: 'member', description: 'A signed-in member (the session cookie).' },
  { name: 'plus', description: 'A signed-in member on the Plus plan.' },
  { name: 'clinic', description: 'Staff of an open clinic; each answer is scoped to their clinic.' },
  { name: 'chat', description: "A Plus member, refused in the chat's own words (SPEC)." },
  { name: 'admin', description: 'An admin.' },
  { name: 'operator', description: 'The operator, with Authorization: Bearer METRICS_TOKEN.' },
];

/** The probes a load balancer and Prometheus call, outside /api. */
const PROBE_URLS = new Set(['/healthz', '/readyz', '/metrics']);

/**
 * The routes the document describes: the JSON API, the photos its answers point to (/media) and
 * the probes. Pages, the built web app and the installed app's share target answer browsers, not
 * API clients, and are left out.
 */
export function isDescribed(url: string): boolean {
  return url.startsWith('/api/') || url.startsWith('/media/') || PROBE_URLS.has(url);
}

function accessOf(route: RouteOptions): DocumentedAccess {
  if (route.url === '/metrics') return 'operator';
  return route.config?.access ?? 'public';
}

const SECURITY: Record<DocumentedAccess, FastifySchema['security']> = {
  public: undefined,
  member: [{ session: [] }],
  plus: [{ session: [] }],
  clinic: [{ session: [] }],
  chat: [{ session: [] }],
  admin: [{ session: [] }],
  operator: [{ metricsToken: [] }],
};

/** The contract names of a route's input and output (`x-contracts`), for readers of the reference page. */
function contractsOf(schema: FastifySchema | undefined, nameOf: ContractNames) {
  const contracts: Record<string, string | Record<string, string>> = {};
  for (const part of ['params', 'querystring', 'body'] as const) {
    const name = nameOf(schema?.[part]);
    if (name) contracts[part] = name;
  }
  const responses: Record<string, string> = {};
  for (const [status, response] of Object.entries(schema?.response ?? {})) {
    const name = nameOf(response);
    if (name) responses[status] = name;
  }
  if (Object.keys(responses).length > 0) contracts.response = responses;
  return Object.keys(contracts).length > 0 ? contracts : undefined;
}

/**
 * Each route as an operation: its zod schemas as JSON Schema 2020-12 (fastify-type-provider-zod's
 * transform picks that dialect for an OpenAPI 3.1 document), tagged with who may call it
 * (`x-access` too), and a SPEC alias marked deprecated with `x-alias-of` naming its replacement.
 */
function describeRoutes(nameOf: ContractNames): SwaggerTransform {
  const toJsonSchema = createJsonSchemaTransform({});
  return (input) => {
    const { route, url } = input;
    if (!isDescribed(url)) return { schema: { hide: true }, url };
    const method = [route.method].flat()[0];
    const access = accessOf(route);
    const replacement = route.config?.aliasOf;
    const schema = {
      ...toJsonSchema(input).schema,
      tags: [access],
      security: SECURITY[access],
      'x-access': access,
      'x-contracts': contractsOf(route.schema, nameOf),
      ...(replacement && { deprecated: true, 'x-alias-of': `${method} ${formatParamUrl(replacement)}` }),
    };
    return { schema, url };
  };
}

/** The @fastify/swagger options that make the OpenAPI 3.1 document of every described route. */
export function apiDocumentOptions(config: Config, nameOf: ContractNames): FastifyDynamicSwaggerOptions {
  return {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'PawSmile API',
        version: packageJson.version,
        description:
          'Errors answer { code, message, requestId } with the status of their code. A state-changing ' +
          'request from another origin is refused.',
      },
      ...(config.publicUrl && { servers: [{ url: config.publicUrl }] }),
      tags: [...ACCESS_TAGS],
      components: {
        securitySchemes: {
          session: { type: 'apiKey', in: 'cookie', name: SESSION_COOKIE },
          metricsToken: { type: 'http', scheme: 'bearer' },
        },
      },
    },
    // PUBLIC_URL names the origin: its path, if any, is not cut from the routes' paths.
    stripBasePath: false,
    // OpenAPI 3.1 schemas are JSON Schema 2020-12, where `const` is valid.
    convertConstToEnum: false,
    transform: describeRoutes(nameOf),
  };
}
