import type { TLabImage } from '#server/analysis/colour.ts';
import { and, countSet, quantileAt } from '#server/analysis/masks.ts';
import { maskOf, PIXEL, type TSegmentation } from '#server/analysis/segment.ts';

/** Raw colour readings. Each moves one way with the sign it names, so tests can check direction. */
export type TReadings = {
  /** Median a* (green-red) of all pink gum. */
  redness: number;
  /** Upper-quartile a* of pink gum at the margin next to the teeth, where gingivitis shows first. */
  marginRedness: number;
  /** Margin a* minus a* of gum away from the teeth: a red line along the teeth. */
  marginContrast: number;
  /** Weighted gum redness that the gingival index is cut from. */
  gingivalScore: number;
  /** 0-1, rises as gums get lighter and less red. */
  pallor: number;
  /** 0-1, rises as gums turn yellow (jaundice). */
  yellowTint: number;
  /** Share of the gum margin that is dull blue-purple grey (poor oxygenation). */
  blueGrey: number;
  /** Share of the gum margin that is dark pigment (normal in many breeds). */
  pigmentShare: number;
  /** Share of all visible tooth surface that is yellow-brown. */
  tartarCoverage: number;
  /** Share of the tooth band next to the gums that is yellow-brown. */
  gumlineTartar: number;
  /** Weighted tartar share that the calculus index is cut from. */
  calculusScore: number;
  /** Median b* (yellowness) of the clean-looking tooth surface. */
  toothYellow: number;
  gumLightness: number;
  /** Median L* of the clean-looking tooth surface (NaN-free: 0 without teeth). */
  toothLightness: number;
  /** Median of b* - 0.6 a* of the gum the colour alarms read: rises as gums turn yellow. */
  gumYellow: number;
  /** Pink gum at the margin as a share of the photo; small means the gum readings rest on little. */
  marginGumShare: number;
};

/** a* at or above this marks a pixel as inflamed-red in the overlay and the findings. */
export const RED_PIXEL_A = 40;

export function measureFeatures(lab: TLabImage, seg: TSegmentation): TReadings {
  const gum = maskOf(seg.classes, PIXEL.gum);
  const marginGum = and(seg.margin, gum);
  const coreGum = new Uint8Array(gum.length);
  for (let i = 0; i < gum.length; i++) coreGum[i] = gum[i] & (1 - seg.margin[i]);
  const tooth = maskOf(seg.classes, PIXEL.tooth);
  const stain = maskOf(seg.classes, PIXEL.stain);

  const marginCount = countSet(marginGum);
  // Shares, not pixel counts, so the same photo at another size reads the same (about 30 and 100
  // pixels at 512 x 384).
  const hasMargin = marginCount >= gum.length * 0.00015;
  const redness = orZero(quantileAt(lab.a, gum, 0.5));
  const marginRedness = hasMargin ? quantileAt(lab.a, marginGum, 0.75) : redness;
  const marginMedian = hasMargin ? quantileAt(lab.a, marginGum, 0.5) : redness;
  const coreMedian =
    countSet(coreGum) >= gum.length * 0.0005 ? quantileAt(lab.a, coreGum, 0.5) : marginMedian;
  const marginContrast = marginMedian - coreMedian;
  const gingivalScore = 0.35 * redness + 0.65 * marginRedness + 0.5 * Math.max(0, marginContrast);

  // Colour alarms are read at the margin next to the teeth: that tissue is gum, while pink further
  // away may be lip, skin or tongue.
  const colourMask = hasMargin ? marginGum : gum;
  const gumLightness = orZero(quantileAt(lab.l, colourMask, 0.5));
  const colourRedness = orZero(quantileAt(lab.a, colourMask, 0.5));
  const toothLightness = quantileAt(lab.l, tooth, 0.5);
  const relativeLightness = Number.isNaN(toothLightness) ? gumLightness / 85 : gumLightness / toothLightness;
  const gumYellow = orZero(medianOf(lab, colourMask, (a, b) => b - 0.6 * a));
  // Pale gums lose their red and come close to the teeth in lightness. Loss of red weighs most:
  // exposure alone moves L*, and pink skin next to white fur is light too.
  const pallor = logistic(2.2 * ((0.5 * (relativeLightness - 0.85)) / 0.08 + (16 - colourRedness) / 6));
  const yellowTint = logistic(((gumYellow - 8) / 5) * 1.5);

  const marginTissue = countSet(seg.margin);
  let marginBlue = 0;
  let marginPigment = 0;
  for (let i = 0; i < seg.margin.length; i++) {
    if (!seg.margin[i]) continue;
    if (seg.classes[i] === PIXEL.blueGrey) marginBlue++;
    else if (seg.classes[i] === PIXEL.pigment) marginPigment++;
  }
  const blueGrey = marginBlue / Math.max(1, marginBlue + marginCount);
  const pigmentShare = marginTissue > 0 ? marginPigment / marginTissue : 0;

  const dental = seg.counts.tooth + seg.counts.stain;
  const tartarCoverage = dental > 0 ? seg.counts.stain / dental : 0;
  const gumlineCount = countSet(seg.gumline);
  const gumlineTartar = gumlineCount > 0 ? countSet(and(seg.gumline, stain)) / gumlineCount : 0;
  const calculusScore = Math.max(tartarCoverage, 0.7 * gumlineTartar + 0.3 * tartarCoverage);

  return {
    redness,
    marginRedness,
    marginContrast,
    gingivalScore,
    pallor,
    yellowTint,
    blueGrey,
    pigmentShare,
    tartarCoverage,
    gumlineTartar,
    calculusScore,
    toothYellow: orZero(quantileAt(lab.b, tooth, 0.5)),
    gumLightness,
    toothLightness: orZero(toothLightness),
    gumYellow,
    marginGumShare: marginCount / gum.length,
  };
}

function medianOf(lab: TLabImage, mask: Uint8Array, f: (a: number, b: number) => number): number {
  const values = new Float32Array(mask.length);
  for (let i = 0; i < mask.length; i++) if (mask[i]) values[i] = f(lab.a[i], lab.b[i]);
  return quantileAt(values, mask, 0.5);
}

function logistic(x: number): number {
  return 1 / (1 + Math.exp(-x));
}

function orZero(v: number): number {
  return Number.isNaN(v) ? 0 : v;
}
