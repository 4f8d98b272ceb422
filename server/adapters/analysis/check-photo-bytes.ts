import { checkPhoto, type TPhotoCheck } from '#common/photo-check/check-photo.ts';
import { decodeForAnalysis } from '#server/adapters/analysis/decode-for-analysis.ts';
import { embedImage } from '#server/adapters/analysis/embedding/embed-image.ts';

/**
 * The browser's photo check (common/photo-check/check-photo.ts) on the server's own decode and
 * embedding of a photo's bytes: what the browser's answer is held against, by the agreement bench
 * (scripts/bench/photo-check/) and the analysis tests.
 */
export async function checkPhotoBytes(
  bytes: Uint8Array,
  options: { isPersonChecked: boolean },
): Promise<TPhotoCheck> {
  const decoded = await decodeForAnalysis(bytes);
  const image = { ...decoded, channels: 3 as const };
  return checkPhoto(image, await embedImage(image), options);
}
