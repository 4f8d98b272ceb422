import { describe, expect, it } from 'vitest';
import { nextLiveAdvice } from './live-advice-state.ts';

describe('nextLiveAdvice', () => {
  it('shows the first answer at once', () => {
    expect(nextLiveAdvice({ advice: null, candidate: null }, 'too_dark')).toEqual({
      advice: 'too_dark',
      candidate: null,
    });
  });

  it('keeps the shown advice after one different answer, and changes on the second', () => {
    const once = nextLiveAdvice({ advice: 'no_mouth', candidate: null }, 'gums_in_view');
    expect(once).toEqual({ advice: 'no_mouth', candidate: 'gums_in_view' });
    expect(nextLiveAdvice(once, 'gums_in_view')).toEqual({ advice: 'gums_in_view', candidate: null });
  });

  it('forgets a one-frame answer when the shown advice comes back', () => {
    const odd = nextLiveAdvice({ advice: 'gums_in_view', candidate: null }, 'blurry');
    expect(nextLiveAdvice(odd, 'gums_in_view')).toEqual({ advice: 'gums_in_view', candidate: null });
  });

  it('needs two of the same new answer in a row, not two different ones', () => {
    const first = nextLiveAdvice({ advice: 'gums_in_view', candidate: null }, 'blurry');
    expect(nextLiveAdvice(first, 'too_dark')).toEqual({ advice: 'gums_in_view', candidate: 'too_dark' });
  });
});
