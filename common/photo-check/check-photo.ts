import type { TRgbImage } from '#common/analysis/colour.ts';
import { gateCut } from '#common/analysis/gate.ts';
import { measurePhoto } from '#common/analysis/measure.ts';
import { logit } from '#common/analysis/model/predict.ts';
import { screenPhoto } from '#common/analysis/screen-photo.ts';
import type { TPhotoProblem } from '#common/contracts/scans.ts';

/**
 * What the camera view says, one thing at a time (docs/product-rules.md#live-photo-check): the
 * first thing to fix, or that the gums are in view.
 */
export const LIVE_ADVICE = [
  'gums_in_view',
  'no_mouth',
  'person',
  'too_dark',
  'too_bright',
  'blurry',
  'coloured_light',
  'lift_lip',
  'move_closer',
] as const;
export type TLiveAdvice = (typeof LIVE_ADVICE)[number];

const ADVICE_FOR_PROBLEM: Record<TPhotoProblem, TLiveAdvice> = {
  too_dark: 'too_dark',
  overexposed: 'too_bright',
  blurry: 'blurry',
  colour_cast: 'coloured_light',
  too_small: 'move_closer',
  too_far: 'move_closer',
  mouth_closed: 'lift_lip',
  no_mouth: 'no_mouth',
  // A screen held up to the camera shows no mouth of its own.
  screenshot: 'no_mouth',
  not_a_pet: 'person',
};

export type TPhotoCheck = {
  /** The gate's decision, as the server's locate step or scan would make it on the same pixels. */
  isUsable: boolean;
  /** What to fix, first things first (the server's order); empty when usable. */
  problems: TPhotoProblem[];
  /** The gate's calibrated probability that this is a usable close-up of gums and teeth. */
  probability: number;
  advice: TLiveAdvice;
  /**
   * Refused with room to spare: the gate's score at least CLEAR_REFUSAL_LOGITS under its cut, so a
   * slightly different decode on the server would refuse it too. Only such a photo is refused in the
   * browser; a borderline one goes to the server, which decides.
   */
  isClearRefusal: boolean;
};

/**
 * Logits under the gate's cut from which a refusal counts as clear. The browser's decode of a photo
 * differs a little from the server's (canvas versus libvips resampling). On the 2,056 sample and
 * training photos that moves the gate's score by 0.73 logits at the 95th percentile; near the cut, by
 * 1.05 at most (larger moves happen only far above it, where a logit is a sliver of probability).
 * Half a logit over that, no photo the server accepts is refused by the browser
 * (`npm run bench:photo-check`, docs/performance.md#live-photo-check).
 */
export const CLEAR_REFUSAL_LOGITS = 1.5;

/**
 * The server's gate on one decoded photo (packed RGB, about ANALYSIS_EDGE px on its long side) and
 * its MobileNetV2 embedding: the same measurements, model and rules (common/analysis/), so the
 * browser's worker and the server decide alike. `isPersonChecked` as in screenPhoto: the camera view
 * says when it sees a person; a chosen photo is not refused for it, since its owner names the species.
 */
export function checkPhoto(
  image: TRgbImage,
  embedding: Float32Array,
  options: { isPersonChecked: boolean },
): TPhotoCheck {
  const { gate } = screenPhoto(measurePhoto(image), { embedding, isPersonChecked: options.isPersonChecked });
  const first = gate.problems[0];
  const isClearRefusal = !gate.isUsable && logit(gate.probability) <= logit(gateCut()) - CLEAR_REFUSAL_LOGITS;
  return {
    isUsable: gate.isUsable,
    problems: gate.problems,
    probability: gate.probability,
    advice: first ? ADVICE_FOR_PROBLEM[first] : 'gums_in_view',
    isClearRefusal,
  };
}
