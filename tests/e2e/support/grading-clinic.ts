import { type APIRequestContext, type Browser, expect } from '@playwright/test';
import { makeMouthPhoto } from '../../../scripts/generated-photos/mouth-photo.ts';
import { makeClinicStaff } from './grading-seed.ts';
import { makeAdmin } from './make-admin.ts';

/**
 * An admin, an active partner clinic made through the admin API and a staff member of it; with
 * `ownerScans`, that many owners who opted in to research grading, each with one scanned photo.
 */
export async function setUpGradingClinic(
  browser: Browser,
  options: {
    stamp: string;
    admin: { email: string; password: string };
    vet: { email: string; password: string };
    ownerScans?: number;
  },
): Promise<{ scanIds: string[] }> {
  await makeAdmin(options.admin.email, options.admin.password);
  const context = await browser.newContext();
  expect((await context.request.post('/api/auth/login', { data: options.admin })).status()).toBe(200);
  const partnerId = await createActivePartner(context.request, {
    name: 'Gumline Vets',
    stamp: options.stamp,
  });
  await makeClinicStaff(partnerId, options.vet.email, options.vet.password);
  await context.close();
  return {
    scanIds: await addOptedInScans(browser, { stamp: options.stamp, count: options.ownerScans ?? 0 }),
  };
}

/**
 * `count` new owners who opted in to research grading, each with one scanned photo (inflamed with
 * tartar, then healthy, in turn), oldest first; `label` keeps their e-mails apart from another batch's.
 */
export async function addOptedInScans(
  browser: Browser,
  options: { stamp: string; count: number; label?: string },
): Promise<string[]> {
  const scanIds: string[] = [];
  for (let i = 0; i < options.count; i++) {
    const owner = await browser.newContext();
    const signup = await owner.request.post('/api/auth/signup', {
      data: {
        firstName: 'Sam',
        lastName: 'Owner',
        email: `owner-${options.label ?? 'batch'}-${i}-${options.stamp}@example.com`,
        password: 'owner pass 12',
      },
    });
    expect(signup.status()).toBe(201);
    expect(
      (await owner.request.put('/api/account/research-consent', { data: { isGranted: true } })).status(),
    ).toBe(200);
    const photo = await makeMouthPhoto({
      gum: i % 2 === 0 ? 'inflamed' : 'healthy',
      tartar: i % 2 === 0,
      format: 'jpeg',
      seed: i,
    });
    const scan = await owner.request.post('/api/scans', {
      multipart: { image: { name: 'pet.jpg', mimeType: 'image/jpeg', buffer: photo }, species: 'dog' },
    });
    expect(scan.status()).toBe(201);
    scanIds.push((await scan.json()).id);
    await owner.close();
  }
  return scanIds;
}

/** An active partner clinic, made through the admin API in an admin's `request` session; its id. */
export async function createActivePartner(
  request: APIRequestContext,
  clinic: { name: string; stamp: string },
): Promise<string> {
  const partner = await request.post('/api/vet-partners', {
    data: {
      businessName: `${clinic.name} ${clinic.stamp}`,
      contactName: 'Dr. Grace Lee',
      email: `${clinic.name.toLowerCase().replace(/\W+/g, '-')}-${clinic.stamp}@example.com`,
      phone: '503-555-0100',
      address: '1 Harbor Way',
      city: 'Portland',
      state: 'OR',
      zipCode: '97201',
      commissionRate: 20,
      websiteUrl: null,
      servicesOffered: ['dental cleanings'],
      specialties: ['dental'],
      status: 'active',
    },
  });
  expect(partner.status()).toBe(201);
  return (await partner.json()).id;
}
