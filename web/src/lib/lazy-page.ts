import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

/**
 * A page loaded on first use, so each page is its own chunk. Pages export named
 * components (STYLE: no default exports), which React.lazy needs as `default`.
 */
export function lazyPage<P extends object>(
  load: () => Promise<ComponentType<P>>,
): LazyExoticComponent<ComponentType<P>> {
  return lazy(async () => ({ default: await load() }));
}
