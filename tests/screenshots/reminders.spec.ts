import { expect, type Page, test } from '@playwright/test';
import { makePlus } from '../e2e/support/make-plus.ts';
import { mailedUnsubscribeLink, runReminderJobAt } from '../e2e/support/reminders.ts';
import { newAccount, signUpViaUi } from '../e2e/web-auth.ts';

const OUT = 'docs/screenshots';
const SIZES = [
  { width: 375, height: 812 },
  { width: 1280, height: 800 },
] as const;

test.use({ timezoneId: 'America/New_York' });

async function shoot(page: Page, name: string) {
  for (const size of SIZES) {
    await page.setViewportSize(size);
    await page.waitForTimeout(300);
    await page.screenshot({ path: `${OUT}/${name}-${size.width}.png`, fullPage: true });
  }
}

/** /account/reminders with one pet's reminders on and one off, and the unsubscribe page a mail opens. */
test('reminder settings and unsubscribe pages', async ({ page, browser }) => {
  const account = newAccount();
  account.firstName = 'Maya';
  await signUpViaUi(page, account);
  const session = await (await page.request.get('/api/auth/session')).json();
  await makePlus(session.user.id);
  const rex = await (await page.request.post('/api/pets', { data: { name: 'Rex', species: 'dog' } })).json();
  await page.request.post('/api/pets', { data: { name: 'Luna', species: 'cat' } });
  await page.request.put(`/api/account/reminders/pets/${rex.id}`, {
    data: { isPhotoOn: true, photoIntervalWeeks: 4, isBrushingOn: true, brushingWeekday: 1 },
  });

  await page.goto('/account/reminders');
  await expect(page.getByRole('region', { name: 'Luna' })).toBeVisible();
  await shoot(page, 'reminders-settings');

  const later = new Date(Date.now() + 35 * 86_400_000);
  later.setUTCHours(13, 30, 0, 0);
  await runReminderJobAt(later);
  const link = await mailedUnsubscribeLink(account.email, 'reminder_photo');
  const mailPage = await (await browser.newContext()).newPage();
  await mailPage.goto(link);
  await expect(mailPage.getByRole('button', { name: 'Stop all reminders' })).toBeVisible();
  await shoot(mailPage, 'reminders-unsubscribe');
  await mailPage.getByRole('button', { name: 'Stop dental photo reminders for Rex' }).click();
  await expect(mailPage.getByRole('heading', { name: 'You are unsubscribed' })).toBeVisible();
  await shoot(mailPage, 'reminders-unsubscribed');
});
