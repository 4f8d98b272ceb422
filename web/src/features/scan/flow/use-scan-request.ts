import { useRef, useState } from 'react';
import type { TScanResult } from '#common/contracts/scans.ts';
import { isApiError } from '#web/api/client.ts';
import { type TCreateScanInput, useCreateScanMutation } from '#web/api/scans.queries.ts';
import { isRefusal, type UploadState } from '#web/features/scan/upload/pending-upload-state.ts';
import { type UploadOutcome, usePendingUpload } from '#web/features/scan/upload/use-pending-upload.ts';
import {
  forgetScanRequest,
  newScanRequest,
  rememberScanRequest,
  type ScanRequestRecord,
  tabStorage,
} from './scan-request-record.ts';

/** A scan the owner asked for, waiting for its photo (the copy still being encoded or uploaded). */
export type ScanRequest = Omit<TCreateScanInput, 'image' | 'uploadId'> & { photo: Promise<Blob> };

/**
 * What Analyse does with the photo's upload as it stands: send the scan now (naming the upload, or
 * with the photo itself after a refusal, whose reason the scan's own answer gives), or wait for the
 * upload, first starting it (cancelled by a Back to choose, then Forward to this photo) or retrying
 * one that failed while the owner framed the photo.
 */
export type AnalyseMove =
  | { send: 'upload'; uploadId: string }
  | { send: 'photo' }
  | { wait: 'start' | 'retry' | 'upload' };

export function analyseMove(
  upload: Pick<UploadState, 'phase' | 'uploadId' | 'error'>,
  hasAttempt: boolean,
): AnalyseMove {
  if (upload.phase === 'uploaded' && upload.uploadId) return { send: 'upload', uploadId: upload.uploadId };
  if (upload.phase === 'failed' && isRefusal(upload.error)) return { send: 'photo' };
  if (!hasAttempt) return { wait: 'start' };
  return upload.phase === 'failed' ? { wait: 'retry' } : { wait: 'upload' };
}

interface ScanRequestOptions {
  onScanDone: (scan: TScanResult) => Promise<void>;
  onScanFailed: (error: unknown) => void;
}

/**
 * The photo's upload and the scan request. The photo's 2000 px copy is sent the moment it is chosen
 * (docs/product-rules.md#pending-uploads), so Analyse usually finds it uploaded; a scan asked for
 * before that waits, its upload's progress on screen, and is sent when the upload ends.
 */
export function useScanRequest({ onScanDone, onScanFailed }: ScanRequestOptions) {
  const createScan = useCreateScanMutation();
  /** The scan asked for while its photo was still uploading; sent when the upload ends. */
  const waitingScan = useRef<ScanRequest | null>(null);
  const [isWaitingForUpload, setWaitingForUpload] = useState(false);
  /** A scan request naming the upload is on its way: the server uses the upload up, or hands it back. */
  const isScanOnItsWay = useRef(false);
  /** A request that got no answer (offline, or the page leaving): it may have made its scan. */
  const unanswered = useRef<ScanRequestRecord | null>(null);
  const upload = usePendingUpload(
    (outcome: UploadOutcome) => {
      const request = waitingScan.current;
      if (!request) return;
      // A failure worth retrying waits on screen (Retry); a refusal goes with the photo for the scan's own answer.
      if ('uploadId' in outcome) sendScan(request, outcome.uploadId);
      else if (isRefusal(outcome.error)) sendScan(request, null);
    },
    // A reload mid-scan must not delete the photo the scan may still be reading: the reloaded page
    // finds the scan by its request key, or deletes the upload itself (use-scan-request-recovery.ts).
    { keepsOnLeave: () => isScanOnItsWay.current },
  );

  /**
   * The scan request: naming the upload, or with the photo itself (uploadId null). Its key is kept
   * for the tab until the answer arrives (docs/product-rules.md#reload-during-analysis).
   */
  const sendScan = (request: ScanRequest, uploadId: string | null) => {
    waitingScan.current = null;
    void request.photo.then((image) => {
      // Both in one render: the step goes from the upload's progress straight to "Analysing…".
      setWaitingForUpload(false);
      // Analyse again after no answer is a retry of the same request: its scan, if it was made.
      const sent =
        uploadId !== null && unanswered.current?.uploadId === uploadId
          ? unanswered.current
          : newScanRequest(uploadId, Date.now());
      unanswered.current = null;
      rememberScanRequest(tabStorage(), sent);
      isScanOnItsWay.current = true;
      const settle = (error?: unknown) => {
        isScanOnItsWay.current = false;
        // No answer (offline, or the page reloading, which cancels the request): the key stays for a
        // retry, and for the reloaded page to ask about.
        if (error !== undefined && !isApiError(error)) unanswered.current = sent;
        else forgetScanRequest(tabStorage());
      };
      createScan.mutate(
        {
          uploadId,
          image,
          crop: request.crop,
          species: request.species,
          petId: request.petId,
          requestKey: sent.key,
        },
        {
          onSuccess: (scan) => {
            settle();
            upload.forget();
            return onScanDone(scan);
          },
          onError: (error) => {
            settle(error);
            onScanFailed(error);
          },
        },
      );
    });
  };

  /** Scans the photo: at once when it is uploaded, else once its upload ends. */
  const send = (request: ScanRequest) => {
    setWaitingForUpload(true);
    const move = analyseMove(upload.state, upload.hasAttempt());
    if ('send' in move) return sendScan(request, move.send === 'upload' ? move.uploadId : null);
    waitingScan.current = request;
    if (move.wait === 'start') upload.start(request.photo);
    else if (move.wait === 'retry') upload.retry();
  };

  return {
    upload,
    send,
    /** Between Analyse and the answer: the upload still on its way, or the scan under way. */
    isSending: isWaitingForUpload || createScan.isPending,
    /** Forgets a waiting scan and the last answer; render it with the step's other state. */
    discard: () => {
      waitingScan.current = null;
      // An answer still on its way is not waited for any more, nor looked for after a reload.
      isScanOnItsWay.current = false;
      unanswered.current = null;
      forgetScanRequest(tabStorage());
      setWaitingForUpload(false);
      createScan.reset();
    },
    /** The photo's upload while a scan waits for it; null once the scan itself is under way. */
    shownUpload: isWaitingForUpload
      ? { state: upload.state, isStalled: upload.isStalled, retry: upload.retry }
      : null,
  };
}
