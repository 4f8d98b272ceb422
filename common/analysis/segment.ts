import { hueDegrees, type TLabImage } from '#common/analysis/colour.ts';
import { near, ValueHistogram } from '#common/analysis/masks.ts';

/** Pixel classes, chosen in CIELAB after white balance. */
export const PIXEL = { other: 0, gum: 1, tooth: 2, stain: 3, pigment: 4, blueGrey: 5 } as const;

export type TSegmentation = {
  width: number;
  height: number;
  classes: Uint8Array;
  /** Gum-like tissue (pink, pigmented or blue/grey) within `radius` px of a tooth: the gum margin. */
  margin: Uint8Array;
  /** Tooth or stained-tooth pixels within `radius` px of gum tissue: the tooth near the gum line. */
  gumline: Uint8Array;
  radius: number;
  counts: {
    gum: number;
    tooth: number;
    stain: number;
    pigment: number;
    blueGrey: number;
    /** Pink gum (class gum, not pigment or blue-grey) in the margin. */
    pinkMargin: number;
    /** Pixels of the gumline band. */
    gumline: number;
  };
  /** Median row of the tooth pixels in each third of the width, to tell upper from lower gum. */
  toothMidRow: [number, number, number];
};

/**
 * Colour rules per pixel. Gums are pink to red (hue -25..45 deg) or pale pink; teeth are bright and
 * nearly neutral; tartar is yellow to brown; pigmented gums are dark and neutral; cyanotic gums are
 * a dull blue-purple grey. Tissue that is too yellow for a gum (hue > 45) is left out on purpose:
 * tan fur, skin and wood live there.
 */
export function classifyPixel(l: number, a: number, b: number): number {
  const chroma = Math.sqrt(a * a + b * b);
  // Teeth are yellowish white: any red must be small next to the yellow, or pale gums would pass.
  if (l >= 58 && chroma <= 24 && b >= -8 && (a <= 5 || (a <= 12 && b >= 1.6 * a))) return PIXEL.tooth;
  // The hue (an arc tangent) only for pixels that pass a class's cheaper tests first, and once.
  let hue = Number.NaN;
  if (chroma >= 9 && a >= 7 && l >= 25 && l <= 93) {
    hue = hueDegrees(a, b);
    if (hue >= -25 && hue <= 45) return PIXEL.gum;
  }
  if (chroma >= 14 && b >= 12 && l >= 28 && l <= 88 && a <= 24) {
    if (Number.isNaN(hue)) hue = hueDegrees(a, b);
    if (hue > 58 && hue <= 100) return PIXEL.stain;
  }
  if (l < 32 && chroma < 16) return PIXEL.pigment;
  if (l >= 30 && l <= 72 && chroma >= 4 && chroma <= 24 && a >= -4) {
    if (Number.isNaN(hue)) hue = hueDegrees(a, b);
    if (hue >= -115 && hue < -25) return PIXEL.blueGrey;
  }
  return PIXEL.other;
}

