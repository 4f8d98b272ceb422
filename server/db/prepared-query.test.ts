import { sql } from 'kysely';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createDb, type Db } from './client.ts';
import { preparedQuery } from './prepared-query.ts';

const open: Db[] = [];
async function freshDb(): Promise<Db> {
  const db = createDb({ kind: 'sqlite', file: ':memory:' });
  open.push(db);
  await sql`create table pets (name text, kind text, age integer)`.execute(db);
  await sql`insert into pets values ('Rex', 'dog', 3), ('Tom', 'cat', 5), ('Fido', 'dog', 9)`.execute(db);
  return db;
}

afterEach(async () => {
  await Promise.all(open.splice(0).map((db) => db.destroy()));
});

describe('preparedQuery', () => {
  it('compiles once per database and binds each call its own values, keeping constants', async () => {
    const build = vi.fn((db: Db, placeholder: Record<'kind' | 'maxAge', string>) =>
      db
        // biome-ignore lint/suspicious/noExplicitAny: a table outside the app's schema, for this test only.
        .selectFrom('pets' as any)
        .select(['name'])
        .where('kind', '=', placeholder.kind)
        .where('age', '<', placeholder.maxAge)
        .where('name', '!=', 'Nobody')
        .orderBy('name'),
    );
    const findPets = preparedQuery(['kind', 'maxAge'], build);
    const db = await freshDb();
    expect(await findPets(db, { kind: 'dog', maxAge: 10 })).toEqual([{ name: 'Fido' }, { name: 'Rex' }]);
    expect(await findPets(db, { kind: 'dog', maxAge: 5 })).toEqual([{ name: 'Rex' }]);
    expect(await findPets(db, { kind: 'cat', maxAge: 10 })).toEqual([{ name: 'Tom' }]);
    expect(build).toHaveBeenCalledTimes(1);

    const other = await freshDb();
    expect(await findPets(other, { kind: 'cat', maxAge: 1 })).toEqual([]);
    expect(build).toHaveBeenCalledTimes(2);
  });
});
