import type { TVetReportLink } from '#common/contracts/vet-report-links.ts';
import type { Db } from '#server/db/client.ts';
import { revokeVetReportLink as revokeRow } from '#server/db/repositories/vet-report-links.ts';
import type { UserRow } from '#server/db/schema.ts';
import { AppError } from '#server/errors.ts';
import { findOwnPet } from './find-own-pet.ts';
import { toVetReportLink } from './to-vet-report-link.ts';

/**
 * DELETE /api/pets/:id/vet-report-links/:linkId (the pet's owner only): the link answers "revoked"
 * from the next request on, its photos included. Revoking a revoked link changes nothing.
 */
export async function revokeVetReportLink(options: {
  db: Db;
  user: UserRow;
  petId: string;
  linkId: string;
  now?: Date;
}): Promise<TVetReportLink> {
  const pet = await findOwnPet(options);
  const now = options.now ?? new Date();
  const row = await revokeRow(options.db, {
    petId: pet.id,
    linkId: options.linkId,
    nowIso: now.toISOString(),
  });
  if (!row) throw new AppError('NOT_FOUND', 'Link not found.');
  return toVetReportLink(row, now);
}
