import type { TRegion } from '#common/contracts/scans.ts';
import {
  OVERLAY_HALO_RGBA,
  OVERLAY_LAYER_OF_FINDING,
  OVERLAY_LAYERS,
  OVERLAY_LEGEND,
  type TOverlayLayer,
} from '#common/overlay-legend.ts';
import type { TFlaggedMasks } from '#server/analysis/findings.ts';
import {
  dropSmallParts,
  isEmptyMask,
  outlineOf,
  rimOf,
  rowBandOf,
  smoothMask,
} from '#server/analysis/outline.ts';

export type TOverlay = {
  width: number;
  height: number;
  /** Straight (not premultiplied) RGBA, transparent where nothing was flagged. */
  rgba: Uint8Array;
  regions: { code: string; region: TRegion }[];
  /** The layers drawn, in order; the web's legend names the same ones (common/overlay-legend.ts). */
  layers: TOverlayLayer[];
};

/** Two smoothing passes can grow a mask by two rows; its outline and rim add three more outside it. */
const BAND_PAD = 6;
/** Parts smaller than this share of the photo, or than 24 px, are specks: not outlined. */
const MIN_PART_SHARE = 1 / 8000;

/**
 * Outlines the areas that drove the result, each layer in its legend colour with a thin dark rim,
 * so the UI can stack the PNG over the photo and toggle it. An issue layer is drawn only when its
 * finding is among `regions`, so no colour appears without its legend entry; the measured gum
 * margin is drawn when given (healthy results). Lines, not fills, and no boxes: the photo stays
 * visible under the marks, and nothing drawn is left unnamed.
 */
export function renderOverlay(
  width: number,
  height: number,
  masks: TFlaggedMasks,
  healthyMargin: Uint8Array | null,
  regions: { code: string; region: TRegion }[],
): TOverlay {
  const rgba = new Uint8Array(width * height * 4);
  const found = new Set(regions.map((r) => OVERLAY_LAYER_OF_FINDING[r.code]));
  const maskOf: Record<TOverlayLayer, Uint8Array | null> = {
    gum_line: healthyMargin,
    tartar: found.has('tartar') ? masks.tartar : null,
    gum_redness: found.has('gum_redness') ? masks.red : null,
    gum_colour_alarm: found.has('gum_colour_alarm') ? masks.alarm : null,
  };
  const drawn = OVERLAY_LAYERS.flatMap((layer) => {
    const mask = maskOf[layer];
    return mask ? [{ layer, mask }] : [];
  });
  const band = rowBandOf(
    drawn.map((d) => d.mask),
    width,
    height,
    BAND_PAD,
  );
  if (!band) return { width, height, rgba, regions, layers: [] };

  // Only the rows the masks cover: this runs for every scan, inside the analysis's time budget.
  const rows = band.bottom - band.top;
  const within = (a: Uint8Array) => a.subarray(band.top * width, band.bottom * width);
  const minPart = Math.max(24, Math.round(width * height * MIN_PART_SHARE));
  const lines = drawn.flatMap(({ layer, mask }) => {
    const smooth = dropSmallParts(smoothMask(within(mask), width, rows), width, minPart);
    const line = outlineOf(smooth, width, rows);
    return isEmptyMask(line) ? [] : [{ layer, line }];
  });
  const pixels = rgba.subarray(band.top * width * 4, band.bottom * width * 4);
  // Every rim first, then every line, so one layer's rim never cuts through another's line.
  const all = new Uint8Array(width * rows);
  for (const { line } of lines) for (let i = 0; i < all.length; i++) all[i] |= line[i];
  const rim = rimOf(all, width, rows);
  for (let i = 0; i < rim.length; i++) if (rim[i]) pixels.set(OVERLAY_HALO_RGBA, i * 4);
  for (const { layer, line } of lines) {
    const [r, g, b] = OVERLAY_LEGEND[layer].rgb;
    for (let i = 0; i < line.length; i++) {
      if (!line[i]) continue;
      const p = i * 4;
      pixels[p] = r;
      pixels[p + 1] = g;
      pixels[p + 2] = b;
      pixels[p + 3] = 255;
    }
  }
  return { width, height, rgba, regions, layers: lines.map((l) => l.layer) };
}
