import type { TLiveAdvice } from '#common/photo-check/check-photo.ts';

/** What the camera view shows, and a different answer waiting for a second check to confirm it. */
export type LiveAdviceState = { advice: TLiveAdvice | null; candidate: TLiveAdvice | null };

/**
 * The first answer shows at once; after that a new answer shows only when the next check agrees, so
 * one blurred or odd frame neither flickers the guide nor makes a screen reader speak twice.
 */
export function nextLiveAdvice(last: LiveAdviceState, checked: TLiveAdvice): LiveAdviceState {
  if (last.advice === null || last.advice === checked) return { advice: checked, candidate: null };
  if (last.candidate === checked) return { advice: checked, candidate: null };
  return { advice: last.advice, candidate: checked };
}
