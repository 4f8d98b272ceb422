import type { Db as AppDb } from '../client.ts';
import type { VetPartnersTable } from '../schema.ts';

export type PartnerRow = VetPartnersTable;
type Executor = AppDb;

export async function insertPartner(db: Executor, row: PartnerRow): Promise<void> {
  await db.insertInto('vet_partners').values(row).execute();
}

export function findPartner(db: Executor, id: string): Promise<PartnerRow | undefined> {
  return db.selectFrom('vet_partners').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function updatePartner(
  db: Executor,
  id: string,
  changes: Partial<PartnerRow>,
  onlyIf?: { reviewStatus?: PartnerRow['review_status'] },
): Promise<PartnerRow | undefined> {
  let query = db.updateTable('vet_partners').set(changes).where('id', '=', id);
  if (onlyIf?.reviewStatus) query = query.where('review_status', '=', onlyIf.reviewStatus);
  return query.returningAll().executeTakeFirst();
}

export async function deletePartner(db: Executor, id: string): Promise<PartnerRow | undefined> {
  return db.deleteFrom('vet_partners').where('id', '=', id).returningAll().executeTakeFirst();
}

/** Partners an admin manages (approved), newest first, one page. */
export function listApprovedPartners(
  db: Executor,
  page: { limit: number; offset: number },
): Promise<PartnerRow[]> {
  return db
    .selectFrom('vet_partners')
    .selectAll()
    .where('review_status', '=', 'approved')
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
}

export function listPendingApplications(db: Executor, limit: number): Promise<PartnerRow[]> {
  return db
    .selectFrom('vet_partners')
    .selectAll()
    .where('review_status', '=', 'pending')
    .orderBy('created_at')
    .limit(limit)
    .execute();
}

export async function partnerStats(db: Executor) {
  const row = await db
    .selectFrom('vet_partners')
    .select((eb) => [
      eb.fn.countAll<number>().as('total'),
      eb.fn.sum<number>(eb.case().when('status', '=', 'active').then(1).else(0).end()).as('active'),
      eb.fn.sum<number>(eb.case().when('status', '=', 'paused').then(1).else(0).end()).as('paused'),
      eb.fn.avg<number>('commission_rate').as('average'),
    ])
    .where('review_status', '=', 'approved')
    .executeTakeFirstOrThrow();
  return {
    total: Number(row.total),
    active: Number(row.active ?? 0),
    paused: Number(row.paused ?? 0),
    average: row.average === null ? null : Number(row.average),
  };
}

export interface BoundingBox {
  minLat: number;
  maxLat: number;
  minLng: number;
  maxLng: number;
}

/**
 * Active partners inside the box: the index on (status, latitude, longitude)
 * narrows the rows before any distance is computed. A box crossing the
 * antimeridian comes as minLng > maxLng.
 */
export function listActiveInBox(db: Executor, box: BoundingBox): Promise<PartnerRow[]> {
  return db
    .selectFrom('vet_partners')
    .selectAll()
    .where('status', '=', 'active')
    .where('latitude', '>=', box.minLat)
    .where('latitude', '<=', box.maxLat)
    .where((eb) =>
      box.minLng <= box.maxLng
        ? eb.and([eb('longitude', '>=', box.minLng), eb('longitude', '<=', box.maxLng)])
        : eb.or([eb('longitude', '>=', box.minLng), eb('longitude', '<=', box.maxLng)]),
    )
    .execute();
}

/** Active partners without coordinates (their address could not be placed): listed after the located ones. */
export function listActiveWithoutCoordinates(db: Executor, limit: number): Promise<PartnerRow[]> {
  return (
    db
      .selectFrom('vet_partners')
      .selectAll()
      .where('status', '=', 'active')
      // Coordinates are stored both or neither (services/vet-partners/partner-row.ts), so latitude alone
      // tells, and the (status, latitude, longitude) index answers it without a scan.
      .where('latitude', 'is', null)
      .orderBy('business_name')
      .limit(limit)
      .execute()
  );
}

export function listActivePartners(db: Executor, limit: number): Promise<PartnerRow[]> {
  return db
    .selectFrom('vet_partners')
    .selectAll()
    .where('status', '=', 'active')
    .orderBy('business_name')
    .orderBy('id')
    .limit(limit)
    .execute();
}
