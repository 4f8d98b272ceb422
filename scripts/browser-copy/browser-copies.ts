import path from 'node:path';
import { type Browser, chromium, type Page } from '@playwright/test';
import { build } from 'esbuild';
import { locateChromium } from '../chromium/find-chromium.mjs';

/**
 * The web's own copy maker (web/src/features/scan/upload/make-scan-copies.ts), bundled as it is and run
 * in the e2e Chromium, so a script measures exactly the bytes a browser would upload.
 */
export interface BrowserCopies {
  scan: Buffer;
  locate: Buffer;
  isCopy: boolean;
}

const ROOT = path.resolve(import.meta.dirname, '../..');

type CopyForScript = (input: { base64: string; type: string; quality?: number }) => Promise<unknown>;

/** Bundled with the copy maker: takes and returns base64, since only plain values cross into the page. */
const COPY_HELPER = `
import { makeScanCopies } from './web/src/features/scan/upload/make-scan-copies.ts';
async function toBase64(blob) {
  const data = new Uint8Array(await blob.arrayBuffer());
  let text = '';
  for (let i = 0; i < data.length; i += 0x8000) text += String.fromCharCode(...data.subarray(i, i + 0x8000));
  return btoa(text);
}
window.copyForScript = async ({ base64, type, quality }) => {
  const raw = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
  const made = await makeScanCopies(new Blob([raw], { type }), quality);
  return { scan: await toBase64(await made.scan), locate: await toBase64(made.locate), isCopy: made.isCopy };
};
`;

async function bundleCopyMaker(): Promise<string> {
  const result = await build({
    stdin: {
      contents: COPY_HELPER,
      resolveDir: ROOT,
      loader: 'ts',
    },
    bundle: true,
    format: 'iife',
    write: false,
    logLevel: 'silent',
  });
  return result.outputFiles[0].text;
}

export async function openCopyMaker(): Promise<{
  copies(bytes: Buffer, options?: { type?: string; quality?: number }): Promise<BrowserCopies>;
  close(): Promise<void>;
}> {
  const script = await bundleCopyMaker();
  const found = locateChromium({ playwrightPath: () => chromium.executablePath() });
  if (!found) throw new Error('No Chromium: `npm run test:e2e` installs one, or set CHROMIUM_PATH.');
  const browser: Browser = await chromium.launch({
    executablePath: found.path,
    args: ['--no-sandbox', '--disable-gpu'],
  });
  const page: Page = await browser.newPage();
  await page.setContent('<!doctype html><title>copies</title>');
  await page.addScriptTag({ content: script });
  return {
    async copies(bytes, options = {}) {
      // The page's helper (COPY_HELPER) does the work: a function written here would be rewritten by
      // the TypeScript loader with helpers the page does not have.
      const made = (await page.evaluate(
        (input) => (window as unknown as { copyForScript: CopyForScript }).copyForScript(input),
        { base64: bytes.toString('base64'), type: options.type ?? 'image/jpeg', quality: options.quality },
      )) as { scan: string; locate: string; isCopy: boolean };
      return {
        scan: Buffer.from(made.scan, 'base64'),
        locate: Buffer.from(made.locate, 'base64'),
        isCopy: made.isCopy,
      };
    },
    close: () => browser.close(),
  };
}
