import type { FastifyInstance } from 'fastify';
import { PRODUCT_NAME } from '#common/brand.ts';
import { ZShareParams } from '#common/contracts/share.ts';
import { RESULT_PHOTO_SIZES, resultPhotoSrcSet } from '#common/photo-sizes.ts';
import type { AppDeps } from '#server/deps.ts';
import { AppError } from '#server/errors.ts';
import { publicBaseUrl } from '#server/lib/public-origin.ts';
import { pageModulePreloads, readWebManifest } from '#server/plugins/page-preloads.ts';
import { WEB_DIST } from '#server/plugins/static-web.ts';
import { registerTypedRoutes, type TypedApp } from '#server/plugins/typed-routes.ts';
import { getSharedScan } from '#server/services/sharing/get-shared-scan.ts';
import { PUBLIC_READ_LOG_LEVEL } from './share.ts';

const STATUS_WORDS: Record<string, string> = {
  healthy: 'Healthy-looking gums',
  inflamed: 'Signs of gum inflammation',
  tartar: 'Tartar build-up',
  pale: 'Pale gums: see a vet now',
  infection: 'Possible infection: see a vet now',
  unclear: 'Photo was unclear',
};

/** Built once: creating a formatter per request cost more than the share page's database read. */
const SHARE_DATE = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

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

/** The share page's modules, preloaded beside the entry (plugins/page-preloads.ts). */
export function sharePageModulePreloads(webDist = WEB_DIST): string {
  return pageModulePreloads(readWebManifest(webDist), 'src/pages/share/page.tsx');
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
 * The page's data and its photo (the largest paint) start downloading with the HTML instead of after
 * the app's JavaScript has run (docs/performance.md#lighthouse). Credentials as the app's own fetch, so it
 * reuses the answer.
 */
function sharePreloads(shareId: string, photo: { imageUrl: string; mediumImageUrl: string | null }): string {
  const api = escapeHtml(`/api/share/${encodeURIComponent(shareId)}`);
  return [`<link rel="preload" href="${api}" as="fetch" crossorigin="use-credentials">`, imagePreload(photo)]
    .map((tag) => `\n    ${tag}`)
    .join('');
}

/**
 * Serves the web app for /share/:shareId with preview tags filled in on the
 * server, since chat apps and social networks do not run JavaScript. It is
 * added only when the web app is served (and by tests to a bare app), so it
 * brings its own schema compilers in its own plugin scope.
 */
export async function sharePageRoutes(
  app: FastifyInstance,
  deps: Pick<AppDeps, 'db' | 'config'>,
  indexHtml: string,
): Promise<void> {
  await app.register(async (scope) => registerSharePage(registerTypedRoutes(scope), deps, indexHtml));
}

function registerSharePage(app: TypedApp, deps: Pick<AppDeps, 'db' | 'config'>, indexHtml: string): void {
  const modulePreloads = sharePageModulePreloads();
  const options = { logLevel: PUBLIC_READ_LOG_LEVEL, schema: { params: ZShareParams } };
  app.get('/share/:shareId', options, async (request, reply) => {
    const origin = publicBaseUrl(request, deps.config);
    const url = `${origin}/share/${encodeURIComponent(request.params.shareId)}`;
    let tags: string;
    let preloads = '';
    let status = 200;
    try {
      const scan = await getSharedScan({ db: deps.db, shareId: request.params.shareId });
      const date = SHARE_DATE.format(new Date(scan.createdAt));
      tags = shareMetaTags({
        title: `${STATUS_WORDS[scan.status] ?? 'Dental scan'} · ${PRODUCT_NAME} pet dental scan`,
        description: `A ${PRODUCT_NAME} photo screening from ${date}. A screening, not a diagnosis: see the result and what to do next.`,
        url,
        image: `${origin}${scan.imageUrl}`,
      });
      preloads = sharePreloads(request.params.shareId, scan);
    } catch (error) {
      if (!(error instanceof AppError) || error.code !== 'NOT_FOUND') throw error;
      status = 404;
      tags = shareMetaTags({
        title: `Scan Not Found · ${PRODUCT_NAME}`,
        description: 'This shared scan link is invalid or has been removed.',
        url,
      });
    }
    const html = indexHtml.replace('</head>', `    ${tags}${preloads}${modulePreloads}\n  </head>`);
    return reply
      .status(status)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(html);
  });
}