export function segment(lab: TLabImage): TSegmentation {
  const { width, height } = lab;
  const n = width * height;
  const raw = new Uint8Array(n);
  const isTooth = new Uint8Array(n);
  const toothB = new ValueHistogram();
  for (let i = 0; i < n; i++) {
    const c = classifyPixel(lab.l[i], lab.a[i], lab.b[i]);
    raw[i] = c;
    if (c === PIXEL.tooth) {
      isTooth[i] = 1;
      toothB.add(lab.b[i]);
    }
  }

  const radius = Math.max(3, Math.round(Math.max(width, height) * 0.03));
  const toothMedianB = toothB.quantile(0.5);
  // Yellow-brown only counts as tartar when it sits among tooth pixels and is clearly yellower than
  // this photo's own teeth; elsewhere the same colour is tan fur, skin or wood. The cost: a crown
  // almost wholly covered in tartar is under-read (see docs/decisions/001).
  const small = Math.max(2, Math.round(radius / 2));
  const window = (2 * small + 1) ** 2;
  const amongTeeth = near(isTooth, width, height, small, Math.ceil(window * 0.2));
  const minStainB = (Number.isNaN(toothMedianB) ? 12 : toothMedianB) + 10;
  // One pass for the final classes, their counts and the masks the bands are grown from
  // (docs/performance.md#scans: a pass and a mask per step were a fifth of the analysis time).
  const classes = new Uint8Array(n);
  const isDental = new Uint8Array(n);
  const isGumOrPigment = new Uint8Array(n);
  const classCounts = new Uint32Array(6);
  for (let i = 0; i < n; i++) {
    let c = raw[i];
    if (c === PIXEL.stain && !(amongTeeth[i] === 1 && lab.b[i] >= minStainB)) c = PIXEL.other;
    classes[i] = c;
    classCounts[c]++;
    isDental[i] = c === PIXEL.tooth || c === PIXEL.stain ? 1 : 0;
    isGumOrPigment[i] = c === PIXEL.gum || c === PIXEL.pigment ? 1 : 0;
  }
  const nearDental = near(isDental, width, height, radius, 3);
  // Tartar forms at the gum line, so the tooth band next to pink or pigmented gum is where it is
  // judged; pigment is included so dark-gummed breeds are not skipped.
  const nearGum = near(isGumOrPigment, width, height, radius, 3);
  const margin = new Uint8Array(n);
  const gumline = new Uint8Array(n);
  let pinkMargin = 0;
  let gumlineCount = 0;
  for (let i = 0; i < n; i++) {
    const c = classes[i];
    const isTissue = c === PIXEL.gum || c === PIXEL.pigment || c === PIXEL.blueGrey;
    if (isTissue && nearDental[i]) {
      margin[i] = 1;
      if (c === PIXEL.gum) pinkMargin++;
    }
    if (isDental[i] && nearGum[i]) {
      gumline[i] = 1;
      gumlineCount++;
    }
  }

  return {
    width,
    height,
    classes,
    margin,
    gumline,
    radius,
    counts: {
      gum: classCounts[PIXEL.gum],
      tooth: classCounts[PIXEL.tooth],
      stain: classCounts[PIXEL.stain],
      pigment: classCounts[PIXEL.pigment],
      blueGrey: classCounts[PIXEL.blueGrey],
      pinkMargin,
      gumline: gumlineCount,
    },
    toothMidRow: toothMidRows(isDental, width, height),
  };
}

/**
 * Median row of the dental pixels in each third of the width (the overall median for a third with
 * fewer than 20). Counted per row rather than sorted: the same medians in one pass.
 */
function toothMidRows(dental: Uint8Array, width: number, height: number): [number, number, number] {
  const perThird = [new Uint32Array(height), new Uint32Array(height), new Uint32Array(height)];
  const totals = [0, 0, 0];
  const thirdOf = new Uint8Array(width);
  for (let x = 0; x < width; x++) thirdOf[x] = Math.min(2, Math.floor((x * 3) / width));
  for (let y = 0, i = 0; y < height; y++) {
    for (let x = 0; x < width; x++, i++) {
      if (!dental[i]) continue;
      perThird[thirdOf[x]][y]++;
      totals[thirdOf[x]]++;
    }
  }
  const all = totals[0] + totals[1] + totals[2];
  let overall = height / 2;
  if (all > 0) {
    // The element at index all >> 1 of all rows sorted.
    const wanted = all >> 1;
    for (let y = 0, seen = 0; y < height; y++) {
      seen += perThird[0][y] + perThird[1][y] + perThird[2][y];
      if (seen > wanted) {
        overall = y;
        break;
      }
    }
  }
  return perThird.map((rows, third) => {
    if (totals[third] < 20) return overall;
    const wanted = totals[third] >> 1;
    for (let y = 0, seen = 0; y < height; y++) {
      seen += rows[y];
      if (seen > wanted) return y;
    }
    return overall;
  }) as [number, number, number];
}
