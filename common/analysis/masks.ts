/** Small helpers over binary masks (Uint8Array of 0/1, row-major). */

/** Summed-area table with one extra row and column of zeros. */
function integralOf(mask: Uint8Array, width: number, height: number): Uint32Array {
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

/** Pixels within radius r of at least `minCount` set pixels of `mask` (a square dilation with a noise floor). */
export function near(mask: Uint8Array, width: number, height: number, r: number, minCount = 1): Uint8Array {
  const table = integralOf(mask, width, height);
  const w1 = width + 1;
  const out = new Uint8Array(width * height);
  // The square's clipping at the image edges, hoisted: the column bounds are the same on every row
  // (docs/performance.md#scans: this loop runs over every pixel three times per photo).
  const lefts = new Int32Array(width);
  const rights = new Int32Array(width);
  for (let x = 0; x < width; x++) {
    lefts[x] = Math.max(0, x - r);
    rights[x] = Math.min(width, x + r + 1);
  }
  for (let y = 0; y < height; y++) {
    const top = Math.max(0, y - r) * w1;
    const bottom = Math.min(height, y + r + 1) * w1;
    const row = y * width;
    for (let x = 0; x < width; x++) {
      const x0 = lefts[x];
      const x1 = rights[x];
      if (table[bottom + x1] - table[top + x1] - table[bottom + x0] + table[top + x0] >= minCount) {
        out[row + x] = 1;
      }
    }
  }
  return out;
}

const HISTOGRAM_MIN = -128;
const HISTOGRAM_STEP = 0.125;
const HISTOGRAM_BINS = 2049;

/**
 * Values (Lab, within -128..128) counted to 0.125 units, for quantiles in linear time instead of a
 * sort. Several can be filled in one pass over the pixels (features.ts fills nine at once).
 */
export class ValueHistogram {
  private readonly bins = new Uint32Array(HISTOGRAM_BINS);
  total = 0;

  add(value: number): void {
    const bin = Math.round((value - HISTOGRAM_MIN) / HISTOGRAM_STEP);
    this.bins[bin < 0 ? 0 : bin >= HISTOGRAM_BINS ? HISTOGRAM_BINS - 1 : bin]++;
    this.total++;
  }

  /** Value at quantile q (0-1), to 0.125 units; NaN when nothing was added. */
  quantile(q: number): number {
    if (this.total === 0) return Number.NaN;
    const target = Math.min(this.total - 1, Math.floor(q * this.total));
    let seen = 0;
    for (let bin = 0; bin < HISTOGRAM_BINS; bin++) {
      seen += this.bins[bin];
      if (seen > target) return HISTOGRAM_MIN + bin * HISTOGRAM_STEP;
    }
    return HISTOGRAM_MIN + (HISTOGRAM_BINS - 1) * HISTOGRAM_STEP;
  }
}

/** Bounding box of the set pixels, trimmed to the 2nd-98th percentile so stray pixels do not stretch it. */
export function boxOf(
  mask: Uint8Array,
  width: number,
  height: number,
): { x: number; y: number; width: number; height: number } | null {
  const columns = new Uint32Array(width);
  const rows = new Uint32Array(height);
  let total = 0;
  for (let y = 0, i = 0; y < height; y++) {
    for (let x = 0; x < width; x++, i++) {
      if (!mask[i]) continue;
      columns[x]++;
      rows[y]++;
      total++;
    }
  }
  if (total === 0) return null;
  const [x0, x1] = trimmedRange(columns, total);
  const [y0, y1] = trimmedRange(rows, total);
  return { x: x0 / width, y: y0 / height, width: (x1 - x0) / width, height: (y1 - y0) / height };
}

/** First and one-past-last index holding the 2nd-98th percentile of a count profile. */
function trimmedRange(profile: Uint32Array, total: number): [number, number] {
  const lo = Math.floor(total * 0.02);
  const hi = Math.max(lo, Math.ceil(total * 0.98) - 1);
  let start = 0;
  let end = profile.length;
  let seen = 0;
  let hasStart = false;
  for (let k = 0; k < profile.length; k++) {
    seen += profile[k];
    if (!hasStart && seen > lo) {
      start = k;
      hasStart = true;
    }
    if (seen > hi) {
      end = k + 1;
      break;
    }
  }
  return [start, end];
}
