import { parseArgs } from 'node:util';
import { ZEmail, ZPassword } from '#common/contracts/auth.ts';
import { loadConfig } from '#server/config.ts';
import { createDb } from '#server/db/client.ts';
import { migrateToLatest } from '#server/db/migrate.ts';
import { createAdmin } from '#server/services/admin/create-admin.ts';

const USAGE =
  'Usage: npm run admin:create -- --email you@example.com [--password secret] [--first-name A] [--last-name B]';

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      email: { type: 'string' },
      password: { type: 'string' },
      'first-name': { type: 'string' },
      'last-name': { type: 'string' },
    },
  });
  const email = ZEmail.safeParse(values.email ?? '');
  if (!email.success) throw new Error(`${email.error.issues[0]?.message}\n${USAGE}`);
  if (values.password !== undefined) {
    const password = ZPassword.safeParse(values.password);
    if (!password.success) throw new Error(password.error.issues[0]?.message);
  }
  const db = createDb(loadConfig().database);
  try {
    await migrateToLatest(db);
    const result = await createAdmin({
      db,
      email: email.data,
      password: values.password,
      firstName: values['first-name'],
      lastName: values['last-name'],
    });
    process.stdout.write(`${result.wasCreated ? 'Created' : 'Promoted'} admin ${email.data}\n`);
  } finally {
    await db.destroy();
  }
}

main().catch((error: Error) => {
  process.stderr.write(`${error.message}\n`);
  process.exit(1);
});
