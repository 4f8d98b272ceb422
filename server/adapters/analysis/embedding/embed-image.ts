import * as tf from '@tensorflow/tfjs-core';
import { assertRgbPixels, embeddingInput, type TRgbPixels } from '#common/analysis/embedding-input.ts';
import { loadMobilenet } from '#server/adapters/analysis/embedding/load-mobilenet.ts';

/** Interleaved 8-bit RGB, row-major, no padding (what decodeForAnalysis in analyse-photo.worker.ts returns). */
export type TRgbImage = TRgbPixels;

/**
 * MobileNetV2's pooled 1280-d feature vector for one photo, from the input tensor the browser makes
 * too (common/analysis/embedding-input.ts says how). Done in tfjs so it is deterministic for a given
 * backend and costs a few ms.
 */
export async function embedImage(image: TRgbImage): Promise<Float32Array> {
  // A bad image fails before the model is loaded for it.
  assertRgbPixels(image);
  const { model } = await loadMobilenet();
  const features = tf.tidy(() => model.predict(embeddingInput(image)) as tf.Tensor);
  try {
    return (await features.data()) as Float32Array;
  } finally {
    features.dispose();
  }
}
