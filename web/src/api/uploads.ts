import type { TPendingUpload } from '#common/contracts/uploads.ts';
import { SCAN_UPLOAD_FIELD } from '#common/scan-constants.ts';
import { callEndpoint, endpointUrl } from './call-endpoint.ts';
import { ApiError, parseErrorBody } from './client.ts';
import { uploadEndpoints as uploads } from './endpoints/uploads.gen.ts';

export interface UploadProgress {
  loaded: number;
  total: number;
}

export interface PendingUploadRequest {
  /** The server's answer; rejects with ApiError (refused), TypeError (network) or an AbortError. */
  done: Promise<TPendingUpload>;
  /** True once every byte of the body has gone out: only the answer is still awaited. */
  isBodySent(): boolean;
  abort(): void;
}

/**
 * POST /api/uploads: sends the photo ahead of its scan (docs/product-rules.md#pending-uploads). An
 * XMLHttpRequest, not fetch, because only it reports upload progress, which the scanner's progress
 * bar shows.
 */
export function sendPendingUpload(
  photo: Blob,
  onProgress: (progress: UploadProgress) => void,
): PendingUploadRequest {
  const xhr = new XMLHttpRequest();
  let isBodySent = false;
  const done = new Promise<TPendingUpload>((resolve, reject) => {
    xhr.upload.addEventListener('progress', (event) => {
      onProgress({ loaded: event.loaded, total: event.lengthComputable ? event.total : photo.size });
    });
    xhr.upload.addEventListener('load', () => {
      isBodySent = true;
    });
    xhr.addEventListener('load', () => {
      const text = xhr.responseText;
      if (xhr.status >= 200 && xhr.status < 300) resolve(JSON.parse(text) as TPendingUpload);
      else reject(new ApiError(xhr.status, text || xhr.statusText, parseErrorBody(text)));
    });
    xhr.addEventListener('error', () => reject(new TypeError('The photo could not be sent: network error.')));
    xhr.addEventListener('abort', () => reject(new DOMException('The upload was cancelled.', 'AbortError')));
  });
  const body = new FormData();
  body.append(SCAN_UPLOAD_FIELD, photo, 'photo.jpg');
  xhr.open(uploads.create.method, endpointUrl(uploads.create));
  xhr.setRequestHeader('Accept', 'application/json');
  xhr.withCredentials = true;
  xhr.send(body);
  return { done, isBodySent: () => isBodySent, abort: () => xhr.abort() };
}

/**
 * DELETE /api/uploads/:id: another photo was chosen or the page is being left. `keepalive` lets it
 * finish after the page is gone. Best effort: an upload not deleted expires on its own.
 */
export function deletePendingUpload(uploadId: string, options: { keepalive?: boolean } = {}): Promise<void> {
  return callEndpoint(uploads.remove, { params: { id: uploadId }, keepalive: options.keepalive }).catch(
    () => undefined,
  );
}
