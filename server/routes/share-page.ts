import type { FastifyInstance } from 'fastify';
import { PRODUCT_NAME } from '#common/brand.ts';
import { ZShareParams } from '#common/contracts/share.ts';
import type { AppDeps } from '#server/deps.ts';
import { AppError } from '#server/errors.ts';
import { publicBaseUrl } from '#server/lib/public-origin.ts';
import { registerTypedRoutes, type TypedApp } from '#server/plugins/typed-routes.ts';
import { getSharedScan } from '#server/services/sharing/get-shared-scan.ts';

const STATUS_WORDS: Record<string, string> = {
  healthy: 'Healthy-looking gums',
  inflamed: 'Signs of gum inflammation',
  tartar: 'Tartar build-up',
  pale: 'Pale gums: see a vet now',
  infection: 'Possible infection: see a vet now',
  unclear: 'Photo was unclear',
};

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
  app.get('/share/:shareId', { schema: { params: ZShareParams } }, async (request, reply) => {
    const origin = publicBaseUrl(request, deps.config);
    const url = `${origin}/share/${encodeURIComponent(request.params.shareId)}`;
    let tags: string;
    let status = 200;
    try {
      const scan = await getSharedScan({ db: deps.db, shareId: request.params.shareId });
      const date = new Date(scan.createdAt).toLocaleDateString('en-US', { dateStyle: 'medium' });
      tags = shareMetaTags({
        title: `${STATUS_WORDS[scan.status] ?? 'Dental scan'} · ${PRODUCT_NAME} pet dental scan`,
        description: `A ${PRODUCT_NAME} photo screening from ${date}. A screening, not a diagnosis: see the result and what to do next.`,
        url,
        image: `${origin}${scan.imageUrl}`,
      });
    } catch (error) {
      if (!(error instanceof AppError) || error.code !== 'NOT_FOUND') throw error;
      status = 404;
      tags = shareMetaTags({
        title: `Scan Not Found · ${PRODUCT_NAME}`,
        description: 'This shared scan link is invalid or has been removed.',
        url,
      });
    }
    const html = indexHtml.replace('</head>', `    ${tags}\n  </head>`);
    return reply
      .status(status)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(html);
  });
}
