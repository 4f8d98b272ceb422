import type { FastifyInstance } from 'fastify';
import type { TAdminPartner, TVetPartnerInput } from '#common/contracts/vet-partners.ts';
import type { Db } from '#server/db/client.ts';
import { insertUser } from '#server/db/repositories/users.ts';
import { newId } from '#server/lib/ids.ts';
import { nowIso } from '#server/lib/time.ts';
import { hashPassword } from '#server/services/auth/password.ts';
import { cookieHeader, uniqueEmail } from '../setup/test-app.ts';
import { partnerInput } from './vets-support.ts';

const STAFF_PASSWORD = 'clinic-pass-1';

/** An active partner clinic made through the admin API (the admin's cookie signs the request). */
export async function createClinic(
  app: FastifyInstance,
  adminCookie: string,
  overrides: Partial<TVetPartnerInput> = {},
): Promise<TAdminPartner> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/vet-partners',
    headers: { cookie: adminCookie },
    payload: partnerInput({ status: 'active', ...overrides }),
  });
  if (response.statusCode !== 201) throw new Error(`partner creation failed: ${response.body}`);
  return response.json();
}

/**
 * A staff account of `partnerId`, written straight to the database (the invite flow has its own
 * tests), signed in through the login route. Returns the session cookie, the user id and e-mail.
 */
export async function signInClinicStaff(
  app: FastifyInstance,
  db: Db,
  partnerId: string,
): Promise<{ cookie: string; userId: string; email: string }> {
  const email = uniqueEmail('vet');
  const userId = newId();
  const now = nowIso();
  await insertUser(db, {
    id: userId,
    email,
    password_hash: await hashPassword(STAFF_PASSWORD),
    first_name: 'Dana',
    last_name: 'Vet',
    role: 'vet',
    partner_id: partnerId,
    subscription_status: 'free',
    is_trial: 0,
    created_at: now,
    updated_at: now,
  });
  const login = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password: STAFF_PASSWORD },
  });
  if (login.statusCode !== 200) throw new Error(`clinic staff login failed: ${login.statusCode}`);
  return { cookie: cookieHeader(login), userId, email };
}
