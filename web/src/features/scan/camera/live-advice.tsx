import { Check } from 'lucide-react';
import type { TLiveAdvice } from '#common/photo-check/check-photo.ts';
import type { LivePhotoCheck } from '#web/features/scan/photo-check/use-live-photo-check.ts';
import { cn } from '#web/lib/cn.ts';

/** The camera view's words for each answer of the photo check: one thing to do, short enough to read at a glance. */
export const LIVE_ADVICE_WORDS: Record<TLiveAdvice, string> = {
  gums_in_view: 'Gums in view',
  no_mouth: 'No mouth in view: point the camera at the teeth and gums',
  person: 'This looks like a person: point the camera at your pet',
  too_dark: 'Too dark: turn on a light or move to a window',
  too_bright: 'Too bright: move out of direct sun',
  blurry: 'Too blurry or moving: hold the phone steady',
  coloured_light: 'The light is too coloured: try daylight',
  lift_lip: 'Lift the lip to show the gum line',
  move_closer: 'Move closer: fill the frame with the mouth',
};

/** The framing guide's colour for the photo check's answer: green once the gums are in view. */
export function guideColourOf(check: LivePhotoCheck): string {
  if (check.advice === 'gums_in_view') return 'text-green-300';
  if (check.advice) return 'text-amber-200';
  return 'text-white';
}

/**
 * The photo check's answer over the camera preview. A polite live region: a screen reader says it
 * when it changes (use-live-photo-check.ts changes it only once two checks agree), never mid-sentence.
 * The check advises; the shutter works whatever it says.
 */
export function LiveAdvice({ check }: { check: LivePhotoCheck }) {
  const isGood = check.advice === 'gums_in_view';
  return (
    <p
      role="status"
      aria-live="polite"
      data-testid="live-photo-check"
      data-advice={check.advice ?? check.state}
      className={cn(
        'absolute inset-x-3 top-3 flex min-h-10 items-center justify-center gap-2 rounded-xl px-3 py-2 text-center text-sm font-semibold',
        check.advice === null && 'sr-only',
        isGood ? 'bg-healthy text-white' : 'bg-ink/85 text-white',
      )}
    >
      {isGood ? <Check aria-hidden="true" className="size-4 shrink-0" /> : null}
      {check.advice
        ? LIVE_ADVICE_WORDS[check.advice]
        : check.state === 'loading'
          ? 'Getting the photo check ready…'
          : ''}
    </p>
  );
}
