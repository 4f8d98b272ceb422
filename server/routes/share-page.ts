import type { FastifyInstance, FastifyReply } from 'fastify';
import { PRODUCT_NAME } from '#common/brand.ts';
import { shareEndpoints } from '#common/contracts/endpoints/share.ts';
import { fillPath } from '#common/contracts/fill-path.ts';
import { type TSharedScan, ZShareParams } from '#common/contracts/share.ts';
import { statusHeadline } from '#common/gum-status-wording.ts';
import { RESULT_PHOTO_SIZES, resultPhotoSrcSet } from '#common/photo-sizes.ts';
import type { AppDeps } from '#server/deps.ts';
import { AppError } from '#server/errors.ts';
import { LruCache } from '#server/lib/lru-cache.ts';
import { publicBaseUrl } from '#server/lib/public-origin.ts';
import { pageModulesAfterPaint, readWebManifest } from '#server/plugins/page-preloads.ts';
import {
  composePage,
  escapeHtml,
  type PreparedPage,
  preparePage,
  sendPreparedPage,
} from '#server/plugins/pages/compose-page.ts';
import type { PageRenderer } from '#server/plugins/pages/page-renderer.ts';
import { isRenderedForGuests } from '#server/plugins/pages/public-pages.ts';
import { type ServedWeb, WEB_DIST } from '#server/plugins/static-web.ts';
import { registerTypedRoutes, type TypedApp } from '#server/plugins/typed-routes.ts';
import { getSharedScanView } from '#server/services/sharing/get-shared-scan.ts';
import { SHARED_SCAN_CACHE_SIZE } from '#server/services/sharing/shared-scan-cache.ts';
import { PUBLIC_READ_LOG_LEVEL } from './share.ts';

/** Built once: creating a formatter per request cost more than the share page's database read. */
const SHARE_DATE = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });

/** The Open Graph and Twitter card tags that make a pasted share link show a preview. */
export function shareMetaTags(meta: {
  title: string;
  description: string;
  url: string;
  image?: string;
}): string {
  const tags: [string, string, string][] = [
    ['property', 'og:type', 'article'],
    ['property', 'og:site_name', PRODUCT_NAME],
    ['property', 'og:title', meta.title],
    ['property', 'og:description', meta.description],
    ['property', 'og:url', meta.url],
    ['name', 'twitter:card', meta.image ? 'summary_large_image' : 'summary'],
    ['name', 'twitter:title', meta.title],
    ['name', 'twitter:description', meta.description],
    ['name', 'description', meta.description],
  ];
  if (meta.image) tags.push(['property', 'og:image', meta.image], ['name', 'twitter:image', meta.image]);
  return tags
    .map(([attr, key, value]) => `<meta ${attr}="${key}" content="${escapeHtml(value)}">`)
    .join('\n    ');
}

/** The share page's scripts, named for the entry to preload once the page has painted (plugins/page-preloads.ts). */
export function sharePageModulePreloads(webDist = WEB_DIST): string {
  return pageModulesAfterPaint(readWebManifest(webDist), 'src/pages/share/page.tsx');
}

/**
 * The photo's preload, with the same srcset and sizes as the page's <img> (common/photo-sizes.ts), so
 * the browser picks the same file for both and downloads it once.
 */
function imagePreload({ imageUrl, mediumImageUrl }: { imageUrl: string; mediumImageUrl: string | null }) {
  const srcSet = resultPhotoSrcSet(imageUrl, mediumImageUrl);
  const attributes = [`href="${escapeHtml(imageUrl)}"`];
  if (srcSet) {
    attributes.push(`imagesrcset="${escapeHtml(srcSet)}"`, `imagesizes="${escapeHtml(RESULT_PHOTO_SIZES)}"`);
  }
  return `<link rel="preload" ${attributes.join(' ')} as="image" fetchpriority="high">`;
}

/**
 * For a page the browser renders: its data starts downloading with the HTML instead of after the
 * app's JavaScript has run (docs/performance.md#lighthouse). Credentials as the app's own fetch, so it
 * reuses the answer. A server-rendered page carries its data in the page.
 */
function dataPreload(shareId: string): string {
  const api = escapeHtml(fillPath(shareEndpoints.get.path, { shareId }));
  return `\n    <link rel="preload" href="${api}" as="fetch" crossorigin="use-credentials">`;
}

/**
 * How many copies of one link's page are kept: one per origin it was asked for under (its preview tags
 * name the origin), which is one in practice. The Host header is the client's to choose, so the
 * count is capped.
 */
const ORIGINS_PER_LINK = 4;

