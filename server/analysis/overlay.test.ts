import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { OVERLAY_HALO_RGBA, OVERLAY_LEGEND, overlayLayersOf, rgbHex } from '#common/overlay-legend.ts';
import { analyseImage } from '#server/adapters/analysis/analyse-image.ts';
import type { TFlaggedMasks } from '#server/analysis/findings.ts';
import { renderOverlay } from '#server/analysis/overlay.ts';
import { makeMouthPhoto, type TMouthPhotoOptions } from '../../scripts/generated-photos/mouth-photo.ts';

const W = 64;
const H = 48;
const noMasks = (): TFlaggedMasks => ({
  edge: new Uint8Array(W * H),
  red: new Uint8Array(W * H),
  tartar: new Uint8Array(W * H),
  alarm: new Uint8Array(W * H),
});
/** A filled rectangle [x0, x1) x [y0, y1). */
function rect(x0: number, y0: number, x1: number, y1: number): Uint8Array {
  const mask = new Uint8Array(W * H);
  for (let y = y0; y < y1; y++) for (let x = x0; x < x1; x++) mask[y * W + x] = 1;
  return mask;
}
const REGION = { x: 0, y: 0, width: 1, height: 1 };
const pixel = (rgba: Uint8Array, x: number, y: number) => [
  ...rgba.subarray((y * W + x) * 4, (y * W + x) * 4 + 4),
];
const colours = (rgba: Uint8Array) => {
  const seen = new Set<string>();
  for (let i = 0; i < rgba.length; i += 4) {
    if (rgba[i + 3] > 0) seen.add(`${rgba[i]},${rgba[i + 1]},${rgba[i + 2]},${rgba[i + 3]}`);
  }
  return seen;
};
const opaque = (rgb: readonly number[]) => `${rgb.join(',')},255`;

describe('renderOverlay', () => {
  it('outlines a mask on its boundary only: the interior and the far background stay clear', () => {
    const masks = { ...noMasks(), tartar: rect(20, 10, 44, 38) };
    const { rgba, layers } = renderOverlay(W, H, masks, null, [
      { code: 'tartar_near_gumline', region: REGION },
    ]);
    expect(layers).toEqual(['tartar']);
    const tartar = [...OVERLAY_LEGEND.tartar.rgb, 255];
    // A three-pixel line on the edge: the last pixel inside and the first two outside.
    for (const x of [20, 19, 18]) expect(pixel(rgba, x, 24)).toEqual(tartar);
    for (const y of [37, 38, 39]) expect(pixel(rgba, 32, y)).toEqual(tartar);
    // The dark rim either side of it.
    expect(pixel(rgba, 21, 24)).toEqual([...OVERLAY_HALO_RGBA]);
    expect(pixel(rgba, 17, 24)).toEqual([...OVERLAY_HALO_RGBA]);
    expect(pixel(rgba, 32, 40)).toEqual([...OVERLAY_HALO_RGBA]);
    // Not filled, and nothing far from the edge.
    expect(pixel(rgba, 32, 24)[3]).toBe(0);
    expect(pixel(rgba, 5, 5)[3]).toBe(0);
  });

  it('draws nothing for empty masks, for no masks at all, or for a mask with no finding behind it', () => {
    const empty = renderOverlay(W, H, noMasks(), null, [{ code: 'tartar_near_gumline', region: REGION }]);
    expect(empty.layers).toEqual([]);
    expect(empty.rgba.every((v) => v === 0)).toBe(true);
    // Stain pixels on a result without a tartar finding: no colour the legend would not name.
    const unexplained = renderOverlay(W, H, { ...noMasks(), tartar: rect(10, 10, 30, 30) }, null, []);
    expect(unexplained.rgba.every((v) => v === 0)).toBe(true);
  });

  it('drops specks: a lone pixel, a one-pixel whisker or a tiny blob is noise, not something to outline', () => {
    const masks = { ...noMasks(), red: rect(40, 34, 44, 38) };
    masks.red[10 * W + 10] = 1;
    for (let x = 30; x < 60; x++) masks.red[20 * W + x] = 1;
    const { rgba } = renderOverlay(W, H, masks, null, [{ code: 'gum_redness_margin', region: REGION }]);
    expect(rgba.every((v) => v === 0)).toBe(true);
  });

  it('uses only the legend colours (and the dark rim), one per layer drawn', () => {
    const margin = rect(4, 4, 60, 14);
    const masks = {
      edge: margin,
      red: rect(4, 30, 20, 44),
      tartar: rect(24, 30, 40, 44),
      alarm: rect(44, 30, 60, 44),
    };
    const regions = ['gum_redness_margin', 'tartar_near_gumline', 'pale_gums'].map((code) => ({
      code,
      region: REGION,
    }));
    const { rgba, layers } = renderOverlay(W, H, masks, margin, regions);
    expect(layers).toEqual(['gum_line', 'tartar', 'gum_redness', 'gum_colour_alarm']);
    const legend = Object.values(OVERLAY_LEGEND).map((style) => opaque(style.rgb));
    expect(colours(rgba)).toEqual(new Set([...legend, OVERLAY_HALO_RGBA.join(',')]));
    expect(new Set(Object.values(OVERLAY_LEGEND).map((s) => rgbHex(s.rgb))).size).toBe(4);
  });
});

describe('overlay and legend agree on analysed photos', () => {
  const photos: TMouthPhotoOptions[] = [
    { gum: 'healthy' },
    { gum: 'inflamed' },
    { gum: 'pale' },
    { gum: 'healthy', tartar: true },
    { gum: 'inflamed', tartar: true },
  ];
  it.each(photos)('%o: every colour drawn is a layer the legend lists', async (options) => {
    const { data, info } = await sharp(await makeMouthPhoto(options))
      .removeAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    const { report, overlay } = await analyseImage({
      data,
      width: info.width,
      height: info.height,
      channels: 3,
    });
    const listed = overlayLayersOf(report);
    expect(overlay.layers).toEqual(listed);
    expect(listed.length).toBeGreaterThan(0);
    const allowed = new Set([
      ...listed.map((layer) => opaque(OVERLAY_LEGEND[layer].rgb)),
      OVERLAY_HALO_RGBA.join(','),
    ]);
    for (const colour of colours(overlay.rgba)) expect(allowed).toContain(colour);
  });
});
