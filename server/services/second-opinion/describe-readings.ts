import type { TGradeReading } from '#common/contracts/pets.ts';
import type { TGradeReadings } from '#server/adapters/analysis/analyse-photo.worker.ts';
import { ALARM_CUTS, CALCULUS_CUTS, GINGIVAL_CUTS } from '#server/analysis/grade.ts';

const percent = (share: number) => `${Math.round(share * 100)}%`;
const cutsOf = (cuts: readonly number[], format: (n: number) => string) =>
  cuts.map((cut, i) => `${format(cut)} for ${i + 1}`).join(', ');

/**
 * The stored readings of a scan, each in plain words with the cut points its grade is read
 * against (server/analysis/grade.ts): what Plus's detailed view shows. Null when the scan has
 * none (an unclear photo, or a scan from before readings were kept).
 */
export function describeReadings(json: string | null): TGradeReading[] | null {
  if (!json) return null;
  // Readings stored before the learned graders have no probabilities: those rows say 'not read'.
  const r = JSON.parse(json) as Partial<
    Pick<TGradeReadings, 'gingivitisProbability' | 'calculusProbability'>
  > &
    Omit<TGradeReadings, 'gingivitisProbability' | 'calculusProbability'>;
  return [
    {
      label: 'Chance of gum inflammation (gingival index)',
      value: r.gingivitisProbability == null ? 'not read' : percent(r.gingivitisProbability),
      explains: `The learned gum grader's calibrated probability, from the gum's colour readings. Index cut points: ${cutsOf(GINGIVAL_CUTS, percent)}.`,
    },
    {
      label: 'Gum redness score',
      value: r.gingivalScore.toFixed(1),
      explains: 'Red-green colour (Lab a*) of the gum, weighted to the margin along the teeth.',
    },
    {
      label: 'Redness at the gum margin',
      value: r.marginRedness.toFixed(1),
      explains: 'The reddest quarter of the gum right next to the teeth, where gingivitis shows first.',
    },
    {
      label: 'Margin against the rest of the gum',
      value: r.marginContrast.toFixed(1),
      explains: 'How much redder the margin is than gum further away: a red line along the teeth.',
    },
    {
      label: 'Chance of tartar (calculus index)',
      value: r.calculusProbability == null ? 'not read' : percent(r.calculusProbability),
      explains: `The learned tartar grader's calibrated probability, from the teeth's colour readings. Index cut points: ${cutsOf(CALCULUS_CUTS, percent)}.`,
    },
    {
      label: 'Tartar score',
      value: percent(r.calculusScore),
      explains: 'Weighted share of visible tooth surface that is yellow-brown.',
    },
    {
      label: 'Tartar along the gum line',
      value: percent(r.gumlineTartar),
      explains: 'Share of the tooth band next to the gum that is yellow-brown.',
    },
    {
      label: 'Tartar on all visible teeth',
      value: percent(r.tartarCoverage),
      explains: 'Share of all visible tooth surface that is yellow-brown.',
    },
    {
      label: 'Gum colour alarms',
      value: `pale ${r.pallor.toFixed(2)}, yellow ${r.yellowTint.toFixed(2)}, grey-blue ${percent(r.blueGrey)}`,
      explains: `Any of these at or above its limit (pale ${ALARM_CUTS.pallor}, yellow ${ALARM_CUTS.yellowTint}, grey-blue ${percent(ALARM_CUTS.blueGrey)}) makes the result urgent.`,
    },
    {
      label: 'Dark pigment at the margin',
      value: percent(r.pigmentShare),
      explains:
        'Normal in many breeds; where most of the margin is pigmented, redness rests on the few pink patches.',
    },
  ];
}
