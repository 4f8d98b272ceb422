import { expect, test } from '@playwright/test';
import type { TScanList } from '../../common/contracts/scans.ts';
import { expectNoSeriousA11yViolationsOnPhoneAndDesktop } from './support/axe.ts';
import { mouthPhotoFile, scanPhoto } from './support/scan-photos.ts';
import { payWith, planBadge, SUCCEEDING_TEST_CARD } from './support/subscribe.ts';
import { fillAccountFields, newAccount, toasts } from './web-auth.ts';

const CHECKOUT = '/subscribe?plan=monthly';

test('a guest who used the free scan chooses Plus: signup, then straight on to checkout, keeping the scan', async ({
  page,
}) => {
  await page.goto('/');
  const scanned = page.waitForResponse(
    (res) => res.url().endsWith('/api/scans') && res.request().method() === 'POST',
  );
  await scanPhoto(page, await mouthPhotoFile({ gum: 'inflamed' }));
  const guestScanId: string = (await (await scanned).json()).id;

  await page.goto('/pricing');
  await expect(
    page.getByText('You create your account first, then go straight on to checkout.'),
  ).toBeVisible();
  await page.getByRole('link', { name: 'Subscribe to Plus' }).click();
  await expect(page).toHaveURL(`/signup?next=${encodeURIComponent(CHECKOUT)}`);
  await expect(page.getByText(/then you go straight on to checkout/)).toBeVisible();
  await expectNoSeriousA11yViolationsOnPhoneAndDesktop(page);

  const account = newAccount();
  await fillAccountFields(page, account);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page).toHaveURL(CHECKOUT);
  await expect(page.getByRole('heading', { name: 'Complete Your Subscription' })).toBeVisible();

  await payWith(page, SUCCEEDING_TEST_CARD);
  await expect(toasts(page).getByText('Payment Successful!')).toBeVisible();
  await page.waitForURL((url) => url.pathname === '/', { timeout: 5_000 });
  await expect(planBadge(page)).toHaveText('Plus');
  // The server moved the guest's scan into the new account at signup.
  const scans = (await (await page.request.get('/api/scans')).json()) as TScanList;
  expect(scans.scans.map((scan) => scan.id)).toEqual([guestScanId]);
});

test('a signed-out member who chooses Plus logs in from the signup page and lands on checkout', async ({
  page,
  browser,
}) => {
  const account = newAccount();
  const other = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  expect((await other.request.post('/api/auth/signup', { data: account })).status()).toBe(201);
  await other.close();

  await page.goto('/pricing');
  const subscribe = page.getByRole('link', { name: 'Subscribe to Plus' });
  // The server-rendered toggle answers once React has hydrated the page: clicked until the link follows.
  await expect(async () => {
    await page.getByRole('radio', { name: /Yearly/ }).click();
    await expect(subscribe).toHaveAttribute('href', /plan%3Dyearly/, { timeout: 1000 });
  }).toPass();
  await subscribe.click();
  await page.getByRole('main').getByRole('link', { name: 'Log in', exact: true }).click();
  await expect(page).toHaveURL(`/login?next=${encodeURIComponent('/subscribe?plan=yearly')}`);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page).toHaveURL('/subscribe?plan=yearly');
  await expect(page.getByRole('heading', { name: 'Complete Your Subscription' })).toBeVisible();
});

test('a return address to another site is dropped: signup lands home', async ({ page }) => {
  await page.goto(`/signup?next=${encodeURIComponent('//evil.example/subscribe')}`);
  await expect(page.getByRole('main').getByRole('link', { name: 'Log in', exact: true })).toHaveAttribute(
    'href',
    '/login',
  );
  await page.goto(`/login?next=${encodeURIComponent('https://evil.example/')}`);
  await expect(page.getByRole('main').getByRole('link', { name: 'Create a free account' })).toHaveAttribute(
    'href',
    '/signup',
  );
});
