import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

export type LazyPage<P extends object> = LazyExoticComponent<ComponentType<P>> & {
  /** Starts loading the page's chunk (route loaders call it beside their data); settles when it is in. */
  preload: () => Promise<ComponentType<P>>;
};

/**
 * A page loaded on first use, so each page is its own chunk. Pages export named
 * components (STYLE: no default exports), which React.lazy needs as `default`.
 *
 * Once `preload` has settled, React.lazy is handed a thenable that resolves at once, so the page
 * renders without suspending: a route loader has already waited for it, and hydration of a
 * server-rendered page finds the same tree the server sent (docs/decisions/009-server-rendered-public-pages.md).
 */
export function lazyPage<P extends object>(load: () => Promise<ComponentType<P>>): LazyPage<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const preload = () => {
    loading ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        // A failed chunk (a deploy replaced it, the network dropped) is tried again next time.
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  const page = lazy(() => {
    if (loaded) return resolvedNow({ default: loaded });
    return preload().then((component) => ({ default: component }));
  });
  return Object.assign(page, { preload });
}

/** A thenable whose `then` calls back synchronously: React.lazy reads it as already resolved. */
function resolvedNow<T>(value: T): Promise<T> {
  // biome-ignore lint/suspicious/noThenProperty: a thenable is the point: React.lazy calls its `then`.
  const thenable = { then: (onResolved: (resolved: T) => unknown) => onResolved(value) };
  return thenable as unknown as Promise<T>;
}
