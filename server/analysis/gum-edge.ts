import type { TLabImage } from '#common/analysis/colour.ts';
import { INFLAMED_PATCH } from '#common/analysis/features.ts';
import { near, ValueHistogram } from '#common/analysis/masks.ts';
import { PIXEL, type TSegmentation } from '#common/analysis/segment.ts';

/** Tooth parts smaller than this share of the largest are specks, or white things that are not teeth. */
const MIN_TOOTH_PART = 0.2;

/**
 * What the overlay outlines (docs/decisions/010-analyser-v4.md). `edge`: the pink gum right next to
 * the teeth of the mouth (the tooth parts touching gum, large next to the largest). `red`: the
 * inflamed patches the gingivitis grader reads (INFLAMED_PATCH, redder and darker than the photo's
 * median gum) within the gum band around those teeth. Neither marks teeth, a tongue or lip away
 * from them, a pink towel by a white one, or specks.
 */
export function gumEdgeMasks(lab: TLabImage, seg: TSegmentation): { edge: Uint8Array; red: Uint8Array } {
  const { width, height, classes } = seg;
  const n = classes.length;
  const teeth = keepLargeParts(seg.gumline, width);
  const edgeBand = near(teeth, width, height, Math.max(2, Math.round(seg.radius / 2)));
  const gumBand = near(teeth, width, height, seg.radius);
  const gumA = new ValueHistogram();
  const gumL = new ValueHistogram();
  const edge = new Uint8Array(n);
  for (let i = 0; i < n; i++) {
    if (classes[i] !== PIXEL.gum) continue;
    gumA.add(lab.a[i]);
    gumL.add(lab.l[i]);
    if (edgeBand[i]) edge[i] = 1;
  }
  const red = new Uint8Array(n);
  if (gumA.total === 0) return { edge, red };
  const minA = gumA.quantile(0.5) + INFLAMED_PATCH.redder;
  const maxL = gumL.quantile(0.5) - INFLAMED_PATCH.darker;
  for (let i = 0; i < n; i++) {
    if (classes[i] === PIXEL.gum && gumBand[i] && lab.a[i] >= minA && lab.l[i] <= maxL) red[i] = 1;
  }
  return { edge, red };
}

/** The 4-connected parts of `mask` at least MIN_TOOTH_PART of the largest part's size. */
function keepLargeParts(mask: Uint8Array, width: number): Uint8Array {
  const part = new Int32Array(mask.length).fill(-1);
  const sizes: number[] = [];
  const stack = new Int32Array(mask.length);
  for (let start = 0; start < mask.length; start++) {
    if (!mask[start] || part[start] >= 0) continue;
    const id = sizes.length;
    let top = 0;
    let size = 0;
    part[start] = id;
    stack[top++] = start;
    while (top > 0) {
      const i = stack[--top];
      size++;
      const x = i % width;
      for (const j of [x > 0 ? i - 1 : -1, x < width - 1 ? i + 1 : -1, i - width, i + width]) {
        if (j >= 0 && j < mask.length && mask[j] && part[j] < 0) {
          part[j] = id;
          stack[top++] = j;
        }
      }
    }
    sizes.push(size);
  }
  const floor = Math.max(0, ...sizes) * MIN_TOOTH_PART;
  const out = new Uint8Array(mask.length);
  for (let i = 0; i < mask.length; i++) if (part[i] >= 0 && sizes[part[i]] >= floor) out[i] = 1;
  return out;
}
