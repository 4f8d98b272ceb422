import { describe, expect, it } from 'vitest';
import { fitWithin } from './scan-copy-size.ts';

describe('fitWithin', () => {
  it('scales a 12 MP phone photo to the stored 2000 px, either way up', () => {
    expect(fitWithin(4032, 3024, 2000)).toEqual({ width: 2000, height: 1500 });
    expect(fitWithin(3024, 4032, 2000)).toEqual({ width: 1500, height: 2000 });
    expect(fitWithin(4000, 3000, 512)).toEqual({ width: 512, height: 384 });
  });

  it('never enlarges a photo already within the edge', () => {
    expect(fitWithin(1200, 800, 2000)).toEqual({ width: 1200, height: 800 });
    expect(fitWithin(2000, 2000, 2000)).toEqual({ width: 2000, height: 2000 });
  });

  it('rounds to whole pixels and keeps a very thin photo at least 1 px wide', () => {
    expect(fitWithin(4001, 3001, 2000)).toEqual({ width: 2000, height: 1500 });
    expect(fitWithin(10_000, 3, 2000)).toEqual({ width: 2000, height: 1 });
  });
});
