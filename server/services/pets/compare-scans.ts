import type { TScanComparison } from '#common/contracts/pets.ts';
import type { Db } from '#server/db/client.ts';
import { findVisibleScan } from '#server/db/repositories/scans.ts';
import type { UserRow } from '#server/db/schema.ts';
import { AppError } from '#server/errors.ts';
import { toScanResult } from '#server/services/scans/to-scan-result.ts';
import { describeChanges } from './describe-changes.ts';
import { findOwnPet } from './find-own-pet.ts';
import { requirePlus } from './require-plus.ts';

/**
 * GET /api/pets/:id/compare (Plus): two different scans, both the caller's and both of this
 * pet; a scan that is someone else's, or of another pet, is not found. The older one is 'before'
 * whichever order they were asked in.
 */
export async function compareScans(options: {
  db: Db;
  user: UserRow;
  petId: string;
  scanIds: [string, string];
}): Promise<TScanComparison> {
  const { db, user, petId, scanIds } = options;
  requirePlus(user, 'Before/after comparison');
  await findOwnPet({ db, user, petId });
  if (scanIds[0] === scanIds[1]) {
    throw new AppError('VALIDATION_FAILED', 'Pick two different scans to compare.', {
      issues: [{ path: 'after', message: 'Pick two different scans to compare.' }],
    });
  }
  const rows = await Promise.all(scanIds.map((id) => findVisibleScan(db, id)));
  const scans = rows.map((row) => {
    if (!row || row.user_id !== user.id || row.pet_id !== petId) {
      throw new AppError('NOT_FOUND', 'Scan not found for this pet.');
    }
    return toScanResult(row);
  });
  const [before, after] = scans.sort((a, b) => a.createdAt.localeCompare(b.createdAt));
  return { before, after, ...describeChanges(before, after) };
}
