import type { TGradingAgreement, TIndexAgreement } from '#common/contracts/clinic-grading.ts';
import type { Db } from '#server/db/client.ts';
import { type AgreementRow, listGradesWithAnalyser } from '#server/db/repositories/vet-grades.ts';
import type { UserRow } from '#server/db/schema.ts';
import { assertAdmin } from './assert-admin.ts';
import { confusionMatrix, quadraticWeightedKappa } from './weighted-kappa.ts';

/** Refused scans listed by name on the page; the count covers them all. */
const REFUSALS_SHOWN = 20;

/**
 * GET /api/admin/grading-agreement: the analyser against the vets on graded scans
 * (docs/product-rules.md#vet-grading-and-consent). Blind grades only: a vet who had opened the
 * referral view saw the analyser's findings first, which would flatter the agreement. Each grade is
 * one pair; an index pairs only when both sides gave one (the gate gives none on a refused photo, a
 * vet none on a photo they call unusable).
 */
export async function getGradingAgreement(options: {
  db: Db;
  user: UserRow | null;
}): Promise<TGradingAgreement> {
  assertAdmin(options.user);
  const rows = await listGradesWithAnalyser(options.db);
  const blind = rows.filter((r) => Number(r.is_blind) === 1);
  return {
    totalGrades: rows.length,
    blindGrades: blind.length,
    gradedScans: new Set(blind.map((r) => r.scan_id)).size,
    gingival: agreementOf(blind, 'analyser_gingival', 'vet_gingival'),
    calculus: agreementOf(blind, 'analyser_calculus', 'vet_calculus'),
    gateRefusalsCalledUsable: refusalsCalledUsable(blind),
  };
}

function agreementOf(
  rows: AgreementRow[],
  analyser: 'analyser_gingival' | 'analyser_calculus',
  vet: 'vet_gingival' | 'vet_calculus',
): TIndexAgreement {
  const pairs = rows.flatMap((r) => {
    const a = r[analyser];
    const v = r[vet];
    return a === null || v === null || Number(r.is_usable) !== 1 ? [] : [[a, v] as const];
  });
  const confusion = confusionMatrix(pairs);
  return { kappa: quadraticWeightedKappa(confusion), pairs: pairs.length, confusion };
}

/** The photo gate's refusals (status 'unclear', see docs/product-rules.md) that a vet called usable. */
function refusalsCalledUsable(rows: AgreementRow[]): TGradingAgreement['gateRefusalsCalledUsable'] {
  const votes = new Map<string, { scanId: string; takenAt: string; usableVotes: number }>();
  for (const r of rows) {
    if (r.scan_status !== 'unclear' || Number(r.is_usable) !== 1) continue;
    const entry = votes.get(r.scan_id) ?? { scanId: r.scan_id, takenAt: r.scan_created_at, usableVotes: 0 };
    entry.usableVotes += 1;
    votes.set(r.scan_id, entry);
  }
  const scans = [...votes.values()];
  return { count: scans.length, scans: scans.slice(0, REFUSALS_SHOWN) };
}
