import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { IS_COMPILED } from '#server/lib/is-compiled.ts';
import type { RenderRequest, RenderResult } from '#web/entry-server.tsx';

/** dist/web-ssr, the web app built for the server (vite.config.ts), seen from the sources or from dist/server. */
export const WEB_SSR_DIST = path.resolve(
  import.meta.dirname,
  IS_COMPILED ? '../../../web-ssr' : '../../../dist/web-ssr',
);

/** What the server needs of web/src/entry-server.tsx. */
export interface PageRenderer {
  renderPage(request: RenderRequest): Promise<RenderResult>;
  isAppPage(path: string): boolean;
  /** The frame and skeleton of a page the browser renders, for its first paint (browser-page-html.ts); optional for test doubles. */
  renderPageSkeleton?(path: string): string;
}

export type { RenderRequest, RenderResult };

/**
 * The built renderer, or undefined when the web app has not been built for the server (the API
 * then serves every page as the browser-rendered app, as before).
 */
export async function loadPageRenderer(dir = WEB_SSR_DIST): Promise<PageRenderer | undefined> {
  const entry = path.join(dir, 'entry-server.js');
  if (!existsSync(entry)) return undefined;
  return (await import(pathToFileURL(entry).href)) as PageRenderer;
}
