import { describe, expect, it } from 'vitest';
import type { TScanStatus } from '#common/contracts/scans.ts';
import { guestFreeScanFrom } from './use-guest-free-scan.ts';

const scan = (id: string, status: TScanStatus) => ({ id, status });
const answer = (
  isFreeScanUsed: boolean,
  scans: ReturnType<typeof scan>[] = [],
  networkPausedMessage: string | null = null,
) => ({
  data: { isFreeScanUsed, scans, networkPausedMessage },
  isError: false,
});
const noAnswer = (isError = false) => ({ data: undefined, isError });

describe('guestFreeScanFrom', () => {
  it('is nothing for a signed-in member, whatever this browser remembers', () => {
    expect(
      guestFreeScanFrom({ isGuest: false, server: answer(true), isUsedLocally: true, localResultId: 's1' }),
    ).toEqual({ isUsed: false, resultId: null, networkPausedMessage: null });
  });

  it('takes the server’s answer, skipping an unclear photo as the result', () => {
    const server = answer(true, [scan('unclear-1', 'unclear'), scan('s2', 'inflamed')]);
    expect(guestFreeScanFrom({ isGuest: true, server, isUsedLocally: false, localResultId: null })).toEqual({
      isUsed: true,
      resultId: 's2',
      networkPausedMessage: null,
    });
  });

  it('stops offering a result the server no longer lists (moved into an account)', () => {
    expect(
      guestFreeScanFrom({ isGuest: true, server: answer(false), isUsedLocally: false, localResultId: 's1' }),
    ).toEqual({ isUsed: false, resultId: null, networkPausedMessage: null });
  });

  it('keeps this browser’s flag while the server has not answered, or when it says otherwise', () => {
    expect(
      guestFreeScanFrom({ isGuest: true, server: noAnswer(), isUsedLocally: true, localResultId: 's1' }),
    ).toEqual({ isUsed: true, resultId: null, networkPausedMessage: null });
    expect(
      guestFreeScanFrom({ isGuest: true, server: answer(false), isUsedLocally: true, localResultId: null }),
    ).toEqual({ isUsed: true, resultId: null, networkPausedMessage: null });
  });

  it('falls back to the remembered result when the request failed', () => {
    expect(
      guestFreeScanFrom({ isGuest: true, server: noAnswer(true), isUsedLocally: true, localResultId: 's1' }),
    ).toEqual({ isUsed: true, resultId: 's1', networkPausedMessage: null });
  });

  it('passes on the server’s word that this network’s guest scans are paused, to a guest only', () => {
    const server = answer(false, [], 'Too many free scans have been made from this network today.');
    expect(
      guestFreeScanFrom({ isGuest: true, server, isUsedLocally: false, localResultId: null }),
    ).toMatchObject({
      isUsed: false,
      networkPausedMessage: 'Too many free scans have been made from this network today.',
    });
    expect(
      guestFreeScanFrom({ isGuest: false, server, isUsedLocally: false, localResultId: null })
        .networkPausedMessage,
    ).toBeNull();
  });
});
