import { describe, expect, it } from 'vitest';
import { toolConnection, withoutSchemaEntries } from './postgres-snapshot.ts';
import { findPostgresTool } from './postgres-tools.ts';

describe('running pg_dump and pg_restore', () => {
  it('passes the password in the environment, not in the arguments every user can see', () => {
    expect(toolConnection('postgres://app:s%40cret@db.internal:5433/pawsmile?sslmode=require')).toEqual({
      dbname: 'postgres://app@db.internal:5433/pawsmile?sslmode=require',
      env: { PGPASSWORD: 's@cret' },
    });
    expect(toolConnection('postgres://postgres@127.0.0.1/test')).toEqual({
      dbname: 'postgres://postgres@127.0.0.1/test',
      env: {},
    });
  });

  it("leaves out only the schema's own entries, which restore creates itself", () => {
    const contents = [
      '; Selected TOC Entries:',
      '4; 2615 2200 SCHEMA - public pg_database_owner',
      '3347; 0 0 COMMENT - SCHEMA public pg_database_owner',
      '214; 1259 16396 TABLE public users postgres',
      '3340; 0 16396 TABLE DATA public users postgres',
      '3197; 2606 16400 CONSTRAINT public users users_pkey postgres',
    ].join('\n');
    expect(withoutSchemaEntries(contents).split('\n')).toEqual([
      '; Selected TOC Entries:',
      '214; 1259 16396 TABLE public users postgres',
      '3340; 0 16396 TABLE DATA public users postgres',
      '3197; 2606 16400 CONSTRAINT public users users_pkey postgres',
    ]);
  });

  it('refuses a pg_dump older than the server, which could not read it', async () => {
    await expect(findPostgresTool('pg_dump', 999)).rejects.toThrow(
      /pg_dump (\d+ \(.*\) is older than the PostgreSQL 999 server|was not found)/,
    );
  });
});
