import { describe, expect, it } from 'vitest';
import { findAskedPeriod } from './find-asked-period.ts';

const NOV_2026 = '2026-11-26T12:00:00.000Z';

describe('the period a question names', () => {
  it.each([
    ['How did his gums look in July compared with now?', 'July', '2026-07-01', '2026-08-01'],
    ['How did Rex’s gums look in October last year?', 'October 2025', '2025-10-01', '2025-11-01'],
    ['Were they better in December?', 'December 2025', '2025-12-01', '2026-01-01'],
    ['any change since March 2025?', 'March 2025', '2025-03-01', '2025-04-01'],
    ['compare with Oct 2025', 'October 2025', '2025-10-01', '2025-11-01'],
    ['How were his teeth last year?', '2025', '2025-01-01', '2026-01-01'],
    ['Scans in 2024?', '2024', '2024-01-01', '2025-01-01'],
  ])('"%s" is %s', (question, label, from, to) => {
    expect(findAskedPeriod(question, NOV_2026)).toEqual({
      label,
      from: `${from}T00:00:00.000Z`,
      to: `${to}T00:00:00.000Z`,
    });
  });

  it.each([
    'Is it getting better?',
    'He may be in pain, what should I do?',
    'Compare my last two scans',
    'How often should I brush?',
  ])('"%s" names no period', (question) => {
    expect(findAskedPeriod(question, NOV_2026)).toBeNull();
  });
});
