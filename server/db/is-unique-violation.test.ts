import { describe, expect, it } from 'vitest';
import { createDb } from './client.ts';
import { isUniqueViolation } from './is-unique-violation.ts';

describe('isUniqueViolation', () => {
  it("recognises SQLite's unique index and primary key violations by their codes", async () => {
    const db = createDb({ kind: 'sqlite', file: ':memory:' });
    try {
      await db.schema
        .createTable('t')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('a', 'text', (c) => c.unique())
        .execute();
      await db
        .insertInto('t' as never)
        .values({ id: '1', a: 'x' } as never)
        .execute();
      const again = (row: object) =>
        db
          .insertInto('t' as never)
          .values(row as never)
          .execute()
          .catch((e: unknown) => e);
      expect(isUniqueViolation(await again({ id: '2', a: 'x' }))).toBe(true);
      expect(isUniqueViolation(await again({ id: '1', a: 'y' }))).toBe(true);
    } finally {
      await db.destroy();
    }
  });

  it("recognises PostgreSQL's unique_violation code", () => {
    expect(isUniqueViolation(Object.assign(new Error('duplicate key value'), { code: '23505' }))).toBe(true);
  });

  it('never goes by the message text, and ignores other failures', () => {
    expect(isUniqueViolation(new Error('UNIQUE constraint failed: users.email'))).toBe(false);
    expect(isUniqueViolation(Object.assign(new Error('x'), { code: 'SQLITE_CONSTRAINT_NOTNULL' }))).toBe(
      false,
    );
    expect(isUniqueViolation(null)).toBe(false);
  });
});
