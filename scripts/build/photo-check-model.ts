import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

/** The module the browser's photo check imports its model from (web/src/features/scan/photo-check/). */
const MODULE_ID = 'virtual:photo-check-model';
const RESOLVED_ID = `\0${MODULE_ID}`;
/** Where `npm run dev` serves the weights (a build emits them as a hashed asset instead). */
const DEV_WEIGHTS_PATH = '/@photo-check/weights.bin';
/** The server's MobileNetV2 (its README says where it comes from). */
const MODEL_FOLDER = path.resolve(
  import.meta.dirname,
  '../../server/adapters/analysis/embedding/mobilenet-v2',
);
/** The layer whose output is the embedding (server/adapters/analysis/embedding/load-mobilenet.ts). */
const FEATURE_LAYER = 'flatten_1';

type TWeightSpec = { name: string; shape: number[] };
type TKerasLayer = { name: string; config: { name: string } };
type TModelJson = {
  modelTopology: { model_config: { config: { layers: TKerasLayer[]; output_layers: unknown[] } } };
  weightsManifest: { weights: TWeightSpec[] }[];
};

/**
 * The server's model cut after the embedding layer: the layers after it (the nsfwjs classifier's
 * dense head, which the gate never reads) and their weights are dropped, 16% of the bytes. The
 * weights stay the server's exact 8-bit values, so the browser computes the server's embedding
 * (docs/decisions/012-photo-check-in-the-browser.md says why 4-bit ones were not taken).
 */
export function featureModel(): { topology: unknown; weightSpecs: TWeightSpec[]; weights: Uint8Array } {
  const model = JSON.parse(readFileSync(path.join(MODEL_FOLDER, 'model.json'), 'utf8')) as TModelJson;
  const bytes = readFileSync(path.join(MODEL_FOLDER, 'weights.bin'));
  const config = model.modelTopology.model_config.config;
  const cut = config.layers.findIndex((layer) => layer.name === FEATURE_LAYER);
  if (cut < 0) throw new Error(`${FEATURE_LAYER} not found in the MobileNetV2 model`);
  const kept = new Set(config.layers.slice(0, cut + 1).map((layer) => layer.name));
  const topology = structuredClone(model.modelTopology);
  topology.model_config.config.layers = config.layers.slice(0, cut + 1);
  topology.model_config.config.output_layers = [[FEATURE_LAYER, 0, 0]];

  const [group] = model.weightsManifest;
  if (!group) throw new Error('the MobileNetV2 model lists no weights');
  const weightSpecs: TWeightSpec[] = [];
  const chunks: Buffer[] = [];
  let offset = 0;
  for (const spec of group.weights) {
    // uint8-quantised: one byte per value.
    const size = spec.shape.reduce((product, n) => product * n, 1);
    // A weight's name starts with its layer's: `block_1_expand/kernel`.
    if (kept.has(spec.name.split('/')[0] ?? '')) {
      weightSpecs.push(spec);
      chunks.push(bytes.subarray(offset, offset + size));
    }
    offset += size;
  }
  if (offset !== bytes.length)
    throw new Error(`weights.bin has ${bytes.length} bytes, its manifest ${offset}`);
  return { topology, weightSpecs, weights: new Uint8Array(Buffer.concat(chunks)) };
}

/**
 * Serves the photo check's model to the web build as `virtual:photo-check-model`: the topology and
 * weight list inline (they are small), the weights as one hashed file the browser fetches only when a
 * scan starts, and the service worker keeps (web/src/pwa/cache-rules.ts: hashed assets).
 */
export function photoCheckModel(): Plugin {
  let model: ReturnType<typeof featureModel> | null = null;
  let isBuild = false;
  const load = () => {
    model ??= featureModel();
    return model;
  };
  return {
    name: 'pawsmile-photo-check-model',
    configResolved(config) {
      isBuild = config.command === 'build';
    },
    resolveId(id) {
      return id === MODULE_ID ? RESOLVED_ID : null;
    },
    load(id) {
      if (id !== RESOLVED_ID) return null;
      const { topology, weightSpecs, weights } = load();
      const weightsUrl = isBuild
        ? `import.meta.ROLLUP_FILE_URL_${this.emitFile({ type: 'asset', name: 'photo-check-weights.bin', source: weights })}`
        : JSON.stringify(DEV_WEIGHTS_PATH);
      return [
        `export const topology = ${JSON.stringify(topology)};`,
        `export const weightSpecs = ${JSON.stringify(weightSpecs)};`,
        `export const weightsUrl = ${weightsUrl};`,
      ].join('\n');
    },
    configureServer(server) {
      server.middlewares.use(DEV_WEIGHTS_PATH, (_request, response) => {
        response.setHeader('content-type', 'application/octet-stream');
        response.end(load().weights);
      });
    },
  };
}
