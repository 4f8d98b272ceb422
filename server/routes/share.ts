import type { LogLevel } from 'fastify';
import { shareEndpoints as share } from '#common/contracts/endpoints/share.ts';
import type { AppDeps } from '#server/deps.ts';
import { publicBaseUrl } from '#server/lib/public-origin.ts';
import { scanViewerOf } from '#server/plugins/auth-context.ts';
import { serve } from '#server/plugins/serve-endpoint.ts';
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

/** Handlers of common/contracts/endpoints/share.ts (docs/product-rules.md#sharing). */
export async function shareRoutes(app: TypedApp, deps: AppDeps): Promise<void> {
  const { db, storage, config } = deps;

  serve(app, deps, share.enable, async (request) => {
    const shareId = await enableSharing({ db, scanId: request.params.id, viewer: scanViewerOf(request) });
    return { shareId, shareUrl: `${publicBaseUrl(request, config)}/share/${shareId}` };
  });

  serve(app, deps, share.revoke, async (request, reply) => {
    await revokeSharing({ db, scanId: request.params.id, viewer: scanViewerOf(request) });
    return reply.status(204).send();
  });

  serve(
    app,
    deps,
    share.get,
    async (request, reply) => {
      const { json } = await getSharedScanView({ db, shareId: request.params.shareId, viewer: request.user });
      // Already checked against ZSharedScan and serialised when first read (get-shared-scan.ts): a
      // JSON string skips the response serialiser.
      return reply.header('cache-control', 'no-store').type('application/json; charset=utf-8').send(json);
    },
    { logLevel: PUBLIC_READ_LOG_LEVEL },
  );

  serve(app, deps, share.photo, async (request, reply) => {
    const stored = await readSharedMedia({ db, storage, ...request.params, viewer: request.user });
    // Short cache so a revoked link stops showing the photo soon after.
    return reply
      .header('cache-control', 'public, max-age=60')
      .header('x-content-type-options', 'nosniff')
      .type(stored.contentType)
      .send(stored.body);
  });
}
