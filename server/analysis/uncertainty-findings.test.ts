import { describe, expect, it } from 'vitest';
import type { TGrade } from '#server/analysis/grade.ts';
import { uncertaintyFindings } from '#server/analysis/uncertainty-findings.ts';

const base: TGrade = {
  status: 'healthy',
  severity: 'normal',
  gingivalIndex: 0,
  calculusIndex: 0,
  probabilities: { gingivitis: 0.1, calculus: 0.1 },
  alarms: { isPale: false, isBlueGrey: false, isYellow: false },
  isGumColourJudged: true,
  certainty: 0.8,
  isMostlyPigmented: false,
  species: 'dog',
  isUncertain: false,
  uncertainty: [],
  hasPaleNote: false,
};

describe('uncertaintyFindings', () => {
  it('adds nothing to a confident result', () => {
    expect(uncertaintyFindings(base)).toEqual([]);
  });

  it('says what it cannot rule out, with the chance in the same words as the scores, and what to do', () => {
    const [finding] = uncertaintyFindings({
      ...base,
      status: 'tartar',
      probabilities: { gingivitis: 0.2, calculus: 0.48 },
      isUncertain: true,
      uncertainty: ['possible_finding', 'unfamiliar_photo'],
    });
    expect(finding).toMatchObject({ code: 'cannot_rule_out', level: 'info', region: null });
    expect(finding.label).toBe(
      "We can't call these gums healthy: tartar is possible (48%) in this photo, and this photo is unlike the photos our analyser learned from. Retake it in daylight with the lip lifted at the side so the teeth and gum line fill the frame, or ask your vet to look at the next visit.",
    );
  });

  it('notes paler gums without raising an alarm', () => {
    const findings = uncertaintyFindings({ ...base, species: 'cat', hasPaleNote: true });
    expect(findings.map((f) => [f.code, f.level])).toEqual([['paler_gums_note', 'info']]);
    expect(findings[0].label).toMatch(/see a vet now/);
  });
});
