import type { TProduct } from '#common/contracts/scans.ts';

/**
 * Home-care products carrying the Veterinary Oral Health Council (VOHC) seal (docs/product-rules.md#care-advice-and-products).
 * They slow the return of plaque or tartar; none removes tartar that is already there.
 * vohc.org's accepted-products list is the source of truth; re-check this list against it when
 * the analyser version changes. `url` is a product's own page, or '#' (no link shown) until one is
 * known for certain: a maker's home page or vohc.org's front page sends the owner hunting.
 */
export type TProductClaim = 'plaque' | 'tartar';

type TCatalogueEntry = TProduct & { claims: TProductClaim[]; kind: 'brushing' | 'chew' | 'diet' | 'water' };

export const VOHC_PRODUCTS: readonly TCatalogueEntry[] = [
  {
    name: 'PetSmile Professional Pet Toothpaste',
    description:
      'VOHC-accepted toothpaste for dogs and cats; daily brushing is the single most effective home care.',
    url: '#',
    claims: ['tartar'],
    kind: 'brushing',
  },
  {
    name: 'Healthymouth anti-plaque water additive',
    description:
      'VOHC-accepted for plaque in dogs and cats; added to drinking water, useful when brushing is hard.',
    url: '#',
    claims: ['plaque'],
    kind: 'water',
  },
  {
    name: 'OraVet Dental Hygiene Chews (dogs)',
    description: 'VOHC-accepted daily chew for dogs that helps control plaque and tartar.',
    url: '#',
    claims: ['plaque', 'tartar'],
    kind: 'chew',
  },
  {
    name: 'Greenies Dental Chews / Feline Greenies',
    description: 'VOHC-accepted daily dental chews; choose the size for your pet and watch the first few.',
    url: '#',
    claims: ['plaque', 'tartar'],
    kind: 'chew',
  },
  {
    name: "Hill's Prescription Diet t/d",
    description:
      'VOHC-accepted dental diet for dogs and cats whose kibble texture scrubs the teeth; ask your vet first.',
    url: '#',
    claims: ['plaque', 'tartar'],
    kind: 'diet',
  },
  {
    name: 'Purina Pro Plan Veterinary Diets DH Dental Health',
    description: 'VOHC-accepted dental diet for dogs and cats to slow tartar build-up; ask your vet first.',
    url: '#',
    claims: ['tartar'],
    kind: 'diet',
  },
];

/** Products for the claim that matters most for this result, brushing first. */
export function pickProducts(claim: TProductClaim, limit: number): TProduct[] {
  const order = { brushing: 0, water: 1, chew: 2, diet: 3 } as const;
  return VOHC_PRODUCTS.filter((p) => p.claims.includes(claim))
    .sort((a, b) => order[a.kind] - order[b.kind])
    .slice(0, limit)
    .map(({ name, description, url }) => ({ name, description, url }));
}
