import { checkPhoto } from '#common/photo-check/check-photo.ts';
import { ANALYSIS_EDGE } from '#common/photo-sizes.ts';
import { fitWithin } from '#web/features/scan/upload/scan-copy-size.ts';
import { embedPixels, loadEmbeddingModel } from './embedding-model.ts';
import type { TPhotoCheckRequest, TPhotoCheckResponse } from './photo-check-protocol.ts';

/**
 * The photo check, off the main thread (docs/decisions/012-photo-check-in-the-browser.md): decodes a
 * chosen photo or a camera frame to the analyser's size, measures it and embeds it as the server does
 * (common/photo-check/check-photo.ts), and answers. One check at a time, in order.
 */
// The project's types are the DOM's (the webworker lib would clash with them): the two members used here.
const scope = self as unknown as {
  onmessage: ((event: MessageEvent<TPhotoCheckRequest>) => void) | null;
  postMessage: (message: TPhotoCheckResponse) => void;
};

/** The photo upright, at most ANALYSIS_EDGE px on its long side, as packed RGB: what the server reads. */
async function pixelsOf(source: Blob | ImageBitmap) {
  const bitmap =
    source instanceof Blob ? await createImageBitmap(source, { imageOrientation: 'from-image' }) : source;
  try {
    const { width, height } = fitWithin(bitmap.width, bitmap.height, ANALYSIS_EDGE);
    const canvas = new OffscreenCanvas(width, height);
    const context = canvas.getContext('2d', { willReadFrequently: true });
    if (!context) throw new Error('no 2D canvas in this worker');
    context.imageSmoothingQuality = 'high';
    context.drawImage(bitmap, 0, 0, width, height);
    const rgba = context.getImageData(0, 0, width, height).data;
    const rgb = new Uint8Array(width * height * 3);
    for (let i = 0, j = 0; i < rgba.length; i += 4, j += 3) {
      rgb[j] = rgba[i];
      rgb[j + 1] = rgba[i + 1];
      rgb[j + 2] = rgba[i + 2];
    }
    return { data: rgb, width, height, channels: 3 as const };
  } finally {
    bitmap.close();
  }
}

async function answer(request: TPhotoCheckRequest): Promise<TPhotoCheckResponse> {
  await loadEmbeddingModel();
  if (request.kind === 'load') return { id: request.id, ok: true, check: null, timings: null };
  const started = performance.now();
  const image = await pixelsOf(request.kind === 'photo' ? request.photo : request.frame);
  const decoded = performance.now();
  const embedding = await embedPixels(image);
  const embedded = performance.now();
  const check = checkPhoto(image, embedding, { isPersonChecked: request.kind === 'frame' });
  return {
    id: request.id,
    ok: true,
    check,
    timings: {
      decodeMs: decoded - started,
      embedMs: embedded - decoded,
      measureMs: performance.now() - embedded,
    },
  };
}

let queue: Promise<unknown> = Promise.resolve();

scope.onmessage = (event: MessageEvent<TPhotoCheckRequest>) => {
  const request = event.data;
  queue = queue.then(async () => {
    try {
      scope.postMessage(await answer(request));
    } catch (error) {
      scope.postMessage({
        id: request.id,
        ok: false,
        error: error instanceof Error ? error.message : String(error),
      });
    }
  });
};
