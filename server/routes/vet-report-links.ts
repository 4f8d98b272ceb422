import type { FastifyReply, FastifyRequest } from 'fastify';
import { vetReportLinkEndpoints as links } from '#common/contracts/endpoints/vet-report-links.ts';
import type { StoredObject } from '#server/adapters/storage/photo-storage.ts';
import type { AppDeps } from '#server/deps.ts';
import { publicBaseUrl } from '#server/lib/public-origin.ts';
import { requireUser } from '#server/plugins/auth-context.ts';
import { serve } from '#server/plugins/serve-endpoint.ts';
import type { TypedApp } from '#server/plugins/typed-routes.ts';
import { createVetReportLink } from '#server/services/pets/create-vet-report-link.ts';
import { getSharedPetReport } from '#server/services/pets/get-shared-pet-report.ts';
import { listPetVetReportLinks } from '#server/services/pets/list-vet-report-links.ts';
import {
  readVetReportPetPhoto,
  readVetReportScanPhoto,
} from '#server/services/pets/read-vet-report-media.ts';
import { revokeVetReportLink } from '#server/services/pets/revoke-vet-report-link.ts';
import { PUBLIC_READ_LOG_LEVEL } from './share.ts';

/** Making links is rare (one per vet visit): a low per-member ceiling keeps a script from filling the table. */
export const LINK_WRITES_PER_MINUTE = 10;
/** A vet opens the report a few times; a page load is one read and up to seven photos. */
const PUBLIC_READS_PER_MINUTE = 60;
const PUBLIC_PHOTOS_PER_MINUTE = 240;
/** Link holders' pages stay out of search engines, as the address is the only key. */
export const NO_INDEX = 'noindex, nofollow';

/**
 * The owner's side of vet report links (common/contracts/endpoints/vet-report-links.ts,
 * docs/product-rules.md#vet-report-links). Each service checks the pet is the caller's.
 */
export async function vetReportLinkRoutes(app: TypedApp, deps: AppDeps): Promise<void> {
  const { db, config, clock } = deps;
  // Counted per member (the session is resolved before the limit runs), so a clinic's shared address is no bar.
  const perMember = (request: FastifyRequest) => (request.user ? `user:${request.user.id}` : request.ip);
  const writeLimit = {
    rateLimit: { max: LINK_WRITES_PER_MINUTE, timeWindow: '1 minute', keyGenerator: perMember },
  };

  serve(
    app,
    deps,
    links.create,
    async (request, reply) => {
      const link = await createVetReportLink({
        db,
        user: requireUser(request),
        petId: request.params.id,
        origin: publicBaseUrl(request, config),
        now: clock(),
      });
      return reply.status(201).header('cache-control', 'no-store').send(link);
    },
    { config: writeLimit },
  );

  serve(app, deps, links.list, async (request) =>
    listPetVetReportLinks({ db, user: requireUser(request), petId: request.params.id, now: clock() }),
  );

  serve(
    app,
    deps,
    links.revoke,
    async (request) =>
      revokeVetReportLink({
        db,
        user: requireUser(request),
        petId: request.params.id,
        linkId: request.params.linkId,
        now: clock(),
      }),
    { config: writeLimit },
  );
  await vetReportPublicRoutes(app, deps);
}

/** What a vet with a link reads, signed out: the report and its photos, only while the link is open. */
async function vetReportPublicRoutes(app: TypedApp, deps: AppDeps): Promise<void> {
  const { db, storage, clock } = deps;
  const readLimit = { rateLimit: { max: PUBLIC_READS_PER_MINUTE, timeWindow: '1 minute' } };
  const photoLimit = { rateLimit: { max: PUBLIC_PHOTOS_PER_MINUTE, timeWindow: '1 minute' } };

  serve(
    app,
    deps,
    links.report,
    async (request, reply) => {
      const report = await getSharedPetReport({
        db,
        token: request.params.token,
        now: clock(),
        viewer: request.user,
      });
      return reply.header('cache-control', 'no-store').header('x-robots-tag', NO_INDEX).send(report);
    },
    { logLevel: PUBLIC_READ_LOG_LEVEL, config: readLimit },
  );

  serve(
    app,
    deps,
    links.scanPhoto,
    async (request, reply) =>
      sendPhoto(
        reply,
        await readVetReportScanPhoto({ db, storage, ...request.params, now: clock(), viewer: request.user }),
      ),
    { logLevel: PUBLIC_READ_LOG_LEVEL, config: photoLimit },
  );

  serve(
    app,
    deps,
    links.petPhoto,
    async (request, reply) =>
      sendPhoto(
        reply,
        await readVetReportPetPhoto({ db, storage, token: request.params.token, now: clock() }),
      ),
    { logLevel: PUBLIC_READ_LOG_LEVEL, config: photoLimit },
  );
}

/** Private and uncached, so a revoked link's photos stop with the next request, as its report does. */
function sendPhoto(reply: FastifyReply, stored: StoredObject) {
  return reply
    .header('cache-control', 'private, no-store')
    .header('x-content-type-options', 'nosniff')
    .header('x-robots-tag', NO_INDEX)
    .type(stored.contentType)
    .send(stored.body);
}
