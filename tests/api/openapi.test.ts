import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import packageJson from '../../package.json' with { type: 'json' };
import { loadEndpointTables } from '../../scripts/generate-web-endpoints.ts';
import { createTestApp, signUpUser, type TestApp } from '../setup/test-app.ts';

/**
 * The API description (server/plugins/openapi/): /api/openapi.json describes exactly the routes the
 * app answers, and docs/api-routes.txt holds every method and path, so a URL changes only on purpose.
 */

/** Registered routes the document leaves out on purpose: they answer browsers, not API clients. */
const NOT_DESCRIBED = new Set(['POST /share-target']);
/** Described operations that are not the table's: the operator's probe, with its own bearer token. */
const OUTSIDE_THE_TABLE = new Set(['GET /metrics']);
const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];
const UPDATE_HINT =
  'The list of API methods and paths changed. If that is deliberate, update it with ' +
  '`npx vitest run tests/api/openapi.test.ts -u` and commit docs/api-routes.txt with the change.';

interface Operation {
  tags?: string[];
  deprecated?: boolean;
  parameters?: { in: string; name: string }[];
  responses?: Record<string, unknown>;
  'x-access'?: string;
  'x-alias-of'?: string;
}
interface Document {
  openapi: string;
  info: { title: string; version: string };
  tags: { name: string }[];
  paths: Record<string, Record<string, Operation>>;
}

const toOpenApiPath = (path: string) => path.replace(/:(\w+)/g, '{$1}');

/**
 * Every `METHOD /path` the app registered, read from Fastify's own route tree (printRoutes), so the
 * list does not come from the API description it checks. HEAD is left out where Fastify added it
 * beside a GET.
 */
function registeredRoutes(tree: string): Set<string> {
  const routes = new Set<string>();
  const prefixes: string[] = [];
  for (const line of tree.split('\n').filter((text) => text.trim() !== '')) {
    const match = /^((?:│ {3}| {4})*)(?:├── |└── )(\S+)(?: \(([^)]+)\))?$/.exec(line);
    if (!match) throw new Error(`Unreadable line in app.printRoutes(): ${JSON.stringify(line)}`);
    const depth = match[1].length / 4;
    const path = (prefixes[depth - 1] ?? '') + match[2];
    prefixes[depth] = path;
    const methods = match[3]?.split(', ') ?? [];
    for (const method of methods) {
      if (method !== 'HEAD' || !methods.includes('GET')) routes.add(`${method} ${toOpenApiPath(path)}`);
    }
  }
  return routes;
}

function operationsOf(document: Document): Map<string, Operation> {
  const operations = new Map<string, Operation>();
  for (const [path, item] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(item)) {
      if (HTTP_METHODS.includes(method)) operations.set(`${method.toUpperCase()} ${path}`, operation);
    }
  }
  return operations;
}

interface Declared {
  access: string;
  /** On an alias: the endpoint's own `METHOD /path`. */
  aliasOf?: string;
}

/** Every `METHOD /path` of common/contracts/endpoints/, aliases included, with what it declares. */
async function declaredEndpoints(): Promise<Map<string, Declared>> {
  const declared = new Map<string, Declared>();
  for (const tables of (await loadEndpointTables()).values()) {
    for (const table of Object.values(tables)) {
      for (const endpoint of Object.values(table)) {
        const own = `${endpoint.method} ${toOpenApiPath(endpoint.path)}`;
        declared.set(own, { access: endpoint.access });
        for (const alias of endpoint.aliases ?? []) {
          declared.set(`${endpoint.method} ${toOpenApiPath(alias)}`, {
            access: endpoint.access,
            aliasOf: own,
          });
        }
      }
    }
  }
  return declared;
}

let t: TestApp;
let document: Document;
let operations: Map<string, Operation>;
let declared: Map<string, Declared>;
beforeAll(async () => {
  declared = await declaredEndpoints();
  t = await createTestApp();
  const response = await t.app.inject({ url: '/api/openapi.json' });
  expect(response.statusCode).toBe(200);
  document = response.json();
  operations = operationsOf(document);
});
afterAll(async () => t.close());

