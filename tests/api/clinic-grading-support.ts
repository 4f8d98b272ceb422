import type { FastifyInstance } from 'fastify';
import type { Db } from '#server/db/client.ts';
import type { ScanRow } from '#server/db/schema.ts';
import { newId } from '#server/lib/ids.ts';
import { nowIso } from '#server/lib/time.ts';
import { seedScan } from '../setup/seed.ts';
import { signUpUser } from '../setup/test-app.ts';

/** An owner with one finished scan; `consent` turns on research grading through the API. */
export async function ownerWithScan(
  app: FastifyInstance,
  db: Db,
  options: { consent?: boolean; scan?: Partial<ScanRow> } = {},
): Promise<{ cookie: string; userId: string; scan: ScanRow }> {
  const owner = await signUpUser(app);
  if (options.consent) await setConsent(app, owner.cookie, true);
  const scan = await seedScan(db, { userId: owner.userId }, { species: 'dog', ...options.scan });
  return { ...owner, scan };
}

export async function setConsent(app: FastifyInstance, cookie: string, isGranted: boolean): Promise<void> {
  const response = await app.inject({
    method: 'PUT',
    url: '/api/account/research-consent',
    headers: { cookie },
    payload: { isGranted },
  });
  if (response.statusCode !== 200) throw new Error(`consent failed: ${response.body}`);
}

/** A referral of `scanId` routed to the clinic, with the owner's "share this scan" as given. */
export async function routedReferral(
  db: Db,
  options: { scanId: string; userId: string; partnerId: string; shareScan: boolean },
): Promise<string> {
  const id = newId();
  await db
    .insertInto('referrals')
    .values({
      id,
      scan_id: options.scanId,
      user_id: options.userId,
      email: 'owner@example.com',
      pet_name: 'Rex',
      pet_age: '7',
      pet_breed: 'Beagle',
      location: 'Austin, TX',
      urgency_level: 'high',
      status: 'routed',
      concern: null,
      notes: null,
      created_at: nowIso(),
      partner_id: options.partnerId,
      routed_at: nowIso(),
      commission_rate: 25,
      completed_at: null,
      share_scan: options.shareScan ? 1 : 0,
    })
    .execute();
  return id;
}

export const usableGrade = {
  gingivalIndex: 2,
  calculusIndex: 1,
  gumColour: 'red',
  isUsable: true,
  note: 'Marginal redness on the upper premolars.',
} as const;
