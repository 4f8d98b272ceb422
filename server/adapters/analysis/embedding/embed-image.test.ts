import * as tf from '@tensorflow/tfjs-core';
import { describe, expect, it } from 'vitest';
import { embedImage, type TRgbImage } from '#server/adapters/analysis/embedding/embed-image.ts';
import { FEATURE_LENGTH, loadMobilenet } from '#server/adapters/analysis/embedding/load-mobilenet.ts';

function flatGrey(width: number, height: number): TRgbImage {
  return { data: new Uint8Array(width * height * 3).fill(128), width, height };
}

/** Pink gum-like blobs on white with seeded noise: texture and colour nothing like flat grey. */
function pinkWhitePattern(width: number, height: number): TRgbImage {
  const data = new Uint8Array(width * height * 3);
  let seed = 12345;
  const noise = () => {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    return (seed / 2 ** 31) * 40 - 20;
  };
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const isPink = (Math.floor(x / 24) + Math.floor(y / 24)) % 2 === 0;
      const [r, g, b] = isPink ? [225, 120, 150] : [250, 248, 245];
      const i = (y * width + x) * 3;
      data[i] = Math.max(0, Math.min(255, r + noise()));
      data[i + 1] = Math.max(0, Math.min(255, g + noise()));
      data[i + 2] = Math.max(0, Math.min(255, b + noise()));
    }
  }
  return { data, width, height };
}

function cosine(a: Float32Array, b: Float32Array): number {
  let dot = 0;
  let normA = 0;
  let normB = 0;
  for (let i = 0; i < a.length; i += 1) {
    dot += a[i] * b[i];
    normA += a[i] * a[i];
    normB += b[i] * b[i];
  }
  return dot / Math.sqrt(normA * normB);
}

describe('embedImage', () => {
  it('loads the model once per process, on the wasm backend', async () => {
    const first = loadMobilenet();
    expect(loadMobilenet()).toBe(first);
    const loaded = await first;
    expect(await loadMobilenet()).toBe(loaded);
    expect(loaded.backend).toBe('wasm');
  });

  it('gives a finite 1280-d vector, the same each time for the same photo', async () => {
    const photo = pinkWhitePattern(320, 240);
    const first = await embedImage(photo);
    const second = await embedImage(photo);
    expect(first).toBeInstanceOf(Float32Array);
    expect(first).toHaveLength(FEATURE_LENGTH);
    expect(first.every(Number.isFinite)).toBe(true);
    expect(Array.from(second)).toEqual(Array.from(first));
  });

  it('tells a flat grey image from a pink and white pattern', async () => {
    const grey = await embedImage(flatGrey(224, 224));
    const pattern = await embedImage(pinkWhitePattern(224, 224));
    expect(cosine(grey, pattern)).toBeLessThan(0.9);
  });

  it('frees every tensor it makes', async () => {
    await embedImage(flatGrey(100, 60));
    const before = tf.memory().numTensors;
    await embedImage(pinkWhitePattern(300, 200));
    expect(tf.memory().numTensors).toBe(before);
  });

  it('refuses pixel data that does not match the size', async () => {
    await expect(embedImage({ data: new Uint8Array(10), width: 2, height: 2 })).rejects.toThrow(/RGB bytes/);
  });
});
