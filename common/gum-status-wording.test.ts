import { describe, expect, it } from 'vitest';
import { SCAN_STATUSES } from './contracts/scans.ts';
import {
  GUM_STATUS_WORDING,
  isUncertainVerdict,
  statusHeadline,
  statusLabelOf,
} from './gum-status-wording.ts';

describe('GUM_STATUS_WORDING', () => {
  it('words every status, each label distinct', () => {
    expect(Object.keys(GUM_STATUS_WORDING).sort()).toEqual([...SCAN_STATUSES].sort());
    const labels = SCAN_STATUSES.map((status) => GUM_STATUS_WORDING[status].label);
    expect(new Set(labels).size).toBe(labels.length);
  });

  it('says "see a vet now" exactly for the statuses that read red', () => {
    for (const status of SCAN_STATUSES) {
      const wording = GUM_STATUS_WORDING[status];
      expect(wording.urgency !== null, status).toBe(wording.tone === 'urgent');
    }
  });

  it('has a sentence form that reads in "Both scans show …" (lower case, no full stop)', () => {
    for (const status of SCAN_STATUSES) {
      const { inSentence } = GUM_STATUS_WORDING[status];
      expect(inSentence[0], status).toBe(inSentence[0].toLowerCase());
      expect(inSentence.endsWith('.'), status).toBe(false);
    }
  });

  it('names all three colours of the gum-colour alarm, on the card as in the comparison', () => {
    expect(GUM_STATUS_WORDING.pale.label).toBe('Pale, grey or yellow gums');
    expect(GUM_STATUS_WORDING.pale.inSentence).toContain('pale, grey or yellow');
  });
});

describe('statusHeadline', () => {
  it('adds what to do to an urgent status only', () => {
    expect(statusHeadline('pale')).toBe('Pale, grey or yellow gums: see a vet now');
    expect(statusHeadline('infection')).toBe('Possible infection: see a vet now');
    expect(statusHeadline('inflamed')).toBe('Inflamed gums');
    expect(statusHeadline('healthy')).toBe('Healthy gums');
  });
});

describe('statusLabelOf', () => {
  const uncertain = [{ code: 'cannot_rule_out' }, { code: 'healthy_gum_line' }];
  it('heads an uncertain result with what it cannot rule out, never a confident label', () => {
    expect(statusLabelOf({ status: 'inflamed', findings: uncertain })).toBe("Can't rule out inflamed gums");
    expect(statusLabelOf({ status: 'tartar', findings: uncertain })).toBe("Can't rule out tartar build-up");
    expect(isUncertainVerdict(uncertain)).toBe(true);
  });
  it('keeps the label of a confident result, or one without findings', () => {
    expect(statusLabelOf({ status: 'inflamed', findings: [{ code: 'gum_redness_margin' }] })).toBe(
      'Inflamed gums',
    );
    expect(statusLabelOf({ status: 'healthy' })).toBe('Healthy gums');
    expect(isUncertainVerdict(undefined)).toBe(false);
  });
});
