import sharp from 'sharp';
import type { TAnalysisReport } from '#common/contracts/scans.ts';
import { MAX_IMAGE_PIXELS } from '#common/uploads.ts';
import { analysePixels } from '#server/analysis/analyse-pixels.ts';

/** The pool gives the parallelism; libvips threads inside each worker would only fight over the cores. */
sharp.concurrency(1);
sharp.cache(false);

export type TAnalysePhotoInput = { bytes: Uint8Array };
export type TAnalysePhotoOutput = {
  report: TAnalysisReport;
  /** Transparent PNG the same size as the decoded image, to stack over the photo. */
  overlayPng: Uint8Array;
  width: number;
  height: number;
};

/** Analysis size: enough to see a gum margin, small enough for well under 100 ms of pixel work. */
export const ANALYSIS_SIZE = 512;
/**
 * Decodes once: JPEG shrink-on-load kicks in because of the resize, so a 12 MP photo is decoded at
 * 1/4 or 1/8 scale instead of full size. `.rotate()` applies EXIF orientation before analysis.
 */
export async function decodeForAnalysis(
  bytes: Uint8Array,
): Promise<{ data: Buffer; width: number; height: number }> {
  const { data, info } = await sharp(bytes, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'error' })
    .rotate()
    .resize(ANALYSIS_SIZE, ANALYSIS_SIZE, { fit: 'inside', withoutEnlargement: true })
    .removeAlpha()
    .toColourspace('srgb')
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

export default async function analysePhoto({ bytes }: TAnalysePhotoInput): Promise<TAnalysePhotoOutput> {
  const image = await decodeForAnalysis(bytes);
  const { report, overlay } = analysePixels({ ...image, channels: 3 });
  const overlayPng = await sharp(overlay.rgba, {
    raw: { width: overlay.width, height: overlay.height, channels: 4 },
  })
    .png({ compressionLevel: 6, palette: false })
    .toBuffer();
  return {
    report,
    overlayPng: new Uint8Array(overlayPng.buffer, overlayPng.byteOffset, overlayPng.byteLength),
    width: image.width,
    height: image.height,
  };
}
