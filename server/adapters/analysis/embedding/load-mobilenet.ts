import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { setThreadsCount, setWasmPaths } from '@tensorflow/tfjs-backend-wasm';
import * as tf from '@tensorflow/tfjs-core';
import { type LayersModel, model as layersModel, loadLayersModel } from '@tensorflow/tfjs-layers';
import { INPUT_SIZE } from '#common/analysis/embedding-input.ts';

/**
 * The flattened 7×7 average pool of MobileNetV2's last 1280-channel activation (`out_relu`). At a
 * 224 px input the pool covers the whole map, so this is the global-average-pooled feature vector;
 * nsfwjs's head (dense_1..dense_3) starts right after it. See README.md beside this file.
 */
export const FEATURE_LAYER = 'flatten_1';
export const FEATURE_LENGTH = 1280;
/**
 * Names the weights, layer and preprocessing (common/analysis/embedding-input.ts) behind a vector.
 * Change it with any of them, so vectors cached under the old name (scripts/train/cache-embeddings.ts)
 * are not mixed in.
 */
export const EMBEDDING_ID = 'nsfwjs-4.4.0-mobilenet_v2-flatten_1-unit-bilinear224-v1';

export type TMobilenet = {
  /** Input [n, 224, 224, 3] in [0, 1]; output [n, 1280]. */
  model: LayersModel;
  backend: string;
  loadMs: number;
};

const require = createRequire(import.meta.url);

/**
 * nsfwjs 4.4.0's MobileNetV2 (MIT, mobilenet-v2/LICENSE), kept in the repo as its model JSON and
 * weight bytes (README.md beside this file says how they were taken out of the package). The server
 * build copies the folder to the same place beside the compiled module (vite.server.config.ts).
 */
export const MODEL_SHA256 = '8e7dddbb16acacc1bf1601b1b8a761e730ff934b7f2d7771312b2f000e5f5f13';

function modelFolder(): string {
  const folder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'mobilenet-v2');
  if (!existsSync(path.join(folder, 'model.json')))
    throw new Error(`MobileNetV2 model files not found in ${folder}`);
  return folder;
}

function readArtifacts(): tf.io.ModelArtifacts {
  const folder = modelFolder();
  const modelJson = JSON.parse(readFileSync(path.join(folder, 'model.json'), 'utf8')) as tf.io.ModelJSON;
  const bytes = readFileSync(path.join(folder, 'weights.bin'));
  const sha256 = createHash('sha256').update(bytes).digest('hex');
  if (sha256 !== MODEL_SHA256) throw new Error(`MobileNetV2 weights changed (sha256 ${sha256})`);
  const [group, ...rest] = modelJson.weightsManifest ?? [];
  if (!group || rest.length > 0) throw new Error('expected the MobileNetV2 weights in one group');
  // A copy: readFileSync may hand back a view into a larger pooled buffer.
  const weightData = bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength);
  return { modelTopology: modelJson.modelTopology, weightSpecs: group.weights, weightData };
}

/**
 * The WASM backend reading its .wasm from node_modules (same path from tsx and from dist/, which
 * runs with node_modules present). Multithreading is switched off: each piscina worker is one
 * thread, and the threaded build would spawn its own Web Workers from a Blob URL, which Node lacks.
 * SIMD is used when the runtime has it (Node 20 does).
 */
async function initBackend(): Promise<string> {
  const wasmFile = require.resolve('@tensorflow/tfjs-backend-wasm/dist/tfjs-backend-wasm.wasm');
  setWasmPaths(`${path.dirname(wasmFile)}${path.sep}`);
  setThreadsCount(1);
  tf.env().set('WASM_HAS_MULTITHREAD_SUPPORT', false);
  const before = {
    uncaughtException: process.listeners('uncaughtException'),
    unhandledRejection: process.listeners('unhandledRejection'),
  };
  // No silent fall-back to the cpu backend: its float results differ slightly, and cached
  // embeddings must come from the same kernels as the ones computed at run time.
  const isSet = await tf.setBackend('wasm');
  if (!isSet) throw new Error('the tfjs wasm backend failed to initialise');
  await tf.ready();
  // The Emscripten glue (node_modules/@tensorflow/tfjs-backend-wasm/dist/wasm-out/tfjs-backend-wasm.js)
  // adds process listeners that rethrow every uncaught error and rejection; they would take over
  // from the host's own handling (piscina's worker, vitest), so they are removed again.
  for (const event of ['uncaughtException', 'unhandledRejection'] as const) {
    for (const listener of process.listeners(event)) {
      if (!before[event].includes(listener)) process.off(event, listener);
    }
  }
  return tf.getBackend();
}

async function load(): Promise<TMobilenet> {
  const started = performance.now();
  const backend = await initBackend();
  const full = await loadLayersModel(tf.io.fromMemory(readArtifacts()));
  const feature = full.getLayer(FEATURE_LAYER);
  const shape = feature.outputShape;
  if (!Array.isArray(shape) || shape[1] !== FEATURE_LENGTH) {
    throw new Error(`${FEATURE_LAYER} has shape ${JSON.stringify(shape)}, not [null, ${FEATURE_LENGTH}]`);
  }
  const model = layersModel({ inputs: full.inputs, outputs: feature.output });
  // The first call compiles the kernels; doing it here keeps it out of the first photo's time.
  tf.tidy(() => model.predict(tf.zeros([1, INPUT_SIZE, INPUT_SIZE, 3])));
  return { model, backend, loadMs: performance.now() - started };
}

let loading: Promise<TMobilenet> | null = null;

/** Loads once per process (or worker thread); a failed load is retried by the next call. */
export function loadMobilenet(): Promise<TMobilenet> {
  loading ??= load().catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}
