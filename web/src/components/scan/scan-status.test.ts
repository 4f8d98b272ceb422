import { describe, expect, it } from 'vitest';
import { confidenceWords, severityLabel } from './scan-status.ts';

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
