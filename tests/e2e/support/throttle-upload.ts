import type { Page } from '@playwright/test';

/** Holds the page's uploads to `bytesPerSecond` through the DevTools protocol, as a phone network would. */
export async function throttleUpload(page: Page, bytesPerSecond: number): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 20,
    downloadThroughput: 10_000_000 / 8,
    uploadThroughput: bytesPerSecond,
  });
}
