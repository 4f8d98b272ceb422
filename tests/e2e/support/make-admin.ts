import { loadConfig } from '#server/config.ts';
import { createDb } from '#server/db/client.ts';
import { createAdmin } from '#server/services/admin/create-admin.ts';
import { E2E_DATA_DIR } from './e2e-env.ts';

/** Creates (or promotes) an admin directly in the e2e server's database, as the CLI would. */
export async function makeAdmin(email: string, password: string): Promise<void> {
  const db = createDb(loadConfig({ DATA_DIR: E2E_DATA_DIR }).database);
  try {
    await createAdmin({ db, email, password });
  } finally {
    await db.destroy();
  }
}
