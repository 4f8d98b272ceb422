/** Small helpers over binary masks (Uint8Array of 0/1, row-major). */

/** Summed-area table with one extra row and column of zeros. */
export function integralOf(mask: Uint8Array, width: number, height: number): Uint32Array {
  const w1 = width + 1;
  const table = new Uint32Array(w1 * (height + 1));
  for (let y = 0; y < height; y++) {
    let row = 0;
    for (let x = 0; x < width; x++) {
      row += mask[y * width + x];
      table[(y + 1) * w1 + x + 1] = table[y * w1 + x + 1] + row;
    }
  }
  return table;
}

/** Number of set pixels in the square of radius r around (x, y), clipped to the image. */
export function countAround(table: Uint32Array, width: number, height: number, x: number, y: number, r: number): number {
  const w1 = width + 1;
  const x0 = Math.max(0, x - r);
  const y0 = Math.max(0, y - r);
  const x1 = Math.min(width, x + r + 1);
  const y1 = Math.min(height, y + r + 1);
  return table[y1 * w1 + x1] - table[y0 * w1 + x1] - table[y1 * w1 + x0] + table[y0 * w1 + x0];
}

/** Pixels within radius r of at least `minCount` set pixels of `mask` (a square dilation with a noise floor). */
export function near(mask: Uint8Array, width: number, height: number, r: number, minCount = 1): Uint8Array {
  const table = integralOf(mask, width, height);
  const out = new Uint8Array(width * height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      if (countAround(table, width, height, x, y, r) >= minCount) out[y * width + x] = 1;
    }
  }
  return out;
}

export function countSet(mask: Uint8Array): number {
  let n = 0;
  for (let i = 0; i < mask.length; i++) n += mask[i];
  return n;
}

export function and(a: Uint8Array, b: Uint8Array): Uint8Array {
  const out = new Uint8Array(a.length);
  for (let i = 0; i < a.length; i++) out[i] = a[i] & b[i];
  return out;
}

/** Value at quantile q (0-1) of `values` at the set pixels of `mask`; NaN when the mask is empty. */
export function quantileAt(values: Float32Array, mask: Uint8Array, q: number): number {
  const picked: number[] = [];
  for (let i = 0; i < mask.length; i++) if (mask[i]) picked.push(values[i]);
  if (picked.length === 0) return Number.NaN;
  picked.sort((x, y) => x - y);
  return picked[Math.min(picked.length - 1, Math.floor(q * picked.length))];
}

/** Bounding box of the set pixels, trimmed to the 2nd-98th percentile so stray pixels do not stretch it. */
export function boxOf(
  mask: Uint8Array,
  width: number,
  height: number,
): { x: number; y: number; width: number; height: number } | null {
  const xs: number[] = [];
  const ys: number[] = [];
  for (let i = 0; i < mask.length; i++) {
    if (!mask[i]) continue;
    xs.push(i % width);
    ys.push(Math.floor(i / width));
  }
  if (xs.length === 0) return null;
  xs.sort((p, q) => p - q);
  ys.sort((p, q) => p - q);
  const lo = Math.floor(xs.length * 0.02);
  const hi = Math.max(lo, Math.ceil(xs.length * 0.98) - 1);
  const x0 = xs[lo];
  const x1 = xs[hi] + 1;
  const y0 = ys[lo];
  const y1 = ys[hi] + 1;
  return { x: x0 / width, y: y0 / height, width: (x1 - x0) / width, height: (y1 - y0) / height };
}
