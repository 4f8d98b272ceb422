import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '#server/deps.ts';
import { AppError } from '#server/errors.ts';
import { readScanMedia, type ScanMediaKind } from '#server/services/scans/read-scan-media.ts';
import { viewerOf } from './scans.ts';

const KINDS = new Set<string>(['photo', 'overlay', 'thumb']);
/**
 * Private: a shared cache (CDN, proxy) must never keep one owner's photo for
 * another visitor. No-store: on a shared computer a deleted scan's photo, or
 * the previous user's, must not linger in the browser cache after sign-out.
 */
const CACHE_CONTROL = 'private, no-store';

export async function mediaRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  app.get<{ Params: { id: string; kind: string } }>('/media/scans/:id/:kind', async (request, reply) => {
    const { id, kind } = request.params;
    if (!KINDS.has(kind)) throw new AppError('NOT_FOUND', 'Not found.');
    const object = await readScanMedia({
      db: deps.db,
      storage: deps.storage,
      scanId: id,
      kind: kind as ScanMediaKind,
      viewer: viewerOf(request),
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
