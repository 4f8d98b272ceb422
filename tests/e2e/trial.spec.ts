import { expect, test } from '@playwright/test';
import type { TScanList } from '../../common/contracts/scans.ts';
import { PRICES, STARTER_WINDOW_DAYS } from '../../common/plans.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { mouthPhotoFile, scanPhoto } from './support/scan-photos.ts';
import { newAccount, toasts } from './web-auth.ts';

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
    await expect(header.getByRole('link', { name: 'Sign Out' })).toBeVisible();
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
