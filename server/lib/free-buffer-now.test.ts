import { describe, expect, it } from 'vitest';
import { freeBufferNow } from './free-buffer-now.ts';

describe('freeBufferNow', () => {
  it('detaches the memory from the buffer at once, without waiting for a garbage collection', () => {
    const buffer = Buffer.allocUnsafeSlow(4 * 1024 * 1024).fill(7);
    const view = buffer.subarray(10, 20);
    freeBufferNow(buffer);
    expect(buffer.buffer.byteLength).toBe(0);
    expect(buffer.length).toBe(0);
    expect(view.length).toBe(0);
  });
});
