import { describe, expect, it } from 'vitest';
import { composeLocalAnswer } from './compose-local-answer.ts';
import type { PetContext, ScanSummary } from './pet-context.ts';

const CHANCE_AT_INDEX = [0.2, 0.6, 0.8, 0.95];
const scan = (id: string, createdAt: string, gingivalIndex: number, calculusIndex = 1): ScanSummary => ({
  id,
  createdAt,
  status: gingivalIndex >= 2 ? 'inflamed' : 'healthy',
  severity: gingivalIndex >= 2 ? 'concerning' : 'normal',
  gingivalIndex,
  calculusIndex,
  // A chance inside each index's range, as the analyser cuts the index from it.
  gingivitisProbability: CHANCE_AT_INDEX[gingivalIndex],
  calculusProbability: CHANCE_AT_INDEX[calculusIndex],
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
    expect(answer.text).toContain('use the Find a vet now button below');
    expect(answer.text).not.toContain('/find-vets');
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
    const answer = composeLocalAnswer('My dog keeps scratching his ears', noScans);
    expect(answer.kind).toBe('unknown');
    expect(answer.text.startsWith('I don’t know.')).toBe(true);
    expect(answer.sources).toEqual([]);
  });

  it('says it only helps with dental care when asked about something else, quoting no guide', () => {
    // "place" is in the resorption passage ("leave resorbed root in place"): once quoted for this.
    for (const question of ['Best pizza place in New York?', 'Who won the world cup in 1998?']) {
      const answer = composeLocalAnswer(question, noScans);
      expect(answer.kind).toBe('unknown');
      expect(answer.text).toMatch(
        /^That is outside what I can answer: I can only help with dog and cat dental care/,
      );
      expect(answer.text).not.toMatch(/\[\d\]|resorbed|X-rays/);
      expect(answer.passages).toEqual([]);
    }
  });

  it('includes getting the pet used to the brush when asked', () => {
    const answer = composeLocalAnswer(
      'How do I brush my dog’s teeth, and how do I get him used to it?',
      noScans,
    );
    expect(answer.text).toMatch(/How to brush, step by step: Start slowly/);
  });

  it('names the products the scan result recommends, for the species asked about', () => {
    const luna: PetContext = {
      pet: { name: 'Luna', species: 'cat', breed: null, ageYears: 9 },
      species: 'cat',
      scans: [],
    };
    const forCat = composeLocalAnswer('products for my cat', luna).text;
    expect(forCat).toMatch(/Products PawSmile recommends for cats[^\n]*Feline Greenies Dental Treats/);
    expect(forCat).not.toMatch(/OraVet|Greenies Dental Chews \(dogs\)/);
    const forDog = composeLocalAnswer('Which toothpaste should I buy for my dog?', noScans).text;
    expect(forDog).toMatch(/Products PawSmile recommends for dogs[^\n]*OraVet Dental Hygiene Chews/);
  });

  it('compares the latest scans when asked whether things are improving, dates in words', () => {
    const context: PetContext = {
      pet: null,
      species: null,
      scans: [scan('new', '2026-11-20T09:00:00.000Z', 1), scan('old', '2026-11-06T09:00:00.000Z', 2)],
      asOf: '2026-11-26T12:00:00.000Z',
    };
    const answer = composeLocalAnswer('Is it getting better?', context);
    expect(answer.kind).toBe('progress');
    expect(answer.text).toContain('Your latest scan, on 20 November, read');
    expect(answer.text).toContain('Compared with the scan before it, on 6 November (14 days earlier):');
    expect(answer.text).toContain(
      'Gum inflammation (gingival index): went down from 2 to 1, which is better.',
    );
    expect(answer.text).toContain('the gums look calmer');
  });

  it('says a trend needs a second scan, and a first scan when there is none', () => {
    const one = composeLocalAnswer('is it improving?', {
      ...noScans,
      scans: [scan('a', '2026-11-20T09:00:00Z', 2)],
    });
    expect(one.text).toMatch(/one scan cannot show a trend/);
    expect(composeLocalAnswer('is it improving?', noScans).text).toMatch(/no scan results yet/);
  });

  it('says worse when the gums are more inflamed than before', () => {
    const context: PetContext = {
      ...noScans,
      scans: [scan('new', '2026-11-20T09:00:00Z', 3), scan('old', '2026-11-01T09:00:00Z', 1)],
    };
    expect(composeLocalAnswer('any change since the last scan?', context).text).toMatch(
      /went up from 1 to 3, which is worse[\s\S]*look worse than on 1 November 2026[\s\S]*Book a dental check/,
    );
  });

  it('answers a cat question about cats when a dog is picked, and says so', () => {
    const rex: PetContext = {
      pet: { name: 'Rex', species: 'dog', breed: null, ageYears: 6 },
      species: 'dog',
      scans: [],
    };
    const answer = composeLocalAnswer('How often should I brush my cat’s teeth?', rex);
    expect(answer.text.startsWith('You asked about cats (Rex is a dog), so this answer is about cats.')).toBe(
      true,
    );
    expect(answer.text).not.toMatch(/answering for Rex|6-year-old dog/);
    expect(answer.sources[0]?.articleId).toBe('cat-home-care');
    expect(composeLocalAnswer('How often should I brush his teeth?', rex).text).toMatch(
      /answering for Rex, a 6-year-old dog/,
    );
  });

  it('says daily when asked how often to brush', () => {
    for (const question of ['How often should I brush my dog’s teeth?', 'how often shud i brsh']) {
      const answer = composeLocalAnswer(question, noScans);
      expect(answer.sources[0]?.articleId).toBe('brushing');
      expect(answer.text).toMatch(/Brush every day\. Daily tooth brushing/);
    }
  });

  it('does not answer a question about a puppy that is not about its teeth from the puppy-teeth guide', () => {
    expect(composeLocalAnswer('How do I train my puppy to sit?', noScans).kind).toBe('unknown');
    expect(composeLocalAnswer('Tell me about puppy teeth', noScans).sources[0]?.articleId).toBe(
      'puppies-and-kittens',
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

  it('answers about the member’s other pet the question points at, and says which', () => {
    const rex = { name: 'Rex', species: 'dog' as const, breed: null, ageYears: 6 };
    const luna = { name: 'Luna', species: 'cat' as const, breed: null, ageYears: 9 };
    const context: PetContext = {
      pet: rex,
      species: 'dog',
      scans: [],
      pets: [
        { id: 'rex', profile: rex, scans: [] },
        { id: 'luna', profile: luna, scans: [] },
      ],
    };
    const byName = composeLocalAnswer('Luna has red gums along her back teeth, what could it be?', context);
    expect(byName.text).toMatch(
      /^You asked about Luna, so this answer is about Luna, a 9-year-old cat, not Rex\./,
    );
    expect(byName.context.pet).toBe(luna);
    const bySpecies = composeLocalAnswer('How often should I brush my cat’s teeth?', context);
    expect(bySpecies.text).toMatch(
      /^You asked about your cat, so this answer is about Luna, a 9-year-old cat, not Rex\./,
    );
  });
});
