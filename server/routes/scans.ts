import { scanEndpoints as scans } from '#common/contracts/endpoints/scans.ts';
import { ZNoUploadFields, ZScanUploadFields } from '#common/contracts/scans.ts';
import { ZScanFromUpload } from '#common/contracts/uploads.ts';
import { findVisibleScan } from '#server/db/repositories/scans.ts';
import type { AppDeps } from '#server/deps.ts';
import { requireUser, scanViewerOf } from '#server/plugins/auth-context.ts';
import { parseBody } from '#server/plugins/parse-body.ts';
import { readPhotoUpload } from '#server/plugins/photo-upload.ts';
import { requesterOf } from '#server/plugins/scan-requester.ts';
import { serve } from '#server/plugins/serve-endpoint.ts';
import type { TypedApp } from '#server/plugins/typed-routes.ts';
import { assignScanPet } from '#server/services/pets/assign-scan-pet.ts';
import { createScan } from '#server/services/scans/create-scan.ts';
import { createScanFromUpload } from '#server/services/scans/create-scan-from-upload.ts';
import { deleteScan } from '#server/services/scans/delete-scan.ts';
import { getScan } from '#server/services/scans/get-scan.ts';
import { getScanRequest } from '#server/services/scans/get-scan-request.ts';
import { listScans } from '#server/services/scans/list-scans.ts';
import { locatePhoto } from '#server/services/scans/locate-photo.ts';
import { getAdvancedAnalysis } from '#server/services/second-opinion/get-advanced-analysis.ts';
import { requestSecondOpinion } from '#server/services/second-opinion/request-second-opinion.ts';

/**
 * Handlers of common/contracts/endpoints/scans.ts open to anyone: a member's or this browser's
 * guest's scan (server/services/scans/find-accessible-scan.ts).
 */
export async function scanRoutes(app: TypedApp, deps: AppDeps): Promise<void> {
  const { db, storage, config } = deps;
  const uploadLimit = { rateLimit: { max: config.rateLimits.uploadsPerMinute, timeWindow: '1 minute' } };

  // Two forms, neither a JSON schema on the route: multipart with the photo (API clients, and the
  // web's fallback), read and size-checked by plugins/photo-upload.ts with its text fields checked
  // against ZScanUploadFields before any quota is used; or JSON naming a photo sent ahead
  // (ZScanFromUpload, POST /api/uploads), which the web sends while the owner frames the photo.
  serve(
    app,
    deps,
    scans.create,
    async (request, reply) =>
      deps.drain.run(async () => {
        const requester = requesterOf(request, reply, deps);
        const common = {
          db,
          storage,
          analysisPool: deps.analysisPool,
          requester,
          ip: request.ip,
          secret: config.sessionSecret,
          guestScansPerIpPerDay: config.rateLimits.guestScansPerIpPerDay,
          released: deps.drain.released,
        };
        let result: Awaited<ReturnType<typeof createScan>>;
        if (request.isMultipart()) {
          const { bytes, fields } = await readPhotoUpload(
            request,
            config.uploads.maxBytes,
            ZScanUploadFields,
          );
          result = await createScan({
            ...common,
            bytes,
            crop: fields.crop,
            species: fields.species,
            petId: fields.petId,
            requestKey: fields.requestKey,
          });
        } else {
          const fields = parseBody(ZScanFromUpload, request.body);
          result = await createScanFromUpload({
            ...common,
            uploadId: fields.uploadId,
            crop: fields.crop ?? undefined,
            species: fields.species ?? undefined,
            petId: fields.petId ?? undefined,
            requestKey: fields.requestKey ?? undefined,
          });
        }
        if (request.user) {
          await requestSecondOpinion({
            db,
            config,
            user: request.user,
            scanId: result.id,
            scanStatus: result.status,
          }).catch(async (error) => {
            // The account was deleted the moment the scan finished, and the scan went with it (a
            // foreign-key failure here): the scan did complete, so it answers as one.
            if (await findVisibleScan(db, result.id)) throw error;
          });
        }
        return reply.status(201).send(result);
      }),
    { config: uploadLimit },
  );

  // Before a scan: where the mouth is and whether the photo is usable. Nothing stored, no quota.
  serve(
    app,
    deps,
    scans.locate,
    async (request) =>
      deps.drain.run(async () => {
        const { bytes } = await readPhotoUpload(request, config.uploads.maxBytes, ZNoUploadFields);
        return locatePhoto({ analysisPool: deps.analysisPool, bytes });
      }),
    { config: uploadLimit },
  );

  serve(app, deps, scans.request, async (request, reply) => {
    const state = await getScanRequest({ db, viewer: scanViewerOf(request), requestKey: request.params.key });
    // Polled while the scan is analysed: each answer is fresh, and private to the caller.
    return reply.header('cache-control', 'no-store').send(state);
  });

  serve(app, deps, scans.get, async (request) =>
    getScan({ db, scanId: request.params.id, viewer: scanViewerOf(request) }),
  );

  serve(app, deps, scans.remove, async (request, reply) => {
    await deleteScan({ db, storage, scanId: request.params.id, viewer: scanViewerOf(request) });
    return reply.status(204).send();
  });
  await memberScanRoutes(app, deps);
}

/** A member's own history, pet assignment and second opinions (common/contracts/endpoints/scans.ts). */
async function memberScanRoutes(app: TypedApp, deps: AppDeps): Promise<void> {
  const { db, config } = deps;

  serve(app, deps, scans.list, async (request) =>
    listScans({ db, user: requireUser(request), query: request.query }),
  );

  serve(app, deps, scans.assignPet, async (request) =>
    assignScanPet({ db, user: requireUser(request), scanId: request.params.id, petId: request.body.petId }),
  );

  serve(app, deps, scans.analysis, async (request, reply) => {
    const analysis = await getAdvancedAnalysis({
      db,
      config,
      user: requireUser(request),
      scanId: request.params.id,
    });
    return reply.header('cache-control', 'no-store').send(analysis);
  });
}
