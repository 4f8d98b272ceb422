import { expect, type Page, test } from '@playwright/test';
import { makeAdmin } from './support/make-admin.ts';
import { logInViaUi, newAccount, signUpViaUi } from './web-auth.ts';

const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });

test('an unknown path shows the 404 page', async ({ page }) => {
  await page.goto('/no-such-page/at-all');
  await expect(page.getByRole('heading', { level: 1, name: '404 Page Not Found' })).toBeVisible();
  await expect(page).toHaveTitle('Page Not Found · PawSmile');
  await page.getByRole('link', { name: 'Back to Home' }).click();
  await expect(page).toHaveURL('/');
});

test('a guest sees public links, Log In and Sign Up', async ({ page }) => {
  await page.goto('/');
  for (const name of ['Scan', 'Find Vets', 'For Vets', 'About', 'Contact']) {
    await expect(mainNav(page).getByRole('link', { name, exact: true })).toBeVisible();
  }
  for (const name of ['AI Chat', 'Admin', 'Vet Dashboard']) {
    await expect(mainNav(page).getByRole('link', { name, exact: true })).toHaveCount(0);
  }
  await expect(page.getByRole('banner').getByRole('link', { name: 'Log In' })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign Up' })).toBeVisible();

  await mainNav(page).getByRole('link', { name: 'About' }).click();
  await expect(page).toHaveURL('/about');
  await expect(page).toHaveTitle('About · PawSmile');
  await mainNav(page).getByRole('link', { name: 'For Vets' }).click();
  await expect(page).toHaveURL('/vet-register');
});

test('a member sees AI Chat and their plan, but no admin links', async ({ page }) => {
  await signUpViaUi(page, newAccount());
  await expect(mainNav(page).getByRole('link', { name: 'AI Chat' })).toBeVisible();
  await expect(mainNav(page).getByRole('link', { name: 'Admin', exact: true })).toHaveCount(0);
  await expect(mainNav(page).getByRole('link', { name: 'Vet Dashboard' })).toHaveCount(0);
  await expect(page.getByRole('banner').getByText('Free User')).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign Out' })).toBeVisible();
});

test('an admin sees Admin and Vet Dashboard', async ({ page }) => {
  const account = newAccount();
  await makeAdmin(account.email, account.password);
  await logInViaUi(page, account.email, account.password);
  await expect(page).toHaveURL('/');
  // The account area loads after the links and moves them when it arrives: click once it is there.
  const signOut = page.getByRole('banner').getByRole('link', { name: 'Sign Out' });
  await expect(signOut).toBeVisible();
  await expect(mainNav(page).getByRole('link', { name: 'Admin', exact: true })).toBeVisible();
  await expect(mainNav(page).getByRole('link', { name: 'Vet Dashboard' })).toBeVisible();
  await expect(mainNav(page).getByRole('link', { name: 'For Vets' })).toHaveCount(0);
  // All of it fits a 1280 px screen: Sign Out is not pushed past the edge.
  const box = await signOut.boundingBox();
  expect((box?.x ?? Number.POSITIVE_INFINITY) + (box?.width ?? 0)).toBeLessThanOrEqual(1280);
  await mainNav(page).getByRole('link', { name: 'Admin', exact: true }).click();
  await expect(page).toHaveURL('/admin');
});

test('the mobile menu opens, navigates and closes', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/');
  await expect(mainNav(page)).toBeHidden();
  await page.getByRole('button', { name: 'Open menu' }).click();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await expect(menu).toBeVisible();
  await menu.getByRole('link', { name: 'Contact' }).click();
  await expect(page).toHaveURL('/contact');
  await expect(menu).toBeHidden();
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(menu).toBeVisible();
  // The dialog listens for Escape from the effects that also move focus into it: visible comes first.
  await expect.poll(() => menu.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
});

test('the skip link moves focus to the main content', async ({ page }) => {
  await page.goto('/pricing');
  // Tab only once the app has rendered, as a person would; earlier, focus lands on the bare document.
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await expect(skip).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('main#main')).toBeFocused();
});

test('every static route has one h1 and its own title', async ({ page }) => {
  const routes = [
    ['/pricing', 'Pricing · PawSmile'],
    ['/about', 'About · PawSmile'],
    ['/contact', 'Contact · PawSmile'],
    ['/privacy', 'Privacy Policy · PawSmile'],
    ['/terms', 'Terms of Service · PawSmile'],
    ['/login', 'Log In · PawSmile'],
    ['/signup', 'Sign Up · PawSmile'],
  ];
  for (const [path, title] of routes) {
    await page.goto(path);
    await expect(page).toHaveTitle(title);
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  }
});

test('pricing links a guest to signup and offers both billing periods', async ({ page }) => {
  await page.goto('/pricing');
  await expect(page.getByRole('link', { name: 'Get Started Free' })).toHaveAttribute('href', '/signup');
  const subscribe = page.getByRole('link', { name: 'Subscribe to Plus' });
  // Signed out, the account comes first, then straight on to that plan's checkout.
  await expect(subscribe).toHaveAttribute('href', '/signup?next=%2Fsubscribe%3Fplan%3Dmonthly');
  // The server-rendered toggle answers once React has hydrated the page (a busy CI machine can be
  // slower than the click), so the click is repeated until the link follows it.
  await expect(async () => {
    await page.getByRole('radio', { name: /Yearly/ }).click();
    await expect(subscribe).toHaveAttribute('href', '/signup?next=%2Fsubscribe%3Fplan%3Dyearly', {
      timeout: 1000,
    });
  }).toPass();
  await expect(page.getByText('30-day money-back guarantee • Cancel anytime')).toBeVisible();
});
