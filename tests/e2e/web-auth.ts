import { expect, type Page } from '@playwright/test';

export interface TestAccount {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
}

/** A fresh account per test, so tests never depend on each other's data. */
export function newAccount(): TestAccount {
  const id = `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
  return {
    firstName: 'Robin',
    lastName: 'Tester',
    email: `user-${id}@example.com`,
    password: 'correct horse 42',
  };
}

/** The toast region (Radix names it 'Notifications (F8)'); scoping avoids the screen-reader copy. */
export function toasts(page: Page) {
  return page.getByRole('region', { name: /Notifications/ });
}

/** Fills the account fields of a signup form (/signup, or a trial's first checkout step). */
export async function fillAccountFields(page: Page, account: TestAccount): Promise<void> {
  await page.getByLabel('First name').fill(account.firstName);
  await page.getByLabel('Last name').fill(account.lastName);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
}

/** Fills /signup and submits it, without judging the outcome. */
export async function submitSignupForm(page: Page, account: TestAccount): Promise<void> {
  await page.goto('/signup');
  await fillAccountFields(page, account);
  await page.getByRole('button', { name: 'Create Account' }).click();
}

export async function signUpViaUi(page: Page, account: TestAccount): Promise<void> {
  await submitSignupForm(page, account);
  await expect(toasts(page).getByText('Account Created!')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: `Hi ${account.firstName}!` })).toBeVisible();
}

export async function logInViaUi(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log In' }).click();
}
