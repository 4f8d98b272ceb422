import { describe, expect, it } from 'vitest';
import type { TGradeReadings } from '#server/adapters/analysis/analyse-photo.worker.ts';
import { describeReadings } from './describe-readings.ts';

const healthy: TGradeReadings = {
  gingivalScore: 18.2,
  marginRedness: 24.5,
  marginContrast: -1.3,
  calculusScore: 0.03,
  tartarCoverage: 0.03,
  gumlineTartar: 0.02,
  pallor: 0.1,
  yellowTint: 0.05,
  blueGrey: 0,
  pigmentShare: 0,
  gingivitisProbability: 0.21,
  calculusProbability: 0.12,
};

const read = (
  readings: Partial<TGradeReadings>,
  status: Parameters<typeof describeReadings>[1] = 'healthy',
) => {
  const described = describeReadings(JSON.stringify({ ...healthy, ...readings }), status) ?? [];
  return Object.fromEntries(described.map((reading) => [reading.label, reading]));
};

describe('describeReadings', () => {
  it('has nothing to describe for a scan without readings', () => {
    expect(describeReadings(null, 'unclear')).toBeNull();
  });

  it('says in plain words what each reading means, and how it is measured in plain words too', () => {
    const readings = describeReadings(JSON.stringify(healthy), 'healthy') ?? [];
    expect(readings).toHaveLength(10);
    for (const reading of readings) {
      expect(reading.meaning.length, reading.label).toBeGreaterThan(10);
      // The internal terms stay in the secondary line.
      // The small print too: an owner reads it, so it keeps the figures' meaning in plain words.
      for (const plain of [reading.label, reading.meaning, reading.explains, reading.technical]) {
        expect(plain, reading.label).not.toMatch(
          /Lab|\b[aL]\*|percentile|margin minus|calibrated|probability|pixels|median|cut points/,
        );
      }
    }
    expect(readings[1]).toMatchObject({ label: 'Gum redness', value: '18.2' });
    expect(readings[1].technical).toMatch(/^On a red-green colour scale where 0 is neither red nor green/);
    expect(readings[2].technical).toMatch(/three quarters of the gum edge stay below/);
  });

  it('reads a grader’s chance against the index cut points', () => {
    expect(read({})['Chance of gum inflammation']).toMatchObject({
      value: '21%',
      meaning:
        'Below 50%, where mild gum inflammation starts: no gum inflammation graded, and gum inflammation is unlikely.',
    });
    expect(read({ gingivitisProbability: 0.8 })['Chance of gum inflammation'].meaning).toBe(
      'At or above 75%: graded moderate gum inflammation (2 of 3).',
    );
    expect(read({ calculusProbability: 0.95 })['Chance of tartar'].meaning).toBe(
      'At or above 90%: graded severe tartar (3 of 3).',
    );
    // The words never contradict the chance (common/reading-words.ts): possible is not "none".
    expect(read({ calculusProbability: 0.48 })['Chance of tartar'].meaning).toBe(
      'Below 50%, where mild tartar starts: no tartar graded, though tartar is possible: not confirmed.',
    );
    expect(read({ gingivitisProbability: 0.55 })['Chance of gum inflammation'].meaning).toBe(
      'At or above 50%: graded mild gum inflammation (1 of 3), if present: gum inflammation is only possible.',
    );
    expect(read({ gingivitisProbability: 0.21 })['Chance of gum inflammation'].technical).toMatch(
      /Gum index: 1 from 50%, 2 from 75%, 3 from 90%/,
    );
  });

  it('says "not read" for readings stored before the learned graders', () => {
    const { gingivitisProbability, calculusProbability, ...older } = healthy;
    const readings = describeReadings(JSON.stringify(older), 'healthy') ?? [];
    expect(readings[0]).toMatchObject({ value: 'not read' });
    expect(readings[0].meaning).toMatch(/^Not read on this photo/);
  });

  it('calls a red line along the teeth only when the edge is clearly redder than the rest', () => {
    const edge = 'Gum edge against the rest of the gum';
    expect(read({ marginContrast: 5 })[edge].meaning).toMatch(/a red line along the teeth/);
    expect(read({ marginContrast: 2 })[edge].meaning).toMatch(/too little to count as a red line/);
    expect(read({ marginContrast: -1 })[edge].meaning).toMatch(/no red line/);
    expect(read({ marginRedness: 45 })['Redness at the gum edge'].meaning).toMatch(/^The reddest quarter/);
  });

  it('says a gum colour alarm is why the result is urgent, or why it did not count', () => {
    const alarms = 'Gum colour alarms';
    expect(read({})[alarms].meaning).toBe('All three are below their limits: the gum colour gave no alarm.');
    expect(read({ pallor: 0.8 }, 'pale')[alarms].meaning).toBe(
      'Gum colour reads pale at or above the limit: this is why the result names the gum colour.',
    );
    expect(read({ yellowTint: 0.9 }, 'healthy')[alarms].meaning).toMatch(/yellow .* did not count/);
  });

  it('explains pigment and where the tartar sits', () => {
    expect(read({ pigmentShare: 0.7 })['Dark pigment at the gum edge'].meaning).toMatch(
      /^Most of the gum edge/,
    );
    expect(read({ pigmentShare: 0 })['Dark pigment at the gum edge'].meaning).toBe(
      'No dark pigment at the gum edge.',
    );
    expect(read({ gumlineTartar: 0.3, tartarCoverage: 0.1 })['Tartar along the gum line'].meaning).toBe(
      'About 30% of the teeth next to the gum looks yellow-brown. That is more than on the teeth as a whole: tartar usually builds up from the gum line.',
    );
    expect(read({ tartarCoverage: 0 })['Tartar on all visible teeth'].meaning).toBe(
      'None of the visible tooth surface looks yellow-brown.',
    );
  });
});
