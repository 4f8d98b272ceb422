import { readFileSync } from 'node:fs';
import path from 'node:path';

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/** A script the build wrote (hashed names: letters, digits, `-`, `_`, `.`), safe to put in an attribute. */
const BUILT_SCRIPT = /^[\w./-]+\.js$/;

/** The web build's manifest (dist/web/.vite/manifest.json); empty when there is none. */
export function readWebManifest(webDist: string): Manifest {
  try {
    return JSON.parse(readFileSync(path.join(webDist, '.vite/manifest.json'), 'utf8')) as Manifest;
  } catch {
    return {};
  }
}

/**
 * modulepreload links for one page's chunk and everything it imports, directly or through other
 * chunks, beyond what the entry loads anyway. Every page but the landing page is its own chunk
 * (web/src/pages/lazy-pages.ts), which the browser would otherwise find only after the entry has
 * run, then its imports a round trip later (docs/performance.md#lighthouse: first paint and largest paint
 * waited for that chain). Empty for a page the manifest does not have.
 */
export function pageModulePreloads(manifest: Manifest, pageSource: string): string {
  const page = manifest[pageSource];
  if (!page) return '';
  const entry = Object.values(manifest).find((chunk) => chunk.isEntry);
  const loadedFirst = new Set((entry?.imports ?? []).map((key) => manifest[key]?.file));
  const reached = new Set<string>();
  const visit = (chunk: ManifestChunk | undefined) => {
    if (!chunk || chunk === entry || reached.has(chunk.file)) return;
    reached.add(chunk.file);
    for (const key of chunk.imports ?? []) visit(manifest[key]);
  };
  visit(page);
  return [...reached]
    .filter((file) => !loadedFirst.has(file) && BUILT_SCRIPT.test(file))
    .map((file) => `\n    <link rel="modulepreload" href="/${file}">`)
    .join('');
}

/** `/pricing` → its page's folder: a one-segment path names its page folder. */
const ONE_SEGMENT = /^\/([a-z][a-z-]*)\/?$/;

/**
 * The pages about one record, whose folder the path does not name (web/src/routes/app-routes.tsx):
 * their chunks are preloaded too, as the page's data is (pages/page-data-preloads.ts).
 */
const RECORD_PAGES: readonly [RegExp, string][] = [
  [/^\/scans\/[^/]+\/?$/, 'scan-detail'],
  [/^\/pets\/[^/]+\/?$/, 'pet-detail'],
  [/^\/pets\/[^/]+\/compare\/?$/, 'pet-compare'],
  [/^\/pets\/[^/]+\/report\/?$/, 'pet-report'],
];

/** The page folder (web/src/pages/<folder>/page.tsx) an address opens, when the path alone says it. */
export function pageFolderOf(url: string): string | undefined {
  const pathname = url.split(/[?#]/)[0];
  return ONE_SEGMENT.exec(pathname)?.[1] ?? RECORD_PAGES.find(([pattern]) => pattern.test(pathname))?.[1];
}

/**
 * The app's HTML for a browser route, with its page's modules preloaded when the path names a page
 * (`/pricing`, `/find-vets`, `/pets`, `/scans/:id`…); otherwise the HTML unchanged. Built once per page.
 */
export function createRouteHtml(indexHtml: string, manifest: Manifest): (url: string) => string {
  const built = new Map<string, string>();
  return (url) => {
    const name = pageFolderOf(url);
    if (!name) return indexHtml;
    let html = built.get(name);
    if (html === undefined) {
      const preloads = pageModulePreloads(manifest, `src/pages/${name}/page.tsx`);
      html = preloads ? indexHtml.replace('</head>', `  ${preloads.trimStart()}\n  </head>`) : indexHtml;
      // Only names the manifest knows are kept, so the map stays as small as the list of pages.
      if (preloads) built.set(name, html);
    }
    return html;
  };
}
