import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { shareMetaTags, sharePageModulePreloads } from './share-page.ts';

describe('shareMetaTags', () => {
  it('writes Open Graph and Twitter tags with a large image card', () => {
    const html = shareMetaTags({
      title: 'T',
      description: 'D',
      url: 'https://x/share/a',
      image: 'https://x/p.jpg',
    });
    expect(html).toContain('<meta property="og:title" content="T">');
    expect(html).toContain('<meta property="og:image" content="https://x/p.jpg">');
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image">');
  });

  it('escapes values so page content cannot inject markup', () => {
    const html = shareMetaTags({ title: '"><script>alert(1)</script>', description: 'a & b', url: 'u' });
    expect(html).not.toContain('<script>');
    expect(html).toContain('&#34;&#62;&#60;script&#62;');
    expect(html).toContain('<meta name="twitter:card" content="summary">');
  });
});

describe('sharePageModulePreloads', () => {
  it("names the app's and the share page's scripts, for the entry to preload once the page has painted", () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'pawsmile-manifest-'));
    mkdirSync(path.join(dir, '.vite'));
    writeFileSync(
      path.join(dir, '.vite/manifest.json'),
      JSON.stringify({
        'index.html': { file: 'assets/index-a.js', isEntry: true, dynamicImports: ['src/start-app.tsx'] },
        'src/start-app.tsx': { file: 'assets/start-app-s.js', imports: ['_runtime.js'] },
        '_runtime.js': { file: 'assets/runtime-b.js' },
        '_photo.js': { file: 'assets/photo-c.js', imports: ['_badge.js', '_runtime.js'] },
        '_badge.js': { file: 'assets/badge-e.js', imports: ['_photo.js'] },
        'src/pages/share/page.tsx': {
          file: 'assets/route-share-d.js',
          imports: ['index.html', '_runtime.js', '_photo.js'],
        },
      }),
    );
    expect(sharePageModulePreloads(dir).trim()).toBe(
      '<meta name="modules-after-paint" content="/assets/start-app-s.js /assets/runtime-b.js /assets/route-share-d.js /assets/photo-c.js /assets/badge-e.js">',
    );
    expect(sharePageModulePreloads(path.join(dir, 'missing'))).toBe('');
  });
});
