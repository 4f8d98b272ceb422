import type { TProduct, TSpecies } from '#common/contracts/scans.ts';

/**
 * Home-care products carrying the Veterinary Oral Health Council (VOHC) seal (docs/product-rules.md#care-advice-and-products).
 * They slow the return of plaque or tartar; none removes tartar that is already there.
 * vohc.org's accepted-products list is the source of truth; re-check this list against it when
 * the analyser version changes. `url` is a product's own page, or '#' (no link shown) until one is
 * known for certain: a maker's home page or vohc.org's front page sends the owner hunting.
 *
 * VOHC lists products for dogs and for cats separately, and a seal for one says nothing about the
 * other: `species` names the lists a product is on (docs/product-rules.md#species). When we are not
 * sure a product is on the cat list it is marked dog-only, so a cat is never sent a dog product.
 */
export type TProductClaim = 'plaque' | 'tartar';

type TCatalogueEntry = TProduct & {
  claims: TProductClaim[];
  kind: 'brushing' | 'chew' | 'diet' | 'water';
  species: readonly TSpecies[];
};

export const VOHC_PRODUCTS: readonly TCatalogueEntry[] = [
  {
    name: 'PetSmile Professional Pet Toothpaste',
    description:
      'VOHC-accepted toothpaste for dogs and cats; daily brushing is the single most effective home care.',
    url: '#',
    claims: ['tartar'],
    kind: 'brushing',
    species: ['dog', 'cat'],
  },
  {
    name: 'Healthymouth anti-plaque water additive',
    description:
      'VOHC-accepted for plaque in dogs and cats; added to drinking water, useful when brushing is hard.',
    url: '#',
    claims: ['plaque'],
    kind: 'water',
    species: ['dog', 'cat'],
  },
  {
    name: 'OraVet Dental Hygiene Chews (dogs)',
    description: 'VOHC-accepted daily chew for dogs that helps control plaque and tartar.',
    url: '#',
    claims: ['plaque', 'tartar'],
    kind: 'chew',
    species: ['dog'],
  },
  {
    name: 'Greenies Dental Chews (dogs)',
    description:
      'VOHC-accepted daily dental chews for dogs; choose the size for your dog and watch the first few.',
    url: '#',
    claims: ['plaque', 'tartar'],
    kind: 'chew',
    species: ['dog'],
  },
  {
    // On the cat list for tartar; listed here for tartar only, as we are not sure of its plaque claim.
    name: 'Feline Greenies Dental Treats (cats)',
    description: 'VOHC-accepted dental treats for cats that help control tartar; a treat, not a meal.',
    url: '#',
    claims: ['tartar'],
    kind: 'chew',
    species: ['cat'],
  },
  {
    name: "Hill's Prescription Diet t/d",
    description:
      'VOHC-accepted dental diet for dogs and cats whose kibble texture scrubs the teeth; ask your vet first.',
    url: '#',
    claims: ['plaque', 'tartar'],
    kind: 'diet',
    species: ['dog', 'cat'],
  },
  {
    name: 'Purina Pro Plan Veterinary Diets DH Dental Health',
    description: 'VOHC-accepted dental diet for dogs and cats to slow tartar build-up; ask your vet first.',
    url: '#',
    claims: ['tartar'],
    kind: 'diet',
    species: ['dog', 'cat'],
  },
];

/** True when the product is VOHC-accepted for this species; with the species unknown, only for both. */
export function isProductFor(product: Pick<TCatalogueEntry, 'species'>, species: TSpecies | null): boolean {
  return species === null
    ? product.species.includes('dog') && product.species.includes('cat')
    : product.species.includes(species);
}

/**
 * Products for the claim that matters most for this result, brushing first, accepted for this
 * species (unknown: for dogs and cats alike, so the owner of either can use them).
 */
export function pickProducts(claim: TProductClaim, limit: number, species: TSpecies | null): TProduct[] {
  const order = { brushing: 0, water: 1, chew: 2, diet: 3 } as const;
  return VOHC_PRODUCTS.filter((p) => p.claims.includes(claim) && isProductFor(p, species))
    .sort((a, b) => order[a.kind] - order[b.kind])
    .slice(0, limit)
    .map(({ name, description, url }) => ({ name, description, url }));
}
