import { expect, type Page, test } from '@playwright/test';
import type { TScanList } from '../../common/contracts/scans.ts';
import { PRICES, STARTER_WINDOW_DAYS } from '../../common/plans.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { makePlus } from './support/make-plus.ts';
import { mouthPhotoFile, scanPhoto } from './support/scan-photos.ts';
import { newAccount, signUpViaUi, toasts } from './web-auth.ts';

test.describe('/trial', () => {
  test('the trial page is accessible before a scan', async ({ page }) => {
    await page.goto('/trial');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
    await expect(page.getByRole('link', { name: 'Get Full Access' })).toHaveAttribute('href', '/signup');
    await expect(page.getByText(/not a substitute for veterinary care/).first()).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test('a trial scan creates a trial account and shows the upsell', async ({ page }) => {
    await page.goto('/trial');
    await expect(page.getByRole('link', { name: 'Log In' })).toBeVisible();
    await scanPhoto(page, await mouthPhotoFile({ gum: 'inflamed', tartar: true }));

    await expect(page.getByText('Trial Account Created', { exact: true })).toBeVisible();
    const header = page.getByRole('banner');
    // A trial account's Sign Out asks first (see 'signing out of a trial account' below).
    await expect(header.getByRole('button', { name: 'Sign Out' })).toBeVisible();
    await expect(header.getByText('Free User')).toBeVisible();
    await expect(header.getByRole('link', { name: 'Log In' })).toHaveCount(0);
    // The scan now belongs to the account; its photo must still load for the new session.
    const photo = page.getByRole('img', { name: 'Your pet’s mouth, as analysed' });
    await expect
      .poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true);

    await expect(page.getByRole('heading', { name: 'Your trial gave you' })).toBeVisible();
    await expect(page.getByText('Before/after comparisons')).toBeVisible();
    await expect(
      page.getByRole('link', { name: `Start Free Account (1 scan every ${STARTER_WINDOW_DAYS} days)` }),
    ).toHaveAttribute('href', '/signup');
    await expect(
      page.getByRole('link', { name: `Get Plus - ${PRICES.monthly.label}/month` }),
    ).toHaveAttribute('href', '/subscribe');
    await expectNoSeriousA11yViolations(page);

    // The guest's scan moved into the new account.
    const scans = await page.evaluate(
      async () => (await (await fetch('/api/scans')).json()) as { scans: unknown[] },
    );
    expect(scans.scans).toHaveLength(1);
  });

  test('a trial account becomes a real account on /signup and keeps its scan', async ({ page }) => {
    await page.goto('/trial');
    await scanPhoto(page, await mouthPhotoFile({ gum: 'inflamed', tartar: true }));
    await expect(page.getByText('Trial Account Created', { exact: true })).toBeVisible();
    const before = (await (await page.request.get('/api/scans')).json()) as TScanList;
    expect(before.scans).toHaveLength(1);
    const trialUser = await (await page.request.get('/api/auth/user')).json();
    expect(trialUser).toMatchObject({ isTrial: true, email: null });

    // The header's 'Get Full Access' now leads to a working signup instead of bouncing home.
    await page.getByRole('link', { name: 'Get Full Access' }).click();
    await expect(page).toHaveURL('/signup');
    await expect(page.getByText(/Add your email and a password to keep your trial scan/)).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    const account = newAccount();
    await page.getByLabel('First name').fill(account.firstName);
    await page.getByLabel('Last name').fill(account.lastName);
    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Password', { exact: true }).fill(account.password);
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(toasts(page).getByText('Account Created!')).toBeVisible();
    await expect(page).toHaveURL('/');

    const me = await (await page.request.get('/api/auth/user')).json();
    expect(me).toMatchObject({ id: trialUser.id, email: account.email, isTrial: false });
    const after = (await (await page.request.get('/api/scans')).json()) as TScanList;
    expect(after.scans.map((scan) => scan.id)).toEqual(before.scans.map((scan) => scan.id));

    // /account no longer offers the trial upgrade.
    await page.goto('/account');
    await expect(page.getByText(account.email)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Add an email and password' })).toHaveCount(0);
  });

  test('the trial account page links to a working signup', async ({ page }) => {
    await page.goto('/trial');
    await scanPhoto(page, await mouthPhotoFile({ gum: 'healthy' }));
    await expect(page.getByText('Trial Account Created', { exact: true })).toBeVisible();
    await page.goto('/account');
    await page.getByRole('link', { name: 'Add an email and password' }).click();
    await expect(page).toHaveURL('/signup');
    await expect(page.getByRole('heading', { level: 1, name: 'Keep your trial scan' })).toBeVisible();
  });
});

/** A guest scans on /trial and so becomes a trial account (no e-mail or password). */
async function startTrial(page: Page): Promise<void> {
  await page.goto('/trial');
  await scanPhoto(page, await mouthPhotoFile({ gum: 'inflamed', tartar: true }));
  await expect(page.getByText('Trial Account Created', { exact: true })).toBeVisible();
}

test.describe('a trial account', () => {
  test('has no second scan: it is told to add an e-mail and password, on the scanner and the dashboard', async ({
    page,
  }) => {
    await startTrial(page);
    const keep = page.getByRole('region', { name: 'Add an e-mail and password to keep this result' });
    await expect(keep.getByRole('link', { name: 'Add e-mail and password' })).toHaveAttribute(
      'href',
      '/signup',
    );
    await page.getByRole('button', { name: 'Scan Another Image' }).click();
    await expect(page.getByRole('heading', { name: 'Trial Scan Used' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Upload File' })).toHaveCount(0);
    await expect(
      page.getByText(/Add an e-mail and password to keep your scans and get 1 scan every 7 days/).first(),
    ).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await page.goto('/home');
    await expect(page.getByRole('heading', { name: 'Trial scans left' })).toBeVisible();
    const bar = page.getByRole('progressbar', { name: 'Scans left' });
    await expect(bar).toHaveAttribute('aria-valuenow', '0');
    expect(await page.getByTestId('scans-left-bar').evaluate((el) => el.getBoundingClientRect().width)).toBe(
      0,
    );
    await expect(page.locator('#scan').getByRole('heading', { name: 'Trial Scan Used' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test('signing out asks first, offers to keep the scans, and signs out only when told to', async ({
    page,
  }) => {
    await startTrial(page);
    const header = page.getByRole('banner');
    await header.getByRole('button', { name: 'Sign Out' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Sign out and lose your trial scans?' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('its scans are lost');
    await expectNoSeriousA11yViolations(page);

    await dialog.getByRole('button', { name: 'Stay signed in' }).click();
    await expect(dialog).toBeHidden();
    await expect(header.getByRole('button', { name: 'Sign Out' })).toBeFocused();

    await header.getByRole('button', { name: 'Sign Out' }).click();
    await dialog.getByRole('link', { name: 'Add e-mail and password' }).click();
    await expect(page).toHaveURL('/signup');
    await expect(page.getByRole('heading', { level: 1, name: 'Keep your trial scan' })).toBeVisible();

    await header.getByRole('button', { name: 'Sign Out' }).click();
    await dialog.getByRole('link', { name: 'Sign out anyway' }).click();
    await expect(page).toHaveURL('/');
    await expect(header.getByRole('link', { name: 'Log In' })).toBeVisible();
  });

  test('on a phone, Sign Out in the menu asks first too', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await startTrial(page);
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await menu.getByRole('button', { name: 'Sign Out' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Sign out and lose your trial scans?' });
    await expect(dialog).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await dialog.getByRole('link', { name: 'Add e-mail and password' }).click();
    await expect(page).toHaveURL('/signup');
    await expect(page.getByRole('dialog', { name: 'Menu' })).toHaveCount(0);
  });
});

test.describe('/trial for members', () => {
  test('a Starter member is sent to their dashboard with their allowance, not told "no signup"', async ({
    page,
  }) => {
    await signUpViaUi(page, newAccount());
    await page.goto('/trial');
    await expect(
      page.getByRole('heading', { level: 1, name: 'You’re signed in: scan from your dashboard' }),
    ).toBeVisible();
    await expect(page.getByText('You have 1 of 1 scan left this period')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Go to your dashboard' })).toHaveAttribute(
      'href',
      '/home#scan',
    );
    await expect(page.getByText(/no signup/i)).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Get Full Access' })).toHaveCount(0);
    await expect(page.locator('[data-scan-step]')).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
  });

  test('a Plus member is told their scans are unlimited', async ({ page }) => {
    const signup = await page.request.post('/api/auth/signup', {
      data: {
        firstName: 'Pat',
        lastName: 'Plus',
        email: `plus-${Date.now()}@example.com`,
        password: 'secret-pass',
      },
    });
    await makePlus((await signup.json()).user.id);
    await page.goto('/trial');
    await expect(
      page.getByRole('heading', { level: 1, name: 'You’re signed in: scan from your dashboard' }),
    ).toBeVisible();
    await expect(page.getByText(/unlimited scans/)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Upgrade to Plus' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Get Full Access' })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
  });
});
