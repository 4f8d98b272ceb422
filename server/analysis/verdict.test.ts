import { describe, expect, it } from 'vitest';
import { POSSIBLE_FROM } from '#common/probability-words.ts';
import { decideVerdict, type TVerdictInput } from '#server/analysis/verdict.ts';

const noAlarm = { isPale: false, isYellow: false, isBlueGrey: false, isBeyondDogNorm: false };
const clean: TVerdictInput = {
  probabilities: { gingivitis: 0.1, calculus: 0.1 },
  gingivalIndex: 0,
  calculusIndex: 0,
  alarms: noAlarm,
  species: 'dog',
  isFamiliar: true,
  isClearPhoto: true,
};
const steps = Array.from({ length: 101 }, (_, k) => k / 100);

describe('decideVerdict: no false reassurance', () => {
  it('says healthy only when both probabilities are unlikely, the photo familiar and clearly accepted', () => {
    expect(decideVerdict(clean)).toMatchObject({ status: 'healthy', isUncertain: false });
    for (const pg of steps) {
      for (const pc of steps.filter((_, k) => k % 5 === 0)) {
        for (const isFamiliar of [true, false]) {
          for (const isClearPhoto of [true, false]) {
            const index = (p: number) => (p >= 0.5 ? 1 : 0);
            const verdict = decideVerdict({
              ...clean,
              probabilities: { gingivitis: pg, calculus: pc },
              gingivalIndex: index(pg),
              calculusIndex: index(pc),
              isFamiliar,
              isClearPhoto,
            });
            const isConfident = pg < POSSIBLE_FROM && pc < POSSIBLE_FROM && isFamiliar && isClearPhoto;
            expect(verdict.status === 'healthy', JSON.stringify({ pg, pc, isFamiliar, isClearPhoto })).toBe(
              isConfident,
            );
          }
        }
      }
    }
  });

  it('names the most likely finding, uncertain, when it cannot rule one out', () => {
    expect(decideVerdict({ ...clean, probabilities: { gingivitis: 0.45, calculus: 0.2 } })).toMatchObject({
      status: 'inflamed',
      severity: 'normal',
      isUncertain: true,
      uncertainty: ['possible_finding'],
    });
    expect(decideVerdict({ ...clean, probabilities: { gingivitis: 0.2, calculus: 0.48 } })).toMatchObject({
      status: 'tartar',
      isUncertain: true,
    });
    expect(decideVerdict({ ...clean, isFamiliar: false })).toMatchObject({
      status: 'inflamed',
      isUncertain: true,
      uncertainty: ['unfamiliar_photo'],
    });
    expect(decideVerdict({ ...clean, isClearPhoto: false }).uncertainty).toEqual(['weak_photo']);
  });

  it('does not call a photo healthy when a part could not be graded, and unclear when neither could', () => {
    const palate = decideVerdict({
      ...clean,
      probabilities: { gingivitis: 0.1, calculus: null },
      calculusIndex: null,
    });
    expect(palate).toMatchObject({ status: 'inflamed', isUncertain: true, uncertainty: ['not_graded'] });
    const neither = decideVerdict({
      ...clean,
      probabilities: { gingivitis: null, calculus: null },
      gingivalIndex: null,
      calculusIndex: null,
    });
    expect(neither.status).toBe('unclear');
  });

  it('keeps a graded finding confident, tartar only when its index is up', () => {
    expect(
      decideVerdict({ ...clean, probabilities: { gingivitis: 0.49, calculus: 0.52 }, calculusIndex: 1 }),
    ).toMatchObject({ status: 'tartar', isUncertain: false });
    expect(
      decideVerdict({ ...clean, probabilities: { gingivitis: 0.8, calculus: 0.2 }, gingivalIndex: 2 }),
    ).toMatchObject({ status: 'inflamed', severity: 'concerning', isUncertain: false });
  });
});

describe('decideVerdict: no false alarm', () => {
  const pale = { ...noAlarm, isPale: true };
  it('makes pale gums urgent only for a dog, beyond the real dogs’ normal range, on a clear photo', () => {
    expect(decideVerdict({ ...clean, alarms: { ...pale, isBeyondDogNorm: true } })).toMatchObject({
      status: 'pale',
      severity: 'urgent',
    });
    expect(decideVerdict({ ...clean, alarms: pale })).toMatchObject({
      status: 'pale',
      severity: 'concerning',
    });
    expect(
      decideVerdict({ ...clean, alarms: { ...pale, isBeyondDogNorm: true }, isClearPhoto: false }).severity,
    ).toBe('concerning');
  });

  it('never makes a cat’s or an unnamed pet’s pale reading urgent, or a status: a note', () => {
    for (const species of ['cat', null] as const) {
      for (const isClearPhoto of [true, false]) {
        const verdict = decideVerdict({
          ...clean,
          species,
          isClearPhoto,
          alarms: { ...pale, isBeyondDogNorm: true },
        });
        expect(verdict.severity).not.toBe('urgent');
        expect(verdict.status).not.toBe('pale');
        expect(verdict.hasPaleNote).toBe(true);
      }
    }
  });

  it('gives blue-grey or yellow gums of a cat "worth a vet check soon", never urgent', () => {
    const verdict = decideVerdict({
      ...clean,
      species: 'cat',
      alarms: { ...noAlarm, isBlueGrey: true, isBeyondDogNorm: true },
    });
    expect(verdict).toMatchObject({ status: 'pale', severity: 'concerning' });
    const weak = decideVerdict({
      ...clean,
      species: 'cat',
      isClearPhoto: false,
      alarms: { ...noAlarm, isYellow: true },
    });
    expect(weak.status).not.toBe('pale');
  });
});
