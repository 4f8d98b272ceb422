/**
 * sRGB (D65) to CIELAB. Lab is used because its a* (green-red) and b* (blue-yellow)
 * axes map directly onto what a vet looks at: redness, pallor, yellow and blue tints.
 */

export type TRgbImage = {
  data: Uint8Array;
  width: number;
  height: number;
  channels: 3;
};

export type TLabImage = {
  width: number;
  height: number;
  l: Float32Array;
  a: Float32Array;
  b: Float32Array;
};

/** Linear-light value of each 8-bit sRGB code, computed once. */
export const SRGB_TO_LINEAR = (() => {
  const table = new Float32Array(256);
  for (let i = 0; i < 256; i++) {
    const c = i / 255;
    table[i] = c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }
  return table;
})();

const XN = 0.95047;
const ZN = 1.08883;
const EPSILON = 216 / 24389;
const KAPPA = 24389 / 27;

/** Cube roots of 0, 1/1024, ... 1 (and one step past): the starting guesses of labCubeRoot. */
const CUBE_ROOT_STEPS = 1024;
const CUBE_ROOT_GUESSES = Float64Array.from({ length: CUBE_ROOT_STEPS + 2 }, (_, i) =>
  Math.cbrt(i / CUBE_ROOT_STEPS),
);

/**
 * The cube root of t in (EPSILON, 1], the only range labF needs: the nearest tabled root, then two
 * Halley steps (cubic convergence). Within 5e-16 of Math.cbrt and under half its time; three per
 * pixel were the analyser's largest single cost (docs/performance.md#scans). Anything outside falls back.
 */
function labCubeRoot(t: number): number {
  if (!(t > EPSILON && t <= 1)) return Math.cbrt(t);
  let y = CUBE_ROOT_GUESSES[(t * CUBE_ROOT_STEPS + 0.5) | 0];
  let cube = y * y * y;
  y *= (cube + 2 * t) / (2 * cube + t);
  cube = y * y * y;
  return (y * (cube + 2 * t)) / (2 * cube + t);
}

function labF(t: number): number {
  return t > EPSILON ? labCubeRoot(t) : (KAPPA * t + 16) / 116;
}

/** Lab of one linear-light RGB triple (each 0-1). */
export function linearToLab(r: number, g: number, b: number): [number, number, number] {
  const x = (0.4124564 * r + 0.3575761 * g + 0.1804375 * b) / XN;
  const y = 0.2126729 * r + 0.7151522 * g + 0.072175 * b;
  const z = (0.0193339 * r + 0.119192 * g + 0.9503041 * b) / ZN;
  const fx = labF(x);
  const fy = labF(y);
  const fz = labF(z);
  return [116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz)];
}

/** Lab of one 8-bit sRGB triple. */
export function srgbToLab(r: number, g: number, b: number): [number, number, number] {
  return linearToLab(SRGB_TO_LINEAR[r], SRGB_TO_LINEAR[g], SRGB_TO_LINEAR[b]);
}

/** Hue angle in degrees, -180..180; 0 is pure +a* (red), 90 is +b* (yellow). */
export function hueDegrees(a: number, b: number): number {
  return (Math.atan2(b, a) * 180) / Math.PI;
}

/**
 * Converts a whole image to Lab, applying per-channel white-balance gains in linear light
 * (a von Kries style correction) so colour readings do not depend on the lamp.
 */
export function imageToLab(
  image: TRgbImage,
  gains: readonly [number, number, number] = [1, 1, 1],
): TLabImage {
  const n = image.width * image.height;
  const l = new Float32Array(n);
  const a = new Float32Array(n);
  const b = new Float32Array(n);
  const [gr, gg, gb] = gains;
  const data = image.data;
  // linearToLab written out: the same arithmetic without an array per pixel, which was a tenth of
  // a scan's analysis time in allocation and garbage collection (docs/performance.md#scans).
  for (let i = 0, p = 0; i < n; i++, p += 3) {
    const r = Math.min(1, SRGB_TO_LINEAR[data[p]] * gr);
    const g = Math.min(1, SRGB_TO_LINEAR[data[p + 1]] * gg);
    const bl = Math.min(1, SRGB_TO_LINEAR[data[p + 2]] * gb);
    const fx = labF((0.4124564 * r + 0.3575761 * g + 0.1804375 * bl) / XN);
    const fy = labF(0.2126729 * r + 0.7151522 * g + 0.072175 * bl);
    const fz = labF((0.0193339 * r + 0.119192 * g + 0.9503041 * bl) / ZN);
    l[i] = 116 * fy - 16;
    a[i] = 500 * (fx - fy);
    b[i] = 200 * (fy - fz);
  }
  return { width: image.width, height: image.height, l, a, b };
}

/** Rec. 709 luma (0-255) of every pixel, on the encoded values, for exposure and sharpness checks. */
export function imageLuma(image: TRgbImage): Float32Array {
  const n = image.width * image.height;
  const out = new Float32Array(n);
  const d = image.data;
  for (let i = 0, p = 0; i < n; i++, p += 3) out[i] = 0.2126 * d[p] + 0.7152 * d[p + 1] + 0.0722 * d[p + 2];
  return out;
}
