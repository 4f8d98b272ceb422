import { expect, type Response, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { recordTrouble } from './support/console-trouble.ts';

// A guest is a normal visitor: their pages log no console warnings or errors and no failed requests
// (the session check answers 200 with no user; docs/product-rules.md#accounts-and-sessions).

/**
 * `/` and `/pricing` come rendered from the server for a guest, who is known to be one there: no
 * session check is made. `/trial` is rendered in the browser, which asks.
 */
for (const [path, asksForSession] of [
  ['/', false],
  ['/trial', true],
  ['/pricing', false],
] as const) {
  test(`a guest's ${path} logs no console warnings or errors and no failed requests`, async ({ page }) => {
    const trouble = recordTrouble(page);
    const sessionChecks: Response[] = [];
    page.on('response', (response) => {
      if (response.url().endsWith('/api/auth/session')) sessionChecks.push(response);
    });
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(sessionChecks.length > 0).toBe(asksForSession);
    for (const check of sessionChecks) {
      expect(check.status()).toBe(200);
      expect(await check.json()).toEqual({ user: null });
    }
    await expectNoSeriousA11yViolations(page);
    expect(trouble).toEqual([]);
  });
}
