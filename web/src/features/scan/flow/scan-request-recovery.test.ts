import { describe, expect, it } from 'vitest';
import type { TScanResult } from '#common/contracts/scans.ts';
import { ApiError } from '#web/api/client.ts';
import { scanStep, scanView } from './scan-flow-state.ts';
import { requestRecovery, shouldRetryRequestLookup } from './scan-request-recovery.ts';

const scan = { id: 'scan-1' } as TScanResult;
const notFound = new ApiError(404, '', { code: 'NOT_FOUND', message: 'No scan was made for that request.' });
const offline = new TypeError('Failed to fetch');

describe('what a page reloaded mid-analysis shows', () => {
  it('asks nothing without a request on its way', () => {
    expect(requestRecovery({ hasRecord: false, answer: undefined, error: null })).toEqual({ state: 'none' });
  });

  it('says "Analysing…" while asking and while the scan is analysed, then shows its result', () => {
    expect(requestRecovery({ hasRecord: true, answer: undefined, error: null })).toEqual({
      state: 'checking',
    });
    expect(requestRecovery({ hasRecord: true, answer: { state: 'analysing' }, error: null })).toEqual({
      state: 'checking',
    });
    expect(requestRecovery({ hasRecord: true, answer: { state: 'done', scan }, error: null })).toEqual({
      state: 'done',
      scan,
    });
  });

  it('tells a request that never arrived (404) from a server it could not ask', () => {
    expect(requestRecovery({ hasRecord: true, answer: undefined, error: notFound })).toEqual({
      state: 'not-sent',
    });
    expect(requestRecovery({ hasRecord: true, answer: undefined, error: offline })).toEqual({
      state: 'unknown',
    });
    expect(shouldRetryRequestLookup(0, notFound)).toBe(false);
    expect(shouldRetryRequestLookup(0, offline)).toBe(true);
    expect(shouldRetryRequestLookup(3, offline)).toBe(false);
  });

  it('never reads as "photo not kept" while a request may have made a scan', () => {
    const onCrop = {
      isUploading: false,
      urlStep: 'crop' as const,
      hasFile: false,
      hasResult: false,
      isResultMissing: false,
    };
    expect(scanView({ ...onCrop, recovery: 'checking' })).toBe('recovering');
    expect(scanStep('recovering')).toBe('analyzing');
    expect(scanView({ ...onCrop, recovery: 'not-sent' })).toBe('request-lost');
    expect(scanView({ ...onCrop, recovery: 'unknown' })).toBe('request-unknown');
    expect(scanStep('request-lost')).toBe('upload');
    // Only a reload with no request on its way lost just the photo.
    expect(scanView({ ...onCrop, recovery: 'none' })).toBe('photo-lost');
    // A photo chosen again is framed, whatever the reload found.
    expect(scanView({ ...onCrop, hasFile: true, recovery: 'not-sent' })).toBe('crop');
  });
});
