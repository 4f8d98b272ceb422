import { describe, expect, it } from 'vitest';
import type { TScanResult } from '#common/contracts/scans.ts';
import { shownResultOf } from './use-scan-answer.ts';

const scan = (id: string) => ({ id }) as TScanResult;

describe('the result the address names', () => {
  it('shows none while the address names no result, even with one just made', () => {
    expect(shownResultOf({ urlScanId: null, justMade: scan('a'), saved: scan('a') })).toBeNull();
  });

  it('shows the result this page just made without waiting for a read by its id', () => {
    const justMade = scan('a');
    expect(shownResultOf({ urlScanId: 'a', justMade, saved: undefined })).toBe(justMade);
  });

  it('shows the result read by its id after a reload, or on Forward to an older result', () => {
    const saved = scan('b');
    expect(shownResultOf({ urlScanId: 'b', justMade: null, saved })).toBe(saved);
    expect(shownResultOf({ urlScanId: 'b', justMade: scan('a'), saved })).toBe(saved);
  });

  it('shows none while the older result is still being read', () => {
    expect(shownResultOf({ urlScanId: 'b', justMade: scan('a'), saved: undefined })).toBeNull();
  });
});
