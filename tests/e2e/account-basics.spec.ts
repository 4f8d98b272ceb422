import { type Browser, expect, type Page, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { mailedLink } from './support/outbox.ts';
import { logInViaUi, newAccount, signUpViaUi, type TestAccount, toasts } from './web-auth.ts';

const signOut = async (page: Page) => {
  await page.getByRole('banner').getByRole('link', { name: 'Sign Out' }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Log In' })).toBeVisible();
};

const openAccount = async (page: Page) => {
  await page.goto('/account');
  await expect(page.getByRole('heading', { level: 1, name: 'Your account' })).toBeVisible();
};

const card = (page: Page, title: string) => page.getByRole('region', { name: title });

/** A second browser signed in to the same account: another device. */
async function otherDevice(browser: Browser, account: TestAccount) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await logInViaUi(page, account.email, account.password);
  await expect(page).toHaveURL('/');
  return { page, close: () => context.close() };
}

test('forgot password: the mailed link sets a new password and signs in', async ({ page }) => {
  const account = newAccount();
  await signUpViaUi(page, account);
  await signOut(page);

  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL('/forgot-password');
  await expect(page.getByRole('heading', { level: 1, name: 'Forgot your password?' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByLabel('Email').fill(account.email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('status').getByText(/If an account exists for that address/)).toBeVisible();

  const link = await mailedLink(account.email, 'reset-password');
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: 'Choose a new password' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByLabel('New password').fill('abc');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByText('Password must be at least 6 characters long')).toBeVisible();
  await page.getByLabel('New password').fill('a brand new secret');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(toasts(page).getByText('Password changed')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: `Hi ${account.firstName}!` })).toBeVisible();

  // The link worked once.
  await page.goto(link);
  await page.getByLabel('New password').fill('yet another secret');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByRole('alert').getByText(/expired or was already used/)).toBeVisible();

  await signOut(page);
  await logInViaUi(page, account.email, account.password);
  await expect(toasts(page).getByText('Login Failed')).toBeVisible();
  await logInViaUi(page, account.email, 'a brand new secret');
  await expect(page.getByRole('heading', { level: 1, name: `Hi ${account.firstName}!` })).toBeVisible();
});

test('change password keeps this device and signs out the others', async ({ page, browser }) => {
  const account = newAccount();
  await signUpViaUi(page, account);
  const other = await otherDevice(browser, account);
  await openAccount(page);
  const passwordCard = card(page, 'Change password');

  await passwordCard.getByLabel('Current password').fill('not my password');
  await passwordCard.getByLabel('New password').fill('a brand new secret');
  await passwordCard.getByRole('button', { name: 'Change password' }).click();
  await expect(passwordCard.getByText('That password is not right.')).toBeVisible();
  await expect(toasts(page).getByText('That password is not right.')).toHaveCount(0);

  await passwordCard.getByLabel('Current password').fill(account.password);
  await passwordCard.getByLabel('New password').fill('a brand new secret');
  await passwordCard.getByRole('button', { name: 'Change password' }).click();
  await expect(passwordCard.getByRole('status')).toContainText('Password changed');

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Your account' })).toBeVisible();
  await other.page.goto('/account');
  await expect(other.page).toHaveURL('/login?next=%2Faccount');
  await other.close();
});

test('change e-mail happens only through the link sent to the new address', async ({ page }) => {
  const account = newAccount();
  const newEmail = newAccount().email;
  await signUpViaUi(page, account);
  await openAccount(page);
  await expectNoSeriousA11yViolations(page);
  const emailCard = card(page, 'Change email');
  await emailCard.getByLabel('New email').fill(newEmail);
  await emailCard.getByLabel('Current password').fill(account.password);
  await emailCard.getByRole('button', { name: 'Send confirmation link' }).click();
  await expect(emailCard.getByRole('status')).toContainText(
    `We have sent a confirmation link to ${newEmail}`,
  );
  await page.reload();
  await expect(card(page, 'Profile').getByText(account.email)).toBeVisible();

  await page.goto(await mailedLink(newEmail, 'confirm-email'));
  await expect(page.getByRole('heading', { level: 1, name: 'Confirm your new email' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Confirm my new email' }).click();
  await expect(page.getByRole('status')).toContainText(newEmail);

  await openAccount(page);
  await expect(card(page, 'Profile').getByText(newEmail)).toBeVisible();
  await signOut(page);
  await logInViaUi(page, newEmail, account.password);
  await expect(page.getByRole('heading', { level: 1, name: `Hi ${account.firstName}!` })).toBeVisible();
});

test('edit name, then sign out everywhere', async ({ page, browser }) => {
  const account = newAccount();
  await signUpViaUi(page, account);
  await openAccount(page);
  const nameCard = card(page, 'Your name');
  await nameCard.getByLabel('First name').fill('A'.repeat(81));
  await nameCard.getByRole('button', { name: 'Save name' }).click();
  await expect(nameCard.getByText('First name must be at most 80 characters')).toBeVisible();
  await nameCard.getByLabel('First name').fill('Alexandra');
  await nameCard.getByLabel('Last name').fill('Quill');
  await nameCard.getByRole('button', { name: 'Save name' }).click();
  await expect(nameCard.getByRole('status')).toHaveText('Name saved.');
  await expect(card(page, 'Profile').getByText('Alexandra Quill')).toBeVisible();

  const other = await otherDevice(browser, account);
  // One tap asks first, saying what it does; Cancel leaves every device signed in.
  const sessionsCard = card(page, 'Sign out everywhere');
  await sessionsCard.getByRole('button', { name: 'Sign out everywhere…' }).click();
  const confirmDialog = page.getByRole('alertdialog', { name: 'Sign out on every device?' });
  await expect(confirmDialog).toContainText('Every phone, tablet and computer signed in to your account');
  await expect(confirmDialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await expectNoSeriousA11yViolations(page);
  await confirmDialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirmDialog).toBeHidden();
  await expect(sessionsCard.getByRole('button', { name: 'Sign out everywhere…' })).toBeFocused();
  await other.page.goto('/account');
  await expect(other.page.getByRole('heading', { level: 1, name: 'Your account' })).toBeVisible();

  await sessionsCard.getByRole('button', { name: 'Sign out everywhere…' }).click();
  await confirmDialog.getByRole('button', { name: 'Sign out everywhere' }).click();
  // The account page's loader may see the ended session first and add the way back to it.
  await expect(page).toHaveURL(/\/login(\?next=%2Faccount)?$/);
  await expect(toasts(page).getByText('Signed out everywhere')).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Log In' })).toBeVisible();
  await page.goto('/account');
  await expect(page).toHaveURL('/login?next=%2Faccount');
  await other.page.goto('/account');
  await expect(other.page).toHaveURL('/login?next=%2Faccount');
  await other.close();
});
