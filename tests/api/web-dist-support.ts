import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createTestApp, type TestApp } from '../setup/test-app.ts';

/** The app's HTML as a build leaves it; the browser renders every members' page from it. */
export const WEB_SHELL =
  '<!doctype html><html><head><title>PawSmile</title></head><body><div id="root"></div></body></html>';

/**
 * A test app serving pages from a web folder of its own (index.html, and a build manifest when
 * given), so page loads can be tested without a web build. `close` removes the folder too.
 */
export async function createAppWithWebDist(manifest?: object): Promise<TestApp> {
  const webDist = mkdtempSync(path.join(tmpdir(), 'pawsmile-web-'));
  writeFileSync(path.join(webDist, 'index.html'), WEB_SHELL);
  if (manifest) {
    mkdirSync(path.join(webDist, '.vite'));
    writeFileSync(path.join(webDist, '.vite/manifest.json'), JSON.stringify(manifest));
  }
  const t = await createTestApp({}, { webDist });
  return {
    ...t,
    close: async () => {
      await t.close();
      rmSync(webDist, { recursive: true, force: true });
    },
  };
}