/**
 * Serves /share/:shareId with preview tags filled in on the server, since chat apps and social
 * networks do not run JavaScript. A guest gets the page rendered on the server with the verdict, the
 * photo and the findings (docs/decisions/009-server-rendered-public-pages.md); each link's rendered
 * page is kept, compressed, beside its cached view, and served only after the database has said the
 * link is still active, as the JSON view is (get-shared-scan.ts). Added only when the web app is served
 * (and by tests to a bare app), so it brings its own schema compilers in its own plugin scope.
 */
export async function sharePageRoutes(
  app: FastifyInstance,
  deps: Pick<AppDeps, 'db' | 'config'>,
  web: ServedWeb,
): Promise<void> {
  await app.register(async (scope) => registerSharePage(registerTypedRoutes(scope), deps, web));
}

function registerSharePage(app: TypedApp, deps: Pick<AppDeps, 'db' | 'config'>, web: ServedWeb): void {
  const { indexHtml, renderer } = web;
  const modulePreloads = sharePageModulePreloads();
  /** Per link, its rendered page per origin. */
  const renderedPages = new LruCache<Map<string, Promise<PreparedPage | undefined>>>(SHARED_SCAN_CACHE_SIZE);
  const options = { logLevel: PUBLIC_READ_LOG_LEVEL, schema: { params: ZShareParams } };

  app.get('/share/:shareId', options, async (request, reply) => {
    const { shareId } = request.params;
    const origin = publicBaseUrl(request, deps.config);
    const url = `${origin}/share/${encodeURIComponent(shareId)}`;
    let scan: TSharedScan;
    try {
      scan = (await getSharedScanView({ db: deps.db, shareId })).scan;
    } catch (error) {
      if (!(error instanceof AppError) || error.code !== 'NOT_FOUND') throw error;
      const tags = shareMetaTags({
        title: `Scan Not Found · ${PRODUCT_NAME}`,
        description: 'This shared scan link is invalid or has been removed.',
        url,
      });
      return sendShell(reply, 404, withHead(indexHtml, tags, modulePreloads));
    }
    const head = sharePageHead(scan, url, origin);
    if (!renderer || !isRenderedForGuests(request)) {
      return sendShell(reply, 200, withHead(indexHtml, head + dataPreload(shareId), modulePreloads));
    }
    let pages = renderedPages.get(shareId);
    if (!pages) {
      pages = new Map();
      renderedPages.set(shareId, pages);
    }
    let page = pages.get(origin);
    if (!page && pages.size < ORIGINS_PER_LINK) {
      const shell = withHead(indexHtml, head, modulePreloads);
      page = renderSharePage(renderer, shareId, scan, shell).catch((error: unknown) => {
        request.log.error({ err: error }, 'rendering a shared scan failed; serving the browser-rendered app');
        pages.delete(origin);
        return undefined;
      });
      pages.set(origin, page);
    }
    const prepared = await page;
    if (prepared) return sendPreparedPage(request, reply, prepared, 200);
    return sendShell(reply, 200, withHead(indexHtml, head + dataPreload(shareId), modulePreloads));
  });
}

/** The preview tags and the photo's preload for an active link. */
function sharePageHead(scan: TSharedScan, url: string, origin: string): string {
  const date = SHARE_DATE.format(new Date(scan.createdAt));
  const tags = shareMetaTags({
    title: `${statusHeadline(scan.status)} · ${PRODUCT_NAME} pet dental scan`,
    description: `A ${PRODUCT_NAME} photo screening from ${date}. A screening, not a diagnosis: see the result and what to do next.`,
    url,
    image: `${origin}${scan.imageUrl}`,
  });
  return `${tags}\n    ${imagePreload(scan)}`;
}

async function renderSharePage(
  renderer: PageRenderer,
  shareId: string,
  scan: TSharedScan,
  shell: string,
): Promise<PreparedPage | undefined> {
  const result = await renderer.renderPage({
    path: `/share/${encodeURIComponent(shareId)}`,
    sharedScan: { shareId, scan },
  });
  return result.kind === 'page' ? preparePage(composePage(shell, result)) : undefined;
}

function withHead(indexHtml: string, head: string, modulePreloads: string): string {
  return indexHtml.replace('</head>', `    ${head}${modulePreloads}\n  </head>`);
}

/** The app's HTML for the browser to render: no-store, as a revoked link must not linger in a cache. */
function sendShell(reply: FastifyReply, status: number, html: string) {
  return reply.status(status).type('text/html; charset=utf-8').header('cache-control', 'no-store').send(html);
}
