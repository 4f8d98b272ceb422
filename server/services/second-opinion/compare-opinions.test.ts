import { describe, expect, it } from 'vitest';
import type { TSecondOpinionReport } from '#common/contracts/pets.ts';
import { compareOpinions, moreCautious } from './compare-opinions.ts';

const ours = { status: 'inflamed', severity: 'concerning', gingivalIndex: 2, calculusIndex: 1 } as const;
const theirs: TSecondOpinionReport = {
  status: 'inflamed',
  severity: 'concerning',
  gingivalIndex: 2,
  calculusIndex: 1,
  findings: [],
  summary: 's',
};

describe('compareOpinions', () => {
  it('finds no disagreement when both agree', () => {
    expect(compareOpinions(ours, { ...theirs })).toEqual({ disagreements: [], shownSeverity: 'concerning' });
  });

  it('says plainly where they differ and shows the more cautious urgency', () => {
    const result = compareOpinions(ours, { ...theirs, status: 'pale', severity: 'urgent', calculusIndex: 3 });
    expect(result.shownSeverity).toBe('urgent');
    expect(result.disagreements).toHaveLength(3);
    expect(result.disagreements[1]).toMatch(/more cautious one: urgent/);
  });

  it('keeps our urgency when the model is less worried', () => {
    expect(
      compareOpinions({ ...ours, severity: 'urgent' }, { ...theirs, severity: 'normal' }).shownSeverity,
    ).toBe('urgent');
    expect(moreCautious('normal', 'concerning')).toBe('concerning');
  });
});
