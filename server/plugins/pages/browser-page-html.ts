import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import type { PageRenderer } from './page-renderer.ts';

const EMPTY_ROOT = '<div id="root"></div>';

/**
 * The app's HTML with #root holding the frame and skeleton of a page, and the page's data preloads
 * in the head. A replacer function each time, so `$` in the inserted text is not a pattern.
 */
export function fillBrowserPage(shellHtml: string, parts: { skeleton: string; headTags: string }): string {
  let html = shellHtml;
  if (parts.headTags) html = html.replace('</head>', () => `${parts.headTags.trimStart()}\n  </head>`);
  if (parts.skeleton) html = html.replace(EMPTY_ROOT, () => `<div id="root">${parts.skeleton}</div>`);
  return html;
}

interface BrowserPageOptions {
  /** The app's HTML for a path, with that page's modules preloaded (page-preloads.ts). */
  routeHtml: (url: string) => string;
  /** Draws the skeletons; without a server build the page starts empty, as before. */
  renderer: PageRenderer | undefined;
  /** The page's data preload links (page-data-preloads.ts). */
  dataPreloadsFor: (request: FastifyRequest, reply: FastifyReply) => Promise<string>;
  log: FastifyBaseLogger;
}

/**
 * The HTML of a page the browser renders (every page behind sign-in, docs/performance.md#signed-in-first-paint):
 * the first paint is the site's frame and the page's skeleton instead of white, and the page's code
 * and first data start downloading with the entry's, not after it has run.
 */
export function createBrowserPageHtml({ routeHtml, renderer, dataPreloadsFor, log }: BrowserPageOptions) {
  const skeletonFor = (pathname: string): string => {
    try {
      return renderer?.renderPageSkeleton?.(pathname) ?? '';
    } catch (error) {
      log.error({ err: error, path: pathname }, 'drawing a page skeleton failed; sending an empty #root');
      return '';
    }
  };
  return async function browserPageHtml(request: FastifyRequest, reply: FastifyReply): Promise<string> {
    const pathname = request.url.split('?')[0];
    const headTags = await dataPreloadsFor(request, reply);
    return fillBrowserPage(routeHtml(request.url), { skeleton: skeletonFor(pathname), headTags });
  };
}
