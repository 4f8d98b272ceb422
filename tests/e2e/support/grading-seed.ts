import { loadConfig } from '#server/config.ts';
import { createDb, type Db } from '#server/db/client.ts';
import { insertUser } from '#server/db/repositories/users.ts';
import { newId } from '#server/lib/ids.ts';
import { nowIso } from '#server/lib/time.ts';
import { hashPassword } from '#server/services/auth/password.ts';
import { seedScan } from '../../setup/seed.ts';
import { E2E_DATA_DIR } from './e2e-env.ts';

async function withDb<T>(work: (db: Db) => Promise<T>): Promise<T> {
  const db = createDb(loadConfig({ DATA_DIR: E2E_DATA_DIR }).database);
  try {
    return await work(db);
  } finally {
    await db.destroy();
  }
}

/** A clinic staff account written straight to the e2e database (the invite flow has its own spec). */
export function makeClinicStaff(partnerId: string, email: string, password: string): Promise<void> {
  return withDb(async (db) => {
    const now = nowIso();
    await insertUser(db, {
      id: newId(),
      email,
      password_hash: await hashPassword(password),
      first_name: 'Grace',
      last_name: 'Vet',
      role: 'vet',
      partner_id: partnerId,
      subscription_status: 'free',
      is_trial: 0,
      created_at: now,
      updated_at: now,
    });
  });
}

/**
 * Blind grades beside the analyser's indices on photo-less scans, for the agreement page:
 * each entry is [analyser gingival, analyser calculus, vet gingival, vet calculus, scan status].
 */
export function seedBlindGrades(
  grades: [number | null, number | null, number | null, number | null, string][],
): Promise<void> {
  return withDb(async (db) => {
    for (const [ag, ac, vg, vc, status] of grades) {
      const scan = await seedScan(
        db,
        {},
        { status, gingival_index: ag, calculus_index: ac, image_key: null },
      );
      await db
        .insertInto('vet_grades')
        .values({
          id: newId(),
          scan_id: scan.id,
          partner_id: null,
          vet_user_id: null,
          gingival_index: vg,
          calculus_index: vc,
          gum_colour: 'normal',
          is_usable: 1,
          note: null,
          is_blind: 1,
          created_at: nowIso(),
        })
        .execute();
    }
  });
}
