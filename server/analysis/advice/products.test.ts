import { describe, expect, it } from 'vitest';
import { SCAN_STATUSES, SPECIES, type TFinding, type TSpecies } from '#common/contracts/scans.ts';
import { buildAdvice } from '#server/analysis/advice/build-advice.ts';
import { buildCatFindings } from '#server/analysis/advice/cat-findings.ts';
import type { TGrade } from '#server/analysis/grade.ts';
import { pickProducts, VOHC_PRODUCTS } from './products.ts';

const speciesOf = new Map(VOHC_PRODUCTS.map((p) => [p.name, p.species]));
const GINGIVAL = [null, 0, 1, 2, 3] as const;
const CALCULUS = [0, 1, 2, 3] as const;
const ALARMS = ['pale_gums', 'blue_grey_gums', 'yellow_gums'] as const;

/** A grade and the findings the analyser would build for it, for every status and index combination. */
function* everyResult(species: TSpecies | null) {
  for (const status of SCAN_STATUSES.filter((s) => s !== 'unclear')) {
    for (const gingivalIndex of GINGIVAL) {
      for (const calculusIndex of CALCULUS) {
        const grade: TGrade = {
          status,
          severity: status === 'pale' ? 'urgent' : 'normal',
          gingivalIndex,
          calculusIndex,
          probabilities: { gingivitis: null, calculus: 0 },
          alarms: { isPale: status === 'pale', isBlueGrey: false, isYellow: false },
          isGumColourJudged: gingivalIndex !== null,
          certainty: 0.5,
          isMostlyPigmented: gingivalIndex === null,
          species,
          isUncertain: false,
          uncertainty: [],
          hasPaleNote: false,
        };
        const found = (code: string): TFinding => ({
          code,
          label: code,
          where: 'gum line',
          region: null,
          level: 'mild',
        });
        const findings: TFinding[] = [
          ...(status === 'pale' ? ALARMS.map(found) : []),
          ...(gingivalIndex ? [found('gum_redness_margin')] : []),
          ...(calculusIndex ? [found('tartar_near_gumline')] : []),
          ...(gingivalIndex === null ? [found('pigmented_gums'), found('gum_colour_not_judged')] : []),
        ];
        findings.push(...buildCatFindings(grade, findings));
        yield { grade, findings };
      }
    }
  }
}

describe('VOHC_PRODUCTS', () => {
  it('links a product only to its own page, never to a home page', () => {
    for (const product of VOHC_PRODUCTS) {
      if (product.url === '#') continue;
      const url = new URL(product.url);
      expect(url.protocol).toBe('https:');
      expect(url.pathname.replace(/\/+$/, '')).not.toBe('');
    }
  });

  it('names the VOHC list (dogs, cats) of every product, and a dog-only one says so', () => {
    for (const product of VOHC_PRODUCTS) {
      expect(product.species.length).toBeGreaterThan(0);
      if (!product.species.includes('cat')) expect(product.description).toMatch(/for dogs/);
      if (!product.species.includes('dog')) expect(product.description).toMatch(/for cats/);
    }
  });
});

describe('products by species', () => {
  it('never sends a dog-only product to a cat, for every status and index combination', () => {
    let reports = 0;
    for (const { grade, findings } of everyResult('cat')) {
      for (const product of buildAdvice(grade, findings).products) {
        expect(speciesOf.get(product.name), `${product.name} for ${grade.status}`).toContain('cat');
      }
      reports++;
    }
    expect(reports).toBe((SCAN_STATUSES.length - 1) * GINGIVAL.length * CALCULUS.length);
  });

  it('gives a dog only dog products, and an unknown species only products accepted for both', () => {
    for (const species of [...SPECIES, null]) {
      for (const { grade, findings } of everyResult(species)) {
        for (const product of buildAdvice(grade, findings).products) {
          const lists = speciesOf.get(product.name) ?? [];
          if (species) expect(lists).toContain(species);
          else expect([...lists].sort()).toEqual(['cat', 'dog']);
        }
      }
    }
  });

  it('still lists products for a cat: brushing first, and the cat treat for tartar', () => {
    for (const claim of ['plaque', 'tartar'] as const) {
      for (const species of [...SPECIES, null])
        expect(pickProducts(claim, 3, species).length).toBeGreaterThan(0);
    }
    const tartar = pickProducts('tartar', 3, 'cat').map((p) => p.name);
    expect(tartar[0]).toMatch(/Toothpaste/);
    expect(tartar).toContain('Feline Greenies Dental Treats (cats)');
    expect(pickProducts('tartar', 10, 'dog').map((p) => p.name)).not.toContain(
      'Feline Greenies Dental Treats (cats)',
    );
  });
});
