import { loadConfig } from '#server/config.ts';
import { createDb } from '#server/db/client.ts';
import { E2E_DATA_DIR } from './e2e-env.ts';

/** Gives an account an active Plus subscription directly in the e2e server's database, as a payment would. */
export async function makePlus(userId: string): Promise<void> {
  const db = createDb(loadConfig({ DATA_DIR: E2E_DATA_DIR }).database);
  try {
    await db
      .updateTable('users')
      .set({ subscription_status: 'plus_active' })
      .where('id', '=', userId)
      .execute();
  } finally {
    await db.destroy();
  }
}
