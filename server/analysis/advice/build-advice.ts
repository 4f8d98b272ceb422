import { RETAKE_TIPS } from '#common/analysis/quality.ts';
import type { TFinding, TPhotoProblem, TProduct } from '#common/contracts/scans.ts';
import { buildCatAdvice } from '#server/analysis/advice/cat-findings.ts';
import { pickProducts } from '#server/analysis/advice/products.ts';
import type { TGrade } from '#server/analysis/grade.ts';

/**
 * Owner-facing advice written by the project, following AAHA/AVDC/WSAVA guidance as set out in
 * docs/product-rules.md#care-advice-and-products: cleaning is a vet's job under anaesthesia, home care slows the return of
 * plaque and tartar but does not remove it, and gum-colour alarms mean "see a vet now".
 */
export type TAdvice = { advice: string; products: TProduct[] };

const SCREENING_NOTE =
  'This is a screening from one photo, not a diagnosis, and not a substitute for veterinary care.';

const ALARM_TEXT = {
  pale_gums:
    'Pale or white gums can mean blood loss, anaemia or shock. Press a fingertip on the gum: if the colour takes more than two seconds to return, or your pet is weak, cold or breathing fast, go now.',
  blue_grey_gums:
    'Blue or grey gums can mean your pet is not getting enough oxygen. This is an emergency: keep your pet calm and go to the nearest open vet or emergency clinic now.',
  yellow_gums:
    'Yellow gums can be a sign of jaundice, which points to liver disease or red blood cells breaking down. Check the whites of the eyes and the inside of the ears for yellow too, and tell the vet.',
} as const;

/** Gum colour could not be measured: the owner can check it by hand (docs/product-rules.md#gum-colour-alarms). */
const HAND_CHECK =
  'We could not judge gum colour from this photo. To check it yourself, press a fingertip on the gum until it turns white and let go: the pink should come back in under 2 seconds. Pale, blue-grey or yellow gums, or colour that returns slowly, mean see a vet now.';

const NO_ANAESTHESIA_FREE =
  'A proper cleaning is done by a vet under general anaesthesia, so the teeth can be cleaned below the gum line and X-rayed; anaesthesia-free scaling only scrapes what shows and is not recommended.';

export function buildRetakeAdvice(problems: TPhotoProblem[]): TAdvice {
  const tips = problems.map((p) => RETAKE_TIPS[p]);
  const advice = [
    "We couldn't read this photo, so it did not use up a scan.",
    ...tips,
    'Best results: daylight, phone about a hand-width from the mouth, lip lifted so the gum line above the back teeth shows.',
  ].join(' ');
  return { advice, products: [] };
}

