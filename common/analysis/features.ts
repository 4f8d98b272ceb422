import type { TLabImage } from '#common/analysis/colour.ts';
import { ValueHistogram } from '#common/analysis/masks.ts';
import { PIXEL, type TSegmentation } from '#common/analysis/segment.ts';

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
  /**
   * Share of the pink gum that is an inflamed patch (INFLAMED_PATCH): redder and darker than the
   * same photo's median gum. Relative to the photo's own gum, so it survives a lamp's colour and
   * pigment; the gingivitis boxes of the training photos set its steps (docs/decisions/010-analyser-v4.md).
   */
  inflamedPatchShare: number;
  /** 90th percentile a* of the pink gum: the reddest tenth. */
  gumRedHigh: number;
};

/**
 * A gum pixel at least this much redder (a*) and darker (L*) than the photo's median gum is an
 * inflamed patch: inside the training photos' gingivitis boxes, gum reads about 10 a* redder and
 * 5-8 L* darker than the gum outside them (docs/decisions/010-analyser-v4.md).
 */
export const INFLAMED_PATCH = { redder: 10, darker: 3 } as const;

/** Gum yellowness as the colour alarms read it; rounded as a Float32Array would store it. */
const yellowOf = (a: number, b: number) => Math.fround(b - 0.6 * a);

export function measureFeatures(lab: TLabImage, seg: TSegmentation): TReadings {
  const { classes, margin, gumline } = seg;
  const n = classes.length;
  // One pass fills every histogram and count below (docs/performance.md#scans: a mask and a pass per reading
  // were a sixth of the analysis time). "Margin gum" is pink gum in the margin band; "core gum" the rest.
  const gumA = new ValueHistogram();
  const gumL = new ValueHistogram();
  const gumYellowAll = new ValueHistogram();
  const marginA = new ValueHistogram();
  const marginL = new ValueHistogram();
  const marginYellow = new ValueHistogram();
  const coreA = new ValueHistogram();
  const toothL = new ValueHistogram();
  const toothB = new ValueHistogram();
  let marginTissue = 0;
  let marginBlue = 0;
  let marginPigment = 0;
  let gumlineCount = 0;
  let gumlineStain = 0;
  for (let i = 0; i < n; i++) {
    const c = classes[i];
    const inMargin = margin[i] === 1;
    if (inMargin) {
      marginTissue++;
      if (c === PIXEL.blueGrey) marginBlue++;
      else if (c === PIXEL.pigment) marginPigment++;
    }
    if (gumline[i]) {
      gumlineCount++;
      if (c === PIXEL.stain) gumlineStain++;
    }
    if (c === PIXEL.gum) {
      const a = lab.a[i];
      const l = lab.l[i];
      const yellow = yellowOf(a, lab.b[i]);
      gumA.add(a);
      gumL.add(l);
      gumYellowAll.add(yellow);
      if (inMargin) {
        marginA.add(a);
        marginL.add(l);
        marginYellow.add(yellow);
      } else {
        coreA.add(a);
      }
    } else if (c === PIXEL.tooth) {
      toothL.add(lab.l[i]);
      toothB.add(lab.b[i]);
    }
  }

  const marginCount = marginA.total;
  // Shares, not pixel counts, so the same photo at another size reads the same (about 30 and 100
  // pixels at 512 x 384).
  const hasMargin = marginCount >= n * 0.00015;
  const redness = orZero(gumA.quantile(0.5));
  const marginRedness = hasMargin ? marginA.quantile(0.75) : redness;
  const marginMedian = hasMargin ? marginA.quantile(0.5) : redness;
  const coreMedian = coreA.total >= n * 0.0005 ? coreA.quantile(0.5) : marginMedian;
  const marginContrast = marginMedian - coreMedian;
  const inflamedPatchShare = patchShare(lab, classes, redness, orZero(gumL.quantile(0.5)), gumA.total);
  const gingivalScore = 0.35 * redness + 0.65 * marginRedness + 0.5 * Math.max(0, marginContrast);

  // Colour alarms are read at the margin next to the teeth: that tissue is gum, while pink further
  // away may be lip, skin or tongue.
  const gumLightness = orZero((hasMargin ? marginL : gumL).quantile(0.5));
  const colourRedness = marginMedian;
  const toothLightness = toothL.quantile(0.5);
  const relativeLightness = Number.isNaN(toothLightness) ? gumLightness / 85 : gumLightness / toothLightness;
  const gumYellow = orZero((hasMargin ? marginYellow : gumYellowAll).quantile(0.5));
  // Pale gums lose their red and come close to the teeth in lightness. Loss of red weighs most:
  // exposure alone moves L*, and pink skin next to white fur is light too.
  const pallor = logistic(2.2 * ((0.5 * (relativeLightness - 0.85)) / 0.08 + (16 - colourRedness) / 6));
  const yellowTint = yellowTintOf(gumYellow);

  const blueGrey = marginBlue / Math.max(1, marginBlue + marginCount);
  const pigmentShare = marginTissue > 0 ? marginPigment / marginTissue : 0;

  const dental = seg.counts.tooth + seg.counts.stain;
  const tartarCoverage = dental > 0 ? seg.counts.stain / dental : 0;
  const gumlineTartar = gumlineCount > 0 ? gumlineStain / gumlineCount : 0;
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
    toothYellow: orZero(toothB.quantile(0.5)),
    gumLightness,
    toothLightness: orZero(toothLightness),
    gumYellow,
    marginGumShare: marginCount / n,
    inflamedPatchShare,
    gumRedHigh: orZero(gumA.quantile(0.9)),
  };
}

/** Share of the pink gum pixels that are INFLAMED_PATCH against the photo's median gum a* and L*. */
function patchShare(
  lab: TLabImage,
  classes: Uint8Array,
  medianA: number,
  medianL: number,
  gumCount: number,
): number {
  if (gumCount === 0) return 0;
  const [minA, maxL] = [medianA + INFLAMED_PATCH.redder, medianL - INFLAMED_PATCH.darker];
  let patch = 0;
  for (let i = 0; i < classes.length; i++) {
    if (classes[i] === PIXEL.gum && lab.a[i] >= minA && lab.l[i] <= maxL) patch++;
  }
  return patch / gumCount;
}

/** 0-1, the yellow-tint reading (jaundice) of a gum yellowness (median b* - 0.6 a*). */
export function yellowTintOf(gumYellow: number): number {
  return logistic(((gumYellow - 8) / 5) * 1.5);
}

function logistic(x: number): number {
  return 1 / (1 + Math.exp(-x));
}

function orZero(v: number): number {
  return Number.isNaN(v) ? 0 : v;
}
