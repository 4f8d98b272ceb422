import { expect, test } from '@playwright/test';
import { logInViaUi, newAccount, signUpViaUi, submitSignupForm, toasts } from './web-auth.ts';

test('sign up, sign out and log back in', async ({ page }) => {
  const account = newAccount();
  await signUpViaUi(page, account);
  await expect(page).toHaveURL('/');
  const header = page.getByRole('banner');
  await expect(header.getByText('Free User')).toBeVisible();
  await expect(header.getByText(account.email.split('@')[0])).toBeVisible();

  await header.getByRole('link', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL('/');
  await expect(header.getByRole('link', { name: 'Log In' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('A healthier smile');

  await logInViaUi(page, account.email, account.password);
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('heading', { level: 1, name: `Hi ${account.firstName}!` })).toBeVisible();
  await expect(page.getByText('Scans left this period')).toBeVisible();
  await expect(page.getByText('No scans yet')).toBeVisible();
});

test('a wrong password shows the server message in a toast', async ({ page }) => {
  const account = newAccount();
  await signUpViaUi(page, account);
  await page.getByRole('banner').getByRole('link', { name: 'Sign Out' }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Log In' })).toBeVisible();

  await logInViaUi(page, account.email, 'not the password');
  await expect(toasts(page).getByText('Login Failed')).toBeVisible();
  await expect(toasts(page).getByText('Invalid email or password')).toBeVisible();
  await expect(page).toHaveURL('/login');
  await expect(page.getByRole('button', { name: 'Log In' })).toBeEnabled();
});

test('signup refuses a short password on the client, said once, by the field', async ({ page }) => {
  await page.goto('/signup');
  await page.getByLabel('First name').fill('Sam');
  await page.getByLabel('Last name').fill('Short');
  await page.getByLabel('Email').fill(newAccount().email);
  await page.getByLabel('Password', { exact: true }).fill('abc');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText('Password must be at least 6 characters long')).toHaveCount(1);
  await expect(page.getByLabel('Password', { exact: true })).toHaveAttribute('aria-invalid', 'true');
  await expect(toasts(page).getByText('Invalid Password')).toHaveCount(0);
  await expect(page).toHaveURL('/signup');
});

test('signup shows the welcome toast first, then goes home', async ({ page }) => {
  const account = newAccount();
  await submitSignupForm(page, account);
  await expect(toasts(page).getByText('Account Created!')).toBeVisible();
  // The toast announces a redirect that has not happened yet.
  expect(new URL(page.url()).pathname).toBe('/signup');
  await expect(page.getByRole('button', { name: 'Redirecting…' })).toBeDisabled();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('heading', { level: 1, name: `Hi ${account.firstName}!` })).toBeVisible();
});

test('signing up twice with one e-mail reports the conflict', async ({ page }) => {
  const account = newAccount();
  await signUpViaUi(page, account);
  await page.getByRole('banner').getByRole('link', { name: 'Sign Out' }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Log In' })).toBeVisible();

  await submitSignupForm(page, account);
  await expect(toasts(page).getByText('Signup Failed')).toBeVisible();
});

test('the password toggle shows and hides the password', async ({ page }) => {
  await page.goto('/login');
  const password = page.getByLabel('Password', { exact: true });
  await expect(password).toHaveAttribute('type', 'password');
  await page.getByRole('button', { name: 'Show password' }).click();
  await expect(password).toHaveAttribute('type', 'text');
  await page.getByRole('button', { name: 'Hide password' }).click();
  await expect(password).toHaveAttribute('type', 'password');
});

test('/home sends a guest to /login, and logging in returns them to /home', async ({ page }) => {
  const account = newAccount();
  await signUpViaUi(page, account);
  await page.getByRole('banner').getByRole('link', { name: 'Sign Out' }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Log In' })).toBeVisible();

  await page.goto('/home');
  await expect(page).toHaveURL('/login?next=%2Fhome');
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome Back' })).toBeVisible();
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page).toHaveURL('/home');
});

test('?next= returns to a same-site path only', async ({ page }) => {
  const account = newAccount();
  await signUpViaUi(page, account);
  await page.getByRole('banner').getByRole('link', { name: 'Sign Out' }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Log In' })).toBeVisible();

  await page.goto('/login?next=//example.com/phish');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page).toHaveURL('/');

  // Signed in, a ?next= path is followed straight away.
  await page.goto('/login?next=/account');
  await expect(page).toHaveURL('/account');
});
