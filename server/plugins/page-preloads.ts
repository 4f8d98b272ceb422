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

/** The app the browser's small entry starts (web/src/main.tsx imports it once it may run). */
const APP_SOURCE = 'src/start-app.tsx';

/**
 * The scripts a page needs beyond the entry: the app (start-app and everything it imports) and, when
 * given, the page's own chunk with its imports, at every depth, each once. The browser would otherwise
 * find each chunk only after the one importing it had arrived, a round trip at a time
 * (docs/performance.md#first-interaction). Only plain built names: nothing else is written into a page.
 */
export function pageModuleFiles(manifest: Manifest, pageSource?: string): string[] {
  const entry = Object.values(manifest).find((chunk) => chunk.isEntry);
  const reached = new Set<string>();
  const visit = (chunk: ManifestChunk | undefined) => {
    if (!chunk || chunk === entry || reached.has(chunk.file)) return;
    reached.add(chunk.file);
    for (const key of chunk.imports ?? []) visit(manifest[key]);
  };
  visit(manifest[APP_SOURCE]);
  if (pageSource) {
    if (!manifest[pageSource]) return [];
    visit(manifest[pageSource]);
  }
  return [...reached].filter((file) => BUILT_SCRIPT.test(file)).map((file) => `/${file}`);
}

/** For a page the browser renders: modulepreload links, fetched at once beside the entry. */
export function pageModulePreloads(manifest: Manifest, pageSource?: string): string {
  return pageModuleFiles(manifest, pageSource)
    .map((file) => `\n    <link rel="modulepreload" href="${file}">`)
    .join('');
}

/** The meta element web/src/main.tsx reads on a server-rendered page. */
export const MODULES_AFTER_PAINT = 'modules-after-paint';

/**
 * For a page the server rendered: the same list, preloaded by the entry once the page has painted. The
 * page is whole and usable in its HTML; downloading its scripts first would only hold its first paint
 * back on a slow link, where they compete with the stylesheet.
 */
export function pageModulesAfterPaint(manifest: Manifest, pageSource?: string): string {
  const files = pageModuleFiles(manifest, pageSource);
  return files.length ? `\n    <meta name="${MODULES_AFTER_PAINT}" content="${files.join(' ')}">` : '';
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
 * The app's HTML for a path, with its scripts named in the head: the app's, and the page's when the
 * path names one (`/pricing`, `/find-vets`, `/pets`, `/scans/:id`…). `afterPaint` is for the shells of
 * server-rendered pages (pageModulesAfterPaint); otherwise they are modulepreload links. Built once per page.
 */
export function createRouteHtml(
  indexHtml: string,
  manifest: Manifest,
  { afterPaint = false }: { afterPaint?: boolean } = {},
): (url: string) => string {
  const namesFor = afterPaint ? pageModulesAfterPaint : pageModulePreloads;
  const withNames = (names: string) =>
    names ? indexHtml.replace('</head>', () => `  ${names.trimStart()}\n  </head>`) : indexHtml;
  const appOnly = withNames(namesFor(manifest));
  const built = new Map<string, string>();
  return (url) => {
    const name = pageFolderOf(url);
    if (!name) return appOnly;
    let html = built.get(name);
    if (html === undefined) {
      const source = `src/pages/${name}/page.tsx`;
      // Only names the manifest knows are kept, so the map stays as small as the list of pages.
      if (!manifest[source]) return appOnly;
      html = withNames(namesFor(manifest, source));
      built.set(name, html);
    }
    return html;
  };
}
