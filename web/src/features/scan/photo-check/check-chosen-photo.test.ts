import { describe, expect, it } from 'vitest';
import type { TLocateResult } from '#common/contracts/scans.ts';
import type { TPhotoCheck } from '#common/photo-check/check-photo.ts';
import { firstAnswer, refusalOf } from './check-chosen-photo.ts';

const located: TLocateResult = { box: null, isUsable: true, problems: [], tips: [] };
const check = (isClearRefusal: boolean): TPhotoCheck => ({
  isUsable: false,
  problems: ['no_mouth'],
  probability: 0.01,
  advice: 'no_mouth',
  isClearRefusal,
});
/** A promise settled only when the test says so. */
function held<T>() {
  let settle: (value: T) => void = () => {};
  const promise = new Promise<T>((resolve) => {
    settle = resolve;
  });
  return { promise, settle };
}

describe('firstAnswer', () => {
  it('is the server’s without a check to race', async () => {
    expect(await firstAnswer(null, Promise.resolve(located))).toEqual({ from: 'server', located });
  });

  it('is the check’s clear refusal when it comes before the server', async () => {
    const server = held<TLocateResult | null>();
    const answer = firstAnswer(Promise.resolve(check(true)), server.promise);
    expect(await answer).toEqual({ from: 'check', check: check(true) });
  });

  it('waits for the server when the check is borderline or failed, even if it answered first', async () => {
    for (const answered of [check(false), null]) {
      const server = held<TLocateResult | null>();
      const answer = firstAnswer(Promise.resolve(answered), server.promise);
      server.settle(located);
      expect(await answer).toEqual({ from: 'server', located });
    }
  });

  it('is the server’s when it answers before a clear refusal', async () => {
    const checking = held<TPhotoCheck | null>();
    const answer = firstAnswer(checking.promise, Promise.resolve(located));
    expect(await answer).toEqual({ from: 'server', located });
    checking.settle(check(true));
  });
});

describe('refusalOf', () => {
  it('words a clear refusal as the locate step would: no box, each reason with its tip', () => {
    const refusal = refusalOf({ ...check(true), problems: ['too_dark', 'no_mouth'] });
    expect(refusal.box).toBeNull();
    expect(refusal.isUsable).toBe(false);
    expect(refusal.problems).toEqual(['too_dark', 'no_mouth']);
    expect(refusal.tips).toHaveLength(2);
    expect(refusal.tips[0]).toMatch(/too dark/);
  });
});
