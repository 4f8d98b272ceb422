import { describe, expect, it } from 'vitest';
import { ApiError } from '#web/api/client.ts';
import {
  failedWith,
  IDLE_UPLOAD,
  startedUpload,
  uploadedAs,
} from '#web/features/scan/upload/pending-upload-state.ts';
import { analyseMove } from './use-scan-request.ts';

const refused = new ApiError(415, '', { code: 'INVALID_FILE_TYPE', message: 'no' });
const dropped = new TypeError('Failed to fetch');

describe('what Analyse does with the photo’s upload', () => {
  it('sends the scan at once, naming the upload, when the photo is already uploaded', () => {
    expect(analyseMove(uploadedAs(startedUpload(1000, 0), 'up-1'), true)).toEqual({
      send: 'upload',
      uploadId: 'up-1',
    });
  });

  it('sends the photo itself with the scan when the server refused its upload, for the scan’s own answer', () => {
    expect(analyseMove(failedWith(startedUpload(1000, 0), refused), true)).toEqual({ send: 'photo' });
  });

  it('retries an upload that failed on the way (offline, reset) and waits for it', () => {
    expect(analyseMove(failedWith(startedUpload(1000, 0), dropped), true)).toEqual({ wait: 'retry' });
  });

  it('waits for an upload still on its way without starting another', () => {
    expect(analyseMove(startedUpload(1000, 0), true)).toEqual({ wait: 'upload' });
  });

  it('starts the upload again when Back to choose cancelled it and Forward brought the photo back', () => {
    expect(analyseMove(IDLE_UPLOAD, false)).toEqual({ wait: 'start' });
  });
});
