import { useEffect, useState } from 'react';
import type { TLiveAdvice } from '#common/photo-check/check-photo.ts';
import { type LiveAdviceState, nextLiveAdvice } from './live-advice-state.ts';
import { checkCameraFrame, loadPhotoCheck } from './photo-check-client.ts';

/** At most this many checks a second: enough to follow the phone, and a phone's battery is spared. */
const MAX_CHECKS_PER_SECOND = 4;
/**
 * Performance marks `npm run bench:photo-check` reads: the camera opening (the check's model starts
 * loading), and each answer (its worker's timings in `detail`).
 */
export const LIVE_CHECK_STARTED_MARK = 'photo-check:started';
export const LIVE_CHECK_ANSWER_MARK = 'photo-check:answer';

export type LivePhotoCheck =
  /** The check's model is loading; nothing to say yet. */
  | { state: 'loading'; advice: null }
  | { state: 'checking'; advice: TLiveAdvice }
  /** This browser cannot run it, or it failed: the camera works as before, without advice. */
  | { state: 'unavailable'; advice: null };

/**
 * Checks the camera's preview frames while `video` plays (docs/product-rules.md#live-photo-check): one
 * frame at a time in the photo check's worker, at most MAX_CHECKS_PER_SECOND. The advice changes only
 * when two checks in a row agree, so a single odd frame does not make the screen reader speak.
 */
export function useLivePhotoCheck(
  video: HTMLVideoElement | null,
  { isOpen, isPlaying }: { isOpen: boolean; isPlaying: boolean },
): LivePhotoCheck {
  const [shown, setShown] = useState<LiveAdviceState>({ advice: null, candidate: null });
  const [isUnavailable, setUnavailable] = useState(false);

  // The model loads while the camera starts (the permission prompt, the stream), not after.
  useEffect(() => {
    if (!isOpen) return;
    performance.mark(LIVE_CHECK_STARTED_MARK);
    loadPhotoCheck().catch(() => {});
  }, [isOpen]);

  useEffect(() => {
    if (!isPlaying || !video) return;
    let isStopped = false;
    setUnavailable(false);
    setShown({ advice: null, candidate: null });
    const run = async () => {
      await loadPhotoCheck();
      while (!isStopped) {
        const started = performance.now();
        if (video.readyState >= HTMLMediaElement.HAVE_CURRENT_DATA && video.videoWidth > 0) {
          const { check, timings } = await checkCameraFrame(await createImageBitmap(video));
          if (isStopped || !check) return;
          performance.mark(LIVE_CHECK_ANSWER_MARK, { detail: { advice: check.advice, ...timings } });
          setShown((last) => nextLiveAdvice(last, check.advice));
        }
        const rest = 1000 / MAX_CHECKS_PER_SECOND - (performance.now() - started);
        await new Promise((resolve) => window.setTimeout(resolve, Math.max(0, rest)));
      }
    };
    run().catch(() => {
      if (!isStopped) setUnavailable(true);
    });
    return () => {
      isStopped = true;
    };
  }, [video, isPlaying]);

  if (isUnavailable) return { state: 'unavailable', advice: null };
  return shown.advice ? { state: 'checking', advice: shown.advice } : { state: 'loading', advice: null };
}
