import type { TLocateResult } from '#common/contracts/scans.ts';
import {
  AnalysisBusyError,
  AnalysisTimeoutError,
  type TAnalysisPool,
} from '#server/adapters/analysis/analysis-pool.ts';
import { checkImageDecodes } from '#server/adapters/image/normalise-photo.ts';
import { checkPhotoFile } from './check-photo-file.ts';
import { toAppError } from './to-app-error.ts';

/**
 * POST /api/scans/locate: where the gums and teeth are and whether the photo is usable, so the
 * web can pre-fill the crop box and name a problem before uploading for a scan. Stores nothing
 * and uses no quota; the scan's own gate still decides (docs/product-rules.md#guided-capture).
 */
export async function locatePhoto(options: {
  analysisPool: TAnalysisPool;
  bytes: Buffer;
}): Promise<TLocateResult> {
  const { bytes } = options;
  await checkPhotoFile(bytes);
  try {
    return await options.analysisPool.locate(bytes);
  } catch (error) {
    if (error instanceof AnalysisTimeoutError || error instanceof AnalysisBusyError) throw toAppError(error);
    // The worker's decode failure reaches us as a plain Error: if the image does not decode here
    // either, it is the upload's fault (400); otherwise a fault of ours (a logged 500).
    await checkImageDecodes(bytes).catch((decodeError) => {
      throw toAppError(decodeError);
    });
    throw error;
  }
}
