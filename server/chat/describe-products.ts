import { isProductFor, VOHC_PRODUCTS } from '#server/analysis/advice/products.ts';

/**
 * "Which products for my cat?" names products, from the same VOHC-accepted list the scan result
 * recommends (server/analysis/advice/products.ts), so the chat never names a product the app
 * would not, nor a dog product to a cat owner (docs/product-rules.md#care-advice-and-products).
 */
const PRODUCT_QUESTION =
  /\b(products?|(?:which|what) (?:\w+ )?(?:toothpastes?|chews?|treats?|water additives?|dental diets?)|recommend (?:a |any |some )?(?:\w+ )?(?:toothpastes?|chews?|treats?|additives?|diets?))\b/i;

export function isProductQuestion(question: string): boolean {
  return PRODUCT_QUESTION.test(question);
}

const KIND_WORDS = {
  brushing: 'toothpaste',
  water: 'water additive',
  chew: 'dental chew or treat',
  diet: 'dental diet, ask your vet first',
} as const;

const PLURAL = { dog: 'dogs', cat: 'cats' } as const;

/** The VOHC-accepted products for this species (unknown: those for dogs and cats alike), in one paragraph. */
export function describeProducts(species: 'dog' | 'cat' | null): string {
  const names = VOHC_PRODUCTS.filter((product) => isProductFor(product, species)).map(
    (product) => `${product.name} (${KIND_WORDS[product.kind]})`,
  );
  const forWhom = species ? PLURAL[species] : 'dogs and cats';
  return `Products PawSmile recommends for ${forWhom}, each carrying the VOHC seal for ${forWhom}: ${names.join('; ')}. They slow new plaque or tartar; none removes tartar that is already there, so brushing comes first and a vet cleans what has built up.`;
}
