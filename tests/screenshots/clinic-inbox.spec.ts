import { readFile } from 'node:fs/promises';
import { type Browser, expect, test } from '@playwright/test';
import type { TScanResult } from '#common/contracts/scans.ts';
import { loadConfig } from '#server/config.ts';
import { createDb } from '#server/db/client.ts';
import { newId } from '#server/lib/ids.ts';
import { nowIso } from '#server/lib/time.ts';
import { hashPassword } from '#server/services/auth/password.ts';
import type { TMouthPhotoOptions } from '../../scripts/generated-photos/mouth-photo.ts';
import { E2E_DATA_DIR } from '../e2e/support/e2e-env.ts';
import { makeAdmin } from '../e2e/support/make-admin.ts';
import { mouthPhotoFile, veryPaleMouthPhotoFile } from '../e2e/support/scan-photos.ts';

const OUT = 'docs/screenshots';
const stamp = `${Date.now()}`;
const admin = { email: `admin-${stamp}@example.com`, password: 'admin pass 123' };
const vet = { email: `lee-${stamp}@example.com`, password: 'gums and teeth 7' };

/** A clinic staff account written straight to the e2e database (the invite flow has its own e2e). */
async function makeVet(partnerId: string) {
  const db = createDb(loadConfig({ DATA_DIR: E2E_DATA_DIR }).database);
  try {
    const now = nowIso();
    await db
      .insertInto('users')
      .values({
        id: newId(),
        email: vet.email,
        password_hash: await hashPassword(vet.password),
        first_name: 'Lee',
        last_name: 'Park',
        role: 'vet',
        partner_id: partnerId,
        subscription_status: 'free',
        is_trial: 0,
        created_at: now,
        updated_at: now,
      })
      .execute();
  } finally {
    await db.destroy();
  }
}

/** An owner scans a generated photo and asks for a referral; returns the referral id. */
async function ownerReferral(
  browser: Browser,
  options: { gum: TMouthPhotoOptions['gum']; species: 'dog' | 'cat'; pet: object; share: boolean },
): Promise<string> {
  const context = await browser.newContext();
  const email = `owner-${Math.random().toString(36).slice(2, 8)}-${stamp}@example.com`;
  await context.request.post('/api/auth/signup', {
    data: { firstName: 'Maya', lastName: 'Cruz', email, password: 'owner pass 123' },
  });
  // A dog's pale gums are urgent only beyond real dogs' normal range (docs/product-rules.md#gum-colour-alarms).
  const photo = await readFile(
    options.gum === 'pale' ? await veryPaleMouthPhotoFile() : await mouthPhotoFile({ gum: options.gum }),
  );
  const scanned = await context.request.post('/api/scans', {
    multipart: {
      image: { name: 'pet.jpg', mimeType: 'image/jpeg', buffer: photo },
      species: options.species,
    },
  });
  const scan = (await scanned.json()) as TScanResult;
  const joined = await context.request.post('/api/vet-referral-waitlist', {
    data: {
      email,
      location: 'Austin, TX',
      scanId: scan.id,
      shareScanWithClinic: options.share,
      ...options.pet,
    },
  });
  expect(joined.status()).toBe(201);
  const { id } = (await joined.json()) as { id: string };
  await context.close();
  return id;
}

/** The clinic inbox with a few referrals in different states, and one referral's page. */
test('clinic inbox and referral', async ({ page, browser }) => {
  test.setTimeout(180_000);
  await makeAdmin(admin.email, admin.password);
  expect((await page.request.post('/api/auth/login', { data: admin })).status()).toBe(200);
  const partner = await page.request.post('/api/vet-partners', {
    data: {
      businessName: 'Congress Avenue Animal Dental',
      contactName: 'Dr. Lee Park',
      email: `clinic-${stamp}@example.com`,
      phone: '(512) 555-0147',
      address: '600 Congress Ave',
      city: 'Austin',
      state: 'TX',
      zipCode: '78701',
      commissionRate: 20,
      websiteUrl: null,
      servicesOffered: ['dental cleanings'],
      specialties: ['dental'],
      status: 'active',
    },
  });
  expect(partner.status()).toBe(201);
  const partnerId = ((await partner.json()) as { id: string }).id;
  await makeVet(partnerId);

  const older = [
    await ownerReferral(browser, {
      gum: 'healthy',
      species: 'cat',
      pet: { petName: 'Mochi', petAge: '3 years', petBreed: 'Siamese', concern: 'Bad breath lately.' },
      share: false,
    }),
    await ownerReferral(browser, {
      gum: 'inflamed',
      species: 'dog',
      pet: { petName: 'Bruno', petAge: '5', petBreed: 'Labrador', concern: 'Red gums on the left.' },
      share: true,
    }),
  ];
  const urgent = await ownerReferral(browser, {
    gum: 'pale',
    species: 'dog',
    pet: {
      petName: 'Rex',
      petAge: '7 years',
      petBreed: 'Beagle',
      concern: 'His gums look pale since Sunday and he is eating less.',
    },
    share: true,
  });
  for (const id of [...older, urgent]) {
    const routed = await page.request.post(`/api/referrals/${id}/route`, { data: { partnerId } });
    expect(routed.status()).toBe(200);
  }

  await page.context().clearCookies();
  expect((await page.request.post('/api/auth/login', { data: vet })).status()).toBe(200);
  for (const [id, status] of [
    [older[0], 'contacted'],
    [older[1], 'booked'],
  ]) {
    const moved = await page.request.post(`/api/clinic/referrals/${id}/status`, {
      data: { status, fromStatus: 'routed' },
    });
    expect(moved.status()).toBe(200);
  }

  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/clinic');
  await expect(page.getByRole('link', { name: /Rex/ })).toBeVisible();
  await page.waitForTimeout(300);
  await page.screenshot({ path: `${OUT}/clinic-inbox.png`, fullPage: true });
  await page.setViewportSize({ width: 375, height: 812 });
  await page.waitForTimeout(300);
  await page.screenshot({ path: `${OUT}/clinic-inbox-375.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });

  await page.goto(`/clinic/referrals/${urgent}`);
  const photo = page.getByRole('img', { name: 'Rex’s mouth, as the owner photographed it' });
  await expect(photo).toBeVisible();
  await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await page.waitForTimeout(300);
  await page.screenshot({ path: `${OUT}/clinic-referral.png`, fullPage: true });
  await page.setViewportSize({ width: 375, height: 812 });
  await page.waitForTimeout(300);
  await page.screenshot({ path: `${OUT}/clinic-referral-375.png`, fullPage: true });
});
