import type { TPhotoCheck } from '#common/photo-check/check-photo.ts';

/**
 * Messages between the page and the photo check's worker (photo-check.worker.ts). A chosen photo is
 * sent as its file; a camera frame as an ImageBitmap, transferred, not copied.
 */
export type TPhotoCheckAsk =
  | { kind: 'photo'; photo: Blob }
  | { kind: 'frame'; frame: ImageBitmap }
  /** Loads the model without checking anything: the camera opened, a frame will follow. */
  | { kind: 'load' };

/** An ask with the id its answer carries back. */
export type TPhotoCheckRequest = TPhotoCheckAsk & { id: number };

/** Where one check's time went, for `npm run bench:photo-check`. */
export type TCheckTimings = { decodeMs: number; measureMs: number; embedMs: number };

export type TPhotoCheckResponse =
  | { id: number; ok: true; check: TPhotoCheck | null; timings: TCheckTimings | null }
  | { id: number; ok: false; error: string };
