import { useEffect, useRef, useState } from 'react';
import { deletePendingUpload, type PendingUploadRequest, sendPendingUpload } from '#web/api/uploads.ts';
import {
  cancelStep,
  failedWith,
  IDLE_UPLOAD,
  isUploadStalled,
  startedUpload,
  type UploadState,
  uploadedAs,
  withProgress,
} from './pending-upload-state.ts';

/** How an upload ended, for whoever waits on it (the scan the owner already asked for). */
export type UploadOutcome = { uploadId: string } | { error: unknown };

interface Attempt {
  photo: Promise<Blob>;
  request: PendingUploadRequest | null;
  uploadId: string | null;
  /** Cancelled while its answer was on the way: delete it as soon as the id arrives. */
  isCancelled: boolean;
}

/**
 * The chosen photo's copy, sent ahead of its scan while the owner frames it
 * (docs/product-rules.md#pending-uploads). `start` sends it (cancelling any earlier one), `cancel`
 * stops it and deletes what arrived, `retry` sends the same photo again, `forget` lets go of one a
 * scan used. Leaving the page or unmounting cancels, with a request that outlives the page, unless
 * `keepsOnLeave` says a scan request naming the upload is on its way (the server uses it up or hands
 * it back; docs/product-rules.md#reload-during-analysis). `onSettled` hears how each attempt ended.
 */
export function usePendingUpload(
  onSettled: (outcome: UploadOutcome) => void,
  { keepsOnLeave = () => false }: { keepsOnLeave?: () => boolean } = {},
) {
  const [state, setState] = useState<UploadState>(IDLE_UPLOAD);
  const [now, setNow] = useState(() => Date.now());
  const attempt = useRef<Attempt | null>(null);
  const settled = useRef(onSettled);
  settled.current = onSettled;

  const send = (next: Attempt) => {
    attempt.current = next;
    setState(startedUpload(0, Date.now()));
    void next.photo.then((photo) => {
      if (attempt.current !== next || next.isCancelled) return;
      setState(startedUpload(photo.size, Date.now()));
      const request = sendPendingUpload(photo, (progress) => {
        if (attempt.current === next) setState((current) => withProgress(current, progress, Date.now()));
      });
      next.request = request;
      request.done.then(
        ({ uploadId }) => {
          next.uploadId = uploadId;
          if (next.isCancelled) {
            void deletePendingUpload(uploadId);
            return;
          }
          if (attempt.current !== next) return;
          setState((current) => uploadedAs(current, uploadId));
          settled.current({ uploadId });
        },
        (error: unknown) => {
          if (attempt.current !== next || next.isCancelled) return;
          setState((current) => failedWith(current, error));
          settled.current({ error });
        },
      );
    });
  };

  /** Stops the current attempt and deletes what arrived (cancelStep says how). */
  const cancel = (options: { keepalive?: boolean } = {}) => {
    const current = attempt.current;
    attempt.current = null;
    setState(IDLE_UPLOAD);
    if (!current) return;
    // Marked first: an answer still on its way is then deleted as it arrives (see send).
    current.isCancelled = true;
    const step = cancelStep({
      uploadId: current.uploadId,
      hasRequest: current.request !== null,
      isBodySent: current.request?.isBodySent() ?? false,
    });
    if (step === 'delete' && current.uploadId) void deletePendingUpload(current.uploadId, options);
    if (step === 'abort') current.request?.abort();
  };

  const cancelRef = useRef(cancel);
  cancelRef.current = cancel;
  const keepsOnLeaveRef = useRef(keepsOnLeave);
  keepsOnLeaveRef.current = keepsOnLeave;
  useEffect(() => {
    const leave = () => {
      if (!keepsOnLeaveRef.current()) cancelRef.current({ keepalive: true });
    };
    window.addEventListener('pagehide', leave);
    return () => {
      window.removeEventListener('pagehide', leave);
      leave();
    };
  }, []);

  // The stall shows without a progress event to render it, so the clock ticks while sending.
  const isSending = state.phase === 'uploading';
  useEffect(() => {
    if (!isSending) return;
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [isSending]);

  return {
    state,
    isStalled: isUploadStalled(state, Math.max(now, state.lastProgressAt)),
    hasAttempt: () => attempt.current !== null,
    start: (photo: Promise<Blob>) => {
      cancel();
      send({ photo, request: null, uploadId: null, isCancelled: false });
    },
    cancel,
    /** Sends the same photo again from the start (the server keeps no half upload to resume). */
    retry: () => {
      const photo = attempt.current?.photo;
      if (!photo) return;
      cancel();
      send({ photo, request: null, uploadId: null, isCancelled: false });
    },
    /** A scan used the upload (the server deleted it): nothing left to cancel. */
    forget: () => {
      attempt.current = null;
      setState(IDLE_UPLOAD);
    },
  };
}
