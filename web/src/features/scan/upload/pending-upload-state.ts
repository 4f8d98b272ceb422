import { isApiError } from '#web/api/client.ts';
import type { UploadProgress } from '#web/api/uploads.ts';

/**
 * The photo sent ahead of its scan, as the scanner shows it
 * (docs/product-rules.md#pending-uploads): progress from the upload's
 * own events, a stall when no byte has gone out for a while, and what a failure means.
 */
export type UploadPhase = 'idle' | 'uploading' | 'uploaded' | 'failed';

export interface UploadState {
  phase: UploadPhase;
  loaded: number;
  total: number;
  /** When bytes last went out (or the upload started): the stall clock. */
  lastProgressAt: number;
  uploadId: string | null;
  error: unknown;
}

/** No byte sent for this long reads as stalled: longer than a slow network's pauses between bursts. */
export const STALL_MS = 10_000;

export const IDLE_UPLOAD: UploadState = {
  phase: 'idle',
  loaded: 0,
  total: 0,
  lastProgressAt: 0,
  uploadId: null,
  error: null,
};

export function startedUpload(total: number, now: number): UploadState {
  return { ...IDLE_UPLOAD, phase: 'uploading', total, lastProgressAt: now };
}

/** Only bytes that really went out restart the stall clock; an event repeating the count does not. */
export function withProgress(state: UploadState, progress: UploadProgress, now: number): UploadState {
  if (state.phase !== 'uploading') return state;
  const isAdvance = progress.loaded > state.loaded;
  return {
    ...state,
    loaded: Math.max(state.loaded, progress.loaded),
    total: progress.total > 0 ? progress.total : state.total,
    lastProgressAt: isAdvance ? now : state.lastProgressAt,
  };
}

export function uploadedAs(state: UploadState, uploadId: string): UploadState {
  return { ...state, phase: 'uploaded', loaded: state.total, uploadId, error: null };
}

export function failedWith(state: UploadState, error: unknown): UploadState {
  return { ...state, phase: 'failed', error };
}

/**
 * Whole percent for "Uploading… 45%": below 100 until the server has answered, since the last
 * bytes out are not yet a kept upload.
 */
export function uploadPercent(state: UploadState): number {
  if (state.phase === 'uploaded') return 100;
  if (state.total <= 0) return 0;
  return Math.min(99, Math.floor((state.loaded / state.total) * 100));
}

export function isUploadStalled(state: UploadState, now: number): boolean {
  return state.phase === 'uploading' && now - state.lastProgressAt >= STALL_MS;
}

/**
 * A failure the server answered with a refusal of the photo or the request (4xx, not a timeout):
 * sending the photo with the scan instead (the multipart form) gets the scan's own refusal, which
 * the scanner already explains. Anything else (offline, reset, 5xx, 408) is worth a retry.
 */
export function isRefusal(error: unknown): boolean {
  return isApiError(error) && error.status >= 400 && error.status < 500 && error.status !== 408;
}

/**
 * What cancelling an attempt takes: a kept upload is deleted; one still sending is aborted (the
 * server keeps nothing of a body cut short); one whose every byte went out is let finish and deleted
 * when its id comes back, since an abort then could leave a kept upload the page never hears of.
 */
export type CancelStep = 'delete' | 'abort' | 'delete-when-answered' | 'nothing';

export function cancelStep(attempt: {
  uploadId: string | null;
  hasRequest: boolean;
  isBodySent: boolean;
}): CancelStep {
  if (attempt.uploadId) return 'delete';
  if (!attempt.hasRequest) return 'nothing';
  return attempt.isBodySent ? 'delete-when-answered' : 'abort';
}
