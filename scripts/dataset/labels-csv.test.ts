import { describe, expect, it } from 'vitest';
import { parseCsv } from '../parse-csv.ts';
import { csvGumColour, csvIndex, type TLabelLine, writeLabelsCsv } from './labels-csv.ts';

const line: TLabelLine = {
  photo: 'photos/3f2a.jpg',
  species: 'dog',
  gingival_index: '2',
  calculus_index: '',
  gum_colour: 'blue-grey',
  is_usable: 'true',
  graded_by: 'g-81c2',
  graded_at: '2026-12-01T09:30:00.000Z',
};

describe('writeLabelsCsv', () => {
  it('writes the documented header and one line per grade', () => {
    expect(writeLabelsCsv([line])).toBe(
      'photo,species,gingival_index,calculus_index,gum_colour,is_usable,graded_by,graded_at\n' +
        'photos/3f2a.jpg,dog,2,,blue-grey,true,g-81c2,2026-12-01T09:30:00.000Z\n',
    );
    expect(writeLabelsCsv([])).toBe(
      'photo,species,gingival_index,calculus_index,gum_colour,is_usable,graded_by,graded_at\n',
    );
  });

  it('quotes fields that hold commas, quotes or line breaks, so the reader gets them back', () => {
    const odd = { ...line, graded_by: 'g-"a",b\nc' };
    const csv = writeLabelsCsv([odd]);
    expect(csv).toContain('"g-""a"",b\nc"');
    expect(parseCsv(csv)).toEqual([odd]);
  });

  it('spells values as the CSV does', () => {
    expect(csvGumColour('blue_grey')).toBe('blue-grey');
    expect(csvGumColour('red')).toBe('red');
    expect(csvIndex(null)).toBe('');
    expect(csvIndex(0)).toBe('0');
  });
});
