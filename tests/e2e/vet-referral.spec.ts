import { expect, type Page, test } from '@playwright/test';
import type { TScanResult } from '#common/contracts/scans.ts';
import { scanUrgentDogPhoto } from './support/scan-photos.ts';

const toast = (page: Page, title: string) =>
  page.getByRole('region', { name: /Notifications/ }).getByText(title, { exact: true });

test.describe('vet referral', () => {
  test('an owner with an urgent (pale gums) result asks a vet', async ({ page }) => {
    const email = `waitlist-${Date.now()}@example.com`;
    const signup = await page.request.post('/api/auth/signup', {
      data: { firstName: 'Wren', lastName: 'Owner', email, password: 'correct-horse' },
    });
    expect(signup.status()).toBe(201);

    await page.goto('/');
    const scanned = page.waitForResponse(
      (res) => res.url().endsWith('/api/scans') && res.request().method() === 'POST',
    );
    await scanUrgentDogPhoto(page);
    const scan = (await (await scanned).json()) as TScanResult;
    expect(scan.severity).toBe('urgent');

    const form = page.getByRole('region', { name: 'Get referred to a partner vet' });
    await expect(form).toBeVisible();
    await expect(form.getByLabel('Email')).toHaveValue(email);
    await expect(form.getByLabel('Email')).toHaveAttribute('type', 'email');

    // Location is required: the client says so before anything is sent.
    await form.getByRole('button', { name: 'Ask a vet' }).click();
    await expect(form.getByText('Location is required')).toBeVisible();

    await form.getByLabel('Location').fill('Portland, OR');
    await form.getByLabel('Pet name (optional)').fill('Biscuit');
    await form.getByLabel('Pet age (optional)').fill('9 years');
    await form.getByLabel('Breed (optional)').fill('Beagle');
    await form.getByLabel('Concern or details (optional)').fill('Gums look pale since yesterday.');

    const joined = page.waitForResponse((res) => res.url().endsWith('/api/vet-referrals'));
    const submit = form.getByRole('button', { name: 'Ask a vet' });
    await submit.click();
    const response = await joined;
    expect(response.status()).toBe(201);
    expect(await response.json()).toMatchObject({
      email,
      location: 'Portland, OR',
      petName: 'Biscuit',
      urgencyLevel: 'high',
      status: 'pending',
      scanId: scan.id,
    });

    await expect(toast(page, 'Vet referral requested!')).toBeVisible();
    await expect(form.getByRole('status')).toContainText('Vet referral requested!');
    await expect(form.getByRole('status')).toContainText('Portland, OR');
    await expect(submit).toHaveCount(0);

    // Joining again for the same scan answers the existing entry rather than a duplicate.
    const again = await page.request.post('/api/vet-referral-waitlist', {
      data: { email, location: 'Portland, OR', scanId: scan.id },
    });
    expect(again.status()).toBe(200);
    expect(await again.json()).toMatchObject({ petName: 'Biscuit', urgencyLevel: 'high' });
  });
});
