import type { FastifyReply, FastifyRequest } from 'fastify';
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
import { findVisibleScan } from '#server/db/repositories/scans.ts';
import type { AppDeps } from '#server/deps.ts';
import { ensureGuestId, requireUser, scanViewerOf } from '#server/plugins/auth-context.ts';
import { readPhotoUpload } from '#server/plugins/photo-upload.ts';
import type { TypedApp } from '#server/plugins/typed-routes.ts';
import { assignScanPet } from '#server/services/pets/assign-scan-pet.ts';
import { createScan } from '#server/services/scans/create-scan.ts';
import { deleteScan } from '#server/services/scans/delete-scan.ts';
import { getScan } from '#server/services/scans/get-scan.ts';
import { listScans } from '#server/services/scans/list-scans.ts';
import { locatePhoto } from '#server/services/scans/locate-photo.ts';
import type { ScanRequester } from '#server/services/scans/reserve-scan.ts';
import { getAdvancedAnalysis } from '#server/services/second-opinion/get-advanced-analysis.ts';
import { requestSecondOpinion } from '#server/services/second-opinion/request-second-opinion.ts';

/** A signed-in member scans as themselves; anyone else as the guest in the signed cookie (issued now if new). */
const requesterOf = (request: FastifyRequest, reply: FastifyReply, deps: AppDeps): ScanRequester =>
  request.user
    ? { kind: 'user', user: request.user }
    : { kind: 'guest', guestId: ensureGuestId(request, reply, deps.config) };

/** Scanning and reading a scan: a member's or this browser's guest's (server/services/scans/find-accessible-scan.ts). */
export async function scanRoutes(app: TypedApp, deps: AppDeps): Promise<void> {
  const { db, storage, config } = deps;
  const uploadLimit = { rateLimit: { max: config.rateLimits.uploadsPerMinute, timeWindow: '1 minute' } };

  // The photo is multipart, read and size-checked by plugins/photo-upload.ts, not a JSON schema;
  // its text fields (species, crop) are checked there against ZScanUploadFields before any quota is used.
  app.post(
    '/api/scans',
    { config: uploadLimit, schema: { response: { 201: ZScanResult } } },
    async (request, reply) => {
      const requester = requesterOf(request, reply, deps);
      const { bytes, fields } = await readPhotoUpload(request, config.uploads.maxBytes, ZScanUploadFields);
      const result = await createScan({
        db,
        storage,
        analysisPool: deps.analysisPool,
        bytes,
        crop: fields.crop,
        species: fields.species,
        requester,
        ip: request.ip,
        secret: config.sessionSecret,
        guestScansPerIpPerDay: config.rateLimits.guestScansPerIpPerDay,
        petId: fields.petId,
      });
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
    },
  );

  // Before a scan: where the mouth is and whether the photo is usable. Nothing stored, no quota.
  app.post(
    '/api/scans/locate',
    { config: uploadLimit, schema: { response: { 200: ZLocateResult } } },
    async (request) => {
      const { bytes } = await readPhotoUpload(request, config.uploads.maxBytes, ZNoUploadFields);
      return locatePhoto({ analysisPool: deps.analysisPool, bytes });
    },
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
