import * as tf from '@tensorflow/tfjs-core';
import type { TRgbImage } from '#common/analysis/colour.ts';

/** MobileNetV2's input side: it sees every photo as INPUT_SIZE × INPUT_SIZE pixels. */
export const INPUT_SIZE = 224;

/**
 * Interleaved 8-bit RGB, row-major, no padding: what the server's decodeForAnalysis returns, and a
 * canvas's pixels once alpha is dropped.
 */
export type TRgbPixels = Pick<TRgbImage, 'data' | 'width' | 'height'>;

/** Throws when the bytes do not fill a width × height RGB image, before any tensor is made of them. */
export function assertRgbPixels(image: TRgbPixels): void {
  const { data, width, height } = image;
  if (!Number.isInteger(width) || !Number.isInteger(height) || width < 1 || height < 1) {
    throw new Error(`bad image size ${width}×${height}`);
  }
  if (data.length !== width * height * 3) {
    throw new Error(`expected ${width * height * 3} RGB bytes, got ${data.length}`);
  }
}

/**
 * MobileNetV2's input tensor [1, 224, 224, 3] for one photo. Preprocessing is nsfwjs's own
 * (node_modules/nsfwjs/dist/esm/core.js, NSFWJS.infer): scale to [0, 1], then squash the whole
 * image to 224×224 with align-corners bilinear (no crop, aspect ratio not kept). One copy for the
 * server (server/adapters/analysis/embedding/embed-image.ts) and the browser: the gate's models
 * (common/analysis/model/) were trained on vectors made this way, so any other op or order would
 * move the embedding. The caller owns the returned tensor and disposes it.
 */
export function embeddingInput(image: TRgbPixels): tf.Tensor4D {
  assertRgbPixels(image);
  const { data, width, height } = image;
  return tf.tidy(() => {
    // Functional ops, not chained ones (`x.div()`): tfjs-core registers those only on request.
    const pixels = tf.div(tf.tensor3d(data, [height, width, 3], 'float32'), 255) as tf.Tensor3D;
    const sized =
      width === INPUT_SIZE && height === INPUT_SIZE
        ? pixels
        : tf.image.resizeBilinear(pixels, [INPUT_SIZE, INPUT_SIZE], true);
    return tf.expandDims(sized, 0);
  });
}
