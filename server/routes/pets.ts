import {
  ZCompareQuery,
  ZCreatePet,
  ZCreatePetEvent,
  ZPet,
  ZPetEvent,
  ZPetEventList,
  ZPetEventParams,
  ZPetList,
  ZPetParams,
  ZPetProgress,
  ZPetReport,
  ZPetScanList,
  ZPetScansQuery,
  ZScanComparison,
  ZUpdatePet,
} from '#common/contracts/pets.ts';
import { ZNoUploadFields } from '#common/contracts/scans.ts';
import type { AppDeps } from '#server/deps.ts';
import { requireUser } from '#server/plugins/auth-context.ts';
import { readPhotoUpload } from '#server/plugins/photo-upload.ts';
import type { TypedApp } from '#server/plugins/typed-routes.ts';
import { compareScans } from '#server/services/pets/compare-scans.ts';
import { createPet } from '#server/services/pets/create-pet.ts';
import { createPetEvent } from '#server/services/pets/create-pet-event.ts';
import { deletePet } from '#server/services/pets/delete-pet.ts';
import { deletePetEvent } from '#server/services/pets/delete-pet-event.ts';
import { findOwnPet } from '#server/services/pets/find-own-pet.ts';
import { getPetProgress } from '#server/services/pets/get-pet-progress.ts';
import { getPetReport } from '#server/services/pets/get-pet-report.ts';
import { listPetEvents } from '#server/services/pets/list-pet-events.ts';
import { listPetScans } from '#server/services/pets/list-pet-scans.ts';
import { listPets } from '#server/services/pets/list-pets.ts';
import { readPetPhoto } from '#server/services/pets/read-pet-photo.ts';
import { setPetPhoto } from '#server/services/pets/set-pet-photo.ts';
import { toPet } from '#server/services/pets/to-pet.ts';
import { updatePet } from '#server/services/pets/update-pet.ts';

const PET_WRITES_PER_MINUTE = 60;

/** Pets and what Plus unlocks for them (docs/product-rules.md#pets-and-plus); registered in the members' group (server/app.ts). */
export async function petRoutes(app: TypedApp, deps: AppDeps): Promise<void> {
  const { db, storage, config } = deps;
  const uploadLimit = { rateLimit: { max: config.rateLimits.uploadsPerMinute, timeWindow: '1 minute' } };
  // Creating rows is cheap but unbounded for Plus: a per-IP ceiling far above any owner's pace.
  const writeLimit = { rateLimit: { max: PET_WRITES_PER_MINUTE, timeWindow: '1 minute' } };

  app.get('/api/pets', { schema: { response: { 200: ZPetList } } }, async (request) =>
    listPets({ db, user: requireUser(request) }),
  );

  app.post(
    '/api/pets',
    { config: writeLimit, schema: { body: ZCreatePet, response: { 201: ZPet } } },
    async (request, reply) => {
      const pet = await createPet({ db, user: requireUser(request), input: request.body });
      return reply.status(201).send(pet);
    },
  );

  app.get('/api/pets/:id', { schema: { params: ZPetParams, response: { 200: ZPet } } }, async (request) =>
    toPet(await findOwnPet({ db, user: requireUser(request), petId: request.params.id })),
  );

  app.patch(
    '/api/pets/:id',
    { schema: { params: ZPetParams, body: ZUpdatePet, response: { 200: ZPet } } },
    async (request) =>
      updatePet({ db, user: requireUser(request), petId: request.params.id, input: request.body }),
  );

  app.delete('/api/pets/:id', { schema: { params: ZPetParams } }, async (request, reply) => {
    await deletePet({ db, storage, user: requireUser(request), petId: request.params.id });
    return reply.status(204).send();
  });

  app.post(
    '/api/pets/:id/photo',
    { config: uploadLimit, schema: { params: ZPetParams, response: { 200: ZPet } } },
    async (request) =>
      deps.drain.run(async () => {
        const user = requireUser(request);
        // The owner check runs before the upload is read, so a stranger's id costs no decoding.
        await findOwnPet({ db, user, petId: request.params.id });
        const { bytes } = await readPhotoUpload(request, config.uploads.maxBytes, ZNoUploadFields);
        return setPetPhoto({ db, storage, user, petId: request.params.id, bytes });
      }),
  );

  app.get(
    '/api/pets/:id/scans',
    {
      schema: { params: ZPetParams, querystring: ZPetScansQuery, response: { 200: ZPetScanList } },
    },
    async (request) =>
      listPetScans({ db, user: requireUser(request), petId: request.params.id, query: request.query }),
  );

  app.get(
    '/api/pets/:id/events',
    { schema: { params: ZPetParams, response: { 200: ZPetEventList } } },
    async (request) => listPetEvents({ db, user: requireUser(request), petId: request.params.id }),
  );

  app.post(
    '/api/pets/:id/events',
    {
      config: writeLimit,
      schema: { params: ZPetParams, body: ZCreatePetEvent, response: { 201: ZPetEvent } },
    },
    async (request, reply) => {
      const event = await createPetEvent({
        db,
        user: requireUser(request),
        petId: request.params.id,
        input: request.body,
      });
      return reply.status(201).send(event);
    },
  );

  app.delete(
    '/api/pets/:id/events/:eventId',
    { schema: { params: ZPetEventParams } },
    async (request, reply) => {
      await deletePetEvent({
        db,
        user: requireUser(request),
        petId: request.params.id,
        eventId: request.params.eventId,
      });
      return reply.status(204).send();
    },
  );

  app.get(
    '/api/pets/:id/progress',
    { schema: { params: ZPetParams, response: { 200: ZPetProgress } } },
    async (request) => getPetProgress({ db, user: requireUser(request), petId: request.params.id }),
  );

  app.get(
    '/api/pets/:id/compare',
    {
      schema: { params: ZPetParams, querystring: ZCompareQuery, response: { 200: ZScanComparison } },
    },
    async (request) =>
      compareScans({
        db,
        user: requireUser(request),
        petId: request.params.id,
        scanIds: [request.query.before, request.query.after],
      }),
  );

  app.get(
    '/api/pets/:id/report',
    { schema: { params: ZPetParams, response: { 200: ZPetReport } } },
    async (request, reply) => {
      const report = await getPetReport({ db, user: requireUser(request), petId: request.params.id });
      return reply.header('cache-control', 'no-store').send(report);
    },
  );
}

/**
 * A pet's photo, outside the members' group: anyone but its owner, signed out included, gets the
 * same 404 as for a pet that does not exist (server/services/pets/read-pet-photo.ts).
 */
export async function petMediaRoutes(app: TypedApp, deps: AppDeps): Promise<void> {
  const { db, storage } = deps;
  app.get('/media/pets/:id/photo', { schema: { params: ZPetParams } }, async (request, reply) => {
    const object = await readPetPhoto({ db, storage, user: request.user, petId: request.params.id });
    return reply
      .header('content-type', object.contentType)
      .header('cache-control', 'private, no-store')
      .header('x-content-type-options', 'nosniff')
      .send(object.body);
  });
}
