import type { TFinding } from '#common/contracts/scans.ts';
import type { TGrade } from '#server/analysis/grade.ts';

/**
 * What a photo of a cat's mouth can suggest beyond the dog findings (docs/product-rules.md#species).
 * The analyser grades redness and tartar the same way for both species; these add what a cat owner
 * needs to know about them: tooth resorption, caudal stomatitis and juvenile gingivitis. A photo
 * cannot diagnose any of them (resorption needs dental X-rays under anaesthesia), so the findings
 * are level 'info': what to look for and tell the vet, never drawn on the overlay as something seen.
 */
const ALARM_CODES = new Set(['pale_gums', 'blue_grey_gums', 'yellow_gums']);

export const CAT_FINDING_TEXT = {
  tooth_resorption_signs:
    "In cats, a red spot at the gum line, or gum growing over part of a tooth's crown, can be tooth resorption: painful, common in adult cats, and only dental X-rays under anaesthesia show it.",
  caudal_redness_check:
    'Redness at the back of the mouth, beside the last teeth and towards the throat, can be caudal stomatitis, a very painful inflammation in cats that needs a vet within days.',
  juvenile_gingivitis_check:
    'In a cat under about a year old, red gums while the adult teeth come in can be juvenile gingivitis, which a vet should see.',
} as const;

/** Advice sentences, in the order they are added after the shared advice. */
export const CAT_ADVICE = {
  resorption:
    'In cats, red gum over a tooth, a red spot at the gum line, gum growing over part of a crown, or what looks like tartar can also be tooth resorption. It is painful and common in adult cats, and only dental X-rays under anaesthesia show it: mention it to your vet, especially if your cat chews on one side, drools or drops food.',
  caudal:
    'Look at the back of the mouth too: red, raw gums beside the last teeth and towards the throat can be caudal stomatitis, which is very painful. If you see that, or your cat drools, paws at its mouth or eats less, see a vet within a few days.',
  juvenile:
    'In a cat under about a year old, red gums while the adult teeth come in can be juvenile gingivitis: have a vet look, as it can need more than brushing.',
  hiddenPain:
    'Cats hide mouth pain well: watch for chewing on one side, drooling, dropping food or pawing at the mouth, and have the teeth checked at every yearly vet visit.',
} as const;

const hasAlarm = (findings: TFinding[]) => findings.some((f) => ALARM_CODES.has(f.code));

/**
 * Juvenile gingivitis is a kittens' disease, while the adult teeth come in (up to about a year old):
 * a cat known to be a year or older is never told about it (a 9-year-old cat's owner once was).
 * With the age unknown (a guest's scan, a pet without a birth date or age) the sentence stays, with
 * its own "in a cat under about a year old" for the owner to apply.
 */
export const JUVENILE_GINGIVITIS_MAX_AGE_YEARS = 1;

/** Whether juvenile gingivitis can concern a cat of this age in whole years; null is unknown. */
export function mayHaveJuvenileGingivitis(ageYears: number | null): boolean {
  return ageYears === null || ageYears < JUVENILE_GINGIVITIS_MAX_AGE_YEARS;
}

/**
 * The cat findings to add to a graded photo's findings; none for a dog or an unknown species.
 * `ageYears` is the pet's age in whole years, null when unknown.
 */
export function buildCatFindings(
  grade: TGrade,
  findings: TFinding[],
  ageYears: number | null = null,
): TFinding[] {
  // A gum-colour alarm means "see a vet now": nothing may dilute it.
  if (grade.species !== 'cat' || hasAlarm(findings)) return [];
  const redness = findings.find((f) => f.code === 'gum_redness_margin');
  const tartar = findings.find((f) => f.code === 'tartar_near_gumline');
  const out: TFinding[] = [];
  const near = redness ?? tartar;
  if (near) out.push(info('tooth_resorption_signs', near.where));
  if (redness) {
    out.push(info('caudal_redness_check', 'back of the mouth'));
    if (mayHaveJuvenileGingivitis(ageYears)) out.push(info('juvenile_gingivitis_check', redness.where));
  }
  return out;
}

/** The cat advice to add after the shared advice; none for a dog, an unknown species or an alarm. */
export function buildCatAdvice(
  grade: TGrade,
  findings: TFinding[],
  ageYears: number | null = null,
): string[] {
  if (grade.species !== 'cat' || hasAlarm(findings)) return [];
  const redness = findings.find((f) => f.code === 'gum_redness_margin');
  const tartar = findings.find((f) => f.code === 'tartar_near_gumline');
  const parts: string[] = [];
  // The photo shows the gum line it was taken of, rarely the back of the mouth: any redness is
  // reason enough to ask the owner to look there.
  if (redness) parts.push(CAT_ADVICE.caudal);
  if (redness && mayHaveJuvenileGingivitis(ageYears)) parts.push(CAT_ADVICE.juvenile);
  if (redness || tartar) parts.push(CAT_ADVICE.resorption);
  parts.push(CAT_ADVICE.hiddenPain);
  return parts;
}

function info(code: keyof typeof CAT_FINDING_TEXT, where: string): TFinding {
  return { code, label: CAT_FINDING_TEXT[code], where, region: null, level: 'info' };
}
