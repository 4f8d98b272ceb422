import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readVetLabels, VET_LABEL_COLUMNS, VetLabelError } from './vet-labels.ts';

function exportFolder(photos: string[]): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'vet-labels-'));
  for (const p of photos) writeFileSync(path.join(dir, p), 'jpeg bytes');
  return dir;
}
const header = VET_LABEL_COLUMNS.join(',');

describe('readVetLabels', () => {
  it('merges several grades of one photo into the lower median and the majority', () => {
    const dir = exportFolder(['a.jpg', 'b.jpg']);
    const csv = [
      header,
      'a.jpg,cat,1,0,red,true,vet-1,2026-11-20T10:00:00Z',
      'a.jpg,cat,2,1,red,true,vet-2,2026-11-21',
      'b.jpg,dog,,,normal,false,vet-1,2026-11-21',
    ].join('\n');
    const labels = readVetLabels(csv, dir);
    const a = labels.find((l) => l.file.endsWith('a.jpg'));
    expect(a).toMatchObject({
      species: 'cat',
      gingivalIndex: 1,
      calculusIndex: 0,
      gumColour: 'red',
      isUsable: true,
      grades: 2,
    });
    const b = labels.find((l) => l.file.endsWith('b.jpg'));
    expect(b).toMatchObject({ isUsable: false, gingivalIndex: null, calculusIndex: null });
  });

  it('names every bad line and refuses paths outside the export folder', () => {
    const dir = exportFolder(['a.jpg']);
    const csv = [
      header,
      'a.jpg,horse,1,0,red,true,vet-1,2026-11-20',
      '../secret.jpg,dog,1,0,red,true,vet-1,2026-11-20',
      'a.jpg,dog,4,0,red,true,vet-1,2026-11-20',
      'missing.jpg,dog,1,0,red,true,vet-1,2026-11-20',
    ].join('\n');
    expect(() => readVetLabels(csv, dir)).toThrow(VetLabelError);
    try {
      readVetLabels(csv, dir);
    } catch (error) {
      const message = (error as Error).message;
      for (const line of ['line 2', 'line 3', 'line 4', 'line 5']) expect(message).toContain(line);
    }
  });

  it('refuses an export without the documented columns', () => {
    expect(() => readVetLabels('photo,species\na.jpg,dog\n', exportFolder([]))).toThrow(/missing columns/);
  });
});
