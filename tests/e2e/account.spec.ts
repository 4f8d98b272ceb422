import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { logInViaUi, newAccount, signUpViaUi, toasts } from './web-auth.ts';

test('a member deletes their account and can no longer log in', async ({ page }) => {
  const account = newAccount();
  await signUpViaUi(page, account);
  await page
    .getByRole('link', { name: /Account settings for/ })
    .first()
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your account' })).toBeVisible();
  await expect(page.getByText(account.email)).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('button', { name: 'Delete account…' }).click();
  await page.getByLabel('Enter your password to confirm').fill('not my password');
  await page.getByRole('button', { name: 'Delete my account for good' }).click();
  await expect(page.getByText('That password is not right.')).toBeVisible();

  await page.getByLabel('Enter your password to confirm').fill(account.password);
  await page.getByRole('button', { name: 'Delete my account for good' }).click();
  await expect(toasts(page).getByText('Account deleted')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign Up' }).first()).toBeVisible();

  await logInViaUi(page, account.email, account.password);
  await expect(toasts(page).getByText('Login Failed')).toBeVisible();
});
