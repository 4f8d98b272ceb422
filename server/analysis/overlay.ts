import type { TRegion } from '#common/contracts/scans.ts';
import type { TFlaggedMasks } from '#server/analysis/findings.ts';

export type TOverlay = {
  width: number;
  height: number;
  /** Straight (not premultiplied) RGBA, transparent where nothing was flagged. */
  rgba: Uint8Array;
  regions: { code: string; region: TRegion }[];
};

/** Colours chosen to stay distinct from gum pink and tooth white, and for red-green colour blindness. */
const PAINT = {
  red: [230, 30, 60, 150],
  tartar: [255, 180, 0, 170],
  alarm: [0, 170, 255, 140],
  healthy: [40, 200, 140, 90],
  box: [255, 255, 255, 230],
} as const;

/**
 * Paints the pixels that drove the result, then outlines each finding's box, so the UI can stack
 * the PNG over the photo and toggle it.
 */
export function renderOverlay(
  width: number,
  height: number,
  masks: TFlaggedMasks,
  healthyMargin: Uint8Array | null,
  regions: { code: string; region: TRegion }[],
): TOverlay {
  const rgba = new Uint8Array(width * height * 4);
  const paint = (mask: Uint8Array, colour: readonly number[]) => {
    for (let i = 0; i < mask.length; i++) {
      if (!mask[i]) continue;
      rgba.set(colour, i * 4);
    }
  };
  if (healthyMargin) paint(healthyMargin, PAINT.healthy);
  paint(masks.tartar, PAINT.tartar);
  paint(masks.red, PAINT.red);
  paint(masks.alarm, PAINT.alarm);
  const thickness = Math.max(1, Math.round(Math.max(width, height) / 256));
  for (const { region } of regions) strokeBox(rgba, width, height, region, thickness);
  return { width, height, rgba, regions };
}

function strokeBox(rgba: Uint8Array, width: number, height: number, r: TRegion, t: number): void {
  const x0 = Math.max(0, Math.floor(r.x * width));
  const y0 = Math.max(0, Math.floor(r.y * height));
  const x1 = Math.min(width - 1, Math.ceil((r.x + r.width) * width) - 1);
  const y1 = Math.min(height - 1, Math.ceil((r.y + r.height) * height) - 1);
  for (let y = y0; y <= y1; y++) {
    for (let x = x0; x <= x1; x++) {
      const isEdge = x - x0 < t || x1 - x < t || y - y0 < t || y1 - y < t;
      if (isEdge) rgba.set(PAINT.box, (y * width + x) * 4);
    }
  }
}
