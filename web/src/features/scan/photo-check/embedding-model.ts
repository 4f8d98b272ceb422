import { topology, weightSpecs, weightsUrl } from 'virtual:photo-check-model';
import { setThreadsCount, setWasmPaths } from '@tensorflow/tfjs-backend-wasm';
import plainWasmUrl from '@tensorflow/tfjs-backend-wasm/dist/tfjs-backend-wasm.wasm?url';
import simdWasmUrl from '@tensorflow/tfjs-backend-wasm/dist/tfjs-backend-wasm-simd.wasm?url';
import threadedWasmUrl from '@tensorflow/tfjs-backend-wasm/dist/tfjs-backend-wasm-threaded-simd.wasm?url';
import * as tf from '@tensorflow/tfjs-core';
import { type LayersModel, loadLayersModel } from '@tensorflow/tfjs-layers';
import { embeddingInput } from '#common/analysis/embedding-input.ts';

/**
 * The server's MobileNetV2 in the browser, on the same tfjs WebAssembly kernels
 * (server/adapters/analysis/embedding/load-mobilenet.ts): the same weights, cut after the embedding
 * layer (scripts/build/photo-check-model.ts), and the same input (common/analysis/embedding-input.ts),
 * so the embedding is the server's. Single-threaded, as on the server: the threaded build needs a
 * cross-origin-isolated page.
 */
async function load(): Promise<LayersModel> {
  // Fetched while the WebAssembly compiles.
  const weights = fetch(weightsUrl).then((response) => {
    if (!response.ok) throw new Error(`the photo check's model did not load (${response.status})`);
    return response.arrayBuffer();
  });
  // A failed backend start must not leave the fetch's rejection unhandled.
  weights.catch(() => {});
  // tfjs wants all three named; the threaded one is never fetched (multithreading is off).
  setWasmPaths({
    'tfjs-backend-wasm.wasm': plainWasmUrl,
    'tfjs-backend-wasm-simd.wasm': simdWasmUrl,
    'tfjs-backend-wasm-threaded-simd.wasm': threadedWasmUrl,
  });
  setThreadsCount(1);
  tf.env().set('WASM_HAS_MULTITHREAD_SUPPORT', false);
  if (!(await tf.setBackend('wasm'))) throw new Error('the tfjs WebAssembly backend failed to start');
  await tf.ready();
  const weightData = await weights;
  // No warm-up run (the server makes one): the first frame's check does that work, and a warm-up
  // would only hold it back when the model is ready before the camera.
  const model = await loadLayersModel(
    tf.io.fromMemory({ modelTopology: topology, weightSpecs, weightData } as tf.io.ModelArtifacts),
  );
  return model;
}

let loading: Promise<LayersModel> | null = null;

/** Loads once per worker; a failed load (offline on the first scan) is tried again by the next check. */
export function loadEmbeddingModel(): Promise<LayersModel> {
  loading ??= load().catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}

export async function embedPixels(image: {
  data: Uint8Array;
  width: number;
  height: number;
}): Promise<Float32Array> {
  const model = await loadEmbeddingModel();
  const features = tf.tidy(() => model.predict(embeddingInput(image)) as tf.Tensor);
  try {
    return (await features.data()) as Float32Array;
  } finally {
    features.dispose();
  }
}
