import { petEndpoints as pets } from '#common/contracts/endpoints/pets.ts';
import { ZNoUploadFields } from '#common/contracts/scans.ts';
import type { AppDeps } from '#server/deps.ts';
import { requireUser } from '#server/plugins/auth-context.ts';
import { readPhotoUpload } from '#server/plugins/photo-upload.ts';
import { serve } from '#server/plugins/serve-endpoint.ts';
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

/** Handlers of common/contracts/endpoints/pets.ts (docs/product-rules.md#pets-and-plus). */
export async function petRoutes(app: TypedApp, deps: AppDeps): Promise<void> {
  const { db, storage, config } = deps;
  const uploadLimit = { rateLimit: { max: config.rateLimits.uploadsPerMinute, timeWindow: '1 minute' } };
  // Creating rows is cheap but unbounded for Plus: a per-IP ceiling far above any owner's pace.
  const writeLimit = { rateLimit: { max: PET_WRITES_PER_MINUTE, timeWindow: '1 minute' } };

  serve(app, deps, pets.list, async (request) => listPets({ db, user: requireUser(request) }));

  serve(
    app,
    deps,
    pets.create,
    async (request, reply) => {
      const pet = await createPet({ db, user: requireUser(request), input: request.body });
      return reply.status(201).send(pet);
    },
    { config: writeLimit },
  );

  serve(app, deps, pets.get, async (request) =>
    toPet(await findOwnPet({ db, user: requireUser(request), petId: request.params.id })),
  );

  serve(app, deps, pets.update, async (request) =>
    updatePet({ db, user: requireUser(request), petId: request.params.id, input: request.body }),
  );

  serve(app, deps, pets.remove, async (request, reply) => {
    await deletePet({ db, storage, user: requireUser(request), petId: request.params.id });
    return reply.status(204).send();
  });

  serve(
    app,
    deps,
    pets.setPhoto,
    async (request) =>
      deps.drain.run(async () => {
        const user = requireUser(request);
        // The owner check runs before the upload is read, so a stranger's id costs no decoding.
        await findOwnPet({ db, user, petId: request.params.id });
        const { bytes } = await readPhotoUpload(request, config.uploads.maxBytes, ZNoUploadFields);
        return setPetPhoto({ db, storage, user, petId: request.params.id, bytes });
      }),
    { config: uploadLimit },
  );

  serve(app, deps, pets.scans, async (request) =>
    listPetScans({ db, user: requireUser(request), petId: request.params.id, query: request.query }),
  );

  serve(app, deps, pets.events, async (request) =>
    listPetEvents({ db, user: requireUser(request), petId: request.params.id }),
  );

  serve(
    app,
    deps,
    pets.createEvent,
    async (request, reply) => {
      const event = await createPetEvent({
        db,
        user: requireUser(request),
        petId: request.params.id,
        input: request.body,
      });
      return reply.status(201).send(event);
    },
    { config: writeLimit },
  );

  serve(app, deps, pets.removeEvent, async (request, reply) => {
    await deletePetEvent({
      db,
      user: requireUser(request),
      petId: request.params.id,
      eventId: request.params.eventId,
    });
    return reply.status(204).send();
  });

  serve(app, deps, pets.progress, async (request) =>
    getPetProgress({ db, user: requireUser(request), petId: request.params.id }),
  );

  serve(app, deps, pets.compare, async (request) =>
    compareScans({
      db,
      user: requireUser(request),
      petId: request.params.id,
      scanIds: [request.query.before, request.query.after],
    }),
  );

  serve(app, deps, pets.report, async (request, reply) => {
    const report = await getPetReport({ db, user: requireUser(request), petId: request.params.id });
    return reply.header('cache-control', 'no-store').send(report);
  });

  // Anyone but its owner, signed out included, gets the same 404 as for a pet that does not exist
  // (server/services/pets/read-pet-photo.ts).
  serve(app, deps, pets.photo, async (request, reply) => {
    const object = await readPetPhoto({ db, storage, user: request.user, petId: request.params.id });
    return reply
      .header('content-type', object.contentType)
      .header('cache-control', 'private, no-store')
      .header('x-content-type-options', 'nosniff')
      .send(object.body);
  });
}
