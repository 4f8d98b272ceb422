import type { FastifyReply, LogLevel } from 'fastify';
import { ZScanParams } from '#common/contracts/scans.ts';
import { ZSharedMediaParams, ZSharedScan, ZShareParams, ZShareResponse } from '#common/contracts/share.ts';
import type { AppDeps } from '#server/deps.ts';
import { publicBaseUrl } from '#server/lib/public-origin.ts';
import { scanViewerOf } from '#server/plugins/auth-context.ts';
import type { TypedApp } from '#server/plugins/typed-routes.ts';
import { enableSharing } from '#server/services/sharing/enable-sharing.ts';
import { getSharedScanView } from '#server/services/sharing/get-shared-scan.ts';
import { readSharedMedia } from '#server/services/sharing/read-shared-media.ts';
import { revokeSharing } from '#server/services/sharing/revoke-sharing.ts';

/**
 * Public share reads skip the two info lines per request (docs/performance.md#public-reads: a tenth of their
 * CPU under load); a failure is still logged, as warn and error are.
 */
export const PUBLIC_READ_LOG_LEVEL: LogLevel = 'warn';

export async function shareRoutes(app: TypedApp, deps: AppDeps): Promise<void> {
  const { db, storage, config } = deps;

  app.post(
    '/api/scans/:id/share',
    { schema: { params: ZScanParams, response: { 200: ZShareResponse } } },
    async (request) => {
      const shareId = await enableSharing({ db, scanId: request.params.id, viewer: scanViewerOf(request) });
      return { shareId, shareUrl: `${publicBaseUrl(request, config)}/share/${shareId}` };
    },
  );

  app.delete('/api/scans/:id/share', { schema: { params: ZScanParams } }, async (request, reply) => {
    await revokeSharing({ db, scanId: request.params.id, viewer: scanViewerOf(request) });
    return reply.status(204).send();
  });

  app.get(
    '/api/share/:shareId',
    { logLevel: PUBLIC_READ_LOG_LEVEL, schema: { params: ZShareParams, response: { 200: ZSharedScan } } },
    async (request, reply) => {
      const { json } = await getSharedScanView({ db, shareId: request.params.shareId, viewer: request.user });
      // Already checked against ZSharedScan and serialised when first read (get-shared-scan.ts); a
      // JSON string skips the response serialiser, which the typed reply cannot express.
      const sent: FastifyReply = reply
        .header('cache-control', 'no-store')
        .type('application/json; charset=utf-8');
      return sent.send(json);
    },
  );

  /** The shared photo exists publicly only while its link is active. */
  app.get(
    '/media/share/:shareId/:kind',
    { schema: { params: ZSharedMediaParams } },
    async (request, reply) => {
      const stored = await readSharedMedia({ db, storage, ...request.params, viewer: request.user });
      // Short cache so a revoked link stops showing the photo soon after.
      return reply
        .header('cache-control', 'public, max-age=60')
        .header('x-content-type-options', 'nosniff')
        .type(stored.contentType)
        .send(stored.body);
    },
  );
}
