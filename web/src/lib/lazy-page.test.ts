import { createElement, Suspense } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { lazyPage } from './lazy-page.ts';

const Page = () => createElement('h1', null, 'The page');
const inSuspense = (element: ReturnType<typeof createElement>) =>
  createElement(Suspense, { fallback: createElement('p', null, 'Loading') }, element);

describe('lazyPage', () => {
  it('renders at once, without its fallback, once preloaded', async () => {
    const load = vi.fn(async () => Page);
    const LazyPage = lazyPage(load);
    // Before the chunk is in, the first render shows the fallback.
    expect(renderToString(inSuspense(createElement(LazyPage)))).toContain('Loading');
    await LazyPage.preload();
    const Fresh = lazyPage(load);
    await Fresh.preload();
    expect(renderToString(inSuspense(createElement(Fresh)))).toContain('The page');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('tries a chunk that failed to load again on the next preload', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce(Page);
    const LazyPage = lazyPage(load);
    await expect(LazyPage.preload()).rejects.toThrow('offline');
    await expect(LazyPage.preload()).resolves.toBe(Page);
  });
});
