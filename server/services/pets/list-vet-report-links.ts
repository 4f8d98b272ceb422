import type { TVetReportLinkList } from '#common/contracts/vet-report-links.ts';
import type { Db } from '#server/db/client.ts';
import { listVetReportLinks } from '#server/db/repositories/vet-report-links.ts';
import type { UserRow } from '#server/db/schema.ts';
import { findOwnPet } from './find-own-pet.ts';
import { toVetReportLink } from './to-vet-report-link.ts';

/**
 * GET /api/pets/:id/vet-report-links (the pet's owner only). Not Plus-only: an owner whose Plus has
 * ended can still see and revoke the links they made.
 */
export async function listPetVetReportLinks(options: {
  db: Db;
  user: UserRow;
  petId: string;
  now?: Date;
}): Promise<TVetReportLinkList> {
  const pet = await findOwnPet(options);
  const now = options.now ?? new Date();
  const rows = await listVetReportLinks(options.db, pet.id);
  return { links: rows.map((row) => toVetReportLink(row, now)) };
}
