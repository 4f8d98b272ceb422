import { expect, type Locator, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { subscribeWithTestCard } from './support/subscribe.ts';
import { newAccount, signUpViaUi, toasts } from './web-auth.ts';

const PHONE = { width: 375, height: 812 };

const boxOf = async (locator: Locator) => {
  const box = await locator.boundingBox();
  if (!box) throw new Error('not on screen');
  return box;
};

test('on a phone the receipt reads down one edge, and a toast leaves "Back to billing" clear', async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  await signUpViaUi(page, newAccount());
  await subscribeWithTestCard(page, 'yearly');
  await page.goto('/account/billing');
  await page.getByRole('button', { name: 'Cancel plan' }).click();
  await page.getByRole('button', { name: 'Yes, cancel Plus' }).click();
  const cancelled = toasts(page).getByText('Plan cancelled');
  await expect(cancelled).toBeVisible();

  // The toast raised on the Billing page is still up as the receipt opens.
  await page.getByRole('link', { name: /^Receipt for / }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Receipt' })).toBeVisible();
  await expect(cancelled).toBeVisible();
  // Where the owner reaches for it: the top of the page.
  await page.evaluate(() => window.scrollTo(0, 0));
  const back = await boxOf(page.getByRole('link', { name: 'Back to billing' }));
  const toast = await boxOf(cancelled);
  expect(toast.y, 'the toast sits below "Back to billing"').toBeGreaterThan(back.y + back.height);

  // The seller's lines start at the title's edge, under it, not ragged against the far side.
  const title = await boxOf(page.getByRole('heading', { level: 1, name: 'Receipt' }));
  const seller = page.getByLabel('Paid to');
  const name = await boxOf(seller.getByText('PawSmile', { exact: true }));
  const email = await boxOf(seller.getByText('support@pawsmile.app'));
  expect(Math.abs(name.x - title.x)).toBeLessThan(1);
  expect(Math.abs(email.x - title.x)).toBeLessThan(1);
  expect(name.y).toBeGreaterThan(title.y + title.height);
  await expectNoSeriousA11yViolations(page);
});
