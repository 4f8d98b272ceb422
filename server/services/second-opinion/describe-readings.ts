import { INFLAMED_PATCH } from '#common/analysis/features.ts';
import type { TGradeReading } from '#common/contracts/pets.ts';
import type { TScanStatus } from '#common/contracts/scans.ts';
import { describeReading, type TReadingSign } from '#common/reading-words.ts';
import type { TGradeReadings } from '#server/adapters/analysis/analyse-photo.worker.ts';
import { RED_LINE_CONTRAST } from '#server/analysis/findings.ts';
import { ALARM_CUTS, CALCULUS_CUTS, GINGIVAL_CUTS, MOSTLY_PIGMENTED_SHARE } from '#server/analysis/grade.ts';

const percent = (share: number) => `${Math.round(share * 100)}%`;
const cutsOf = (cuts: readonly number[]) => cuts.map((cut, i) => `${i + 1} from ${percent(cut)}`).join(', ');

/**
 * The redness readings' scale (CIE Lab's a*), in an owner's words: the numbers keep their meaning,
 * the colour-science names stay out of what the owner reads.
 */
const REDNESS_SCALE = 'On a red-green colour scale where 0 is neither red nor green and higher is redder';

/**
 * What a grader's chance means for the grade: the index it gives and the cut it passed or missed, in
 * the words of common/reading-words.ts, so "no tartar seen" is never said of a possible tartar.
 */
function chanceMeaning(
  sign: TReadingSign,
  probability: number | null,
  cuts: readonly number[],
  what: string,
): string {
  if (probability === null) return `Not read on this photo, so ${what} was not graded.`;
  const reading = describeReading(sign, probability, cuts);
  if (reading.index === 0) {
    const unless =
      reading.word === 'unlikely'
        ? `and ${what} is unlikely`
        : `though ${what} is ${reading.word}: not confirmed`;
    return `Below ${percent(cuts[0])}, where mild ${what} starts: no ${what} graded, ${unless}.`;
  }
  const graded = `graded ${reading.grade} ${what} (${reading.index} of 3)`;
  const unless = reading.word === 'likely' ? '' : `, if present: ${what} is only ${reading.word}`;
  return `At or above ${percent(cuts[reading.index - 1])}: ${graded}${unless}.`;
}

function contrastMeaning(contrast: number): string {
  if (contrast >= RED_LINE_CONTRAST)
    return 'The gum edge is clearly redder than the gum further away: a red line along the teeth, which can be an early sign of gingivitis.';
  if (contrast > 0)
    return 'The gum edge is slightly redder than the gum further away, too little to count as a red line.';
  return 'The gum edge is no redder than the gum further away: no red line along the teeth.';
}

function alarmMeaning(r: TGradeReadings, status: TScanStatus): string {
  const over = [
    r.pallor >= ALARM_CUTS.pallor ? 'pale' : null,
    r.yellowTint >= ALARM_CUTS.yellowTint ? 'yellow' : null,
    r.blueGrey >= ALARM_CUTS.blueGrey ? 'grey-blue' : null,
  ].filter((name) => name !== null);
  if (over.length === 0) return 'All three are below their limits: the gum colour gave no alarm.';
  const which = `${over.join(' and ')} at or above the limit`;
  // An alarm counts only where the gum colour could be judged and, for a pale reading, for a dog
  // (server/analysis/verdict.ts); then the status is 'pale'.
  return status === 'pale'
    ? `Gum colour reads ${which}: this is why the result names the gum colour.`
    : `Gum colour reads ${which}, but it did not count: the photo did not show enough gum to judge colour reliably, or a cat's (or an unnamed pet's) gums are normally paler. Check the gum colour by hand.`;
}

function pigmentMeaning(share: number): string {
  if (share > MOSTLY_PIGMENTED_SHARE)
    return 'Most of the gum edge is dark pigment, which is normal in many breeds: redness was read from the pink patches left.';
  if (share >= 0.005)
    return 'Some dark pigment, which is normal in many breeds; enough pink gum was left to read redness.';
  return 'No dark pigment at the gum edge.';
}

function tartarShareMeaning(share: number, where: string): string {
  return share < 0.005
    ? `None of ${where} looks yellow-brown.`
    : `About ${percent(share)} of ${where} looks yellow-brown.`;
}

type TStoredReadings = Omit<TGradeReadings, 'gingivitisProbability' | 'calculusProbability'> &
  Partial<Pick<TGradeReadings, 'gingivitisProbability' | 'calculusProbability'>>;

/**
 * The stored readings of a scan for Plus's detailed view: for each, what this value means in plain
 * words, what it measures, then the raw number with how it is measured and the limits it is read
 * against, also in plain words (no "Lab a*" or "75th percentile": an owner reads this line too) (server/analysis/grade.ts, findings.ts). `status` is the scan's, which says whether a gum
 * colour alarm counted. Null when the scan has none (an unclear photo, or a scan from before
 * readings were kept).
 */
