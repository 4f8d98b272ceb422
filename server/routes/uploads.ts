import { uploadEndpoints as uploads } from '#common/contracts/endpoints/uploads.ts';
import { ZNoUploadFields } from '#common/contracts/scans.ts';
import type { AppDeps } from '#server/deps.ts';
import { readPhotoUpload } from '#server/plugins/photo-upload.ts';
import { requesterOf } from '#server/plugins/scan-requester.ts';
import { serve } from '#server/plugins/serve-endpoint.ts';
import type { TypedApp } from '#server/plugins/typed-routes.ts';
import { createPendingUpload } from '#server/services/uploads/create-pending-upload.ts';
import { deletePendingUploadOf } from '#server/services/uploads/delete-pending-upload.ts';

/**
 * A photo sent ahead of its scan, while the owner frames it (docs/product-rules.md#pending-uploads):
 * POST keeps it for the member or guest browser that sent it, DELETE drops it (another photo was
 * chosen, or the page was left). The scan names it: POST /api/scans with {uploadId}.
 */
export async function uploadRoutes(app: TypedApp, deps: AppDeps): Promise<void> {
  const { db, storage, config } = deps;
  const uploadLimit = { rateLimit: { max: config.rateLimits.uploadsPerMinute, timeWindow: '1 minute' } };

  // Multipart like a scan's photo, read and size-checked by plugins/photo-upload.ts; no other field.
  serve(
    app,
    deps,
    uploads.create,
    async (request, reply) =>
      deps.drain.run(async () => {
        const requester = requesterOf(request, reply, deps);
        const { bytes } = await readPhotoUpload(request, config.uploads.maxBytes, ZNoUploadFields);
        const upload = await createPendingUpload({
          db,
          storage,
          bytes,
          requester,
          now: new Date(),
          minutes: config.uploads.pendingMinutes,
          perOwner: config.uploads.pendingPerOwner,
        });
        return reply.status(201).send(upload);
      }),
    { config: uploadLimit },
  );

  serve(app, deps, uploads.remove, async (request, reply) => {
    await deletePendingUploadOf({
      db,
      storage,
      uploadId: request.params.id,
      requester: requesterOf(request, reply, deps),
    });
    return reply.status(204).send();
  });
}
