import type { FastifyReply, FastifyRequest } from 'fastify';
import { ZScanList, ZScanListQuery, ZScanParams, ZScanResult } from '#common/contracts/scans.ts';
import type { AppDeps } from '#server/deps.ts';
import { ensureGuestId, requireUser, scanViewerOf, signedInOnly } from '#server/plugins/auth-context.ts';
import { readPhotoUpload } from '#server/plugins/photo-upload.ts';
import type { TypedApp } from '#server/plugins/typed-routes.ts';
import { createScan } from '#server/services/scans/create-scan.ts';
import { deleteScan } from '#server/services/scans/delete-scan.ts';
import { getScan } from '#server/services/scans/get-scan.ts';
import { listScans } from '#server/services/scans/list-scans.ts';
import type { ScanRequester } from '#server/services/scans/reserve-scan.ts';

/** A signed-in member scans as themselves; anyone else as the guest in the signed cookie (issued now if new). */
const requesterOf = (request: FastifyRequest, reply: FastifyReply, deps: AppDeps): ScanRequester =>
  request.user
    ? { kind: 'user', user: request.user }
    : { kind: 'guest', guestId: ensureGuestId(request, reply, deps.config) };

export async function scanRoutes(app: TypedApp, deps: AppDeps): Promise<void> {
  const { db, storage, config } = deps;
  const uploadLimit = { rateLimit: { max: config.rateLimits.uploadsPerMinute, timeWindow: '1 minute' } };

  // The photo is multipart, read and size-checked by plugins/photo-upload.ts, not a JSON schema.
  app.post(
    '/api/scans',
    { config: uploadLimit, schema: { response: { 201: ZScanResult } } },
    async (request, reply) => {
      const requester = requesterOf(request, reply, deps);
      const bytes = await readPhotoUpload(request, config.uploads.maxBytes);
      const result = await createScan({
        db,
        storage,
        analysisPool: deps.analysisPool,
        bytes,
        requester,
        ip: request.ip,
        secret: config.sessionSecret,
        guestScansPerIpPerDay: config.rateLimits.guestScansPerIpPerDay,
      });
      return reply.status(201).send(result);
    },
  );

  app.get(
    '/api/scans',
    { preValidation: signedInOnly, schema: { querystring: ZScanListQuery, response: { 200: ZScanList } } },
    async (request) => listScans({ db, user: requireUser(request), query: request.query }),
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