export function describeReadings(json: string | null, status: TScanStatus): TGradeReading[] | null {
  if (!json) return null;
  // Readings stored before the learned graders have no probabilities: those rows say 'not read'.
  const stored = JSON.parse(json) as TStoredReadings;
  const r: TGradeReadings = {
    ...stored,
    gingivitisProbability: stored.gingivitisProbability ?? null,
    calculusProbability: stored.calculusProbability ?? null,
  };
  const chance = (p: number | null) => (p === null ? 'not read' : percent(p));
  return [
    {
      label: 'Chance of gum inflammation',
      meaning: chanceMeaning('gingivitis', r.gingivitisProbability, GINGIVAL_CUTS, 'gum inflammation'),
      explains: 'How likely the gum grader finds gum inflammation, from the colour of the gum.',
      value: chance(r.gingivitisProbability),
      technical: `The gum grader's chance, checked on past photos so that a chance of 70% proves right about 7 times in 10. Gum index: ${cutsOf(GINGIVAL_CUTS)}.`,
    },
    {
      label: 'Gum redness',
      meaning:
        'A summary of the two redness readings below; the grade comes from the chance of gum inflammation above.',
      explains: 'How red the gum looks, counting the edge along the teeth most. Higher is redder.',
      value: r.gingivalScore.toFixed(1),
      technical: `${REDNESS_SCALE}, after correcting the photo's light; the gum next to the teeth counts most.`,
    },
    {
      label: 'Redness at the gum edge',
      meaning:
        'The reddest quarter of the gum edge; the photo marks the gum patches near the teeth that are clearly redder and darker than the rest of the gum.',
      explains:
        'How red the reddest quarter of the gum right next to the teeth is, where gingivitis shows first.',
      value: r.marginRedness.toFixed(1),
      technical: `The redness that three quarters of the gum edge stay below, on the same scale: only the reddest quarter is redder. The photo marks gum near the teeth at least ${INFLAMED_PATCH.redder} points redder and ${INFLAMED_PATCH.darker} points darker (on a 0-100 lightness scale) than the photo's typical gum.`,
    },
    {
      label: 'Gum edge against the rest of the gum',
      meaning: contrastMeaning(r.marginContrast),
      explains: 'How much redder the gum edge is than gum further from the teeth.',
      value: r.marginContrast.toFixed(1),
      technical: `The gum edge's typical redness minus that of the gum further from the teeth, on the same scale; from ${RED_LINE_CONTRAST} it counts as a red line.`,
    },
    {
      label: 'Chance of tartar',
      meaning: chanceMeaning('calculus', r.calculusProbability, CALCULUS_CUTS, 'tartar'),
      explains: 'How likely the tartar grader finds tartar, from the colour of the teeth.',
      value: chance(r.calculusProbability),
      technical: `The tartar grader's chance, checked on past photos so that a chance of 70% proves right about 7 times in 10. Tartar index: ${cutsOf(CALCULUS_CUTS)}.`,
    },
    {
      label: 'Tartar, overall',
      meaning:
        r.calculusScore < 0.005
          ? 'No yellow-brown on the teeth.'
          : `About ${percent(r.calculusScore)} yellow-brown, counting the teeth next to the gum most.`,
      explains: 'How much of the teeth looks yellow-brown, the colour of tartar and stain.',
      value: percent(r.calculusScore),
      technical:
        'The larger of two shares: of all the visible teeth, or a mix counting the teeth next to the gum 70% and all the teeth 30%.',
    },
    {
      label: 'Tartar along the gum line',
      meaning:
        r.gumlineTartar > r.tartarCoverage && r.gumlineTartar >= 0.005
          ? `${tartarShareMeaning(r.gumlineTartar, 'the teeth next to the gum')} That is more than on the teeth as a whole: tartar usually builds up from the gum line.`
          : tartarShareMeaning(r.gumlineTartar, 'the teeth next to the gum'),
      explains: 'How much of the tooth band right next to the gum looks yellow-brown.',
      value: percent(r.gumlineTartar),
      technical: 'The share of the narrow strip of tooth bordering the gum that is yellow-brown.',
    },
    {
      label: 'Tartar on all visible teeth',
      meaning: tartarShareMeaning(r.tartarCoverage, 'the visible tooth surface'),
      explains: 'How much of all the tooth surface in the photo looks yellow-brown.',
      value: percent(r.tartarCoverage),
      technical: 'The share of all the tooth surface in the photo that is yellow-brown.',
    },
    {
      label: 'Gum colour alarms',
      meaning: alarmMeaning(r, status),
      explains: 'Whether the gum looks pale, yellow or grey-blue, colours that need a vet at once.',
      value: `pale ${r.pallor.toFixed(2)}, yellow ${r.yellowTint.toFixed(2)}, grey-blue ${percent(r.blueGrey)}`,
      technical: `Each counts from its limit: pale ${ALARM_CUTS.pallor}, yellow ${ALARM_CUTS.yellowTint}, grey-blue on ${percent(ALARM_CUTS.blueGrey)} of the gum edge.`,
    },
    {
      label: 'Dark pigment at the gum edge',
      meaning: pigmentMeaning(r.pigmentShare),
      explains: 'How much of the gum edge is naturally dark (pigmented) rather than pink.',
      value: percent(r.pigmentShare),
      technical: `The share of the gum edge that is dark pigment; above ${percent(MOSTLY_PIGMENTED_SHARE)} it counts as mostly pigmented.`,
    },
  ];
}
