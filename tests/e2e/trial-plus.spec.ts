import { expect, test } from '@playwright/test';
import type { TScanList } from '../../common/contracts/scans.ts';
import { PRICES } from '../../common/plans.ts';
import { expectNoSeriousA11yViolationsOnPhoneAndDesktop } from './support/axe.ts';
import { mouthPhotoFile, scanPhoto } from './support/scan-photos.ts';
import { payWith, planBadge, SUCCEEDING_TEST_CARD } from './support/subscribe.ts';
import { fillAccountFields, newAccount, toasts } from './web-auth.ts';

test('a trial account gets Plus: adds an e-mail and password on the checkout, then pays, keeping its scan', async ({
  page,
}) => {
  await page.goto('/trial');
  await scanPhoto(page, await mouthPhotoFile({ gum: 'inflamed', tartar: true }));
  await expect(page.getByText('Trial Account Created', { exact: true })).toBeVisible();
  const trialUser = await (await page.request.get('/api/auth/user')).json();
  expect(trialUser).toMatchObject({ isTrial: true, email: null });

  await page.getByRole('link', { name: `Get Plus - ${PRICES.monthly.label}/month` }).click();
  await expect(page).toHaveURL('/subscribe');
  const step = page.getByRole('heading', { name: 'Add your e-mail and password' });
  await expect(step).toBeVisible();
  await expect(page.getByText('Step 1 of 2')).toBeVisible();
  // No dead end: no setup error, no blamed connection, no empty "Name" for the account.
  await expect(page.getByText('Subscription Setup Error')).toHaveCount(0);
  await expect(page.getByText(/check your connection/)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Try again' })).toHaveCount(0);
  await expect(page.getByText('Name', { exact: true })).toHaveCount(0);
  await expectNoSeriousA11yViolationsOnPhoneAndDesktop(page);

  const account = newAccount();
  await fillAccountFields(page, account);
  // The payment is set up only once the account has its e-mail: wait for that call (a busy CI
  // machine can take longer than an assertion's 5 s) and say what it answered if it failed.
  const setUp = page.waitForResponse(
    (res) => res.url().endsWith('/api/billing/subscription') && res.request().method() === 'POST',
  );
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  const setupResponse = await setUp;
  expect(setupResponse.status(), await setupResponse.text()).toBe(200);

  // Straight on to the payment, on the same page, with the keyboard on its heading.
  const payment = page.getByRole('heading', { name: 'Complete Your Subscription' });
  await expect(payment).toBeFocused();
  await expect(page.getByRole('status').filter({ hasText: 'Step 2 of 2' })).toContainText(
    'Your e-mail and password are saved',
  );
  // Said there, not in a toast over the card form.
  await expect(toasts(page).getByText('Account Created!')).toHaveCount(0);
  await expect(page).toHaveURL('/subscribe');
  await expect(page.getByText(`${account.firstName} ${account.lastName}`)).toBeVisible();
  await expect(page.getByLabel('Card number')).toBeVisible();
  await expectNoSeriousA11yViolationsOnPhoneAndDesktop(page);

  await payWith(page, SUCCEEDING_TEST_CARD);
  await expect(toasts(page).getByText('Payment Successful!')).toBeVisible();
  await page.waitForURL((url) => url.pathname === '/', { timeout: 5_000 });
  await expect(planBadge(page)).toHaveText('Plus');

  const me = await (await page.request.get('/api/auth/user')).json();
  expect(me).toMatchObject({
    id: trialUser.id,
    email: account.email,
    isTrial: false,
    subscriptionStatus: 'plus_active',
  });
  const scans = (await (await page.request.get('/api/scans')).json()) as TScanList;
  expect(scans.scans).toHaveLength(1);
});

test('on a phone: the first step is in view, no trial toast follows, the payment is confirmed on screen and nothing stale stays', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto('/trial');
  await scanPhoto(page, await mouthPhotoFile({ gum: 'inflamed', tartar: true }));
  await expect(page.getByText('Trial Account Created', { exact: true })).toBeVisible();
  await page.getByRole('link', { name: `Get Plus - ${PRICES.monthly.label}/month` }).click();
  await expect(page).toHaveURL('/subscribe');
  // The form the page is for, in view on opening, before the plan's summary.
  await expect(page.getByRole('heading', { name: 'Add your e-mail and password' })).toBeInViewport();
  await expect(page.getByLabel('First name')).toBeInViewport();
  await expect(page.getByText(`Then you pay for Plus: ${PRICES.monthly.label}/month.`)).toBeVisible();
  // The trial page's toast stayed there.
  await expect(toasts(page).getByText('Trial Account Created')).toHaveCount(0);

  const account = newAccount();
  await fillAccountFields(page, account);
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(page.getByRole('heading', { name: 'Complete Your Subscription' })).toBeFocused();

  await payWith(page, SUCCEEDING_TEST_CARD);
  // Never an empty screen: the confirmation takes the place of the form, at the top, in view.
  const confirmation = page.getByRole('heading', { name: /^(Confirming your payment…|Welcome to Plus)$/ });
  await expect(confirmation).toBeInViewport();
  await expect(page.getByRole('heading', { name: 'Welcome to Plus' })).toBeFocused();
  await expect(toasts(page).getByText('Payment Successful!')).toBeVisible();
  await page.waitForURL((url) => url.pathname === '/', { timeout: 5_000 });
  // The toast said "Redirecting...": it goes with the redirect.
  await expect(toasts(page).getByText('Payment Successful!')).toHaveCount(0);
  await expect(page.getByText('Redirecting...')).toHaveCount(0);
});
