import { expect, type Locator, type Page, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { makeAdmin } from './support/make-admin.ts';
import { subscribeWithTestCard } from './support/subscribe.ts';
import { newAccount, signUpViaUi, toasts } from './web-auth.ts';

const stamp = `${Date.now()}`;
const admin = { email: `phone-admin-${stamp}@example.com`, password: 'phone admin pass' };
/** Long enough that a phone's column must wrap it. */
const member = { ...newAccount(), email: `christopher.montgomery-${stamp}@veterinary-example.com` };
const PHONE = { width: 375, height: 812 };

test.beforeAll(async () => makeAdmin(admin.email, admin.password));

/**
 * The address wraps, if at all, only after its @, a dot or a hyphen: no two letters or digits in a row
 * end up on different lines (see web/src/components/ui/email-address.tsx). Answers the lines it uses.
 */
async function expectNoWordCut(address: Locator): Promise<number> {
  const { cuts, lines } = await address.evaluate((element) => {
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    const letters: { char: string; top: number }[] = [];
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      for (let index = 0; index < text.length; index += 1) {
        const range = document.createRange();
        range.setStart(node, index);
        range.setEnd(node, index + 1);
        letters.push({ char: text[index] ?? '', top: Math.round(range.getBoundingClientRect().top) });
      }
    }
    const isWordChar = (char: string) => /[a-z0-9]/i.test(char);
    const cut = letters
      .slice(1)
      .filter((letter, index) => {
        const before = letters[index];
        return before && isWordChar(before.char) && isWordChar(letter.char) && before.top !== letter.top;
      })
      .map((letter) => letter.char);
    return { cuts: cut, lines: new Set(letters.map((letter) => letter.top)).size };
  });
  expect(cuts).toEqual([]);
  return lines;
}

async function expectNoSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
}

test('the admin works from a phone: rows stack, actions stay in view, the refund names its amount', async ({
  page,
  browser,
}) => {
  await signUpViaUi(page, member);
  await subscribeWithTestCard(page, 'monthly');
  const referral = await page.request.post('/api/vet-referrals', {
    data: { email: member.email, location: 'Portland, OR', petName: 'Biscuit', urgencyLevel: 'high' },
  });
  expect(referral.ok()).toBe(true);

  const adminPage = await (await browser.newContext({ viewport: PHONE })).newPage();
  expect((await adminPage.request.post('/api/auth/login', { data: admin })).status()).toBe(200);
  await adminPage.goto('/admin');
  await expect(adminPage.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();

  const manage = adminPage.getByRole('button', { name: `Manage referral for ${member.email}` });
  await manage.scrollIntoViewIfNeeded();
  await expect(manage).toBeInViewport({ ratio: 1 });
  const row = adminPage.getByRole('row').filter({ has: manage });
  // The address is too long for the phone's column, so it does wrap.
  expect(await expectNoWordCut(row.getByText(member.email))).toBeGreaterThan(1);
  await expectNoSidewaysScroll(adminPage);
  await expectNoSeriousA11yViolations(adminPage);
  await adminPage.screenshot({ path: test.info().outputPath('admin-375.png'), fullPage: true });

  await manage.click();
  const referralDialog = adminPage.getByRole('dialog', { name: 'Referral' });
  await expect(referralDialog.getByText(member.email)).toBeVisible();
  await expectNoSeriousA11yViolations(adminPage);
  await adminPage.screenshot({ path: test.info().outputPath('admin-referral-dialog-375.png') });
  await adminPage.keyboard.press('Escape');

  await adminPage.getByRole('button', { name: 'View Revenue' }).click();
  const revenue = adminPage.getByRole('dialog', { name: 'Revenue' });
  const payment = revenue.getByRole('listitem').filter({ hasText: member.email });
  await payment.getByRole('button', { name: 'Refund' }).click();
  const confirm = payment.getByRole('region', { name: 'Confirm the refund' });
  await expect(confirm).toContainText(`Refund $9.99 to ${member.email}?`);
  await expect(confirm).toContainText('Their Plus ends now');
  await expect(confirm.getByRole('button', { name: 'Keep the payment' })).toBeInViewport();
  await expectNoSeriousA11yViolations(adminPage);
  await adminPage.screenshot({ path: test.info().outputPath('admin-refund-confirm-375.png') });
  await confirm.getByRole('button', { name: 'Yes, refund $9.99' }).click();
  await expect(toasts(adminPage).getByText('Payment refunded')).toBeVisible();
  await expect(payment.getByText(/· refunded/)).toBeVisible();
  await adminPage.keyboard.press('Escape');

  await adminPage.getByRole('button', { name: 'View Analytics' }).click();
  await expect(adminPage.getByRole('dialog', { name: 'Analytics' })).toBeVisible();
  await expectNoSeriousA11yViolations(adminPage);
  await adminPage.keyboard.press('Escape');
  await adminPage.getByRole('button', { name: 'Add Partner' }).click();
  await expect(adminPage.getByRole('dialog')).toBeVisible();
  await expectNoSeriousA11yViolations(adminPage);
  await adminPage.keyboard.press('Escape');

  // The refund is the newest line of the audit log, read on the phone like the other tables.
  await adminPage.reload();
  const audit = adminPage.getByRole('region', { name: 'Audit log' });
  const refundLine = audit.getByRole('row').filter({ hasText: admin.email }).first();
  await refundLine.scrollIntoViewIfNeeded();
  await expectNoWordCut(refundLine.getByText(admin.email));
  await expectNoSidewaysScroll(adminPage);
  await expectNoSeriousA11yViolations(adminPage);
  await audit.screenshot({ path: test.info().outputPath('admin-audit-375.png') });
});
