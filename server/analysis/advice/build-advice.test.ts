import { describe, expect, it } from 'vitest';
import type { TSpecies } from '#common/contracts/scans.ts';
import { analyseImage } from '#server/adapters/analysis/analyse-image.ts';
import { decodeForAnalysis } from '#server/adapters/analysis/decode-for-analysis.ts';
import {
  CAT_ADVICE,
  JUVENILE_GINGIVITIS_MAX_AGE_YEARS,
  mayHaveJuvenileGingivitis,
} from '#server/analysis/advice/cat-findings.ts';
import { VOHC_PRODUCTS } from '#server/analysis/advice/products.ts';
import { makeMouthPhoto, makeNonMouthPhoto } from '../../../scripts/generated-photos/mouth-photo.ts';
import { makeVeryPaleMouthPhoto } from '../../../scripts/generated-photos/very-pale-mouth.ts';

const analyse = async (bytes: Buffer, species: TSpecies | null = null) =>
  (await analyseImage({ ...(await decodeForAnalysis(bytes)), channels: 3 }, { species })).report;

describe('advice and products', () => {
  it('writes different advice for each result and only lists VOHC products', async () => {
    const reports = await Promise.all([
      analyse(await makeMouthPhoto({ gum: 'healthy' })),
      analyse(await makeMouthPhoto({ gum: 'inflamed' })),
      analyse(await makeVeryPaleMouthPhoto(), 'dog'),
      analyse(await makeMouthPhoto({ gum: 'healthy', tartar: true })),
      analyse(await makeNonMouthPhoto()),
    ]);
    const [healthy, inflamed, pale, tartar, unclear] = reports;
    expect(new Set(reports.map((r) => r.advice)).size).toBe(reports.length);
    const names = new Set(VOHC_PRODUCTS.map((p) => p.name));
    for (const r of reports) {
      for (const p of r.products) expect(names.has(p.name)).toBe(true);
      expect(r.advice).not.toMatch(/anaesthesia-free (cleaning|scaling) (is|are) (fine|safe|recommended)/i);
    }
    expect(pale.advice).toMatch(/^See a vet now/);
    expect(pale.products).toEqual([]);
    expect(inflamed.advice).toMatch(/under general anaesthesia/);
    expect(tartar.advice).toMatch(/cannot be brushed|will not remove/);
    expect(healthy.advice).toMatch(/looks pink/);
    expect(unclear.advice).toMatch(/did not use up a scan/);
    expect(unclear.products).toEqual([]);
  });
});

describe('cat advice and findings', () => {
  const catOnly = new Set(['tooth_resorption_signs', 'caudal_redness_check', 'juvenile_gingivitis_check']);
  const dogOnly = new Set(VOHC_PRODUCTS.filter((p) => !p.species.includes('cat')).map((p) => p.name));

  it('names resorption, stomatitis and juvenile gingivitis for red cat gums; a dog keeps its advice', async () => {
    const photo = await makeMouthPhoto({ gum: 'inflamed' });
    const [cat, dog, unknown] = await Promise.all([
      analyse(photo, 'cat'),
      analyse(photo, 'dog'),
      analyse(photo),
    ]);
    expect(cat.status).toBe('inflamed');
    expect(cat.findings.filter((f) => catOnly.has(f.code)).map((f) => f.code)).toEqual([...catOnly]);
    for (const f of cat.findings.filter((f) => catOnly.has(f.code))) expect(f.level).toBe('info');
    for (const text of [
      CAT_ADVICE.resorption,
      CAT_ADVICE.caudal,
      CAT_ADVICE.juvenile,
      CAT_ADVICE.hiddenPain,
    ]) {
      expect(cat.advice).toContain(text);
    }
    expect(cat.advice).toMatch(/X-rays under anaesthesia/);
    expect(cat.advice).toMatch(/under general anaesthesia/);
    expect(dog.findings.some((f) => catOnly.has(f.code))).toBe(false);
    expect(dog.advice).not.toMatch(/cat/i);
    // Unsaid, the species is what the photo shows, and only ever cat (common/analysis/photo-kind.ts):
    // a dog-only product needs the owner's word.
    for (const report of [cat, unknown]) expect(report.products.some((p) => dogOnly.has(p.name))).toBe(false);
  });

  it('tells only a cat under a year old, or of unknown age, about juvenile gingivitis', async () => {
    const photo = await decodeForAnalysis(await makeMouthPhoto({ gum: 'inflamed' }));
    const atAge = async (ageYears: number | null) =>
      (await analyseImage({ ...photo, channels: 3 }, { species: 'cat', ageYears })).report;
    const [kitten, unknownAge, yearOld, nineYearOld] = await Promise.all([
      atAge(0),
      atAge(null),
      atAge(1),
      atAge(9),
    ]);
    for (const report of [kitten, unknownAge]) {
      expect(report.advice).toContain(CAT_ADVICE.juvenile);
      expect(report.findings.map((f) => f.code)).toContain('juvenile_gingivitis_check');
    }
    for (const report of [yearOld, nineYearOld]) {
      expect(report.advice).not.toMatch(/juvenile|kitten|under about a year/i);
      expect(report.findings.map((f) => f.code)).not.toContain('juvenile_gingivitis_check');
      // The rest of the cat advice stays.
      expect(report.advice).toContain(CAT_ADVICE.caudal);
      expect(report.advice).toContain(CAT_ADVICE.resorption);
    }
  });

  it('states the age rule once, as a number', () => {
    expect(JUVENILE_GINGIVITIS_MAX_AGE_YEARS).toBe(1);
    expect([0, null, 1, 9].map(mayHaveJuvenileGingivitis)).toEqual([true, true, false, false]);
  });

  it('reminds a cat owner of hidden pain even when the gums look healthy, with cat products only', async () => {
    const cat = await analyse(await makeMouthPhoto({ gum: 'healthy', tartar: true }), 'cat');
    expect(cat.advice).toContain(CAT_ADVICE.hiddenPain);
    expect(cat.advice).toContain(CAT_ADVICE.resorption);
    expect(cat.products.length).toBeGreaterThan(0);
    expect(cat.products.some((p) => dogOnly.has(p.name))).toBe(false);
  });

  it("reads a cat's pale gums as a note, never an alarm, and says when to see a vet now", async () => {
    const cat = await analyse(await makeVeryPaleMouthPhoto(), 'cat');
    expect(cat.status).not.toBe('pale');
    expect(cat.severity).not.toBe('urgent');
    const note = cat.findings.find((f) => f.code === 'paler_gums_note');
    expect(note?.level).toBe('info');
    expect(note?.label).toMatch(/Cats' gums are normally paler.*see a vet now/);
    expect(cat.findings.some((f) => f.code === 'pale_gums')).toBe(false);
  });
});
