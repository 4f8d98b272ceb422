import { embedImage } from '#server/adapters/analysis/embedding/embed-image.ts';
import { analysePixels, type TAnalysis, type TAnalysisOptions } from '#server/analysis/analyse-pixels.ts';

/** Decoded upright RGB, at most ANALYSIS_EDGE px on its long side (decode-for-analysis.ts). */
export type TDecodedImage = { data: Uint8Array; width: number; height: number; channels?: 3 };

/**
 * The whole analysis of decoded pixels: the MobileNetV2 embedding (the one asynchronous step, in
 * WebAssembly) and then the pure analyser. The worker, the eval scripts and the tests all go through here.
 */
export async function analyseImage(
  image: TDecodedImage,
  options: Omit<TAnalysisOptions, 'embedding'> = {},
): Promise<TAnalysis> {
  const embedding = await embedImage(image);
  return analysePixels({ ...image, channels: 3 }, { ...options, embedding });
}
