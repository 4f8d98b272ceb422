import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolationsOnPhoneAndDesktop } from './support/axe.ts';
import { mailsTo } from './support/outbox.ts';
import { mailedUnsubscribeLink, runReminderJobAt } from './support/reminders.ts';
import { newAccount, signUpViaUi } from './web-auth.ts';

// The browser's zone goes to the server with the signup form.
test.use({ timezoneId: 'America/New_York' });

test('an owner turns on photo reminders, gets one, and unsubscribes through the mailed link without logging in', async ({
  page,
  browser,
}) => {
  const account = newAccount();
  await signUpViaUi(page, account);
  const created = await page.request.post('/api/pets', { data: { name: 'Rex', species: 'dog' } });
  expect(created.status()).toBe(201);

  // From the account page to the reminders: off by default, in the zone the browser sent.
  await page.goto('/account');
  await page.getByRole('link', { name: 'Set reminders' }).click();
  await expect(page).toHaveURL('/account/reminders');
  await expect(page.getByRole('heading', { level: 1, name: 'Reminders' })).toBeVisible();
  await expect(page.getByLabel('Time zone', { exact: true })).toHaveValue('America/New_York');
  const rex = page.getByRole('region', { name: 'Rex' });
  const photo = rex.getByRole('checkbox', { name: 'Remind me to take a new dental photo' });
  await expect(photo).not.toBeChecked();
  await expect(
    rex.getByRole('checkbox', { name: 'Send me a weekly tooth-brushing nudge' }),
  ).not.toBeChecked();
  // Rex has no scan yet: nothing to count from but the day the reminder is turned on.
  await expect(
    rex.getByText('Rex has no scan yet: counted from when you turn it on, then from each new scan.'),
  ).toBeVisible();
  await expectNoSeriousA11yViolationsOnPhoneAndDesktop(page);

  await rex.getByLabel('How often').selectOption('2');
  await photo.check();
  await expect(rex.getByRole('status')).toHaveText('Saved Rex’s reminders.');
  // The app's one date style (web/src/lib/format-date.ts), in the owner's reminder zone.
  await expect(rex.getByText(/Next reminder: \w+day, \w+ \d+(, \d{4})? at 8:00\sAM\./)).toBeVisible();
  await expect(photo).toBeChecked();

  // The scheduler, three weeks on at 08:30 New York time: one photo reminder.
  const later = new Date(Date.now() + 21 * 86_400_000);
  later.setUTCHours(13, 30, 0, 0);
  await runReminderJobAt(later);
  await runReminderJobAt(later);
  const reminders = (await mailsTo(account.email)).filter((mail) => mail.kind === 'reminder_photo');
  expect(reminders).toHaveLength(1);
  expect(reminders[0]!.body_text).toContain('This reminder comes every 2 weeks');
  const link = await mailedUnsubscribeLink(account.email, 'reminder_photo');

  // Signed out, on a phone-sized screen: opening the link changes nothing until the button is pressed.
  const stranger = await browser.newContext({ viewport: { width: 375, height: 812 } });
  const mailPage = await stranger.newPage();
  await mailPage.goto(link);
  await expect(mailPage.getByRole('heading', { level: 1, name: 'Unsubscribe from reminders' })).toBeVisible();
  await expect(
    mailPage.getByText('Stop the dental photo reminders for Rex, or every reminder'),
  ).toBeVisible();
  await expectNoSeriousA11yViolationsOnPhoneAndDesktop(mailPage);
  await page.reload();
  await expect(photo).toBeChecked();

  await mailPage.getByRole('button', { name: 'Stop dental photo reminders for Rex' }).click();
  const done = mailPage.getByRole('heading', { level: 1, name: 'You are unsubscribed' });
  await expect(done).toBeVisible();
  await expect(done).toBeFocused();
  await expect(
    mailPage.getByText('We will not send you any more dental photo reminders for Rex.'),
  ).toBeVisible();
  await expectNoSeriousA11yViolationsOnPhoneAndDesktop(mailPage);

  // A changed link is refused with a clear page.
  await mailPage.goto(link.replace(/.$/, (last) => (last === 'A' ? 'B' : 'A')));
  await expect(mailPage.getByRole('heading', { level: 1, name: 'This link does not work' })).toBeVisible();
  await expect(mailPage.getByRole('alert')).toContainText('This unsubscribe link is not valid');
  await expectNoSeriousA11yViolationsOnPhoneAndDesktop(mailPage);
  await stranger.close();

  // The owner's settings page shows it off.
  await page.reload();
  await expect(photo).not.toBeChecked();
});

test('the pet page links to the reminders', async ({ page }) => {
  await signUpViaUi(page, newAccount());
  const created = await page.request.post('/api/pets', { data: { name: 'Luna', species: 'cat' } });
  const pet = await created.json();
  await page.goto(`/pets/${pet.id}`);
  await page.getByRole('link', { name: 'Reminders' }).click();
  await expect(page).toHaveURL('/account/reminders');
  await expect(page.getByRole('region', { name: 'Luna' })).toBeVisible();
});
