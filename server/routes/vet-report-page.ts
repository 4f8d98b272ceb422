import type { FastifyInstance } from 'fastify';
import { ZVetReportTokenParams } from '#common/contracts/vet-report-links.ts';
import type { AppDeps } from '#server/deps.ts';
import { AppError } from '#server/errors.ts';
import { pageModulePreloads, readWebManifest } from '#server/plugins/page-preloads.ts';
import { type ServedWeb, WEB_DIST } from '#server/plugins/static-web.ts';
import { registerTypedRoutes } from '#server/plugins/typed-routes.ts';
import { findOpenVetReportLink } from '#server/services/pets/find-open-vet-report-link.ts';
import { PUBLIC_READ_LOG_LEVEL } from './share.ts';
import { NO_INDEX } from './vet-report-links.ts';

/**
 * /vet-report/:token, the page a vet opens from the owner's link (docs/product-rules.md#vet-report-links):
 * the app's HTML for the browser to render, never indexed, never cached, with the status the link
 * has (200, 404 unknown, 410 revoked or expired) so a crawler or a link checker sees the truth. The
 * report itself is read by the page from GET /api/vet-report/:token. Added only when the web app is
 * served (and by tests to a bare app).
 */
export async function vetReportPageRoutes(
  app: FastifyInstance,
  deps: Pick<AppDeps, 'db' | 'clock'>,
  web: Pick<ServedWeb, 'indexHtml'>,
  webDist = WEB_DIST,
): Promise<void> {
  const head = `<meta name="robots" content="${NO_INDEX}">${pageModulePreloads(
    readWebManifest(webDist),
    'src/pages/vet-report/page.tsx',
  )}`;
  const html = web.indexHtml.replace('</head>', `    ${head}\n  </head>`);
  await app.register(async (scope) => {
    registerTypedRoutes(scope).get(
      '/vet-report/:token',
      { logLevel: PUBLIC_READ_LOG_LEVEL, schema: { params: ZVetReportTokenParams } },
      async (request, reply) => {
        let status = 200;
        try {
          await findOpenVetReportLink({ db: deps.db, token: request.params.token, now: deps.clock() });
        } catch (error) {
          if (!(error instanceof AppError) || error.status >= 500) throw error;
          status = error.status;
        }
        return reply
          .status(status)
          .type('text/html; charset=utf-8')
          .header('cache-control', 'no-store')
          .header('x-robots-tag', NO_INDEX)
          .send(html);
      },
    );
  });
}
