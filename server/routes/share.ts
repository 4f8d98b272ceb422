import type { FastifyInstance } from 'fastify';
import type { TShareResponse } from '#common/contracts/share.ts';
import type { AppDeps } from '#server/deps.ts';
import { AppError } from '#server/errors.ts';
import { publicBaseUrl } from '#server/lib/public-origin.ts';
import { readGuestId } from '#server/plugins/auth-context.ts';
import { enableSharing } from '#server/services/sharing/enable-sharing.ts';
import { findActiveShare, getSharedScan } from '#server/services/sharing/get-shared-scan.ts';
import { revokeSharing } from '#server/services/sharing/revoke-sharing.ts';

interface ScanParams {
  id: string;
}
interface ShareParams {
  shareId: string;
}
interface SharedMediaParams extends ShareParams {
  kind: string;
}

export async function shareRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const { db, config } = deps;

  app.post<{ Params: ScanParams }>('/api/scans/:id/share', async (request) => {
    const shareId = await enableSharing({
      db,
      scanId: request.params.id,
      user: request.user,
      guestId: readGuestId(request),
    });
    const origin = publicBaseUrl(request, config);
    const body: TShareResponse = { shareId, shareUrl: `${origin}/share/${shareId}` };
    return body;
  });

  app.delete<{ Params: ScanParams }>('/api/scans/:id/share', async (request, reply) => {
    await revokeSharing({ db, scanId: request.params.id, user: request.user, guestId: readGuestId(request) });
    return reply.status(204).send();
  });

  app.get<{ Params: ShareParams }>('/api/share/:shareId', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return getSharedScan({ db, shareId: request.params.shareId });
  });

  /** The shared photo exists publicly only while its link is active. */
  app.get<{ Params: SharedMediaParams }>('/media/share/:shareId/:kind', async (request, reply) => {
    const scan = await findActiveShare(db, request.params.shareId);
    const key =
      request.params.kind === 'photo'
        ? scan.image_key
        : request.params.kind === 'overlay'
          ? scan.overlay_key
          : null;
    const stored = key ? await deps.storage.get(key) : undefined;
    if (!stored) throw new AppError('NOT_FOUND');
    // Short cache so a revoked link stops showing the photo soon after.
    return reply
      .header('cache-control', 'public, max-age=60')
      .header('x-content-type-options', 'nosniff')
      .type(stored.contentType)
      .send(stored.body);
  });
}
