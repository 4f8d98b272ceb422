import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolationsOnPhoneAndDesktop } from './support/axe.ts';
import { endPlus, plusOwnerWithHistory } from './support/pet-history.ts';
import { toasts } from './web-auth.ts';

test('an owner makes a link for the vet, a signed-out browser opens the report, and revoking stops it', async ({
  page,
  browser,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const { petId } = await plusOwnerWithHistory(page, [
    { gum: 'inflamed', tartar: true, daysAgo: 400 },
    { gum: 'healthy', daysAgo: 3 },
  ]);
  await page.goto(`/pets/${petId}/report`);
  await expect(page.getByRole('heading', { level: 1, name: 'Rex: dental screening report' })).toBeVisible();

  await page.getByRole('button', { name: 'Make a link for the vet' }).click();
  const field = page.getByLabel('Link for the vet');
  await expect(field).toHaveValue(/\/vet-report\/[A-Za-z0-9_-]{24}$/);
  const url = await field.inputValue();
  await page.getByRole('button', { name: 'Copy', exact: true }).click();
  await expect(toasts(page).getByText('Link copied')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);
  const links = page.getByRole('list', { name: 'Your links for the vet' });
  await expect(links.getByRole('listitem')).toHaveCount(1);
  await expect(links).toContainText('not opened yet');
  await expectNoSeriousA11yViolationsOnPhoneAndDesktop(page);

  // The vet: a fresh browser with no session.
  const vetContext = await browser.newContext();
  const vet = await vetContext.newPage();
  const opened = await vet.goto(url);
  expect(opened?.status()).toBe(200);
  expect(opened?.headers()['x-robots-tag']).toBe('noindex, nofollow');
  await expect(vet.getByRole('heading', { level: 1, name: 'Rex: dental screening report' })).toBeVisible();
  await expect(vet.getByRole('heading', { name: 'Scans with photos (2)' })).toBeVisible();
  await expect(vet.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
  // Both photos arrive through the link's own media route, and the old scan's date carries its year.
  const photos = vet.getByRole('article').getByRole('img');
  await expect(photos).toHaveCount(2);
  for (const photo of await photos.all()) {
    await expect(photo).toHaveAttribute('src', /^\/media\/vet-report\//);
    await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  }
  const photoSrc = await photos.first().getAttribute('src');
  const lastYear = new Date(Date.now() - 400 * 86_400_000).getFullYear();
  await expect(vet.getByRole('article').last()).toContainText(String(lastYear));
  await expect(vet.getByRole('link', { name: /log in/i }).first()).toBeVisible();
  await expectNoSeriousA11yViolationsOnPhoneAndDesktop(vet);

  // The owner sees that the vet opened it, then revokes it.
  await page.reload();
  await expect(links).toContainText('last opened');
  await links.getByRole('button', { name: /^Revoke the link made/ }).click();
  await expect(toasts(page).getByText('Link revoked')).toBeVisible();
  await expect(links).toContainText('revoked');
  await expect(links.getByRole('button', { name: /^Revoke/ })).toHaveCount(0);

  const revoked = await vet.goto(url);
  expect(revoked?.status()).toBe(410);
  await expect(vet.getByRole('heading', { level: 1, name: 'This link was revoked' })).toBeVisible();
  await expect(vet.getByText('Rex: dental screening report')).toHaveCount(0);
  expect((await vet.request.get(`${new URL(url).origin}${photoSrc}`)).status()).toBe(410);
  await expectNoSeriousA11yViolationsOnPhoneAndDesktop(vet);
  await vetContext.close();
});

test('an owner whose Plus has ended still sees the open links on the report page and can revoke them', async ({
  page,
}) => {
  const { userId, petId } = await plusOwnerWithHistory(page, [{ gum: 'healthy', daysAgo: 5 }]);
  const made = await page.request.post(`/api/pets/${petId}/vet-report-links`);
  expect(made.status()).toBe(201);
  const { url } = await made.json();
  await endPlus(userId);

  await page.goto(`/pets/${petId}/report`);
  await expect(page.getByRole('heading', { level: 1, name: /^Vet report: / })).toBeVisible();
  await expect(page.getByText('The vet report is a Plus feature')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Make a link for the vet' })).toHaveCount(0);
  const links = page.getByRole('list', { name: 'Your links for the vet' });
  await expect(links).toContainText('not opened yet');
  await expectNoSeriousA11yViolationsOnPhoneAndDesktop(page);
  await links.getByRole('button', { name: /^Revoke the link made/ }).click();
  await expect(toasts(page).getByText('Link revoked')).toBeVisible();
  // With nothing left open, the panel goes.
  await expect(page.getByRole('heading', { name: 'Send it to your vet' })).toHaveCount(0);
  expect((await page.request.get(url.replace(/^.*\/vet-report\//, '/api/vet-report/'))).status()).toBe(410);
});
