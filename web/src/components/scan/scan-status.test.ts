import { describe, expect, it } from 'vitest';
import { SCAN_STATUSES } from '#common/contracts/scans.ts';
import { GUM_STATUS_WORDING } from '#common/gum-status-wording.ts';
import { confidenceWords, STATUS_META, severityLabel, toneFor } from './scan-status.ts';

describe('STATUS_META', () => {
  it('takes each label and colour from the one wording table, with one icon per colour', () => {
    for (const status of SCAN_STATUSES) {
      expect(STATUS_META[status]).toMatchObject({
        label: GUM_STATUS_WORDING[status].label,
        tone: GUM_STATUS_WORDING[status].tone,
      });
    }
    expect(STATUS_META.pale.icon).toBe(STATUS_META.infection.icon);
    expect(STATUS_META.pale.icon).not.toBe(STATUS_META.healthy.icon);
  });
});

describe('confidenceWords', () => {
  it('turns the analyser confidence into plain words', () => {
    expect(confidenceWords(0.85)).toBe('Fairly confident');
    expect(confidenceWords(0.6)).toBe('Fairly confident');
    expect(confidenceWords(0.55)).toBe('Somewhat sure');
    expect(confidenceWords(0.2)).toBe('Not very sure');
  });
});

describe('severityLabel', () => {
  it('says how urgent, never judging an unclear photo', () => {
    expect(severityLabel({ status: 'pale', severity: 'urgent' })).toBe('Urgent: see a vet now');
    expect(severityLabel({ status: 'unclear', severity: 'normal' })).toMatch(/retake/);
    expect(severityLabel({ status: 'tartar', severity: 'normal' })).not.toMatch(/no sign/i);
  });
});

describe('an uncertain verdict', () => {
  const findings = [{ code: 'cannot_rule_out' }];
  it('says it is not sure and what to do, in grey, instead of a confident verdict', () => {
    expect(severityLabel({ status: 'inflamed', severity: 'normal', findings })).toBe(
      'Not sure from this photo: retake it, or ask your vet',
    );
    expect(toneFor({ status: 'inflamed', severity: 'normal', findings })).toBe('neutral');
    expect(toneFor({ status: 'inflamed', severity: 'normal', findings: [] })).toBe('inflamed');
  });
});
