import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ErrorBody } from '#common/error-codes.ts';
import type { AppDeps } from '#server/deps.ts';
import { IS_COMPILED } from '#server/lib/is-compiled.ts';
import { createRouteHtml, readWebManifest } from './page-preloads.ts';
import { createBrowserPageHtml } from './pages/browser-page-html.ts';
import { createMissingRecordCheck } from './pages/missing-record.ts';
import { createPageDataPreloads } from './pages/page-data-preloads.ts';
import { loadPageRenderer, type PageRenderer } from './pages/page-renderer.ts';
import { createPublicPages } from './pages/public-pages.ts';
import { createSignedInUser } from './pages/signed-in-user.ts';

/** dist/web, seen from server/plugins in the sources or from dist/server/plugins once compiled. */
export const WEB_DIST = path.resolve(import.meta.dirname, IS_COMPILED ? '../../web' : '../../dist/web');

export interface ServedWeb {
  /** The built index.html, for routes that add their own tags (share previews). */
  indexHtml: string;
  /** The server's renderer of public pages, when the web app was built for it. */
  renderer: PageRenderer | undefined;
}

/**
 * Serves the built web app with hashed assets cached for a year, and for every other browser route
 * either a page rendered on the server (public pages for guests, and the not-found page with 404:
 * pages/public-pages.ts) or the app's index.html for the browser to render, with 404 when it is a
 * pet's or scan's page the caller cannot open (pages/missing-record.ts).
 */
export async function registerStaticWeb(
  app: FastifyInstance,
  deps: Pick<AppDeps, 'db' | 'config'>,
  options: { serveWeb: boolean; webDist?: string },
): Promise<ServedWeb | undefined> {
  const webDist = options.webDist ?? WEB_DIST;
  const indexFile = path.join(webDist, 'index.html');
  if (!options.serveWeb || !existsSync(indexFile)) {
    app.setNotFoundHandler((request, reply) => reply.status(404).send(notFoundBody(request.id)));
    return undefined;
  }
  const indexHtml = readFileSync(indexFile, 'utf8');
  await app.register(fastifyStatic, {
    root: webDist,
    wildcard: false,
    index: false,
    // dist/web/.vite holds the build manifest, which is for `npm run bench`, not for browsers.
    dotfiles: 'ignore',
    // file.br / file.gz written at build time (scripts/build/precompress.ts): no compression per request.
    preCompressed: true,
    setHeaders(res, filePath) {
      const isHashed = filePath.includes(`${path.sep}assets${path.sep}`);
      res.header('cache-control', isHashed ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  const manifest = readWebManifest(webDist);
  const routeHtml = createRouteHtml(indexHtml, manifest);
  // A server-rendered page names its scripts for after its first paint (page-preloads.ts).
  const renderedPageShell = createRouteHtml(indexHtml, manifest, { afterPaint: true });
  const renderer = await loadPageRenderer();
  const signedInUser = createSignedInUser(deps);
  const isMissingRecord = createMissingRecordCheck(deps, signedInUser);
  const dataPreloadsFor = createPageDataPreloads({ signedInUser, isMissingRecord });
  const browserPage = createBrowserPageHtml({ routeHtml, renderer, dataPreloadsFor, log: app.log });
  const servePage = renderer
    ? createPublicPages({ renderer, shellFor: renderedPageShell, browserPage, log: app.log })
    : async (request: FastifyRequest, reply: FastifyReply) =>
        reply
          .type('text/html; charset=utf-8')
          .header('cache-control', 'no-cache')
          .send(await browserPage(request, reply));
  app.setNotFoundHandler(async (request, reply) => {
    const isApi = request.url.startsWith('/api/') || request.url.startsWith('/media/');
    if ((request.method !== 'GET' && request.method !== 'HEAD') || isApi) {
      return reply.status(404).send(notFoundBody(request.id));
    }
    if (await isMissingRecord(request, reply)) {
      return reply
        .status(404)
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-cache')
        .send(routeHtml(request.url));
    }
    return servePage(request, reply);
  });
  return { indexHtml, renderer };
}

function notFoundBody(requestId: string): ErrorBody {
  return { code: 'NOT_FOUND', message: 'Not found.', requestId };
}
