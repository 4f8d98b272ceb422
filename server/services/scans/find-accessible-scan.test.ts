import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, type Db } from '#server/db/client.ts';
import { migrateToLatest } from '#server/db/migrate.ts';
import { NO_RESULT } from '#server/db/repositories/scans.ts';
import { insertUser } from '#server/db/repositories/users.ts';
import type { UserRow } from '#server/db/schema.ts';
import { newId } from '#server/lib/ids.ts';
import { seedScan } from '../../../tests/setup/seed.ts';
import { findAccessibleScan, type ScanAccess, type ScanViewer } from './find-accessible-scan.ts';

let db: Db;
beforeAll(async () => {
  db = createDb({ kind: 'sqlite', file: ':memory:' });
  await migrateToLatest(db);
});
afterAll(async () => db.destroy());

async function user(role: UserRow['role'] = 'user'): Promise<UserRow> {
  const now = new Date().toISOString();
  const row: UserRow = {
    id: newId(),
    email: `${newId()}@example.com`,
    password_hash: null,
    first_name: null,
    last_name: null,
    role,
    subscription_status: 'free',
    is_trial: 0,
    plus_until: null,
    billing_customer_id: null,
    partner_id: null,
    photo_research_consent: 0,
    time_zone: 'UTC',
    created_at: now,
    updated_at: now,
  };
  await insertUser(db, row);
  return row;
}

const viewer = (user: UserRow | null, guestId: string | null = null): ScanViewer => ({ user, guestId });

/** The scan's id when the access is granted, 'NOT_FOUND' when refused. */
const outcome = (scanId: string, who: ScanViewer, access: ScanAccess) =>
  findAccessibleScan({ db, scanId, viewer: who, access }).then(
    (scan) => scan.id,
    (error: { code?: string }) => error.code,
  );

describe('findAccessibleScan', () => {
  it('grants the owner both view and owner access, and refuses a stranger the same 404 as a missing scan', async () => {
    const owner = await user();
    const stranger = await user();
    const scan = await seedScan(db, { userId: owner.id });
    for (const access of ['view', 'owner'] as const) {
      expect(await outcome(scan.id, viewer(owner), access)).toBe(scan.id);
      expect(await outcome(scan.id, viewer(stranger), access)).toBe('NOT_FOUND');
      expect(await outcome(scan.id, viewer(null), access)).toBe('NOT_FOUND');
      expect(await outcome(newId(), viewer(owner), access)).toBe('NOT_FOUND');
    }
  });

  it('lets an admin view a scan but not act as its owner', async () => {
    const owner = await user();
    const admin = await user('admin');
    const scan = await seedScan(db, { userId: owner.id });
    expect(await outcome(scan.id, viewer(admin), 'view')).toBe(scan.id);
    expect(await outcome(scan.id, viewer(admin), 'owner')).toBe('NOT_FOUND');
  });

  it("gives a guest browser its own unclaimed scan, even once signed in, and no other guest's", async () => {
    const scan = await seedScan(db, { guestId: 'guest-a' });
    const member = await user();
    for (const access of ['view', 'owner'] as const) {
      expect(await outcome(scan.id, viewer(null, 'guest-a'), access)).toBe(scan.id);
      expect(await outcome(scan.id, viewer(member, 'guest-a'), access)).toBe(scan.id);
      expect(await outcome(scan.id, viewer(null, 'guest-b'), access)).toBe('NOT_FOUND');
    }
  });

  it('keeps a guest scan claimed by an account from the old guest cookie', async () => {
    const member = await user();
    const scan = await seedScan(db, { guestId: 'guest-c' }, { user_id: member.id });
    expect(await outcome(scan.id, viewer(null, 'guest-c'), 'view')).toBe('NOT_FOUND');
    expect(await outcome(scan.id, viewer(member), 'owner')).toBe(scan.id);
  });

  it('finds no deleted scan and no unfinished reservation, even for its owner', async () => {
    const owner = await user();
    const erased = await seedScan(db, { userId: owner.id }, { ...NO_RESULT });
    const reserved = await seedScan(db, { userId: owner.id }, { ...NO_RESULT, state: 'reserved' });
    expect(await outcome(erased.id, viewer(owner), 'view')).toBe('NOT_FOUND');
    expect(await outcome(reserved.id, viewer(owner), 'owner')).toBe('NOT_FOUND');
  });
});
