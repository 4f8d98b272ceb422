import { describe, expect, it } from 'vitest';
import { classifyPetPhoto, isFalseAlarm, isFalseReassurance } from './pet-photo-class.ts';

describe('classifyPetPhoto', () => {
  it.each([
    [{ label: 'gingivitis_initial_before_cleaning', species: 'dog', notes: 'Lateral view' }, 'diseased'],
    [{ label: 'before-cleaning', species: 'dog', notes: '' }, 'diseased'],
    [{ label: 'calculus', species: 'cat', notes: 'Partial view' }, 'diseased'],
    [{ label: 'Tartar', species: 'dog', notes: '' }, 'diseased'],
    [{ label: 'after_cleaning', species: 'dog', notes: 'gum margin still somewhat red' }, 'not_diseased'],
    [
      { label: 'unlabelled', species: 'dog', notes: 'Curly-coated tan dog held by two hands' },
      'not_diseased',
    ],
    [{ label: 'healthy', species: 'cat', notes: '' }, 'not_diseased'],
    [{ label: 'unlabelled', species: 'dog', notes: 'Negative: mouth closed.' }, 'negative'],
    [{ label: 'unlabelled', species: 'dog', notes: 'Partial mouth view: tongue out' }, 'negative'],
    [{ label: 'gingivitis', species: 'human', notes: 'Human proxy' }, null],
  ] as const)('%o is %s', (entry, kind) => {
    expect(classifyPetPhoto(entry)).toBe(kind);
  });
});

describe('false reassurance and false alarm', () => {
  it('counts a diseased pet called healthy, and any other pet called urgent', () => {
    expect(isFalseReassurance('diseased', 'healthy')).toBe(true);
    expect(isFalseReassurance('diseased', 'tartar')).toBe(false);
    expect(isFalseReassurance('not_diseased', 'healthy')).toBe(false);
    expect(isFalseAlarm('negative', 'urgent')).toBe(true);
    expect(isFalseAlarm('not_diseased', 'urgent')).toBe(true);
    expect(isFalseAlarm('not_diseased', 'concerning')).toBe(false);
    expect(isFalseAlarm('diseased', 'urgent')).toBe(false);
  });
});
