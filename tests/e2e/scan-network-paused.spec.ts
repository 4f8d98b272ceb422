import { expect, type Page, test } from '@playwright/test';
import type { TGuestScans } from '../../common/contracts/guest.ts';
import { expectNoSeriousA11yViolationsOnPhoneAndDesktop } from './support/axe.ts';

const widget = (page: Page) => page.locator('#scan');

/**
 * The server's words for a network whose guests used today's guest scans (server/services/scans/
 * guest-network-limit.ts; tests/api/guest-network-pause.test.ts shows GET /api/guest/scans giving
 * them exactly when the upload would be refused). Every e2e browser is 127.0.0.1 and the e2e server
 * allows it 1000 guest scans a day, so the server's real answer is passed on with only this field set.
 */
const PAUSED_MESSAGE =
  'Too many free scans have been made from this network today. Sign up to get 1 scan per 7 days, or upgrade to Plus for unlimited scans.';

test('when guest scans are paused on this network, the photo buttons are unavailable with the reason', async ({
  page,
}) => {
  await page.route('**/api/guest/scans', async (route) => {
    const response = await route.fetch();
    const answer = (await response.json()) as TGuestScans;
    expect(answer.networkPausedMessage).toBeNull();
    await route.fulfill({ response, json: { ...answer, networkPausedMessage: PAUSED_MESSAGE } });
  });
  await page.goto('/');

  const notice = widget(page).getByRole('region', { name: 'Free scans paused on this network' });
  await expect(notice).toContainText(PAUSED_MESSAGE);
  await expect(notice.getByRole('link', { name: 'Create a free account' })).toHaveAttribute(
    'href',
    '/signup',
  );
  const upload = widget(page).getByRole('button', { name: 'Upload File' });
  const takePhoto = widget(page).getByRole('button', { name: 'Take Photo' });
  await expect(upload).toBeDisabled();
  await expect(takePhoto).toBeDisabled();
  await expect(page.getByTestId('scan-file-input')).toBeDisabled();
  await expect(upload).toHaveAccessibleDescription(
    'Paused: guests on this network have used today’s free scans.',
  );
  await expectNoSeriousA11yViolationsOnPhoneAndDesktop(page);

  // When the server no longer says so (asked again on returning to the tab), the buttons come back.
  await page.unroute('**/api/guest/scans');
  // What a browser does on switching back to the tab (visibilityState stays 'visible' headless).
  await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange', { bubbles: true })));
  await expect(upload).toBeEnabled();
  await expect(notice).toHaveCount(0);
});
