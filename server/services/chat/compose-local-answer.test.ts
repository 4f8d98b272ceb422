import { describe, expect, it } from 'vitest';
import { composeLocalAnswer } from './compose-local-answer.ts';
import type { PetContext, ScanSummary } from './load-pet-context.ts';

const scan = (id: string, createdAt: string, gingivalIndex: number, calculusIndex = 1): ScanSummary => ({
  id,
  createdAt,
  status: gingivalIndex >= 2 ? 'inflamed' : 'healthy',
  severity: gingivalIndex >= 2 ? 'concerning' : 'normal',
  gingivalIndex,
  calculusIndex,
  findings: [{ code: 'gum_redness_margin', label: 'Red gum margin', level: 'moderate' }],
});
const noScans: PetContext = { pet: null, species: null, scans: [] };

describe('the built-in assistant', () => {
  it('answers from the best passages with [n] markers matching its sources', () => {
    const answer = composeLocalAnswer('Is anaesthesia-free dental cleaning safe?', noScans);
    expect(answer.kind).toBe('grounded');
    expect(answer.sources[0]).toMatchObject({ n: 1, articleId: 'anaesthesia-free-scaling' });
    expect(answer.text).toContain('[1]');
    expect(answer.text).toMatch(/advise against it/);
    for (const source of answer.sources) expect(answer.text).toContain(`[${source.n}]`);
  });

  it('puts see-a-vet-now first for an emergency, with the vet finder', () => {
    const answer = composeLocalAnswer('How do I brush? Also her gums look white and she collapsed', noScans);
    expect(answer.kind).toBe('emergency');
    expect(answer.text.startsWith('This could be an emergency. Please see a vet now.')).toBe(true);
    expect(answer.text).toContain('/find-vets');
    expect(answer.text).toMatch(/gums that are pale.*collapse/s);
  });

  it('never gives a dose, and warns about human painkillers', () => {
    const answer = composeLocalAnswer('how much paracetamol can I give my cat?', noScans);
    expect(answer.kind).toBe('dose');
    expect(answer.text).toMatch(/can’t recommend a medicine or a dose/);
    expect(answer.text).toMatch(/deadly to cats/);
    expect(answer.text).not.toMatch(/\d+\s*(mg|ml)/i);
  });

  it('says plainly when it does not know', () => {
    const answer = composeLocalAnswer('Who won the world cup in 1998?', noScans);
    expect(answer.kind).toBe('unknown');
    expect(answer.text.startsWith('I don’t know.')).toBe(true);
    expect(answer.sources).toEqual([]);
  });

  it('compares the latest scans when asked whether things are improving', () => {
    const context: PetContext = {
      pet: null,
      species: null,
      scans: [scan('new', '2026-11-20T09:00:00.000Z', 1), scan('old', '2026-11-06T09:00:00.000Z', 2)],
    };
    const answer = composeLocalAnswer('Is it getting better?', context);
    expect(answer.kind).toBe('progress');
    expect(answer.text).toContain(
      'Comparing your latest scan (20 Nov 2026) with the one 14 days before it (6 Nov 2026)',
    );
    expect(answer.text).toContain('Gum inflammation (gingival index) went down from 2 to 1 (better)');
    expect(answer.text).toContain('gums look calmer');
  });

  it('says a trend needs a second scan, and a first scan when there is none', () => {
    const one = composeLocalAnswer('is it improving?', {
      ...noScans,
      scans: [scan('a', '2026-11-20T09:00:00Z', 2)],
    });
    expect(one.text).toMatch(/One scan cannot show a trend/);
    expect(composeLocalAnswer('is it improving?', noScans).text).toMatch(/no scan results yet/);
  });

  it('says worse when the gums are more inflamed than before', () => {
    const context: PetContext = {
      ...noScans,
      scans: [scan('new', '2026-11-20T09:00:00Z', 3), scan('old', '2026-11-01T09:00:00Z', 1)],
    };
    expect(composeLocalAnswer('any change since the last scan?', context).text).toMatch(
      /went up from 1 to 3 \(worse\)[\s\S]*book a dental check/,
    );
  });

  it('is deterministic and answers well under 100 ms', () => {
    composeLocalAnswer('warm up', noScans);
    const started = performance.now();
    const first = composeLocalAnswer('my dogs breath smells really bad, what can I do?', noScans);
    const elapsed = performance.now() - started;
    expect(composeLocalAnswer('my dogs breath smells really bad, what can I do?', noScans)).toEqual(first);
    expect(elapsed).toBeLessThan(100);
  });
});
