import type { PhotoStorage, StoredObject } from '#server/adapters/storage/photo-storage.ts';
import type { Db } from '#server/db/client.ts';
import { findUserPet } from '#server/db/repositories/pets.ts';
import type { UserRow } from '#server/db/schema.ts';
import { AppError } from '#server/errors.ts';
import { recordLinkView } from '#server/services/clinics/record-link-view.ts';
import { type ScanMediaKind, storedMediaKey } from '#server/services/scans/scan-storage-keys.ts';
import { findOpenVetReportLink } from './find-open-vet-report-link.ts';
import { listReportScans } from './list-report-scans.ts';

const photoNotFound = () => new AppError('NOT_FOUND', 'Photo not found.');

/**
 * GET /media/vet-report/:token/scans/:scanId/:kind: a photo of one of the report's photo cards
 * (photo or its 800 px copy; never the overlay or thumbnail), only while the link is open. Any other
 * scan, the owner's other pets' included, is "not found". One served to a signed-in clinic user is
 * logged (services/clinics/record-link-view.ts).
 */
export async function readVetReportScanPhoto(options: {
  db: Db;
  storage: PhotoStorage;
  token: string;
  scanId: string;
  kind: string;
  now?: Date;
  viewer?: UserRow | null;
}): Promise<StoredObject> {
  const now = options.now ?? new Date();
  const link = await findOpenVetReportLink({ ...options, now });
  const { cards } = await listReportScans(options.db, { userId: link.user_id, petId: link.pet_id, now });
  const scan = cards.find((row) => row.id === options.scanId);
  const key = scan ? storedMediaKey(scan, options.kind, ['photo', 'medium']) : null;
  const stored = key ? await options.storage.get(key) : undefined;
  if (!stored || !scan) throw photoNotFound();
  await recordLinkView(options.db, {
    viewer: options.viewer,
    scanIds: [scan.id],
    kind: options.kind as ScanMediaKind,
    showsAnalyser: false,
  });
  return stored;
}

/** GET /media/vet-report/:token/pet-photo: the pet's profile photo, only while the link is open. */
export async function readVetReportPetPhoto(options: {
  db: Db;
  storage: PhotoStorage;
  token: string;
  now?: Date;
}): Promise<StoredObject> {
  const link = await findOpenVetReportLink({ ...options, now: options.now ?? new Date() });
  const pet = await findUserPet(options.db, { petId: link.pet_id, userId: link.user_id });
  const stored = pet?.photo_key ? await options.storage.get(pet.photo_key) : undefined;
  if (!stored) throw photoNotFound();
  return stored;
}
