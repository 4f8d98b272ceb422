import Database from 'libsql';
import { describe, expect, it, vi } from 'vitest';
import { withStatementCache } from './statement-cache.ts';

// biome-ignore lint/suspicious/noExplicitAny: libsql mirrors better-sqlite3's API, which Kysely's type describes.
const open = () => new Database(':memory:') as any;

describe('withStatementCache', () => {
  it('prepares a query once and runs it again with new parameters', () => {
    const raw = open();
    raw.exec('create table t (a integer, b text)');
    const prepare = vi.spyOn(raw, 'prepare');
    const db = withStatementCache(raw);
    const insert = 'insert into t (a, b) values (?, ?)';
    db.prepare(insert).run([1, 'one']);
    db.prepare(insert).run([2, 'two']);
    const select = 'select b from t where a = ?';
    expect(db.prepare(select).all([1])).toEqual([{ b: 'one' }]);
    expect(db.prepare(select).all([2])).toEqual([{ b: 'two' }]);
    expect(prepare).toHaveBeenCalledTimes(2);
    expect(db.prepare(select).reader).toBe(true);
    expect(db.prepare(insert).reader).toBe(false);
  });

  it('keeps working after a failed run and after the schema changes', () => {
    const raw = open();
    raw.exec('create table t (a integer unique)');
    const db = withStatementCache(raw);
    const insert = 'insert into t (a) values (?)';
    db.prepare(insert).run([1]);
    expect(() => db.prepare(insert).run([1])).toThrow(/UNIQUE/);
    db.prepare(insert).run([2]);
    const select = 'select * from t order by a';
    expect(db.prepare(select).all([])).toEqual([{ a: 1 }, { a: 2 }]);
    raw.exec('alter table t add column c integer default 7');
    expect(db.prepare(select).all([])).toEqual([
      { a: 1, c: 7 },
      { a: 2, c: 7 },
    ]);
  });

  it('forgets the oldest statement beyond its size', () => {
    const raw = open();
    const prepare = vi.spyOn(raw, 'prepare');
    const db = withStatementCache(raw, 2);
    for (const sql of ['select 1', 'select 2', 'select 3', 'select 3', 'select 1']) db.prepare(sql);
    expect(prepare.mock.calls.map(([sql]) => sql)).toEqual(['select 1', 'select 2', 'select 3', 'select 1']);
  });
});
