import { expect, type Page, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe.ts';

/**
 * A guest is a normal visitor: their pages log no console errors and no failed requests
 * (the session check answers 200 with no user; docs/product-rules.md#accounts-and-sessions).
 */
function recordTrouble(page: Page): string[] {
  const trouble: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') trouble.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => trouble.push(`page error: ${error.message}`));
  page.on('requestfailed', (request) =>
    trouble.push(`failed: ${request.method()} ${request.url()} ${request.failure()?.errorText ?? ''}`),
  );
  page.on('response', (response) => {
    if (response.status() >= 400)
      trouble.push(`${response.status()}: ${response.request().method()} ${response.url()}`);
  });
  return trouble;
}

for (const path of ['/', '/trial', '/pricing']) {
  test(`a guest's ${path} logs no console errors and no failed requests`, async ({ page }) => {
    const trouble = recordTrouble(page);
    const sessionCheck = page.waitForResponse((response) => response.url().endsWith('/api/auth/session'));
    await page.goto(path);
    const session = await sessionCheck;
    expect(session.status()).toBe(200);
    expect(await session.json()).toEqual({ user: null });
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expectNoSeriousA11yViolations(page);
    expect(trouble).toEqual([]);
  });
}
