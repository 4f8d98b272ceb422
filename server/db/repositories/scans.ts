import { type ExpressionBuilder, PostgresAdapter } from 'kysely';
import type { Db } from '../client.ts';
import type { Database, ScanRow, ScansTable } from '../schema.ts';

type ScanUpdate = Partial<Omit<ScansTable, 'id'>>;
export type ScanOwner = { kind: 'user'; userId: string } | { kind: 'guest'; guestId: string };

/**
 * A scan the owner can see: finished and not deleted. Deleted scans stay as
 * tombstones (no photo, no result, status null) so deleting cannot refund quota.
 */
const isVisible = (eb: ExpressionBuilder<Database, 'scans'>) =>
  eb.and([eb('state', '=', 'complete'), eb('status', 'is not', null)]);

/** Scans after `before` in newest-first order (time, then id), for keyset pages. */
const olderThan = (before: { createdAt: string; id: string }) => (eb: ExpressionBuilder<Database, 'scans'>) =>
  eb.or([
    eb('created_at', '<', before.createdAt),
    eb.and([eb('created_at', '=', before.createdAt), eb('id', '<', before.id)]),
  ]);

/**
 * Rows that hold quota: finished ones, and reservations younger than the
 * cut-off (an older reservation belongs to a request that died mid-scan).
 */
const holdsSlot = (eb: ExpressionBuilder<Database, 'scans'>, reservedAfterIso: string) =>
  eb.or([eb('state', '=', 'complete'), eb('created_at', '>', reservedAfterIso)]);

/**
 * Serialises quota decisions per owner, and says whether the owner still exists. PostgreSQL
 * locks the owner's row until the transaction ends (a deletion that committed while we waited
 * for the lock finds nothing); SQLite needs no lock because Kysely runs every transaction on its
 * one connection, one at a time. Either way a scan row is only inserted for an owner that is
 * there: an account deleted while its upload arrived must not end in a foreign-key 500.
 */
export async function lockScanOwner(trx: Db, owner: ScanOwner): Promise<boolean> {
  const forUpdate = trx.getExecutor().adapter instanceof PostgresAdapter;
  const query =
    owner.kind === 'user'
      ? trx.selectFrom('users').select('id').where('id', '=', owner.userId)
      : trx.selectFrom('guests').select('id').where('id', '=', owner.guestId);
  const row = await (forUpdate ? query.forUpdate() : query).executeTakeFirst();
  return row !== undefined;
}

/** A scan holding a quota slot: finished, or a reservation still live (its upload in progress, or cut off by a crash). */
export interface QuotaScan {
  createdAt: string;
  isPending: boolean;
}

/**
 * The owner's scans since `sinceIso` that use up their plan's quota, oldest first, each marked
 * pending while it is a live reservation. `includeClaimedGuestScans` counts a member's scans made
 * as a guest too: a trial account's allowance is the guest's, so the free scan it was made from
 * counts against it.
 */
export async function listQuotaScans(
  db: Db,
  options: {
    owner: ScanOwner;
    sinceIso: string;
    reservedAfterIso: string;
    includeClaimedGuestScans?: boolean;
  },
): Promise<QuotaScan[]> {
  const { owner } = options;
  let query = db
    .selectFrom('scans')
    .select(['created_at', 'state'])
    .where('counts_toward_quota', '=', 1)
    .where('created_at', '>', options.sinceIso)
    .where((eb) => holdsSlot(eb, options.reservedAfterIso));
  if (owner.kind === 'guest') query = query.where('guest_id', '=', owner.guestId);
  else {
    query = query.where('user_id', '=', owner.userId);
    // A guest scan moved into an account keeps is_guest_scan=1 and was the guest's free scan, not the member's.
    if (!options.includeClaimedGuestScans) query = query.where('is_guest_scan', '=', 0);
  }
  const rows = await query.orderBy('created_at', 'asc').execute();
  return rows.map((row) => ({ createdAt: row.created_at, isPending: row.state === 'reserved' }));
}

