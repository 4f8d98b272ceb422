import {
  type TCreatedVetReportLink,
  VET_REPORT_LINK_DAYS,
  VET_REPORT_LINKS_PER_PET,
} from '#common/contracts/vet-report-links.ts';
import type { Db } from '#server/db/client.ts';
import { lockScanOwner } from '#server/db/repositories/scans.ts';
import { countLiveVetReportLinks, insertVetReportLink } from '#server/db/repositories/vet-report-links.ts';
import type { UserRow } from '#server/db/schema.ts';
import { AppError } from '#server/errors.ts';
import { newId, newToken, sha256 } from '#server/lib/ids.ts';
import { addDays } from '#server/lib/time.ts';
import { findOwnPet } from './find-own-pet.ts';
import { requirePlus } from './require-plus.ts';
import { toVetReportLink } from './to-vet-report-link.ts';

/** 18 random bytes = 144 bits, as share links (common/contracts/vet-report-links.ts). */
const TOKEN_BYTES = 18;

/** The public address of a vet report link; `origin` is the app's public origin (lib/public-origin.ts). */
export const vetReportUrl = (origin: string, token: string) => `${origin}/vet-report/${token}`;

/**
 * POST /api/pets/:id/vet-report-links (Plus, the pet's owner only): a new link that opens the pet's
 * report for VET_REPORT_LINK_DAYS. Only its hash is stored, so its address is answered this once.
 */
export async function createVetReportLink(options: {
  db: Db;
  user: UserRow;
  petId: string;
  origin: string;
  now?: Date;
}): Promise<TCreatedVetReportLink> {
  const { db, user, petId } = options;
  const now = options.now ?? new Date();
  requirePlus(user, 'A vet report link');
  await findOwnPet({ db, user, petId });
  const token = newToken(TOKEN_BYTES);
  const row = {
    id: newId(),
    pet_id: petId,
    user_id: user.id,
    token_hash: sha256(token),
    created_at: now.toISOString(),
    expires_at: addDays(now, VET_REPORT_LINK_DAYS).toISOString(),
    revoked_at: null,
    last_opened_at: null,
  };
  // The count and the insert run in one transaction behind a lock on the owner's row (PostgreSQL;
  // SQLite runs transactions one at a time), so two quick requests cannot both make the sixth link.
  await db.transaction().execute(async (trx) => {
    if (!(await lockScanOwner(trx, { kind: 'user', userId: user.id }))) throw new AppError('UNAUTHORIZED');
    const live = await countLiveVetReportLinks(trx, { petId, nowIso: now.toISOString() });
    if (live >= VET_REPORT_LINKS_PER_PET) {
      throw new AppError(
        'CONFLICT',
        `This pet already has ${VET_REPORT_LINKS_PER_PET} active links. Revoke one you no longer need first.`,
      );
    }
    await insertVetReportLink(trx, row);
  });
  return { ...toVetReportLink(row, now), url: vetReportUrl(options.origin, token) };
}
