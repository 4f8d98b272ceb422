import { expect, type Page } from '@playwright/test';
import { toasts } from '../web-auth.ts';

/** The built-in test provider's card that always pays (README.md#payments lists the test cards). */
export const SUCCEEDING_TEST_CARD = '4242 4242 4242 4242';

/** Fills the test card form on /subscribe or /test-subscribe and submits it, without judging the outcome. */
export async function payWith(page: Page, cardNumber: string): Promise<void> {
  await page.getByLabel('Card number').fill(cardNumber);
  await page.getByLabel('Expiry (MM / YY)').fill('12 / 34');
  await page.getByLabel('Security code').fill('123');
  await page.getByRole('button', { name: 'Subscribe to Plus' }).click();
}

/** The header's plan badge (the desktop header; the mobile menu has its own copy). */
export const planBadge = (page: Page) =>
  page
    .getByRole('banner')
    .getByText(/^(Plus|Free User)$/)
    .first();

/**
 * Subscribes the signed-in member through /subscribe with the succeeding test card, as a member
 * would, and waits for the redirect home with the Plus badge in the header.
 */
export async function subscribeWithTestCard(
  page: Page,
  plan: 'monthly' | 'yearly' = 'monthly',
): Promise<void> {
  await page.goto(`/subscribe?plan=${plan}`);
  await expect(page.getByRole('heading', { name: 'Complete Your Subscription' })).toBeVisible();
  await payWith(page, SUCCEEDING_TEST_CARD);
  await expect(toasts(page).getByText('Payment Successful!')).toBeVisible();
  await page.waitForURL((url) => url.pathname === '/', { timeout: 5_000 });
  await expect(planBadge(page)).toHaveText('Plus');
}
