import type { TPhotoCheck } from '#common/photo-check/check-photo.ts';
import type { TCheckTimings, TPhotoCheckAsk, TPhotoCheckResponse } from './photo-check-protocol.ts';

type TPending = { resolve: (answer: TCheckAnswer) => void; reject: (error: Error) => void };
export type TCheckAnswer = { check: TPhotoCheck | null; timings: TCheckTimings | null };

let worker: Worker | null = null;
let nextId = 1;
/** The model has answered in this page: a check now takes a fraction of a second. */
let isWarm = false;
const pending = new Map<number, TPending>();

/** Browsers without what the worker needs (OffscreenCanvas arrived in Safari 16.4) skip the check. */
function canCheckPhotos(): boolean {
  return (
    typeof Worker !== 'undefined' &&
    typeof OffscreenCanvas !== 'undefined' &&
    typeof WebAssembly !== 'undefined' &&
    typeof createImageBitmap !== 'undefined'
  );
}

/**
 * The one worker, started on the first call: nothing of the check (its code, the WebAssembly, the
 * model) is fetched before the owner opens the camera or chooses a photo.
 */
function photoCheckWorker(): Worker {
  if (worker) return worker;
  const started = new Worker(new URL('./photo-check.worker.ts', import.meta.url), {
    type: 'module',
    name: 'photo-check',
  });
  started.onmessage = (event: MessageEvent<TPhotoCheckResponse>) => {
    const answer = event.data;
    const waiting = pending.get(answer.id);
    pending.delete(answer.id);
    if (!waiting) return;
    if (answer.ok) {
      isWarm = true;
      waiting.resolve({ check: answer.check, timings: answer.timings });
    } else waiting.reject(new Error(answer.error));
  };
  started.onerror = (event) => {
    // A worker that failed to start answers nothing: every waiting check fails, and the next call
    // starts a new worker.
    event.preventDefault();
    for (const waiting of pending.values()) waiting.reject(new Error('the photo check stopped'));
    pending.clear();
    started.terminate();
    if (worker === started) worker = null;
  };
  worker = started;
  return started;
}

/** Rejects where the browser cannot run the check: every caller then goes on without it. */
function ask(request: TPhotoCheckAsk, transfer: Transferable[] = []): Promise<TCheckAnswer> {
  if (!canCheckPhotos()) return Promise.reject(new Error('this browser cannot run the photo check'));
  const id = nextId++;
  return new Promise<TCheckAnswer>((resolve, reject) => {
    pending.set(id, { resolve, reject });
    photoCheckWorker().postMessage({ ...request, id }, transfer);
  });
}

/**
 * Whether a check answers in well under a second now: the model has loaded in this page (the camera
 * was opened, or a photo checked). Until then a chosen photo's upload is not held back for it (the
 * first load fetches some 2 MB).
 */
export function isPhotoCheckWarm(): boolean {
  return isWarm;
}

/** Starts loading the check's model (the camera is opening); resolves once it is ready. */
export async function loadPhotoCheck(): Promise<void> {
  await ask({ kind: 'load' });
}

/** Checks a chosen photo as the server's locate step would (no person check: the owner names the species). */
export async function checkChosenPhoto(photo: Blob): Promise<TCheckAnswer> {
  return ask({ kind: 'photo', photo });
}

/** Checks one camera frame, which the worker takes over (and closes). */
export async function checkCameraFrame(frame: ImageBitmap): Promise<TCheckAnswer> {
  return ask({ kind: 'frame', frame }, [frame]);
}
