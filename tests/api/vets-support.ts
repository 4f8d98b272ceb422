import type { FastifyInstance } from 'fastify';
import type { TVetPartnerInput, TVetRegistration } from '#common/contracts/vet-partners.ts';
import type { Db } from '#server/db/client.ts';
import { createAdmin } from '#server/services/admin/create-admin.ts';
import { cookieHeader, uniqueEmail } from '../setup/test-app.ts';

/** Makes an admin and signs them in; returns the session cookie header and e-mail. */
export async function signInAdmin(app: FastifyInstance, db: Db): Promise<{ cookie: string; email: string }> {
  const email = uniqueEmail('admin');
  await createAdmin({ db, email, password: 'admin-pass' });
  const login = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password: 'admin-pass' },
  });
  if (login.statusCode !== 200) throw new Error(`admin login failed: ${login.statusCode}`);
  return { cookie: cookieHeader(login), email };
}

export function registration(overrides: Partial<TVetRegistration> = {}): TVetRegistration {
  return {
    businessName: 'Rose City Animal Dental',
    contactName: 'Dr. Lee',
    email: uniqueEmail('clinic'),
    phone: '(503) 555-0142',
    address: '1200 SW Main St',
    city: 'Portland',
    state: 'or',
    zipCode: '97205',
    websiteUrl: 'https://rosecity.example',
    servicesOffered: ['dental cleanings', 'dental X-rays'],
    specialties: ['dental'],
    availabilityHours: { monday: '8:00-18:00', saturday: '9:00-13:00' },
    ...overrides,
  };
}

/** An admin-form partner at a known place; `zipCode` decides where it lands on the map. */
export function partnerInput(overrides: Partial<TVetPartnerInput> = {}): TVetPartnerInput {
  return {
    businessName: 'Harbor Vet',
    contactName: 'Sam Ortiz',
    email: uniqueEmail('partner'),
    phone: '503-555-0100',
    address: '1 Harbor Way',
    city: 'Portland',
    state: 'OR',
    zipCode: '97201',
    commissionRate: 25,
    websiteUrl: null,
    servicesOffered: ['cleanings'],
    specialties: [],
    ...overrides,
  };
}
