import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ACCEPTED_IMAGE_TYPES } from '#common/uploads.ts';
import { BACKGROUND_COLOUR, SMILE_COLOUR, THEME_COLOUR } from './app-colours.ts';
import { buildWebManifest } from './web-manifest.ts';

const WEB = path.resolve(import.meta.dirname, '../..');
const cssToken = (name: string) =>
  readFileSync(path.join(WEB, 'src/styles.css'), 'utf8').match(
    new RegExp(`--color-${name}:\\s*(#[0-9a-f]{6})`),
  )?.[1];

describe('the web app manifest', () => {
  const manifest = buildWebManifest();

  it('makes the app installable: names, standalone, start URL within its scope, icons', () => {
    expect(manifest).toMatchObject({
      id: '/',
      name: expect.stringContaining('PawSmile'),
      short_name: 'PawSmile',
      display: 'standalone',
      start_url: '/',
      scope: '/',
    });
    expect(manifest.short_name.length).toBeLessThanOrEqual(12);
    const sizes = (purpose: string) =>
      manifest.icons.filter((icon) => icon.purpose === purpose).map((icon) => icon.sizes);
    expect(sizes('any')).toEqual(['192x192', '512x512']);
    expect(sizes('maskable')).toEqual(['192x192', '512x512']);
  });

  it('takes its colours from the palette, as index.html’s theme-color does', () => {
    expect(manifest.theme_color).toBe(cssToken('brand-700'));
    expect(manifest.background_color).toBe(cssToken('paper'));
    expect(BACKGROUND_COLOUR).toBe(cssToken('paper'));
    expect(SMILE_COLOUR).toBe(cssToken('coral-500'));
    const indexHtml = readFileSync(path.join(WEB, 'index.html'), 'utf8');
    expect(indexHtml).toContain(`<meta name="theme-color" content="${THEME_COLOUR}" />`);
    expect(indexHtml).toContain('<link rel="manifest" href="/manifest.webmanifest" />');
  });

  it('is offered in the share sheet for every photo type the server accepts, as one multipart file', () => {
    expect(manifest.share_target).toMatchObject({
      // The marker the worker asks of a share post (share-sheet-post.ts).
      action: '/share-target?via=share-sheet',
      method: 'POST',
      enctype: 'multipart/form-data',
    });
    const [file] = manifest.share_target.params.files;
    expect(file.name).toBe('photo');
    expect(file.accept).toEqual(expect.arrayContaining([...ACCEPTED_IMAGE_TYPES]));
  });
});
