import { expect, type Page } from '@playwright/test';
import { newAccount } from '../web-auth.ts';
import { makePlus } from './make-plus.ts';

/** The chat page as its e2e specs see it: a Plus member, the conversation log, its entries and the question box. */

export const PHONE = { width: 375, height: 812 };
export const DESKTOP = { width: 1280, height: 800 };

/** Signs a new member up in this page's browser and gives them Plus (the chat is a Plus feature). */
export async function signUpPlus(page: Page): Promise<void> {
  const response = await page.request.post('/api/auth/signup', { data: newAccount() });
  expect(response.status()).toBe(201);
  await makePlus((await response.json()).user.id);
}

export const conversation = (page: Page) => page.getByRole('log', { name: 'Conversation' });
export const entries = (page: Page) => conversation(page).locator('[data-chat-entry]');
export const input = (page: Page) => page.getByLabel('Your question about your pet’s dental health');
