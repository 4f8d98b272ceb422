import type { Db } from '../client.ts';
import type { VetReportLinkRow } from '../schema.ts';

export async function insertVetReportLink(db: Db, link: VetReportLinkRow): Promise<void> {
  await db.insertInto('vet_report_links').values(link).execute();
}

/** The pet's links, newest first; the owner check on the pet is the caller's (services/pets). */
export function listVetReportLinks(db: Db, petId: string): Promise<VetReportLinkRow[]> {
  return db
    .selectFrom('vet_report_links')
    .selectAll()
    .where('pet_id', '=', petId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

/** Links of the pet that still open the report at `nowIso`. */
export async function countLiveVetReportLinks(
  db: Db,
  options: { petId: string; nowIso: string },
): Promise<number> {
  const row = await db
    .selectFrom('vet_report_links')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('pet_id', '=', options.petId)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', options.nowIso)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** Read on every public request, never cached: a revoked link stops at once. */
export function findVetReportLinkByHash(db: Db, tokenHash: string): Promise<VetReportLinkRow | undefined> {
  return db.selectFrom('vet_report_links').selectAll().where('token_hash', '=', tokenHash).executeTakeFirst();
}

/** Revokes one link of the pet and returns it; undefined when the pet has no such link. Revoking twice keeps the first time. */
export async function revokeVetReportLink(
  db: Db,
  options: { petId: string; linkId: string; nowIso: string },
): Promise<VetReportLinkRow | undefined> {
  await db
    .updateTable('vet_report_links')
    .set({ revoked_at: options.nowIso })
    .where('id', '=', options.linkId)
    .where('pet_id', '=', options.petId)
    .where('revoked_at', 'is', null)
    .execute();
  return db
    .selectFrom('vet_report_links')
    .selectAll()
    .where('id', '=', options.linkId)
    .where('pet_id', '=', options.petId)
    .executeTakeFirst();
}

export async function markVetReportLinkOpened(
  db: Db,
  options: { linkId: string; nowIso: string },
): Promise<void> {
  await db
    .updateTable('vet_report_links')
    .set({ last_opened_at: options.nowIso })
    .where('id', '=', options.linkId)
    .execute();
}
