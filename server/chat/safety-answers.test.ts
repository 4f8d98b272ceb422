import { describe, expect, it } from 'vitest';
import { doseRefusal } from './safety-answers.ts';

describe('doseRefusal', () => {
  it('refuses with the reason and no warning when no human medicine is involved', () => {
    const text = doseRefusal({ humanPainkiller: null, isHumanMedicine: false });
    expect(text).toMatch(/^I can’t recommend a medicine or a dose/);
    expect(text).not.toMatch(/human/);
  });

  it('names the human painkiller the owner named', () => {
    expect(doseRefusal({ humanPainkiller: 'ibuprofen', isHumanMedicine: true })).toContain(
      'Please don’t give ibuprofen or any other human painkiller to a dog or cat.',
    );
  });

  it('warns about human medicine asked for without a name', () => {
    expect(doseRefusal({ humanPainkiller: null, isHumanMedicine: true })).toContain(
      'Please don’t give human painkillers or other human medicines to a dog or cat.',
    );
  });
});
