import { useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { useClientConfig } from '#web/api/client-config.queries.ts';
import { chosenPhotoCheck } from '#web/features/scan/photo-check/chosen-photo-check.ts';
import { makeScanCopies } from '#web/features/scan/upload/make-scan-copies.ts';
import type { FileProblem } from '#web/features/scan/upload/upload-rules.ts';
import { useObjectUrl } from '#web/features/scan/upload/use-object-url.ts';
import type { usePendingUpload } from '#web/features/scan/upload/use-pending-upload.ts';
import type { ScanMethod } from '#web/lib/analytics.ts';
import { type CaptureStart, captureStart, findFileProblem } from './scan-flow-state.ts';
import type { useScanStepUrl } from './use-scan-step-url.ts';

interface PhotoChoiceOptions {
  upload: Pick<ReturnType<typeof usePendingUpload>, 'start' | 'cancel'>;
  stepUrl: ReturnType<typeof useScanStepUrl>;
  /** A used-up free scan sends nothing ahead. */
  isBlocked: boolean;
  /** Called as a new photo is shown, in the same render (the last refusal's notice goes). */
  onChosen: () => void;
}

/**
 * The choose and crop steps: the chosen photo, why it was refused, and where the crop box starts.
 * Choosing checks the file, shows it for framing, sends its scan copy ahead (use-pending-upload.ts)
 * and asks the analyser where the mouth is. A newer choice wins over one still being read.
 */
export function usePhotoChoice({ upload, stepUrl, isBlocked, onChosen }: PhotoChoiceOptions) {
  const uploadRules = useClientConfig();
  const [file, setFile] = useState<File | null>(null);
  const [method, setMethod] = useState<ScanMethod>('upload');
  /** The crop step's start; null while the chosen photo is being checked. */
  const [capture, setCapture] = useState<CaptureStart | null>(null);
  /** Why the last chosen file was refused, shown by the buttons until the next choice. */
  const [fileProblem, setFileProblem] = useState<FileProblem | null>(null);
  const previewUrl = useObjectUrl(file);
  const latestChoice = useRef(0);
  /** The chosen file's scan copy (make-scan-copies.ts), kept beside it for a restart or the fallback. */
  const scanCopy = useRef<{ file: File; photo: Promise<Blob> } | null>(null);

  /**
   * Resolves true once the photo is shown for framing (or its refusal), false when it was refused
   * outright. In between, the analyser looks for the mouth in a small copy of the photo.
   */
  const chooseFile = async (chosen: File, chosenMethod: ScanMethod): Promise<boolean> => {
    const choice = ++latestChoice.current;
    // The photo chosen before is not going to be scanned: stop its upload and delete what arrived.
    upload.cancel();
    const problem = await findFileProblem(chosen, uploadRules);
    // A newer choice made while this header was read wins.
    if (choice !== latestChoice.current) return false;
    setFileProblem(problem);
    if (problem) return false;
    // The crop step is its own history entry; a new photo on it (after a reload) takes its place.
    stepUrl.go({ name: 'crop' }, { replace: stepUrl.step.name === 'crop' });
    flushSync(() => {
      setMethod(chosenMethod);
      setFile(chosen);
      setCapture(null);
      onChosen();
    });
    // Fetched while the copies are made: the check's code is not part of the page's first load.
    const photoCheck = chosenPhotoCheck();
    const copies = await makeScanCopies(chosen);
    if (choice !== latestChoice.current) return false;
    scanCopy.current = { file: chosen, photo: copies.scan };
    // Sent while the owner frames the photo; a used-up free scan sends nothing. It starts beside
    // the locate request, not after its answer: the locate copy is 27 KB, and holding the upload
    // back for it gained nothing measurable (docs/performance.md#the-browser-made-copy).
    const sendAhead = () => {
      if (!isBlocked && choice === latestChoice.current) upload.start(copies.scan);
    };
    const cancelSent = () => {
      if (choice === latestChoice.current) upload.cancel();
    };
    // The browser's photo check, then the server's locate step (docs/product-rules.md#live-photo-check).
    // Where the check's code cannot be fetched (offline, an outdated page), the scan goes on without it.
    const screening = await photoCheck.catch(() => null);
    if (!screening) sendAhead();
    const located = screening
      ? await screening.screenChosenPhoto({ photo: copies.locate, sendAhead, cancelSent })
      : null;
    if (choice !== latestChoice.current) return false;
    // Rendered now, so the caller can move focus into the crop step.
    flushSync(() => setCapture(captureStart(located)));
    return true;
  };

  /** The photo to scan: its scan copy, or the file itself where no copy was made. */
  const photoOf = (chosen: File): Promise<Blob> =>
    scanCopy.current?.file === chosen ? scanCopy.current.photo : Promise.resolve(chosen);

  /** Drops the photo (a refused scan); the owner chooses again. */
  const drop = () => {
    setFile(null);
    setCapture(null);
  };

  return {
    file,
    method,
    capture,
    fileProblem,
    previewUrl,
    chooseFile,
    photoOf,
    drop,
    /** Drops the photo and the last refusal, and outdates a choice still being read. */
    discard: () => {
      latestChoice.current += 1;
      drop();
      setFileProblem(null);
    },
    /** Back to choose with the photo kept for Forward; a choice still being read is outdated. */
    leave: () => {
      latestChoice.current += 1;
      upload.cancel();
      stepUrl.toChoose();
    },
  };
}
