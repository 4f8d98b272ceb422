import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { completeReservation, NO_RESULT } from '#server/db/repositories/scans.ts';
import { newId } from '#server/lib/ids.ts';
import { seedScan } from '../setup/seed.ts';
import { createTestApp, type TestApp } from '../setup/test-app.ts';

/** Finishing a scan writes its result and gets the finished row back in the same statement. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const result = {
  status: 'healthy',
  severity: 'normal',
  confidence: 0.9,
  advice: 'Keep brushing.',
  findings: '[]',
  quality: '{"isUsable":true,"problems":[],"tips":[]}',
  products: '[]',
  analyser: 'pawsmile-colour',
  analyser_version: 'test',
};

describe('completeReservation', () => {
  it('returns the finished row as stored, with what the reservation already held', async () => {
    const reservation = await seedScan(
      t.db,
      { guestId: `guest-${newId()}` },
      { ...NO_RESULT, state: 'reserved', ip_hash: 'net' },
    );
    const finished = await completeReservation(t.db, {
      id: reservation.id,
      reservedAfterIso: new Date(Date.now() - 60_000).toISOString(),
      result,
    });
    expect(finished).toEqual({ ...reservation, ...result, state: 'complete' });
    const stored = await t.db
      .selectFrom('scans')
      .selectAll()
      .where('id', '=', reservation.id)
      .executeTakeFirst();
    expect(finished).toEqual(stored);
  });

  it('returns nothing for a reservation that is gone or went stale', async () => {
    const stale = await seedScan(
      t.db,
      { guestId: `guest-${newId()}` },
      { ...NO_RESULT, state: 'reserved', created_at: new Date(Date.now() - 600_000).toISOString() },
    );
    const cutOff = new Date(Date.now() - 60_000).toISOString();
    expect(
      await completeReservation(t.db, { id: newId(), reservedAfterIso: cutOff, result }),
    ).toBeUndefined();
    expect(
      await completeReservation(t.db, { id: stale.id, reservedAfterIso: cutOff, result }),
    ).toBeUndefined();
  });
});
