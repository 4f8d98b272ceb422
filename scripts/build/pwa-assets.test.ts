import type { OutputBundle } from 'rolldown';
import { describe, expect, it } from 'vitest';
import { shellFiles, versionOf } from './pwa-assets.ts';

/** The parts of a build's bundle the precache list is made from. */
function chunk(
  fileName: string,
  options: { isEntry?: boolean; imports?: string[]; dynamicImports?: string[]; css?: string[] } = {},
) {
  return {
    type: 'chunk',
    fileName,
    code: `/* ${fileName} */`,
    isEntry: options.isEntry ?? false,
    imports: options.imports ?? [],
    dynamicImports: options.dynamicImports ?? [],
    viteMetadata: { importedCss: new Set(options.css ?? []), importedAssets: new Set() },
  };
}

function bundleOf(...items: ReturnType<typeof chunk>[]): OutputBundle {
  const bundle: Record<string, unknown> = {
    'index.html': { type: 'asset', fileName: 'index.html', source: '<html></html>' },
    'assets/index-a1.css': { type: 'asset', fileName: 'assets/index-a1.css', source: 'body{}' },
  };
  for (const item of items) bundle[item.fileName] = item;
  return bundle as unknown as OutputBundle;
}

describe('the service worker’s precache list', () => {
  const bundle = bundleOf(
    chunk('assets/index-a1.js', {
      isEntry: true,
      dynamicImports: ['assets/app-e5.js'],
      css: ['assets/index-a1.css'],
    }),
    // The app the small entry starts once the page has painted.
    chunk('assets/app-e5.js', {
      imports: ['assets/react-b2.js'],
      dynamicImports: ['assets/route-pricing-d4.js'],
    }),
    chunk('assets/react-b2.js', { imports: ['assets/jsx-c3.js'] }),
    chunk('assets/jsx-c3.js', { imports: ['assets/react-b2.js'] }),
    // A page loaded on first use: kept by the worker when fetched, not stored at install.
    chunk('assets/route-pricing-d4.js', { imports: ['assets/react-b2.js'] }),
  );

  it('is the entry, the app it starts, everything they import statically (cycles included) and the CSS, not the lazy pages', () => {
    expect(shellFiles(bundle)).toEqual([
      'assets/app-e5.js',
      'assets/index-a1.css',
      'assets/index-a1.js',
      'assets/jsx-c3.js',
      'assets/react-b2.js',
    ]);
  });

  it('gets a new version when a stored file’s bytes change, and only then', () => {
    const files = ['index.html', ...shellFiles(bundle)];
    const version = versionOf(bundle, files);
    expect(versionOf(bundle, files)).toBe(version);
    const changed = bundleOf(chunk('assets/index-a1.js', { isEntry: true }));
    (changed['index.html'] as { source: string }).source = '<html lang="en"></html>';
    expect(versionOf(changed, files)).not.toBe(version);
  });
});
