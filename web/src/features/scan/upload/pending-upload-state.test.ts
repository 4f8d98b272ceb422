import { describe, expect, it } from 'vitest';
import { ApiError } from '#web/api/client.ts';
import {
  cancelStep,
  failedWith,
  IDLE_UPLOAD,
  isRefusal,
  isUploadStalled,
  STALL_MS,
  startedUpload,
  uploadedAs,
  uploadPercent,
  withProgress,
} from './pending-upload-state.ts';

describe('upload progress', () => {
  it('reads whole percent from the bytes sent, and 100 only once the server kept it', () => {
    let state = startedUpload(400_000, 0);
    expect(uploadPercent(state)).toBe(0);
    state = withProgress(state, { loaded: 180_000, total: 400_000 }, 1000);
    expect(uploadPercent(state)).toBe(45);
    state = withProgress(state, { loaded: 400_000, total: 400_000 }, 2000);
    expect(uploadPercent(state)).toBe(99);
    expect(uploadPercent(uploadedAs(state, 'u1'))).toBe(100);
    expect(uploadPercent(IDLE_UPLOAD)).toBe(0);
  });

  it('never goes backwards, and takes the total the browser reports (the form is larger than the photo)', () => {
    let state = startedUpload(1000, 0);
    state = withProgress(state, { loaded: 600, total: 1200 }, 10);
    state = withProgress(state, { loaded: 300, total: 1200 }, 20);
    expect(state).toMatchObject({ loaded: 600, total: 1200 });
    expect(uploadPercent(state)).toBe(50);
  });

  it('ignores progress once the upload has ended', () => {
    const done = uploadedAs(startedUpload(1000, 0), 'u1');
    expect(withProgress(done, { loaded: 10, total: 1000 }, 5)).toBe(done);
  });
});

describe('stall', () => {
  it(`is stalled after ${STALL_MS / 1000} s without a byte sent, and moving again ends it`, () => {
    let state = startedUpload(1000, 0);
    expect(isUploadStalled(state, STALL_MS - 1)).toBe(false);
    expect(isUploadStalled(state, STALL_MS)).toBe(true);
    state = withProgress(state, { loaded: 100, total: 1000 }, STALL_MS + 500);
    expect(isUploadStalled(state, STALL_MS + 600)).toBe(false);
  });

  it('an event repeating the same count does not restart the clock', () => {
    let state = withProgress(startedUpload(1000, 0), { loaded: 100, total: 1000 }, 1000);
    state = withProgress(state, { loaded: 100, total: 1000 }, 9000);
    expect(isUploadStalled(state, 1000 + STALL_MS)).toBe(true);
  });

  it('only an upload in progress can stall', () => {
    expect(isUploadStalled(uploadedAs(startedUpload(1, 0), 'u1'), STALL_MS * 5)).toBe(false);
    expect(isUploadStalled(failedWith(startedUpload(1, 0), new Error('x')), STALL_MS * 5)).toBe(false);
  });
});

describe('failures', () => {
  it('tells a refusal (the scan form gets its own explained answer) from a failure worth retrying', () => {
    const answer = (status: number) => new ApiError(status, '', { code: 'INVALID_FILE_TYPE', message: 'no' });
    expect(isRefusal(answer(400))).toBe(true);
    expect(isRefusal(answer(413))).toBe(true);
    expect(isRefusal(answer(429))).toBe(true);
    expect(isRefusal(answer(408))).toBe(false);
    expect(isRefusal(answer(503))).toBe(false);
    expect(isRefusal(new TypeError('network'))).toBe(false);
  });
});

describe('cancelling', () => {
  it('deletes a kept upload, aborts one still sending, and lets one fully sent finish to delete it', () => {
    expect(cancelStep({ uploadId: 'u1', hasRequest: true, isBodySent: true })).toBe('delete');
    expect(cancelStep({ uploadId: null, hasRequest: true, isBodySent: false })).toBe('abort');
    expect(cancelStep({ uploadId: null, hasRequest: true, isBodySent: true })).toBe('delete-when-answered');
    // The copy was still being made: nothing has gone out yet.
    expect(cancelStep({ uploadId: null, hasRequest: false, isBodySent: false })).toBe('nothing');
  });
});
