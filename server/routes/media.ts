import { mediaEndpoints as media } from '#common/contracts/endpoints/media.ts';
import type { AppDeps } from '#server/deps.ts';
import { scanViewerOf } from '#server/plugins/auth-context.ts';
import { serve } from '#server/plugins/serve-endpoint.ts';
import type { TypedApp } from '#server/plugins/typed-routes.ts';
import { readScanMedia } from '#server/services/scans/read-scan-media.ts';

/**
 * Private: a shared cache (CDN, proxy) must never keep one owner's photo for
 * another visitor. No-store: on a shared computer a deleted scan's photo, or
 * the previous user's, must not linger in the browser cache after sign-out.
 */
const CACHE_CONTROL = 'private, no-store';

/** Handlers of common/contracts/endpoints/media.ts. */
export async function mediaRoutes(app: TypedApp, deps: AppDeps): Promise<void> {
  serve(app, deps, media.scanPhoto, async (request, reply) => {
    const object = await readScanMedia({
      db: deps.db,
      storage: deps.storage,
      scanId: request.params.id,
      kind: request.params.kind,
      viewer: scanViewerOf(request),
    });
    return reply
      .header('content-type', object.contentType)
      .header('cache-control', CACHE_CONTROL)
      .header('vary', 'cookie')
      .header('x-content-type-options', 'nosniff')
      .header('content-disposition', 'inline')
      .send(object.body);
  });
}
