import type { TScanResult } from '#common/contracts/scans.ts';
import type { Db } from '#server/db/client.ts';
import { findVisibleScan, setScanPet } from '#server/db/repositories/scans.ts';
import type { UserRow } from '#server/db/schema.ts';
import { AppError } from '#server/errors.ts';
import { toScanResult } from '#server/services/scans/to-scan-result.ts';
import { findOwnPet } from './find-own-pet.ts';

/**
 * PUT /api/scans/:id/pet: the member files one of their own scans under one of their own pets
 * (or unassigns it). Either id belonging to someone else answers 404, as if it did not exist.
 */
export async function assignScanPet(options: {
  db: Db;
  user: UserRow;
  scanId: string;
  petId: string | null;
}): Promise<TScanResult> {
  const { db, user, scanId, petId } = options;
  if (petId !== null) await findOwnPet({ db, user, petId });
  const isSet = await setScanPet(db, { scanId, userId: user.id, petId });
  if (!isSet) throw new AppError('NOT_FOUND', 'Scan not found.');
  const scan = await findVisibleScan(db, scanId);
  if (!scan) throw new AppError('NOT_FOUND', 'Scan not found.');
  return toScanResult(scan);
}
