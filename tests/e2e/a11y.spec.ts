import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { newAccount, signUpViaUi } from './web-auth.ts';

// /chat sends a signed-out visitor to /login after 0.5 s; tests/e2e/chat.spec.ts checks it signed in.
const PUBLIC_PAGES = [
  '/',
  '/login',
  '/signup',
  '/pricing',
  '/about',
  '/contact',
  '/privacy',
  '/terms',
  '/subscribe',
  '/test-subscribe',
  '/find-vets',
  '/vet-register',
  '/vet-dashboard',
  '/admin',
  '/no-such-page',
];

for (const path of PUBLIC_PAGES) {
  test(`no serious axe violations on ${path} (signed out)`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    // Let entrance animations finish so colours are measured at rest.
    await page.waitForTimeout(300);
    await expectNoSeriousA11yViolations(page);
  });
}

test('no serious axe violations on /home (signed in)', async ({ page }) => {
  await signUpViaUi(page, newAccount());
  await page.goto('/home');
  await expect(page.getByText('Scans left this period')).toBeVisible();
  await page.waitForTimeout(300);
  await expectNoSeriousA11yViolations(page);
});

test('no serious axe violations in the open mobile menu', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/');
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
  await page.waitForTimeout(300);
  await expectNoSeriousA11yViolations(page);
});
