import * as tf from '@tensorflow/tfjs-core';
import { INPUT_SIZE, loadMobilenet } from '#server/adapters/analysis/embedding/load-mobilenet.ts';

/** Interleaved 8-bit RGB, row-major, no padding (what decodeForAnalysis in analyse-photo.worker.ts returns). */
export type TRgbImage = { data: Uint8Array; width: number; height: number };

/**
 * MobileNetV2's pooled 1280-d feature vector for one photo. Preprocessing is nsfwjs's own
 * (node_modules/nsfwjs/dist/esm/core.js, NSFWJS.infer): scale to [0, 1], then squash the whole
 * image to 224×224 with align-corners bilinear (no crop, aspect ratio not kept). Done in tfjs so
 * it is deterministic for a given backend and costs a few ms.
 */
export async function embedImage(image: TRgbImage): Promise<Float32Array> {
  const { data, width, height } = image;
  if (!Number.isInteger(width) || !Number.isInteger(height) || width < 1 || height < 1) {
    throw new Error(`bad image size ${width}×${height}`);
  }
  if (data.length !== width * height * 3) {
    throw new Error(`expected ${width * height * 3} RGB bytes, got ${data.length}`);
  }
  const { model } = await loadMobilenet();
  const features = tf.tidy(() => {
    // Functional ops, not chained ones (`x.div()`): tfjs-core registers those only on request.
    const pixels = tf.div(tf.tensor3d(data, [height, width, 3], 'float32'), 255) as tf.Tensor3D;
    const sized =
      width === INPUT_SIZE && height === INPUT_SIZE
        ? pixels
        : tf.image.resizeBilinear(pixels, [INPUT_SIZE, INPUT_SIZE], true);
    return model.predict(tf.expandDims(sized, 0)) as tf.Tensor;
  });
  try {
    return (await features.data()) as Float32Array;
  } finally {
    features.dispose();
  }
}
