import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ErrorCode } from '#common/error-codes.ts';
import { ApiError } from '#web/api/client.ts';
import { toast } from '#web/hooks/use-toast.ts';
import { reportScanError, serverReason } from './report-scan-error.ts';

vi.mock('#web/hooks/use-toast.ts', () => ({ toast: vi.fn(() => 'toast-1') }));

const shown = () => vi.mocked(toast).mock.calls.map(([input]) => input);

function apiError(status: number, code: ErrorCode, message: string, details?: Record<string, unknown>) {
  const body = { code, message, details };
  return new ApiError(status, JSON.stringify(body), body);
}

beforeEach(() => {
  vi.mocked(toast).mockClear();
});

describe('reportScanError', () => {
  it('knows a used guest scan by its code, whatever the message says', () => {
    const error = apiError(403, 'GUEST_LIMIT_EXCEEDED', 'You have used your free scan.');
    expect(reportScanError(error)).toBe('guest-limit');
    expect(shown()).toEqual([expect.objectContaining({ title: 'Free Scan Used', variant: 'error' })]);
  });

  it('never takes the code from message text', () => {
    expect(reportScanError(new Error('GUEST_LIMIT_EXCEEDED: You have used your free scan.'))).toBe('retry');
    const mislabelled = apiError(500, 'INTERNAL', 'GUEST_LIMIT_EXCEEDED: copied into a message');
    expect(reportScanError(mislabelled)).toBe('retry');
    expect(shown().map((input) => input.title)).toEqual(['Scan Failed', 'Scan Failed']);
  });

  it('tells a shared network’s daily limit apart from this browser’s own scan', () => {
    const error = apiError(403, 'GUEST_LIMIT_EXCEEDED', 'Too many free scans from this network today.', {
      reason: 'network_daily_limit',
    });
    expect(reportScanError(error)).toBe('network-limit');
    expect(shown()).toEqual([
      {
        title: 'Free scans paused on this network',
        description: 'Too many free scans from this network today.',
        variant: 'error',
      },
    ]);
  });

  it('sends a used trial and a signed-out member to sign up', () => {
    expect(reportScanError(apiError(403, 'TRIAL_LIMIT_REACHED', 'Your trial scan is used.'))).toBe('sign-up');
    expect(reportScanError(apiError(401, 'UNAUTHORIZED', 'Please log in.'))).toBe('sign-up');
    expect(shown().map((input) => input.title)).toEqual(['Trial Scan Used', 'Sign up for more scans']);
  });

  it('says a scan is still being processed, with no date and no sign-up, and keeps the photo', () => {
    const error = apiError(409, 'SCAN_STILL_PROCESSING', 'A scan is still being processed.', {
      pendingUntil: '2026-11-25T12:05:00Z',
      retryAfterSeconds: 240,
    });
    expect(reportScanError(error)).toBe('retry');
    expect(shown()).toEqual([
      {
        title: 'Scan Still Processing',
        description: 'A scan is still being processed. Please try again in a few minutes.',
        variant: 'error',
      },
    ]);
  });

  it('names when the next Starter scan is free, and keeps the photo for a retry', () => {
    const error = apiError(429, 'SCAN_LIMIT_REACHED', 'Limit reached', {
      nextScanAt: '2026-11-30T12:00:00Z',
    });
    expect(reportScanError(error)).toBe('retry');
    expect(shown()[0]?.title).toBe('Scan Limit Reached');
    expect(shown()[0]?.description).toMatch(/^Your next free scan is available on .+\. Upgrade to Plus/);
    expect(reportScanError(apiError(429, 'SCAN_LIMIT_REACHED', 'Limit reached'))).toBe('retry');
    expect(shown()[1]?.description).toMatch(/available soon\./);
  });

  it('shows the server’s words for other failures, plain advice for the browser’s own', () => {
    reportScanError(apiError(422, 'INVALID_FILE_TYPE', 'That file is not a photo.'));
    reportScanError(new TypeError('Failed to fetch'));
    reportScanError(new Error('The string did not match the expected pattern.'));
    expect(shown().map((input) => input.description)).toEqual([
      'That file is not a photo.',
      'Failed to analyze image. Please try again.',
      'Please try uploading a different image file.',
    ]);
  });
});

describe('serverReason', () => {
  it('drops a leading code and falls back when there are no words', () => {
    expect(serverReason(apiError(403, 'GUEST_LIMIT_EXCEEDED', 'GUEST_LIMIT_EXCEEDED: Sign up.'))).toBe(
      'Sign up.',
    );
    expect(serverReason(apiError(403, 'GUEST_LIMIT_EXCEEDED', 'Sign up.'))).toBe('Sign up.');
    expect(serverReason(new Error('boom'))).toBe('Failed to analyze image. Please try again.');
  });
});
