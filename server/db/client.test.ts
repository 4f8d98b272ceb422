import net from 'node:net';
import { sql } from 'kysely';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createDb, type Db } from './client.ts';

function message(type: string, body: Buffer = Buffer.alloc(0)): Buffer {
  const header = Buffer.alloc(5);
  header.write(type, 0);
  header.writeInt32BE(body.length + 4, 1);
  return Buffer.concat([header, body]);
}

const AUTH_OK = message('R', Buffer.from([0, 0, 0, 0]));
const READY = message('Z', Buffer.from('I'));
const SELECT_DONE = message('C', Buffer.from('SELECT 0\0'));

/**
 * Just enough of the PostgreSQL wire protocol to open a connection and answer a
 * query, so a unit test can cut connections under the pool without a database.
 */
async function startFakePostgres() {
  const sockets = new Set<net.Socket>();
  const state = { isAnswering: true, queries: 0 };
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    let isStarted = false;
    socket.on('data', (chunk) => {
      if (!isStarted) {
        isStarted = true;
        socket.write(Buffer.concat([AUTH_OK, READY]));
        return;
      }
      if (chunk[0] !== 'Q'.charCodeAt(0)) return;
      state.queries += 1;
      if (state.isAnswering) socket.write(Buffer.concat([SELECT_DONE, READY]));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `postgres://fake@127.0.0.1:${(server.address() as net.AddressInfo).port}/fake`,
    state,
    cutAll: () => {
      for (const socket of sockets) socket.destroy();
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe('createDb on PostgreSQL', () => {
  let db: Db | undefined;
  let fake: Awaited<ReturnType<typeof startFakePostgres>> | undefined;
  afterEach(async () => {
    await db?.destroy();
    await fake?.close();
  });

  it('logs connections lost while idle or mid-query instead of ending the process', async () => {
    fake = await startFakePostgres();
    const log = { warn: vi.fn() };
    db = createDb({ kind: 'postgres', url: fake.url }, { log });
    await sql`select 1`.execute(db);

    fake.cutAll();
    await vi.waitFor(() =>
      expect(log.warn).toHaveBeenCalledWith(expect.anything(), 'idle database connection lost'),
    );

    fake.state.isAnswering = false;
    const queriesBefore = fake.state.queries;
    const stuck = sql`select 1`.execute(db);
    await vi.waitFor(() => expect(fake!.state.queries).toBeGreaterThan(queriesBefore));
    fake.cutAll();
    await expect(stuck).rejects.toThrow(/Connection terminated/);

    fake.state.isAnswering = true;
    await expect(sql`select 1`.execute(db)).resolves.toBeDefined();
  });
});
