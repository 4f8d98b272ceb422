import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import { LruCache } from '#server/lib/lru-cache.ts';
import { SESSION_COOKIE } from '#server/plugins/auth-context.ts';
import { composePage, type PreparedPage, preparePage, sendPreparedPage } from './compose-page.ts';
import type { PageRenderer } from './page-renderer.ts';

/**
 * The public pages a guest gets rendered by the server (docs/decisions/009-server-rendered-public-pages.md);
 * `/share/:id` is rendered by its own route (server/routes/share-page.ts), and any path that is no
 * page gets the not-found page.
 */
export const SERVER_RENDERED_PATHS: ReadonlySet<string> = new Set([
  '/',
  '/pricing',
  '/about',
  '/contact',
  '/privacy',
  '/terms',
  '/find-vets',
  '/vet-register',
]);

/** A path that is no page, for rendering the not-found page once for all of them. */
const NOT_FOUND_PATH = '/__not-found__';

/**
 * Pages are rendered for guests only, as web/src/entry-server.tsx renders them: one HTML then serves
 * every guest and is cached. A signed-in visitor (or one whose session has just expired) gets the app
 * rendered in the browser, where their header and `/` are their own. A query string is client state
 * (the scan steps' `?step=`), so an address with one is rendered in the browser too.
 */
export function isRenderedForGuests(request: FastifyRequest): boolean {
  return !request.cookies[SESSION_COOKIE] && !request.url.includes('?');
}

interface PublicPagesOptions {
  renderer: PageRenderer;
  /** The app's HTML for a path, with that page's modules preloaded (page-preloads.ts). */
  shellFor: (url: string) => string;
  /** The HTML of a page the browser renders (browser-page-html.ts). */
  browserPage: (request: FastifyRequest, reply: FastifyReply) => Promise<string>;
  log: FastifyBaseLogger;
}

/**
 * Answers a browser's GET for a page path: a rendered page when the path is one of the public pages
 * or no page at all (404), else the app's HTML for the browser to render. Each rendered page is
 * made once per process (the first request waits for it; a failed render is retried next time and
 * that request gets the browser-rendered app).
 */
export function createPublicPages({ renderer, shellFor, browserPage, log }: PublicPagesOptions) {
  const rendered = new Map<string, Promise<PreparedPage | undefined>>();

  const render = async (path: string, shell: string): Promise<PreparedPage | undefined> => {
    const result = await renderer.renderPage({ path });
    if (result.kind !== 'page') return undefined;
    return preparePage(composePage(shell, result));
  };

  const renderedPage = (path: string, shell: string) => {
    let page = rendered.get(path);
    if (!page) {
      page = render(path, shell).catch((error: unknown) => {
        log.error({ err: error, path }, 'rendering a public page failed; serving the browser-rendered app');
        rendered.delete(path);
        return undefined;
      });
      rendered.set(path, page);
    }
    return page;
  };

  // React Router ranks its routes on every match: remembered per path, for a bounded number of
  // paths, since anyone can ask for any path.
  const knownPaths = new LruCache<boolean>(1000);
  const isAppPage = (pathname: string) => {
    if (SERVER_RENDERED_PATHS.has(pathname)) return true;
    let isPage = knownPaths.get(pathname);
    if (isPage === undefined) {
      isPage = renderer.isAppPage(pathname);
      knownPaths.set(pathname, isPage);
    }
    return isPage;
  };

  return async function servePage(request: FastifyRequest, reply: FastifyReply) {
    const pathname = request.url.split('?')[0];
    const isPage = isAppPage(pathname);
    const status = isPage ? 200 : 404;
    if (isRenderedForGuests(request) && (!isPage || SERVER_RENDERED_PATHS.has(pathname))) {
      const page = isPage
        ? await renderedPage(pathname, shellFor(pathname))
        : await renderedPage(NOT_FOUND_PATH, shellFor('/not-found'));
      if (page) return sendPreparedPage(request, reply, page, status);
    }
    const html = await browserPage(request, reply);
    return reply
      .status(status)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(html);
  };
}
