/**
 * Normal gum colour of real dogs (docs/decisions/010-analyser-v4.md): the pallor and gum-yellow
 * readings of the real dog mouths in the training folder (dog-mouth-open, photos as taken) whose gum
 * colour the analyser would judge. A colour alarm for a dog needs a reading beyond NORMAL_SHARE of
 * them (server/analysis/verdict.ts); there are no real cat mouths to learn a cat's range from, so a
 * cat's paler gums never raise the alarm from a photo alone.
 */
import { yellowTintOf } from '#common/analysis/features.ts';
import { isGumColourJudgeable } from '#server/analysis/grade.ts';
import type { TMeasuredSample } from './dataset.ts';
import { roundTo } from './learn.ts';

/** Share of judged real dog mouths whose reading must stay under the alarm cut. */
export const NORMAL_SHARE = 0.99;

export type TGumColourNorms = {
  kind: 'gum-colour-norms';
  dog: { pallorCut: number; yellowTintCut: number; judged: number };
};

export function learnGumColourNorms(
  samples: TMeasuredSample[],
  floors: { pallor: number; yellowTint: number },
  log: (line: string) => void,
): { model: TGumColourNorms; cv: Record<string, unknown> } {
  const dogs = samples.filter(
    (s) => s.source === 'dog-mouth-open' && !s.id.includes('@') && isGumColourJudgeable(s.features),
  );
  const pallor = dogs.map((s) => s.features.pallor).sort((a, b) => a - b);
  const yellowTint = dogs.map((s) => yellowTintOf(s.features.gumYellow)).sort((a, b) => a - b);
  const at = (values: number[], q: number) =>
    values[Math.min(values.length - 1, Math.floor(q * values.length))] ?? 0;
  const pallorCut = roundTo(4, Math.max(floors.pallor, at(pallor, NORMAL_SHARE) + 1e-4));
  const yellowTintCut = roundTo(4, Math.max(floors.yellowTint, at(yellowTint, NORMAL_SHARE) + 1e-4));
  const all = samples.filter((s) => s.source === 'dog-mouth-open' && !s.id.includes('@')).length;
  log(
    `\n== Gum colour of real dogs: ${dogs.length} of ${all} dog-mouth-open photos have a judged gum colour ==`,
  );
  log(
    `  pallor: median ${at(pallor, 0.5).toFixed(3)}, 90% ${at(pallor, 0.9).toFixed(3)}, 99% ${at(pallor, 0.99).toFixed(3)}; alarm cut ${pallorCut} (v3: ${floors.pallor})`,
  );
  log(
    `  yellow tint: median ${at(yellowTint, 0.5).toFixed(3)}, 90% ${at(yellowTint, 0.9).toFixed(3)}, 99% ${at(yellowTint, 0.99).toFixed(3)}; alarm cut ${yellowTintCut} (v3: ${floors.yellowTint})`,
  );
  const over = (values: number[], cut: number) => values.filter((v) => v >= cut).length;
  log(
    `  real dogs over the v3 cuts: pallor ${over(pallor, floors.pallor)}/${dogs.length}, yellow ${over(yellowTint, floors.yellowTint)}/${dogs.length}`,
  );
  return {
    model: { kind: 'gum-colour-norms', dog: { pallorCut, yellowTintCut, judged: dogs.length } },
    cv: {
      judged: dogs.length,
      pallorQuantiles: [0.5, 0.9, 0.99].map((q) => roundTo(3, at(pallor, q))),
      yellowTintQuantiles: [0.5, 0.9, 0.99].map((q) => roundTo(3, at(yellowTint, q))),
      overV3Cuts: { pallor: over(pallor, floors.pallor), yellowTint: over(yellowTint, floors.yellowTint) },
    },
  };
}
