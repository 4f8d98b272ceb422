import { SRGB_TO_LINEAR } from '#common/analysis/colour.ts';

function toSrgbCode(linear: number): number {
  const v = Math.min(1, Math.max(0, linear));
  return Math.round((v <= 0.0031308 ? 12.92 * v : 1.055 * v ** (1 / 2.4) - 0.055) * 255);
}

/**
 * The photo as a camera would have taken it under another light: per-channel gains (R, G, B) in
 * linear light, clipped like a sensor. Warm light is [1.2, 1, 0.8]; 30% more exposure [1.3, 1.3, 1.3].
 */
export function relight(rgb: Uint8Array, gains: readonly [number, number, number]): Uint8Array {
  const tables = gains.map((g) =>
    Uint8Array.from({ length: 256 }, (_, i) => toSrgbCode(SRGB_TO_LINEAR[i] * g)),
  );
  const out = new Uint8Array(rgb.length);
  for (let i = 0; i < rgb.length; i += 3) {
    out[i] = tables[0][rgb[i]];
    out[i + 1] = tables[1][rgb[i + 1]];
    out[i + 2] = tables[2][rgb[i + 2]];
  }
  return out;
}
