import { expect, test } from '@playwright/test';
import { loadConfig } from '#server/config.ts';
import { createDb } from '#server/db/client.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { E2E_DATA_DIR } from './support/e2e-env.ts';
import { makeAdmin } from './support/make-admin.ts';
import { planBadge, subscribeWithTestCard } from './support/subscribe.ts';
import { logInViaUi, newAccount, signUpViaUi, toasts } from './web-auth.ts';

/** The refund mails in the e2e server's outbox for `to` (without SMTP, mail stays there). */
async function refundMails(to: string): Promise<string[]> {
  const db = createDb(loadConfig({ DATA_DIR: E2E_DATA_DIR }).database);
  try {
    const rows = await db
      .selectFrom('outbox_emails')
      .select('body_text')
      .where('to_address', '=', to.toLowerCase())
      .where('kind', '=', 'billing_refund')
      .execute();
    return rows.map((row) => row.body_text);
  } finally {
    await db.destroy();
  }
}

test('the 30-day guarantee is self-serve: the member refunds their first payment, Plus ends, the admin sees it', async ({
  page,
  browser,
}) => {
  const account = newAccount();
  await signUpViaUi(page, account);
  await subscribeWithTestCard(page, 'monthly');
  await page.goto('/account/billing');

  const guarantee = page.getByRole('region', { name: '30-day money-back guarantee' });
  await expect(guarantee).toContainText('You can have your first payment ($9.99');
  await expectNoSeriousA11yViolations(page);
  await guarantee.getByRole('button', { name: 'Refund my first payment' }).click();
  const confirm = guarantee.getByRole('region', { name: 'Confirm the refund' });
  await expect(confirm).toContainText('Refund $9.99 to Visa ending 4242 and end Plus now?');
  await expectNoSeriousA11yViolations(page);
  // Asking is not refunding.
  await confirm.getByRole('button', { name: 'Keep Plus' }).click();
  await expect(planBadge(page)).toHaveText('Plus');

  await guarantee.getByRole('button', { name: 'Refund my first payment' }).click();
  await guarantee.getByRole('button', { name: 'Yes, refund $9.99' }).click();
  await expect(toasts(page).getByText('Refund issued')).toBeVisible();
  await expect(planBadge(page)).toHaveText('Free User');
  await expect(guarantee).toContainText('You used the money-back guarantee on');
  const history = page.getByRole('region', { name: 'Payment history' });
  await expect(history).toContainText('Refunded');
  await expect(history).toContainText('Refunded under the 30-day money-back guarantee.');
  await expect(page.getByRole('region', { name: /Starter plan/ })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await expect.poll(async () => (await refundMails(account.email)).length).toBe(1);
  expect((await refundMails(account.email))[0]).toContain('We refunded $9.99 to Visa ending 4242');

  // The admin sees the member's refund in the audit log.
  const admin = newAccount();
  await makeAdmin(admin.email, admin.password);
  const adminContext = await browser.newContext();
  const adminPage = await adminContext.newPage();
  await logInViaUi(adminPage, admin.email, admin.password);
  await expect(adminPage).toHaveURL('/');
  await adminPage.goto('/admin');
  await expect(adminPage.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
  const audit = adminPage.getByRole('region', { name: 'Audit log' });
  await expect(
    audit.getByText(/Money-back guarantee: the member refunded their first Plus payment/),
  ).toBeVisible();
  await expect(audit.getByText(account.email).first()).toBeVisible();
  await adminContext.close();
});