/** Every scan attempt (counted or not) by a member since a time, stale reservations aside: the abuse limit. */
export async function countUserScansSince(
  db: Db,
  options: { userId: string; sinceIso: string; reservedAfterIso: string },
): Promise<number> {
  const row = await db
    .selectFrom('scans')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', options.userId)
    .where('is_guest_scan', '=', 0)
    .where('created_at', '>', options.sinceIso)
    .where((eb) => holdsSlot(eb, options.reservedAfterIso))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Guest scans (counted or not) from one hashed IP since a time, stale reservations aside: the shared-network backstop. */
export async function countGuestScansFromIpSince(
  db: Db,
  options: { ipHash: string; sinceIso: string; reservedAfterIso: string },
): Promise<number> {
  const row = await db
    .selectFrom('scans')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('ip_hash', '=', options.ipHash)
    .where('is_guest_scan', '=', 1)
    .where('created_at', '>', options.sinceIso)
    .where((eb) => holdsSlot(eb, options.reservedAfterIso))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function insertScan(db: Db, scan: ScanRow): Promise<void> {
  await db.insertInto('scans').values(scan).execute();
}

/**
 * Turns a live reservation into a finished scan and returns the finished row.
 * Only a row still 'reserved' and younger than the cut-off qualifies: a
 * reservation deleted meanwhile (account or scan deleted) or gone stale (its
 * slot may already be reused) must not come back as a scan. Returns undefined
 * when nothing was updated. RETURNING works on SQLite (3.35+) and PostgreSQL alike.
 */
export function completeReservation(
  db: Db,
  options: { id: string; reservedAfterIso: string; result: ScanUpdate },
): Promise<ScanRow | undefined> {
  return db
    .updateTable('scans')
    .set({ ...options.result, state: 'complete' })
    .where('id', '=', options.id)
    .where('state', '=', 'reserved')
    .where('created_at', '>', options.reservedAfterIso)
    .returningAll()
    .executeTakeFirst();
}

/**
 * Drops a reservation (a failed or cancelled scan); a finished scan is never removed this way.
 * False when there was none to drop: the scan completed meanwhile, or went with its account.
 */
export async function deleteReservation(db: Db, id: string): Promise<boolean> {
  const outcome = await db
    .deleteFrom('scans')
    .where('id', '=', id)
    .where('state', '=', 'reserved')
    .executeTakeFirst();
  return Number(outcome.numDeletedRows) > 0;
}

/** Drops reservations made before the cut-off: their requests died mid-scan. Returns how many went. */
export async function deleteStaleReservations(db: Db, reservedBeforeIso: string): Promise<number> {
  const outcome = await db
    .deleteFrom('scans')
    .where('state', '=', 'reserved')
    .where('created_at', '<=', reservedBeforeIso)
    .executeTakeFirst();
  return Number(outcome.numDeletedRows);
}

/** The stored-object keys that the given scans' rows still point at (missing ids simply add nothing). */
export async function listReferencedKeys(db: Db, scanIds: string[]): Promise<Set<string>> {
  if (scanIds.length === 0) return new Set();
  const rows = await db
    .selectFrom('scans')
    .select(['image_key', 'medium_key', 'thumb_key', 'overlay_key'])
    .where('id', 'in', scanIds)
    .execute();
  return new Set(
    rows
      .flatMap((row) => [row.image_key, row.medium_key, row.thumb_key, row.overlay_key])
      .filter((key) => key !== null),
  );
}

/**
 * The owner's scan made by this request key, finished or still reserved (an erased one has no key).
 * A guest's scan stops being the guest's once an account claims it, as in listVisibleGuestScans.
 */
export function findScanByRequestKey(
  db: Db,
  options: { owner: ScanOwner; requestKey: string },
): Promise<ScanRow | undefined> {
  const { owner } = options;
  let query = db.selectFrom('scans').selectAll().where('request_key', '=', options.requestKey);
  query =
    owner.kind === 'user'
      ? query.where('user_id', '=', owner.userId)
      : query.where('guest_id', '=', owner.guestId).where('user_id', 'is', null);
  return query.executeTakeFirst();
}

export function findVisibleScan(db: Db, id: string): Promise<ScanRow | undefined> {
  return db.selectFrom('scans').selectAll().where('id', '=', id).where(isVisible).executeTakeFirst();
}

/**
 * A member's visible scans, newest first. `before` is the (createdAt, id) of
 * the last scan of the previous page, so equal timestamps cannot skip rows.
 */
export function listVisibleUserScans(
  db: Db,
  options: { userId: string; limit: number; before?: { createdAt: string; id: string } },
): Promise<ScanRow[]> {
  const { before } = options;
  let query = db.selectFrom('scans').selectAll().where('user_id', '=', options.userId).where(isVisible);
  if (before) query = query.where(olderThan(before));
  return query.orderBy('created_at', 'desc').orderBy('id', 'desc').limit(options.limit).execute();
}

/**
 * A guest browser's visible scans that still belong to no account, newest first.
 * Once signup or a trial account claims them (user_id set) they are the account's alone.
 */
export function listVisibleGuestScans(
  db: Db,
  options: { guestId: string; limit: number },
): Promise<ScanRow[]> {
  return db
    .selectFrom('scans')
    .selectAll()
    .where('guest_id', '=', options.guestId)
    .where('user_id', 'is', null)
    .where(isVisible)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(options.limit)
    .execute();
}

/**
 * A scan row's stored photos, result and share link, all empty: how a
 * reservation starts, and what erasing a scan returns it to. One list, so a
 * new result column cannot be forgotten in either place.
 */
export const NO_RESULT = {
  image_key: null,
  medium_key: null,
  thumb_key: null,
  overlay_key: null,
  status: null,
  severity: null,
  confidence: null,
  gingival_index: null,
  calculus_index: null,
  findings: null,
  quality: null,
  advice: null,
  products: null,
  analyser: null,
  analyser_version: null,
  species: null,
  readings: null,
  share_id: null,
  is_shared: 0,
  // The key lives as long as the scan: an erased scan answers no request key.
  request_key: null,
} as const satisfies Partial<ScansTable>;

/**
 * Erases a scan's photo keys, result and share link but keeps the row's
 * owner, flags and time: deleting a scan must not hand back the quota it used.
 */
export async function eraseScan(db: Db, id: string): Promise<void> {
  await db.updateTable('scans').set(NO_RESULT).where('id', '=', id).execute();
}

/** Filters of a pet's history; `fromIso`/`toIso` bound created_at (to exclusive). */
export interface PetScanFilter {
  status?: string;
  fromIso?: string;
  toIso?: string;
}

/** A pet's visible scans, newest first, paged like listVisibleUserScans. The caller checked the pet's owner. */
export function listVisiblePetScans(
  db: Db,
  options: {
    userId: string;
    petId: string;
    limit: number;
    before?: { createdAt: string; id: string };
    filter?: PetScanFilter;
  },
): Promise<ScanRow[]> {
  const { before, filter = {} } = options;
  let query = db
    .selectFrom('scans')
    .selectAll()
    .where('user_id', '=', options.userId)
    .where('pet_id', '=', options.petId)
    .where(isVisible);
  if (filter.status) query = query.where('status', '=', filter.status);
  if (filter.fromIso) query = query.where('created_at', '>=', filter.fromIso);
  if (filter.toIso) query = query.where('created_at', '<', filter.toIso);
  if (before) query = query.where(olderThan(before));
  return query.orderBy('created_at', 'desc').orderBy('id', 'desc').limit(options.limit).execute();
}

/** Sets or clears a member's scan's pet; false when the scan is not theirs or not visible. */
export async function setScanPet(
  db: Db,
  options: { scanId: string; userId: string; petId: string | null },
): Promise<boolean> {
  const outcome = await db
    .updateTable('scans')
    .set({ pet_id: options.petId })
    .where('id', '=', options.scanId)
    .where('user_id', '=', options.userId)
    .where(isVisible)
    .executeTakeFirst();
  return Number(outcome.numUpdatedRows) > 0;
}

/** Gives every scan of the member that belongs to no pet to `petId`; returns how many moved. */
export async function attachUnassignedScans(
  db: Db,
  options: { userId: string; petId: string },
): Promise<number> {
  const outcome = await db
    .updateTable('scans')
    .set({ pet_id: options.petId })
    .where('user_id', '=', options.userId)
    .where('pet_id', 'is', null)
    .where(isVisible)
    .executeTakeFirst();
  return Number(outcome.numUpdatedRows);
}
