import type { TLabImage } from '#common/analysis/colour.ts';
import type { TReadings } from '#common/analysis/features.ts';
import { boxOf } from '#common/analysis/masks.ts';
import { PIXEL, type TSegmentation } from '#common/analysis/segment.ts';
import type { TFinding, TRegion } from '#common/contracts/scans.ts';
import type { TGrade } from '#server/analysis/grade.ts';
import { gumEdgeMasks } from '#server/analysis/gum-edge.ts';

export type TFlaggedMasks = {
  /** The pink gum edge next to the teeth that was checked (gum-edge.ts). */
  edge: Uint8Array;
  /** Gum edge pixels redder than the photo's attached gum (gum-edge.ts). */
  red: Uint8Array;
  /** Yellow-brown tooth pixels (tartar or stain). */
  tartar: Uint8Array;
  /** Gum pixels behind a gum-colour alarm. */
  alarm: Uint8Array;
};

const LEVELS = ['info', 'mild', 'moderate', 'severe'] as const;
/** How much redder (Lab a*) the gum margin must be than gum further away to be called a red line. */
export const RED_LINE_CONTRAST = 4;
/** docs/product-rules.md#gum-colour-alarms: what to do when the photo cannot show gum colour. */
export const GUM_COLOUR_NOT_JUDGED =
  "We can't judge gum colour from this photo: too little gum shows next to the teeth, or the light has no white to check against. Check it by hand: lift the lip in daylight, press a fingertip on the gum until it turns white and let go; the pink should return in under 2 seconds. Pale, blue-grey or yellow gums, or colour that returns slowly, mean see a vet now.";
const COLUMN_WORDS = ['left', 'front', 'right'] as const;

/** Which gum pixels drove each finding; the overlay paints the same masks. */
export function flagPixels(lab: TLabImage, seg: TSegmentation, grade: TGrade): TFlaggedMasks {
  const n = seg.classes.length;
  const { edge, red } = gumEdgeMasks(lab, seg);
  const tartar = new Uint8Array(n);
  const alarm = new Uint8Array(n);
  const isAlarm = grade.status === 'pale';
  for (let i = 0; i < n; i++) {
    const c = seg.classes[i];
    if (c === PIXEL.stain) tartar[i] = 1;
    if (isAlarm && (edge[i] || (seg.margin[i] && c === PIXEL.blueGrey))) alarm[i] = 1;
  }
  return { edge, red, tartar, alarm };
}

/**
 * Describes a box in words the owner can find on the photo. Upper and lower are judged against
 * the teeth in the same third of the photo; left and right are the photo's, not the pet's.
 */
export function describeWhere(region: TRegion, seg: TSegmentation, noun: string): string {
  const cx = region.x + region.width / 2;
  const cy = (region.y + region.height / 2) * seg.height;
  const column = Math.min(2, Math.max(0, Math.floor(cx * 3)));
  const row = cy < seg.toothMidRow[column] ? 'upper' : 'lower';
  const side = COLUMN_WORDS[column];
  if (region.width > 0.6) return `${row} ${noun}, across the mouth`;
  return `${row} ${side} ${noun}`;
}

function finding(
  code: string,
  label: string,
  level: TFinding['level'],
  mask: Uint8Array | null,
  seg: TSegmentation,
  noun: string,
): TFinding {
  const region = mask ? boxOf(mask, seg.width, seg.height) : null;
  const where = region ? describeWhere(region, seg, noun) : 'whole photo';
  return { code, label, where, region, level };
}

export function buildFindings(
  readings: TReadings,
  grade: TGrade,
  seg: TSegmentation,
  masks: TFlaggedMasks,
): TFinding[] {
  const out: TFinding[] = [];
  // Colour alarms are findings only when they made the status (verdict.ts); a cat's paler gums get
  // a note instead (uncertainty-findings.ts).
  const isColourStatus = grade.status === 'pale';
  if (isColourStatus && grade.alarms.isPale) {
    out.push(
      finding(
        'pale_gums',
        'Gums look pale, close to white, instead of pink.',
        'severe',
        masks.alarm,
        seg,
        'gum line',
      ),
    );
  }
  if (isColourStatus && grade.alarms.isBlueGrey) {
    out.push(
      finding(
        'blue_grey_gums',
        'Gums look blue or grey instead of pink.',
        'severe',
        masks.alarm,
        seg,
        'gum line',
      ),
    );
  }
  if (isColourStatus && grade.alarms.isYellow) {
    out.push(
      finding('yellow_gums', 'Gums look yellow instead of pink.', 'severe', masks.alarm, seg, 'gum line'),
    );
  }
  const gi = grade.gingivalIndex;
  if (gi !== null && gi > 0) {
    // The words follow the grade, so a finding never sounds milder (or worse) than its level.
    const label =
      gi >= 3
        ? 'Gums are deep red along the teeth, a sign of marked gum inflammation.'
        : gi === 2
          ? 'Gums are red along the teeth, a sign of gum inflammation (gingivitis).'
          : readings.marginContrast >= RED_LINE_CONTRAST
            ? 'A red line along the edge of the gums where they meet the teeth, an early sign of gingivitis.'
            : 'Gums look slightly redder than healthy pink where they meet the teeth.';
    out.push(finding('gum_redness_margin', label, LEVELS[gi], masks.red, seg, 'gum line'));
  }
  const ci = grade.calculusIndex ?? 0;
  if (ci > 0) {
    const label =
      ci >= 3
        ? 'Thick yellow-brown tartar covers much of the visible teeth.'
        : readings.gumlineTartar > readings.tartarCoverage
          ? 'Yellow-brown tartar along the teeth next to the gum line.'
          : 'Yellow-brown patches on the teeth that look like tartar or staining.';
    out.push(finding('tartar_near_gumline', label, LEVELS[ci], masks.tartar, seg, 'teeth near the gum line'));
  } else if (readings.toothYellow > 24) {
    out.push(
      finding(
        'tooth_discolouration',
        'Teeth look yellowed overall, without a clear tartar band.',
        'info',
        null,
        seg,
        'teeth',
      ),
    );
  }
  if (grade.isMostlyPigmented) {
    const label =
      gi === null
        ? 'Most of the gum line is naturally dark (pigmented), so gum colour could not be judged. Check a pink patch or ask your vet.'
        : 'Much of the gum line is naturally dark (pigmented), which is normal; colour was judged on the pink parts only.';
    out.push(finding('pigmented_gums', label, 'info', null, seg, 'gum line'));
  }
  if (!grade.isGumColourJudged) {
    // No urgent colour alarm without a gum region we trust; say so and show the owner the hand check.
    out.push(finding('gum_colour_not_judged', GUM_COLOUR_NOT_JUDGED, 'info', null, seg, 'gum line'));
  }
  if (out.every((f) => f.code === 'gum_colour_not_judged')) {
    // An uncertain result (verdict.ts) says what was seen without calling it healthy.
    const label = grade.isUncertain
      ? 'No clear redness or tartar along the gum edge we checked.'
      : grade.isGumColourJudged
        ? 'Gums look pink and the teeth near the gum line look clean.'
        : 'No redness along the gums, and the teeth near the gum line look clean.';
    out.push(finding('healthy_gum_line', label, 'info', masks.edge, seg, 'gum line'));
  }
  return out;
}
