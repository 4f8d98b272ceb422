import { describe, expect, it } from 'vitest';
import type { TSharedScan } from '#common/contracts/share.ts';
import { type CachedSharedScan, SharedScanCache } from './shared-scan-cache.ts';

const view = (advice: string): CachedSharedScan => {
  const scan = { advice } as TSharedScan;
  return { scan, json: JSON.stringify(scan) };
};

describe('SharedScanCache', () => {
  it('keeps at most its size, dropping the link read longest ago', () => {
    const cache = new SharedScanCache(2);
    cache.set('a', view('a'));
    cache.set('b', view('b'));
    expect(cache.get('a')?.scan.advice).toBe('a');
    cache.set('c', view('c'));
    expect(cache.count).toBe(2);
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')?.scan.advice).toBe('a');
    expect(cache.get('c')?.scan.advice).toBe('c');
  });

  it('replaces an entry in place and forgets a deleted one', () => {
    const cache = new SharedScanCache(2);
    cache.set('a', view('old'));
    cache.set('a', view('new'));
    expect(cache.count).toBe(1);
    expect(cache.get('a')?.json).toBe('{"advice":"new"}');
    cache.delete('a');
    expect(cache.get('a')).toBeUndefined();
  });
});
