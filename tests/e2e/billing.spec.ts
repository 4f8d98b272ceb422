import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { payWith, planBadge, SUCCEEDING_TEST_CARD, subscribeWithTestCard } from './support/subscribe.ts';
import { newAccount, signUpViaUi, toasts } from './web-auth.ts';

test('a member subscribes with 4242, sees Plus in the nav and on the billing page, cancels and resumes', async ({
  page,
}) => {
  await signUpViaUi(page, newAccount());
  await page.goto('/subscribe?plan=yearly');
  await expect(page.getByRole('heading', { name: 'Complete Your Subscription' })).toBeVisible();
  await expect(page.getByTestId('price-line')).toHaveText('$99/year (save 17%)');
  await expect(page.getByRole('note', { name: 'Test mode' })).toContainText('TEST MODE');
  await expectNoSeriousA11yViolations(page);

  await payWith(page, SUCCEEDING_TEST_CARD);
  await expect(toasts(page).getByText('Payment Successful!')).toBeVisible();
  await page.waitForURL((url) => url.pathname === '/', { timeout: 5_000 });
  await expect(planBadge(page)).toHaveText('Plus');

  await page.getByRole('banner').getByRole('link', { name: 'Billing' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Billing' })).toBeVisible();
  await expect(page.getByRole('region', { name: /Plus plan/ })).toContainText('Active');
  await expect(page.getByTestId('plan-next')).toContainText('$99.00 (yearly)');
  await expect(page.getByRole('region', { name: 'Payment history' })).toContainText('$99.00');
  await expect(page.getByRole('region', { name: 'Payment history' })).toContainText('Visa ending 4242');
  await expectNoSeriousA11yViolations(page);

  // Each payment has a printable receipt with our business details.
  await page
    .getByRole('link', { name: /^Receipt for / })
    .first()
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Receipt' })).toBeVisible();
  await expect(page.getByTestId('receipt-amount')).toHaveText('$99.00');
  const receipt = page.getByRole('article', { name: 'Receipt' });
  await expect(receipt).toContainText('Visa ending 4242');
  await expect(receipt).toContainText('PawSmile Plus, yearly');
  await expect(receipt.getByLabel('Paid to')).toContainText('support@pawsmile.app');
  await expect(page.getByRole('button', { name: 'Print or save as PDF' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('link', { name: 'Back to billing' }).click();

  await page.getByRole('button', { name: 'Cancel plan' }).click();
  await page.getByRole('button', { name: 'Yes, cancel Plus' }).click();
  await expect(toasts(page).getByText('Plan cancelled')).toBeVisible();
  await expect(page.getByTestId('plan-next')).toContainText('Plus ends on');
  await expect(planBadge(page)).toHaveText('Plus');

  await page.getByRole('button', { name: 'Resume Plus' }).click();
  await expect(toasts(page).getByText('Plan resumed')).toBeVisible();
  await expect(page.getByTestId('plan-next')).toContainText('Renews on');

  await page.getByRole('button', { name: /Switch to monthly/ }).click();
  await page.getByRole('button', { name: 'Yes, switch to monthly ($9.99 per month)' }).click();
  await expect(page.getByTestId('plan-next')).toContainText('$9.99 (monthly)');
});

test('switching monthly to yearly shows the amount and asks before anything changes', async ({ page }) => {
  await signUpViaUi(page, newAccount());
  await subscribeWithTestCard(page, 'monthly');
  await page.goto('/account/billing');
  await expect(page.getByTestId('plan-next')).toContainText('$9.99 (monthly)');

  await page.getByRole('button', { name: /Switch to yearly/ }).click();
  const confirm = page.getByRole('region', { name: 'Confirm the billing change' });
  await expect(confirm.getByTestId('switch-amount')).toHaveText('$99.00');
  await expect(confirm).toContainText('Nothing is charged today');
  await expectNoSeriousA11yViolations(page);
  // Asking is not switching: keeping monthly changes nothing.
  await confirm.getByRole('button', { name: 'Keep monthly billing' }).click();
  await expect(page.getByTestId('plan-next')).toContainText('$9.99 (monthly)');

  await page.getByRole('button', { name: /Switch to yearly/ }).click();
  await page.getByRole('button', { name: 'Yes, switch to yearly ($99.00 per year)' }).click();
  await expect(toasts(page).getByText('Billing changed')).toBeVisible();
  await expect(page.getByTestId('plan-next')).toContainText('$99.00 (yearly)');
  await expect(page.getByRole('region', { name: 'Payment history' }).getByRole('row')).toHaveCount(2);
});

test('a declined card shows the payment failed message and grants nothing', async ({ page }) => {
  await signUpViaUi(page, newAccount());
  await page.goto('/subscribe');
  await expect(page.getByTestId('price-line')).toHaveText('$9.99/month');
  await payWith(page, '4000 0000 0000 0002');
  await expect(toasts(page).getByText('Payment Failed')).toBeVisible();
  await expect(toasts(page).getByText('Your card was declined.')).toBeVisible();
  await expect(planBadge(page)).toHaveText('Free User');
});

test('the 3155 card shows the authenticating state, then succeeds', async ({ page }) => {
  await signUpViaUi(page, newAccount());
  await page.goto('/subscribe');
  await payWith(page, '4000 0025 0000 3155');
  await expect(page.getByText('Authenticating with your card issuer…')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Processing...' })).toBeDisabled();
  await expect(toasts(page).getByText('Payment Successful!')).toBeVisible({ timeout: 10_000 });
  await page.waitForURL((url) => url.pathname === '/', { timeout: 5_000 });
  await expect(planBadge(page)).toHaveText('Plus');
});

test('/test-subscribe asks a guest to log in, and takes a test payment through the same server path', async ({
  page,
}) => {
  await page.goto('/test-subscribe');
  await expect(page.getByRole('note', { name: 'Test mode' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to Login' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  const account = newAccount();
  await signUpViaUi(page, account);
  await page.goto('/test-subscribe?plan=monthly');
  await expect(page.getByText(`${account.firstName} ${account.lastName}`)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Activate My Subscription' }).click();
  await expect(toasts(page).getByText('Activation Failed')).toBeVisible();

  await payWith(page, SUCCEEDING_TEST_CARD);
  await expect(toasts(page).getByText('Test Payment Complete!')).toBeVisible();
  await expect(page).toHaveURL(/success=true/);
  await expect(planBadge(page)).toHaveText('Plus');
});
