import { createHash } from 'node:crypto';
import path from 'node:path';
import type { OutputBundle, OutputChunk } from 'rolldown';
import sharp from 'sharp';
import { build, type Plugin } from 'vite';
import { appIconSvg } from '../../web/src/pwa/app-icon-svg.ts';
import { APP_SHELL_PATH, OFFLINE_PAGE_PATH } from '../../web/src/pwa/cache-rules.ts';
import { offlinePageHtml } from '../../web/src/pwa/offline-page.ts';
import {
  APP_ICONS,
  APPLE_TOUCH_ICON,
  buildWebManifest,
  WEB_MANIFEST_PATH,
} from '../../web/src/pwa/web-manifest.ts';

const SERVICE_WORKER_ENTRY = path.resolve(import.meta.dirname, '../../web/src/pwa/service-worker.ts');
export const SERVICE_WORKER_FILE = 'sw.js';

/** `/x` as a bundle file name. */
const fileNameOf = (urlPath: string) => urlPath.replace(/^\//, '');

/**
 * The files of the first paint of `/`: index.html's entry chunks, the app each starts (the entry's
 * dynamic imports: web/src/main.tsx starts start-app.tsx), the chunks they import statically and their
 * CSS. Pages loaded later (their own chunks) are kept by the worker when first fetched.
 */
export function shellFiles(bundle: OutputBundle): string[] {
  const files = new Set<string>();
  const visit = (fileName: string) => {
    const chunk = bundle[fileName];
    if (chunk?.type !== 'chunk' || files.has(fileName)) return;
    files.add(fileName);
    for (const css of chunk.viteMetadata?.importedCss ?? []) files.add(css);
    for (const imported of chunk.imports) visit(imported);
  };
  for (const item of Object.values(bundle)) {
    if (item.type !== 'chunk' || !item.isEntry) continue;
    visit(item.fileName);
    for (const started of item.dynamicImports) visit(started);
  }
  return [...files].sort();
}

/** A version that changes whenever any stored file's bytes do, so the worker updates with them. */
export function versionOf(bundle: OutputBundle, files: string[]): string {
  const hash = createHash('sha256');
  for (const fileName of files) {
    const item = bundle[fileName];
    if (!item) continue;
    hash.update(`${fileName}\0`);
    hash.update(item.type === 'chunk' ? item.code : item.source);
    hash.update('\0');
  }
  return hash.digest('hex').slice(0, 16);
}

/** The service worker, bundled on its own as one classic script, with the build's list filled in. */
async function buildServiceWorker(version: string, precache: string[]): Promise<string> {
  const result = await build({
    configFile: false,
    logLevel: 'warn',
    publicDir: false,
    define: {
      __PWA_VERSION__: JSON.stringify(version),
      __PWA_PRECACHE__: JSON.stringify(precache),
    },
    build: {
      write: false,
      emptyOutDir: false,
      copyPublicDir: false,
      modulePreload: false,
      minify: true,
      rolldownOptions: {
        input: SERVICE_WORKER_ENTRY,
        output: { format: 'iife', entryFileNames: SERVICE_WORKER_FILE },
      },
    },
  });
  const outputs = Array.isArray(result) ? result : [result];
  const chunk = outputs
    .flatMap((output) => ('output' in output ? output.output : []))
    .find((item): item is OutputChunk => item.type === 'chunk' && item.isEntry);
  if (!chunk) throw new Error('the service worker build produced no script');
  return chunk.code;
}

/**
 * What makes the app installable (docs/product-rules.md#installed-app), written into the web
 * build: the manifest, the icons rendered from the logo, the offline page and the service worker
 * with the list of the shell's files it stores. Everything is generated here, so the repository
 * holds no image it could not rebuild.
 */
export function pwaAssets(): Plugin {
  return {
    name: 'pawsmile-pwa-assets',
    apply: 'build',
    generateBundle: {
      // After Vite has written index.html into the bundle.
      order: 'post',
      async handler(_options, bundle) {
        const emit = (fileName: string, source: string | Uint8Array) =>
          this.emitFile({ type: 'asset', fileName, source });
        emit(fileNameOf(WEB_MANIFEST_PATH), `${JSON.stringify(buildWebManifest(), null, 2)}\n`);
        emit(fileNameOf(OFFLINE_PAGE_PATH), offlinePageHtml());
        for (const icon of [...APP_ICONS, APPLE_TOUCH_ICON]) {
          const png = await sharp(Buffer.from(appIconSvg(icon.shape, icon.size)))
            .png()
            .toBuffer();
          emit(fileNameOf(icon.src), png);
        }
        const precache = [
          APP_SHELL_PATH,
          OFFLINE_PAGE_PATH,
          WEB_MANIFEST_PATH,
          '/favicon.svg',
          // Not the PNG icons: the browser fetches them itself to install the app, and no page shows them.
          ...shellFiles(bundle).map((fileName) => `/${fileName}`),
        ];
        const version = versionOf(bundle, precache.map(fileNameOf));
        emit(SERVICE_WORKER_FILE, await buildServiceWorker(version, precache));
      },
    },
  };
}
