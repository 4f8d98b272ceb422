/** Binary-mask helpers for the overlay's outlines (Uint8Array of 0/1, row-major, like masks.ts). */

/**
 * A 3x3 majority vote (5 of 9 set), `passes` times: drops specks and one-pixel whiskers, fills
 * pinholes and rounds the stair-steps of a per-pixel mask, so its outline reads as one smooth line.
 * Pixels beyond the image repeat the nearest edge pixel, so a mask that runs off the photo keeps
 * its corners.
 */
export function smoothMask(mask: Uint8Array, width: number, height: number, passes = 2): Uint8Array {
  let current = mask;
  const rows = new Uint8Array(width * height);
  for (let pass = 0; pass < passes; pass++) {
    // Horizontal sums of three, then vertical sums of those: the 3x3 count in two cheap passes.
    for (let y = 0; y < height; y++) {
      const row = y * width;
      const last = row + width - 1;
      rows[row] = 2 * current[row] + current[row + 1];
      for (let i = row + 1; i < last; i++) rows[i] = current[i - 1] + current[i] + current[i + 1];
      rows[last] = current[last - 1] + 2 * current[last];
    }
    const out = new Uint8Array(width * height);
    for (let y = 0; y < height; y++) {
      const up = (y > 0 ? y - 1 : y) * width - y * width;
      const down = (y < height - 1 ? y + 1 : y) * width - y * width;
      const end = (y + 1) * width;
      for (let i = y * width; i < end; i++) {
        if (rows[i + up] + rows[i] + rows[i + down] >= 5) out[i] = 1;
      }
    }
    current = out;
  }
  return current;
}

/**
 * Clears the 4-connected parts of a mask smaller than `minSize` pixels, in place: a few stray
 * pixels would otherwise each get a ring of their own, dots that explain nothing to an owner.
 */
export function dropSmallParts(mask: Uint8Array, width: number, minSize: number): Uint8Array {
  const seen = new Uint8Array(mask.length);
  const stack = new Int32Array(mask.length);
  const part = new Int32Array(mask.length);
  let top = 0;
  const push = (j: number) => {
    if (mask[j] && !seen[j]) {
      seen[j] = 1;
      stack[top++] = j;
    }
  };
  for (let start = 0; start < mask.length; start++) {
    if (!mask[start] || seen[start]) continue;
    let size = 0;
    push(start);
    while (top > 0) {
      const i = stack[--top];
      part[size++] = i;
      const x = i % width;
      if (x > 0) push(i - 1);
      if (x < width - 1) push(i + 1);
      if (i >= width) push(i - width);
      if (i + width < mask.length) push(i + width);
    }
    if (size < minSize) for (let k = 0; k < size; k++) mask[part[k]] = 0;
  }
  return mask;
}

/**
 * The pixels on either side of a mask's boundary (a set pixel with an unset 4-neighbour, or the
 * reverse): a line two pixels wide centred on the edge. The image's own border is not an edge.
 */
export function edgeOf(mask: Uint8Array, width: number, height: number): Uint8Array {
  const out = new Uint8Array(width * height);
  for (let y = 0; y < height; y++) {
    const row = y * width;
    for (let x = 0; x < width; x++) {
      const i = row + x;
      const v = mask[i];
      if (
        (x > 0 && mask[i - 1] !== v) ||
        (x < width - 1 && mask[i + 1] !== v) ||
        (y > 0 && mask[i - width] !== v) ||
        (y < height - 1 && mask[i + width] !== v)
      ) {
        out[i] = 1;
      }
    }
  }
  return out;
}

/**
 * The line the overlay draws along a (smoothed) mask's boundary: edgeOf plus one more pixel
 * outside, three pixels wide, so it still reads when a phone shows the 512 px overlay at half size,
 * while it covers only one pixel of what it outlines.
 */
export function outlineOf(mask: Uint8Array, width: number, height: number): Uint8Array {
  const line = edgeOf(mask, width, height);
  const around = rimOf(line, width, height);
  for (let i = 0; i < line.length; i++) if (around[i] && !mask[i]) line[i] = 1;
  return line;
}

/** Unset pixels touching (8-neighbour) a set one: a one-pixel rim around every line. */
export function rimOf(mask: Uint8Array, width: number, height: number): Uint8Array {
  const out = new Uint8Array(width * height);
  for (let y = 0; y < height; y++) {
    const row = y * width;
    for (let x = 0; x < width; x++) {
      if (!mask[row + x]) continue;
      const y0 = y > 0 ? y - 1 : y;
      const y1 = y < height - 1 ? y + 1 : y;
      const x0 = x > 0 ? x - 1 : x;
      const x1 = x < width - 1 ? x + 1 : x;
      for (let yy = y0; yy <= y1; yy++) {
        for (let xx = x0; xx <= x1; xx++) {
          const j = yy * width + xx;
          if (!mask[j]) out[j] = 1;
        }
      }
    }
  }
  return out;
}

export function isEmptyMask(mask: Uint8Array): boolean {
  for (let i = 0; i < mask.length; i++) if (mask[i]) return false;
  return true;
}

/**
 * The rows [top, bottom) holding every set pixel of the masks, widened by `pad` rows each way
 * (clipped to the image); null when all are empty. A mouth's masks span a fraction of the photo's
 * height, so the overlay works on this band alone (subarrays of whole rows, no copies).
 */
export function rowBandOf(
  masks: readonly Uint8Array[],
  width: number,
  height: number,
  pad: number,
): { top: number; bottom: number } | null {
  let first = height;
  let last = -1;
  for (const mask of masks) {
    for (let i = 0; i < first * width; i++) {
      if (mask[i]) {
        first = Math.floor(i / width);
        break;
      }
    }
    for (let i = mask.length - 1; i >= (last + 1) * width; i--) {
      if (mask[i]) {
        last = Math.floor(i / width);
        break;
      }
    }
  }
  if (last < 0) return null;
  return { top: Math.max(0, first - pad), bottom: Math.min(height, last + pad + 1) };
}
