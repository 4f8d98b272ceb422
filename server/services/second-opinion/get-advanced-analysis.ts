import { type TAdvancedAnalysis, ZSecondOpinionReport } from '#common/contracts/pets.ts';
import type { Config } from '#server/config.ts';
import type { Db } from '#server/db/client.ts';
import { findSecondOpinion } from '#server/db/repositories/second-opinions.ts';
import type { UserRow } from '#server/db/schema.ts';
import { requirePlus } from '#server/services/pets/require-plus.ts';
import { findAccessibleScan } from '#server/services/scans/find-accessible-scan.ts';
import { toScanResult } from '#server/services/scans/to-scan-result.ts';
import { compareOpinions } from './compare-opinions.ts';
import { describeReadings } from './describe-readings.ts';
import { requestSecondOpinion } from './request-second-opinion.ts';

/**
 * GET /api/scans/:id/analysis (Plus, the scan's owner): with a vision model configured, the
 * second opinion's state and, once in, where it disagrees with ours and the more cautious
 * urgency; a scan made before the member had Plus is queued on first look. Without a model,
 * mode 'detailed': the web shows our own analysis in full and claims nothing more.
 */
export async function getAdvancedAnalysis(options: {
  db: Db;
  config: Config;
  user: UserRow;
  scanId: string;
}): Promise<TAdvancedAnalysis> {
  const { db, config, user, scanId } = options;
  requirePlus(user, 'Advanced analysis');
  const row = await findAccessibleScan({ db, scanId, viewer: { user, guestId: null }, access: 'owner' });
  const scan = toScanResult(row);
  const readings = describeReadings(row.readings, scan.status);
  if (!config.vision.baseUrl)
    return { mode: 'detailed', secondOpinion: null, shownSeverity: scan.severity, readings };
  let job = await findSecondOpinion(db, scanId);
  if (!job && (await requestSecondOpinion({ db, config, user, scanId, scanStatus: scan.status }))) {
    job = await findSecondOpinion(db, scanId);
  }
  if (!job) return { mode: 'second_opinion', secondOpinion: null, shownSeverity: scan.severity, readings };
  if (job.status === 'failed') {
    return {
      mode: 'second_opinion',
      secondOpinion: { state: 'failed', model: job.model, report: null, disagreements: [] },
      shownSeverity: scan.severity,
      readings,
    };
  }
  if (job.status !== 'done' || !job.result) {
    return {
      mode: 'second_opinion',
      secondOpinion: { state: 'pending', model: job.model, report: null, disagreements: [] },
      shownSeverity: scan.severity,
      readings,
    };
  }
  const report = ZSecondOpinionReport.parse(JSON.parse(job.result));
  const { disagreements, shownSeverity } = compareOpinions(scan, report);
  return {
    mode: 'second_opinion',
    secondOpinion: { state: 'ready', model: job.model, report, disagreements },
    shownSeverity,
    readings,
  };
}
