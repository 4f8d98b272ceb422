import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { ReadStylesheet } from './compose-page.ts';

/** Only the build's own hashed stylesheets: a name that could leave the folder is never read. */
const BUILT_STYLESHEET = /^\/assets\/[\w.-]+\.css$/;

/** Reads the built app's stylesheets from `webDist`, each once. */
export function builtStylesheets(webDist: string): ReadStylesheet {
  const read = new Map<string, string | undefined>();
  return (href) => {
    if (!BUILT_STYLESHEET.test(href)) return undefined;
    if (!read.has(href)) {
      try {
        read.set(href, readFileSync(path.join(webDist, href), 'utf8'));
      } catch {
        read.set(href, undefined);
      }
    }
    return read.get(href);
  };
}
