import type { TGradingQueue } from '#common/contracts/clinic-grading.ts';
import { ZSpecies } from '#common/contracts/scans.ts';
import type { Db } from '#server/db/client.ts';
import { listGradingQueue as listQueueRows } from '#server/db/repositories/vet-grades.ts';
import type { ClinicStaff } from './assert-clinic-staff.ts';

/** A vet works through a page at a time; the total says how many are left. */
const QUEUE_PAGE = 50;

/**
 * GET /api/clinic/grading: the scans this vet may grade and has not graded yet, oldest first. Only
 * the photo's thumbnail and what the owner said: nothing the analyser found (grading is blind).
 */
export async function listGradingQueue(options: { db: Db; staff: ClinicStaff }): Promise<TGradingQueue> {
  const { user, partner } = options.staff;
  const { rows, total } = await listQueueRows(options.db, {
    partnerId: partner.id,
    vetUserId: user.id,
    limit: QUEUE_PAGE,
  });
  const items = rows.map((row) => ({
    scanId: row.id,
    species: ZSpecies.safeParse(row.species).data ?? null,
    takenAt: row.created_at,
    thumbnailUrl: row.thumb_key ? `/media/scans/${row.id}/thumb` : null,
    via: Number(row.is_shared) === 1 ? ('referral' as const) : ('consent' as const),
  }));
  return { items, total };
}
