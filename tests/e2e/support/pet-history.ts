import { expect, type Page } from '@playwright/test';
import { loadConfig } from '#server/config.ts';
import { createDb } from '#server/db/client.ts';
import type { TMouthPhotoOptions } from '../../../scripts/generated-photos/mouth-photo.ts';
import { makeMouthPhoto } from '../../../scripts/generated-photos/mouth-photo.ts';
import { newAccount } from '../web-auth.ts';
import { E2E_DATA_DIR } from './e2e-env.ts';
import { makePlus } from './make-plus.ts';

/** One scan of the history: the photo's look, and how many days before today it was taken (and at what hour). */
export type THistoryScan = TMouthPhotoOptions & { daysAgo: number; hour?: number };

/**
 * A Plus owner (signed in in `page`'s context) with a dog whose scans were really analysed from the
 * project's synthetic photos, then moved back in time in the e2e database: months of history in a
 * few seconds, for the chart, the report and the vet link.
 */
export async function plusOwnerWithHistory(
  page: Page,
  scans: THistoryScan[],
  petName = 'Rex',
): Promise<{ userId: string; petId: string; scanIds: string[] }> {
  const signup = await page.request.post('/api/auth/signup', { data: newAccount() });
  expect(signup.status()).toBe(201);
  const userId: string = (await signup.json()).user.id;
  await makePlus(userId);
  const pet = await page.request.post('/api/pets', {
    data: { name: petName, species: 'dog', breed: 'Beagle', ageYears: 6 },
  });
  expect(pet.status()).toBe(201);
  const petId: string = (await pet.json()).id;
  const scanIds: string[] = [];
  for (const [i, scan] of scans.entries()) {
    const photo = await makeMouthPhoto({ format: 'jpeg', seed: i + 1, ...scan });
    const response = await page.request.post('/api/scans', {
      multipart: { petId, image: { name: `mouth-${i}.jpg`, mimeType: 'image/jpeg', buffer: photo } },
    });
    expect(response.status(), await response.text()).toBe(201);
    scanIds.push((await response.json()).id);
  }
  await backdate(scanIds.map((id, i) => ({ id, ...scans[i] })));
  return { userId, petId, scanIds };
}

async function backdate(scans: { id: string; daysAgo: number; hour?: number }[]): Promise<void> {
  const db = createDb(loadConfig({ DATA_DIR: E2E_DATA_DIR }).database);
  try {
    for (const scan of scans) {
      const when = new Date();
      when.setDate(when.getDate() - scan.daysAgo);
      when.setHours(scan.hour ?? 10, 0, 0, 0);
      await db
        .updateTable('scans')
        .set({ created_at: when.toISOString() })
        .where('id', '=', scan.id)
        .execute();
    }
  } finally {
    await db.destroy();
  }
}

/** Ends an account's Plus in the e2e database, as a lapsed subscription would. */
export async function endPlus(userId: string): Promise<void> {
  const db = createDb(loadConfig({ DATA_DIR: E2E_DATA_DIR }).database);
  try {
    await db.updateTable('users').set({ subscription_status: 'free' }).where('id', '=', userId).execute();
  } finally {
    await db.destroy();
  }
}
