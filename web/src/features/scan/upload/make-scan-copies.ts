import { ANALYSIS_EDGE, PHOTO_EDGE } from '#common/photo-sizes.ts';
import { fitWithin } from './scan-copy-size.ts';

/**
 * JPEG quality of the copy that is scanned: about 440 KB for a 12 MP phone photo (3.5 MB) and the
 * analyser's figures on the sample photos within noise of the original's (`npm run
 * eval:browser-copy`, docs/performance.md#the-browser-made-copy).
 */
export const SCAN_COPY_QUALITY = 0.85;
/** The locate copy feeds only the analyser's 512 px pixels (ANALYSIS_EDGE): some 30 KB. */
const LOCATE_COPY_QUALITY = 0.85;

export interface ScanCopies {
  /** What finding the mouth reads: the upright photo at most ANALYSIS_EDGE px. */
  locate: Blob;
  /**
   * What the scan analyses and stores: the upright photo at most PHOTO_EDGE px, with no metadata.
   * Still being encoded when `locate` is ready, so finding the mouth does not wait for it.
   */
  scan: Promise<Blob>;
  /** False when the browser could not decode the photo: both are the original file, as sent before. */
  isCopy: boolean;
}

/**
 * The copies of a chosen photo that are uploaded instead of the original
 * (docs/performance.md#the-browser-made-copy): drawn from one
 * decode with EXIF orientation applied, so they are the photo as shown (the crop box's fractions
 * fit both), and re-encoded as JPEG, so no EXIF (location, camera) leaves the phone. The scan copy
 * has the size the server keeps (common/photo-sizes.ts), so the scan loses nothing, for about a
 * tenth of the bytes. Where the browser cannot decode the file (some HEIC on desktop browsers), the
 * original is sent as before; the server reads every format it accepts.
 */
export async function makeScanCopies(file: Blob, quality = SCAN_COPY_QUALITY): Promise<ScanCopies> {
  const original = { locate: file, scan: Promise.resolve(file), isCopy: false };
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    return original;
  }
  let canvases: { locate: HTMLCanvasElement; scan: HTMLCanvasElement } | null;
  try {
    const locate = drawn(bitmap, ANALYSIS_EDGE);
    const scan = drawn(bitmap, PHOTO_EDGE);
    canvases = locate && scan ? { locate, scan } : null;
  } finally {
    bitmap.close();
  }
  if (!canvases) return original;
  const locate = await jpegOf(canvases.locate, LOCATE_COPY_QUALITY);
  if (!locate) return original;
  const scan = jpegOf(canvases.scan, quality).then((blob) => blob ?? file);
  return { locate, scan, isCopy: true };
}

function drawn(bitmap: ImageBitmap, maxEdge: number): HTMLCanvasElement | null {
  const size = fitWithin(bitmap.width, bitmap.height, maxEdge);
  const canvas = document.createElement('canvas');
  canvas.width = size.width;
  canvas.height = size.height;
  const context = canvas.getContext('2d');
  if (!context) return null;
  context.imageSmoothingQuality = 'high';
  context.drawImage(bitmap, 0, 0, size.width, size.height);
  return canvas;
}

async function jpegOf(canvas: HTMLCanvasElement, quality: number): Promise<Blob | null> {
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', quality));
  // Hand the canvas's pixels back now rather than at the next collection: a phone has little memory.
  canvas.width = 0;
  canvas.height = 0;
  return blob;
}
