import type { Page } from '@playwright/test';
import { SHARE_TARGET_ACTION } from '#common/share-target.ts';

/** Resolves once the service worker is active and controls the page (it claims the open tab). */
export async function waitForServiceWorker(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
}

/**
 * Posts a photo to the share target from the page, as the phone's share sheet does (multipart, field
 * `photo`, to the manifest's action with its marker; the page is the app's own, so no other site).
 */
export async function shareToApp(page: Page, photoPath: string): Promise<void> {
  await page.evaluate((action) => {
    const form = document.createElement('form');
    form.method = 'post';
    form.action = action;
    form.enctype = 'multipart/form-data';
    form.id = 'share-sheet';
    const input = document.createElement('input');
    input.type = 'file';
    input.name = 'photo';
    form.append(input);
    document.body.append(form);
  }, SHARE_TARGET_ACTION);
  await page.locator('#share-sheet input[type=file]').setInputFiles(photoPath);
  await page.evaluate(() => (document.getElementById('share-sheet') as HTMLFormElement).submit());
}
