import type { ExpressionBuilder } from 'kysely';
import type { Db } from '../client.ts';
import type { Database, PendingUploadRow } from '../schema.ts';
import type { ScanOwner } from './scans.ts';

/** The rows of one owner: a member's by user id, a guest browser's by guest id. */
const ownedBy = (owner: ScanOwner) => (eb: ExpressionBuilder<Database, 'pending_uploads'>) =>
  owner.kind === 'user' ? eb('user_id', '=', owner.userId) : eb('guest_id', '=', owner.guestId);

export async function insertPendingUpload(db: Db, row: PendingUploadRow): Promise<void> {
  await db.insertInto('pending_uploads').values(row).execute();
}

/** The owner's uploads still waiting at `nowIso` (used or deleted ones have no row). */
export async function countLivePendingUploads(
  db: Db,
  options: { owner: ScanOwner; nowIso: string },
): Promise<number> {
  const row = await db
    .selectFrom('pending_uploads')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where(ownedBy(options.owner))
    .where('expires_at', '>', options.nowIso)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/**
 * Marks the owner's live, unclaimed upload as used by a scan until `claimedUntilIso`, and returns
 * it; undefined when there is no such upload for this owner (or another scan holds it). One
 * conditional update, so of two scans naming one upload at once exactly one gets it.
 */
export async function claimPendingUpload(
  db: Db,
  options: { id: string; owner: ScanOwner; nowIso: string; claimedUntilIso: string },
): Promise<PendingUploadRow | undefined> {
  const { id, owner, nowIso } = options;
  const result = await db
    .updateTable('pending_uploads')
    .set({ claimed_until: options.claimedUntilIso })
    .where('id', '=', id)
    .where(ownedBy(owner))
    .where('expires_at', '>', nowIso)
    .where((eb) => eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<', nowIso)]))
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) return undefined;
  return db.selectFrom('pending_uploads').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Whether a scan holds the owner's upload now (claimed and not handed back). */
export async function isPendingUploadClaimed(
  db: Db,
  options: { id: string; owner: ScanOwner; nowIso: string },
): Promise<boolean> {
  const row = await db
    .selectFrom('pending_uploads')
    .select('id')
    .where('id', '=', options.id)
    .where(ownedBy(options.owner))
    .where('claimed_until', '>=', options.nowIso)
    .executeTakeFirst();
  return row !== undefined;
}

/** A scan that failed hands its upload back, so the owner can press Analyse again. */
export async function releasePendingUpload(db: Db, id: string): Promise<void> {
  await db.updateTable('pending_uploads').set({ claimed_until: null }).where('id', '=', id).execute();
}

/**
 * Removes the owner's upload and returns it (for its bytes' key): undefined when it is not theirs, and
 * 'held' while a scan is using it (one conditional delete, so a scan claiming it at the same moment
 * keeps it whole).
 */
export async function deleteOwnedPendingUpload(
  db: Db,
  options: { id: string; owner: ScanOwner; nowIso: string },
): Promise<PendingUploadRow | 'held' | undefined> {
  const row = await db
    .selectFrom('pending_uploads')
    .selectAll()
    .where('id', '=', options.id)
    .where(ownedBy(options.owner))
    .executeTakeFirst();
  if (!row) return undefined;
  const result = await db
    .deleteFrom('pending_uploads')
    .where('id', '=', row.id)
    .where((eb) => eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<', options.nowIso)]))
    .executeTakeFirst();
  return Number(result.numDeletedRows) === 1 ? row : 'held';
}

export async function deletePendingUpload(db: Db, id: string): Promise<void> {
  await db.deleteFrom('pending_uploads').where('id', '=', id).execute();
}

/** Uploads past their expiry that no scan is using now, oldest first, for housekeeping. */
export function listExpiredPendingUploads(
  db: Db,
  options: { nowIso: string; limit: number },
): Promise<PendingUploadRow[]> {
  const { nowIso } = options;
  return db
    .selectFrom('pending_uploads')
    .selectAll()
    .where('expires_at', '<=', nowIso)
    .where((eb) => eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<', nowIso)]))
    .orderBy('expires_at')
    .limit(options.limit)
    .execute();
}

/** Which of these storage keys a row still names (the rest are bytes whose row is gone). */
export async function listReferencedUploadKeys(db: Db, keys: string[]): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const rows = await db
    .selectFrom('pending_uploads')
    .select('storage_key')
    .where('storage_key', 'in', keys)
    .execute();
  return new Set(rows.map((row) => row.storage_key));
}
