import { ZAdvancedAnalysis, ZAssignScanPet } from '#common/contracts/pets.ts';
import {
  ZLocateResult,
  ZNoUploadFields,
  ZScanList,
  ZScanListQuery,
  ZScanParams,
  ZScanResult,
  ZScanUploadFields,
} from '#common/contracts/scans.ts';
import { ZScanFromUpload } from '#common/contracts/uploads.ts';
import { findVisibleScan } from '#server/db/repositories/scans.ts';
import type { AppDeps } from '#server/deps.ts';
import { requireUser, scanViewerOf } from '#server/plugins/auth-context.ts';
import { parseBody } from '#server/plugins/parse-body.ts';
import { readPhotoUpload } from '#server/plugins/photo-upload.ts';
import { requesterOf } from '#server/plugins/scan-requester.ts';
import type { TypedApp } from '#server/plugins/typed-routes.ts';
import { assignScanPet } from '#server/services/pets/assign-scan-pet.ts';
import { createScan } from '#server/services/scans/create-scan.ts';
import { createScanFromUpload } from '#server/services/scans/create-scan-from-upload.ts';
import { deleteScan } from '#server/services/scans/delete-scan.ts';
import { getScan } from '#server/services/scans/get-scan.ts';
import { listScans } from '#server/services/scans/list-scans.ts';
import { locatePhoto } from '#server/services/scans/locate-photo.ts';
import { getAdvancedAnalysis } from '#server/services/second-opinion/get-advanced-analysis.ts';
import { requestSecondOpinion } from '#server/services/second-opinion/request-second-opinion.ts';

/** Scanning and reading a scan: a member's or this browser's guest's (server/services/scans/find-accessible-scan.ts). */
export async function scanRoutes(app: TypedApp, deps: AppDeps): Promise<void> {
  const { db, storage, config } = deps;
  const uploadLimit = { rateLimit: { max: config.rateLimits.uploadsPerMinute, timeWindow: '1 minute' } };

  // Two forms, neither a JSON schema on the route: multipart with the photo (API clients, and the
  // web's fallback), read and size-checked by plugins/photo-upload.ts with its text fields checked
  // against ZScanUploadFields before any quota is used; or JSON naming a photo sent ahead
  // (ZScanFromUpload, POST /api/uploads), which the web sends while the owner frames the photo.
  app.post(
    '/api/scans',
    { config: uploadLimit, schema: { response: { 201: ZScanResult } } },
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
          });
        } else {
          const fields = parseBody(ZScanFromUpload, request.body);
          result = await createScanFromUpload({
            ...common,
            uploadId: fields.uploadId,
            crop: fields.crop ?? undefined,
            species: fields.species ?? undefined,
            petId: fields.petId ?? undefined,
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
  );

  // Before a scan: where the mouth is and whether the photo is usable. Nothing stored, no quota.
  app.post(
    '/api/scans/locate',
    { config: uploadLimit, schema: { response: { 200: ZLocateResult } } },
    async (request) =>
      deps.drain.run(async () => {
        const { bytes } = await readPhotoUpload(request, config.uploads.maxBytes, ZNoUploadFields);
        return locatePhoto({ analysisPool: deps.analysisPool, bytes });
      }),
  );

  app.get(
    '/api/scans/:id',
    { schema: { params: ZScanParams, response: { 200: ZScanResult } } },
    async (request) => getScan({ db, scanId: request.params.id, viewer: scanViewerOf(request) }),
  );

  app.delete('/api/scans/:id', { schema: { params: ZScanParams } }, async (request, reply) => {
    await deleteScan({ db, storage, scanId: request.params.id, viewer: scanViewerOf(request) });
    return reply.status(204).send();
  });
}

/** A member's own history, pet assignment and second opinions; registered in the members' group (server/app.ts). */
export async function memberScanRoutes(app: TypedApp, deps: AppDeps): Promise<void> {
  const { db, config } = deps;

  app.get(
    '/api/scans',
    { schema: { querystring: ZScanListQuery, response: { 200: ZScanList } } },
    async (request) => listScans({ db, user: requireUser(request), query: request.query }),
  );

  app.put(
    '/api/scans/:id/pet',
    {
      schema: { params: ZScanParams, body: ZAssignScanPet, response: { 200: ZScanResult } },
    },
    async (request) =>
      assignScanPet({ db, user: requireUser(request), scanId: request.params.id, petId: request.body.petId }),
  );

  app.get(
    '/api/scans/:id/analysis',
    { schema: { params: ZScanParams, response: { 200: ZAdvancedAnalysis } } },
    async (request, reply) => {
      const analysis = await getAdvancedAnalysis({
        db,
        config,
        user: requireUser(request),
        scanId: request.params.id,
      });
      return reply.header('cache-control', 'no-store').send(analysis);
    },
  );
}
