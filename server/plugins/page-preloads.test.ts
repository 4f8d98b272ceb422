import { describe, expect, it } from 'vitest';
import { createRouteHtml, pageModulePreloads, pageModulesAfterPaint } from './page-preloads.ts';

const MANIFEST = {
  'index.html': { file: 'assets/index-a.js', isEntry: true, dynamicImports: ['src/start-app.tsx'] },
  'src/start-app.tsx': { file: 'assets/start-app-s.js', imports: ['_runtime.js'] },
  '_runtime.js': { file: 'assets/runtime-b.js' },
  '_card.js': { file: 'assets/card-c.js', imports: ['_badge.js', '_runtime.js'] },
  '_badge.js': { file: 'assets/badge-e.js', imports: ['_card.js'] },
  'src/pages/pricing/page.tsx': {
    file: 'assets/route-pricing-d.js',
    imports: ['index.html', '_runtime.js', '_card.js'],
  },
  'src/pages/about/page.tsx': { file: 'assets/route-about-f.js', imports: ['index.html'] },
  'src/pages/scan-detail/page.tsx': { file: 'assets/route-scan-detail-g.js', imports: ['_card.js'] },
  'src/pages/pet-detail/page.tsx': { file: 'assets/route-pet-detail-h.js', imports: ['index.html'] },
};
const INDEX = '<html><head><title>PawSmile</title></head><body></body></html>';

describe('pageModulePreloads', () => {
  it("lists the app's chunks, then the page's chunk and its imports at every depth, each once", () => {
    expect(
      pageModulePreloads(MANIFEST, 'src/pages/pricing/page.tsx')
        .trim()
        .split(/\s*\n\s*/),
    ).toEqual([
      '<link rel="modulepreload" href="/assets/start-app-s.js">',
      '<link rel="modulepreload" href="/assets/runtime-b.js">',
      '<link rel="modulepreload" href="/assets/route-pricing-d.js">',
      '<link rel="modulepreload" href="/assets/card-c.js">',
      '<link rel="modulepreload" href="/assets/badge-e.js">',
    ]);
    expect(pageModulePreloads(MANIFEST, 'src/pages/missing/page.tsx')).toBe('');
    expect(pageModulePreloads({}, 'src/pages/pricing/page.tsx')).toBe('');
  });

  it('names the same scripts in one meta element for a server-rendered page, to preload after its paint', () => {
    expect(pageModulesAfterPaint(MANIFEST, 'src/pages/about/page.tsx').trim()).toBe(
      '<meta name="modules-after-paint" content="/assets/start-app-s.js /assets/runtime-b.js /assets/route-about-f.js">',
    );
    expect(pageModulesAfterPaint({}, 'src/pages/about/page.tsx')).toBe('');
  });

  it('never writes a file name that is not a plain built script into the page', () => {
    const hostile = {
      'src/pages/x/page.tsx': { file: 'assets/x"><script>alert(1)</script>.js' },
    };
    expect(pageModulePreloads(hostile, 'src/pages/x/page.tsx')).toBe('');
  });
});

describe('createRouteHtml', () => {
  const routeHtml = createRouteHtml(INDEX, MANIFEST);

  it('preloads the page a one-segment path names, with or without a query or a trailing slash', () => {
    for (const url of ['/pricing', '/pricing/', '/pricing?plan=yearly', '/pricing#faq']) {
      const html = routeHtml(url);
      expect(html).toContain('<link rel="modulepreload" href="/assets/route-pricing-d.js">');
      expect(html.indexOf('modulepreload')).toBeLessThan(html.indexOf('</head>'));
    }
    expect(routeHtml('/about')).toContain('href="/assets/route-about-f.js"');
  });

  it("preloads a scan's and a pet's page, whose paths name a record rather than the page", () => {
    for (const url of ['/scans/s1', '/scans/s1/?from=mail']) {
      expect(routeHtml(url)).toContain('<link rel="modulepreload" href="/assets/route-scan-detail-g.js">');
      expect(routeHtml(url)).toContain('<link rel="modulepreload" href="/assets/card-c.js">');
    }
    expect(routeHtml('/pets/p1')).toContain('href="/assets/route-pet-detail-h.js"');
  });

  it("names only the app's scripts for the landing page, unknown pages and deeper paths", () => {
    for (const url of ['/', '/nothing-here', '/pets/123/compare', '/scans/s1/x', '/Pricing', '/../pricing']) {
      const html = routeHtml(url);
      expect(html).toContain('<link rel="modulepreload" href="/assets/start-app-s.js">');
      expect(html).not.toContain('route-');
    }
    expect(createRouteHtml(INDEX, {})('/')).toBe(INDEX);
  });

  it("a server-rendered page's shell names them for after the paint, with no preload link", () => {
    const html = createRouteHtml(INDEX, MANIFEST, { afterPaint: true })('/pricing');
    expect(html).toContain(
      '<meta name="modules-after-paint" content="/assets/start-app-s.js /assets/runtime-b.js',
    );
    expect(html).toContain('/assets/route-pricing-d.js');
    expect(html).not.toContain('modulepreload');
  });
});
