import { ExternalLink } from 'lucide-react';
import { useId } from 'react';
import type { TProduct } from '#common/contracts/scans.ts';
import type { SubHeading } from './heading-level.ts';

/**
 * Recommended home-care products; a url of '#' means there is no page to link to
 * (docs/product-rules.md#care-advice-and-products).
 */
export function ProductList({
  products,
  headingAs: Heading = 'h3',
}: {
  products: TProduct[];
  headingAs?: SubHeading;
}) {
  const headingId = useId();
  if (products.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className="grid gap-3">
      <Heading id={headingId} className="text-base font-bold">
        Recommended products
      </Heading>
      <ul className="grid gap-2">
        {products.map((product) => (
          <li key={product.name} className="rounded-xl border border-line bg-white p-3">
            <p className="text-sm font-semibold text-ink">
              {product.url !== '#' ? (
                <a
                  href={product.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="text-brand-700 underline-offset-4 hover:underline"
                >
                  {product.name}
                  <ExternalLink aria-hidden="true" className="ml-1 inline size-3.5 align-[-0.125em]" />
                  <span className="sr-only"> (opens in a new tab)</span>
                </a>
              ) : (
                product.name
              )}
            </p>
            <p className="mt-0.5 text-sm text-muted-ink">{product.description}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