describe('the API description', () => {
  it('describes every route the app answers, and no route it does not', () => {
    const registered = registeredRoutes(t.app.printRoutes({ commonPrefix: false }));
    const described = new Set(operations.keys());
    const missing = [...registered].filter((route) => !described.has(route) && !NOT_DESCRIBED.has(route));
    const extra = [...described].filter((route) => !registered.has(route));
    expect({ 'registered but not described': missing, 'described but not registered': extra }).toEqual({
      'registered but not described': [],
      'described but not registered': [],
    });
    expect(registered.size).toBeGreaterThan(100);
    for (const route of NOT_DESCRIBED) expect(registered, `${route} is still a route`).toContain(route);
  });

  it('is an OpenAPI 3.1 document whose every operation has responses and braced path parameters', () => {
    expect(document.openapi).toMatch(/^3\.1\.\d+$/);
    expect(document.info).toMatchObject({ title: 'PawSmile API', version: packageJson.version });
    for (const [route, operation] of operations) {
      expect(Object.keys(operation.responses ?? {}), `${route} has responses`).not.toEqual([]);
      const path = route.split(' ')[1];
      expect(path, `${route} uses {name} parameters`).not.toContain(':');
      const inPath = [...path.matchAll(/\{(\w+)\}/g)].map(([, name]) => name).sort();
      const declared = (operation.parameters ?? []).filter((p) => p.in === 'path').map((p) => p.name);
      expect(declared.sort(), `${route} declares its path parameters`).toEqual(inPath);
    }
    expect(operations.get('GET /api/scans/{id}')).toBeDefined();
  });

  it('serves every endpoint of the table, as declared, and no other operation', () => {
    const undeclared = [...operations.keys()].filter(
      (route) => !declared.has(route) && !OUTSIDE_THE_TABLE.has(route),
    );
    const unserved = [...declared.keys()].filter((route) => !operations.has(route));
    expect({ undeclared, unserved }).toEqual({ undeclared: [], unserved: [] });
    expect(declared.size).toBeGreaterThan(100);
    for (const [route, { access }] of declared) {
      expect(operations.get(route)?.['x-access'], `${route} is described with its declared access`).toBe(
        access,
      );
    }
  });

  it('says who may call each operation, as its endpoint declares', () => {
    const accessLabels = new Set(document.tags.map((tag) => tag.name));
    for (const [route, operation] of operations) {
      expect(accessLabels, `${route} has a known access`).toContain(operation['x-access']);
      expect(operation.tags, `${route} is tagged with its access`).toEqual([operation['x-access']]);
    }
    const accessOf = (route: string) => operations.get(route)?.['x-access'];
    expect(accessOf('GET /api/client-config')).toBe('public');
    expect(accessOf('GET /healthz')).toBe('public');
    expect(accessOf('GET /api/scans')).toBe('member');
    expect(accessOf('DELETE /api/chat')).toBe('member');
    expect(accessOf('POST /api/chat')).toBe('chat');
    expect(accessOf('GET /api/pets/{id}/progress')).toBe('plus');
    expect(accessOf('GET /api/clinic/staff')).toBe('clinic');
    expect(accessOf('GET /api/admin/stats')).toBe('admin');
    expect(accessOf('GET /metrics')).toBe('operator');
  });

  it('refuses whoever its stated access leaves out: signed out on session routes, Starter on Plus and admin ones', async () => {
    const member = await signUpUser(t.app);
    /** Each operation's status for the caller, with `x` for every path parameter (the guard answers first). */
    const answersFor = async (routes: string[], cookie?: string) => {
      const answers: Record<string, number> = {};
      for (const route of routes) {
        const [method, path] = route.split(' ');
        const url = path.replace(/\{\w+\}/g, 'x');
        const response = await t.app.inject({
          method: method as 'GET',
          url,
          headers: cookie ? { cookie } : {},
        });
        answers[route] = response.statusCode;
      }
      return answers;
    };
    const withAccess = (...access: string[]) =>
      [...operations]
        .filter(([, operation]) => access.includes(operation['x-access'] ?? ''))
        .map(([route]) => route);
    const expectEach = (routes: string[], status: number) =>
      Object.fromEntries(routes.map((route) => [route, status]));
    const sessionRoutes = withAccess('member', 'plus', 'clinic', 'chat');
    // The admin API refuses a guest as it refuses a member: 403, never "sign in" (docs/product-rules.md#admin).
    const adminRoutes = withAccess('admin');
    const plusRoutes = withAccess('plus', 'chat');
    expect(sessionRoutes.length).toBeGreaterThan(40);
    expect(adminRoutes.length).toBeGreaterThan(10);
    expect(plusRoutes.length).toBeGreaterThan(0);
    expect(await answersFor(sessionRoutes)).toEqual(expectEach(sessionRoutes, 401));
    expect(await answersFor(adminRoutes)).toEqual(expectEach(adminRoutes, 403));
    expect(await answersFor(adminRoutes, member.cookie)).toEqual(expectEach(adminRoutes, 403));
    expect(await answersFor(plusRoutes, member.cookie)).toEqual(expectEach(plusRoutes, 403));
  });

  it('lists each SPEC alias as a deprecated operation naming the URL that replaced it', () => {
    const aliases = [...declared].filter(([, { aliasOf }]) => aliasOf);
    expect(aliases.length).toBeGreaterThan(5);
    for (const [alias, { aliasOf: replacedBy }] of aliases) {
      expect(operations.get(alias), alias).toMatchObject({
        deprecated: true,
        'x-alias-of': replacedBy,
      });
      expect(operations.get(replacedBy!), `${replacedBy} is described`).toBeDefined();
      expect(operations.get(replacedBy!)?.deprecated, `${replacedBy} is current`).toBeUndefined();
    }
  });

  it('matches the committed list of every method and path, SPEC aliases included', async () => {
    const lines = [...operations]
      .map(([route, operation]) => {
        const [method, path] = route.split(' ');
        const alias = operation['x-alias-of'] ? `  (alias of ${operation['x-alias-of']})` : '';
        return `${method.padEnd(7)}${path.padEnd(48)}${operation['x-access']}${alias}`;
      })
      .sort((a, b) => a.slice(7).localeCompare(b.slice(7)) || a.localeCompare(b));
    const header =
      '# Every method and path of the API, its access, and SPEC aliases: see tests/api/openapi.test.ts.\n';
    await expect(`${header}${lines.join('\n')}\n`).toMatchFileSnapshot(
      '../../docs/api-routes.txt',
      UPDATE_HINT,
    );
  });

  it('names PUBLIC_URL as its server, and no server without it', async () => {
    expect(document).not.toHaveProperty('servers');
    const withOrigin = await createTestApp({ PUBLIC_URL: 'https://pawsmile.example' });
    try {
      const response = await withOrigin.app.inject({ url: '/api/openapi.json' });
      expect(response.json().servers).toEqual([{ url: 'https://pawsmile.example' }]);
    } finally {
      await withOrigin.close();
    }
  });

  it('serves a reference page at /api/docs that the CSP lets render without any script', async () => {
    const response = await t.app.inject({ url: '/api/docs' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    expect(response.body).not.toMatch(/<script|\son\w+=/i);
    expect(response.body).not.toMatch(/(?:src|href)="(?:https?:)?\/\//);
    expect(response.body).toContain('<html lang="en">');
    for (const route of operations.keys()) {
      const [method, path] = route.split(' ');
      expect(response.body, `${route} is listed`).toContain(
        `<code>${method}</code></td><td><code>${path}</code>`,
      );
    }
  });
});
