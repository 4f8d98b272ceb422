import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ZScanListQuery } from '#common/contracts/scans.ts';
import type { AppDeps } from '#server/deps.ts';
import { parseInput } from '#server/errors.ts';
import { ensureGuestId, readGuestId, requireUser } from '#server/plugins/auth-context.ts';
import type { ScanViewer } from '#server/services/scans/can-view-scan.ts';
import { createScan } from '#server/services/scans/create-scan.ts';
import { deleteScan } from '#server/services/scans/delete-scan.ts';
import { getScan } from '#server/services/scans/get-scan.ts';
import { listScans } from '#server/services/scans/list-scans.ts';
import { readUpload } from '#server/services/scans/read-upload.ts';
import type { ScanRequester } from '#server/services/scans/reserve-scan.ts';

type IdParams = { Params: { id: string } };

export const viewerOf = (request: FastifyRequest): ScanViewer => ({
  user: request.user,
  guestId: readGuestId(request),
});

/** A signed-in member scans as themselves; anyone else as the guest in the signed cookie (issued now if new). */
const requesterOf = (request: FastifyRequest, reply: FastifyReply, deps: AppDeps): ScanRequester =>
  request.user
    ? { kind: 'user', user: request.user }
    : { kind: 'guest', guestId: ensureGuestId(request, reply, deps.config) };

export async function scanRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const { db, storage, config } = deps;
  const uploadLimit = { rateLimit: { max: config.rateLimits.uploadsPerMinute, timeWindow: '1 minute' } };

  app.post('/api/scans', { config: uploadLimit }, async (request, reply) => {
    const requester = requesterOf(request, reply, deps);
    const bytes = await readUpload({ readFile: () => request.file(), maxBytes: config.uploads.maxBytes });
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
  });

  app.get('/api/scans', async (request) => {
    const user = requireUser(request);
    return listScans({ db, user, query: parseInput(ZScanListQuery, request.query) });
  });

  app.get<IdParams>('/api/scans/:id', async (request) =>
    getScan({ db, scanId: request.params.id, viewer: viewerOf(request) }),
  );

  app.delete<IdParams>('/api/scans/:id', async (request, reply) => {
    await deleteScan({ db, storage, scanId: request.params.id, viewer: viewerOf(request) });
    return reply.status(204).send();
  });
}
