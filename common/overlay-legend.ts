import type { TFinding, TScanStatus } from './contracts/scans.ts';

/**
 * The layers "Show what we saw" can draw, in drawing order (later ones on top). One source for the
 * overlay PNG (server/analysis/overlay.ts) and its legend (web), so every colour drawn is named.
 */
export const OVERLAY_LAYERS = ['gum_line', 'tartar', 'gum_redness', 'gum_colour_alarm'] as const;
export type TOverlayLayer = (typeof OVERLAY_LAYERS)[number];

export type TOverlayLayerStyle = {
  /** Line colour, sRGB. Each line also gets a thin dark edge so it reads on white teeth and pink gums. */
  rgb: readonly [number, number, number];
  label: string;
};

/**
 * Bright line colours kept apart from gum pink, tooth white and tartar brown, and differing in
 * lightness as well as hue so they stay apart under red-green colour blindness. The legend names
 * each in words, so no colour carries meaning alone.
 */
export const OVERLAY_LEGEND: Record<TOverlayLayer, TOverlayLayerStyle> = {
  gum_line: { rgb: [34, 211, 238], label: 'Pink gum edge we checked, next to the teeth' },
  tartar: { rgb: [255, 153, 0], label: 'Tartar or staining on the teeth' },
  gum_redness: { rgb: [255, 51, 204], label: 'Gum edge redder than the gum around it' },
  gum_colour_alarm: { rgb: [51, 102, 255], label: 'Unusual gum colour' },
};

/** The dark edge drawn either side of every line. */
export const OVERLAY_HALO_RGBA = [15, 23, 42, 150] as const;

/** Which finding each layer outlines (server/analysis/findings.ts codes). */
export const OVERLAY_LAYER_OF_FINDING: Readonly<Record<string, TOverlayLayer>> = {
  healthy_gum_line: 'gum_line',
  tartar_near_gumline: 'tartar',
  gum_redness_margin: 'gum_redness',
  pale_gums: 'gum_colour_alarm',
  blue_grey_gums: 'gum_colour_alarm',
  yellow_gums: 'gum_colour_alarm',
};

export function rgbHex(rgb: readonly [number, number, number]): string {
  return `#${rgb.map((c) => c.toString(16).padStart(2, '0')).join('')}`;
}

/**
 * The layers a result's overlay shows, for its legend. An issue layer is drawn only where its
 * finding marked a region; the checked gum edge is drawn when the result's `healthy_gum_line`
 * finding marked one (server/analysis/analyse-pixels.ts passes the same mask to the overlay).
 */
export function overlayLayersOf(scan: {
  status: TScanStatus;
  findings: readonly Pick<TFinding, 'code' | 'region'>[];
}): TOverlayLayer[] {
  const shown = new Set<TOverlayLayer>();
  if (scan.findings.some((f) => f.code === 'healthy_gum_line' && f.region)) shown.add('gum_line');
  for (const finding of scan.findings) {
    const layer = OVERLAY_LAYER_OF_FINDING[finding.code];
    if (layer && layer !== 'gum_line' && finding.region) shown.add(layer);
  }
  return OVERLAY_LAYERS.filter((layer) => shown.has(layer));
}