/** `ageYears`: the pet's age in whole years, null when unknown; the advice follows it (cat-findings.ts). */
export function buildAdvice(grade: TGrade, findings: TFinding[], ageYears: number | null = null): TAdvice {
  const byCode = new Map(findings.map((f) => [f.code, f]));
  const parts: string[] = [];
  let products: TProduct[] = [];

  const alarmCodes = (['blue_grey_gums', 'pale_gums', 'yellow_gums'] as const).filter((c) => byCode.has(c));
  if (alarmCodes.length > 0 && grade.severity === 'urgent') {
    parts.push(
      `See a vet now: the gums at the ${byCode.get(alarmCodes[0])?.where} are not the healthy pink we expect.`,
    );
    for (const code of alarmCodes) parts.push(ALARM_TEXT[code]);
    parts.push(
      'Lighting can fool a camera, but gum colour changes are too serious to wait on: please do not wait for a second photo.',
    );
    return { advice: [...parts, SCREENING_NOTE].join(' '), products };
  }
  if (alarmCodes.length > 0) {
    // Not strong enough evidence for "urgent" from a photo alone (server/analysis/verdict.ts).
    parts.push(
      `The gums at the ${byCode.get(alarmCodes[0])?.where} look an unusual colour in this photo, but light and a pet's normal gum colour can do this, so we can't be sure.`,
      'Check them by hand in daylight: press a fingertip on the gum until it turns white and let go; the pink should return in under 2 seconds. Have a vet check the gum colour soon, and go today if the gums look white, grey, blue or yellow, or if your pet is weak, breathing fast or collapses.',
    );
    return { advice: [...parts, SCREENING_NOTE].join(' '), products };
  }

  const redness = byCode.get('gum_redness_margin');
  const tartar = byCode.get('tartar_near_gumline');
  const gi = grade.gingivalIndex ?? 0;
  const ci = grade.calculusIndex ?? 0;

  if (redness && gi >= 2) {
    parts.push(
      `The gums along the ${redness.where} look clearly red, which fits moderate to marked gingivitis. Book a vet dental check within the next week or two, sooner if your pet has bad breath, bleeding, drooling or trouble eating.`,
      NO_ANAESTHESIA_FREE,
    );
  } else if (redness) {
    parts.push(
      `There is a slightly redder line along the ${redness.where}, which can be early gingivitis. Early gingivitis often reverses with daily brushing: use a soft brush and pet toothpaste (never human toothpaste), and take another photo in the same light in two weeks to compare.`,
    );
  }

  if (tartar && ci >= 3) {
    parts.push(
      `Heavy tartar shows on the ${tartar.where}. Tartar is hard and cannot be brushed or chewed off, and it keeps bacteria against the gums; ask your vet for a dental cleaning soon.`,
    );
    if (!redness || gi < 2) parts.push(NO_ANAESTHESIA_FREE);
  } else if (tartar) {
    parts.push(
      `Some tartar shows on the ${tartar.where}. Mention it at your next vet visit so they can judge when a cleaning is due. Home care with VOHC-accepted products slows new tartar after a cleaning but will not remove what is already there.`,
    );
  } else if (byCode.has('tooth_discolouration')) {
    parts.push(
      'The teeth look yellowed overall without a clear tartar band; ask your vet to look at them at the next check-up.',
    );
  }

  if (byCode.has('pigmented_gums')) {
    parts.push(
      'Dark gum patches are normal pigment in many breeds. For colour checks, look at a pink area: it should be salmon pink and turn pink again within two seconds after a gentle press.',
    );
  }

  // Products VOHC accepts for this species only; unknown species: those accepted for dogs and cats.
  const { species } = grade;
  if (parts.length === 0 && grade.isUncertain) {
    // Nothing clear was seen, but not clearly enough to call healthy (server/analysis/verdict.ts).
    parts.push(
      "No clear redness or tartar shows, but this photo can't rule them out. A retake in daylight with the lip lifted at the side gives a surer reading, or ask your vet to look at the next visit. Daily brushing with pet toothpaste is the best home care either way.",
    );
    products = pickProducts('plaque', 2, species);
  } else if (parts.length === 0) {
    parts.push(
      byCode.has('gum_colour_not_judged')
        ? 'The gum line shows no redness and the teeth next to it look clean. Keep it that way with daily brushing using pet toothpaste, check the mouth once a month, and have the teeth looked at during the yearly vet check.'
        : 'The gum line looks pink and the teeth next to it look clean. Keep it that way with daily brushing using pet toothpaste, check the mouth once a month, and have the teeth looked at during the yearly vet check.',
    );
    products = pickProducts('plaque', 2, species);
  } else if (ci > 0 && ci >= gi) {
    products = pickProducts('tartar', 3, species);
  } else {
    products = pickProducts('plaque', 3, species);
  }
  // Cats: tooth resorption, caudal stomatitis, juvenile gingivitis and hidden pain (cat-findings.ts).
  parts.push(...buildCatAdvice(grade, findings, ageYears));
  if (byCode.has('gum_colour_not_judged')) parts.push(HAND_CHECK);
  return { advice: [...parts, SCREENING_NOTE].join(' '), products };
}
