import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations, PHONE_AND_DESKTOP } from './support/axe.ts';

// The API reference page (server/plugins/openapi/docs-page.ts), served by the built server.
for (const size of PHONE_AND_DESKTOP) {
  test(`the API reference at /api/docs passes axe and the CSP at ${size.width} px`, async ({ page }) => {
    // A CSP refusal is a console error; a missing asset is a failed response.
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(message.text());
    });
    page.on('response', (response) => {
      if (response.status() >= 400) problems.push(`${response.status()} ${response.url()}`);
    });
    await page.setViewportSize(size);
    await page.goto('/api/docs');
    await expect(page.getByRole('heading', { level: 1, name: /PawSmile API/ })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'admin' })).toBeVisible();
    // Contract names come from common/contracts as the compiled server loads them.
    await expect(page.getByText('ScanList', { exact: true }).first()).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width, 'no sideways scrolling').toBeLessThanOrEqual(size.width);
    expect(problems).toEqual([]);
  });
}
