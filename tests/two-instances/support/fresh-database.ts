import pg from 'pg';

export interface FreshDatabase {
  url: string;
  name: string;
  drop(): Promise<void>;
}

async function onServer<T>(serverUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/**
 * An empty PostgreSQL database beside the one `serverUrl` names, so the instances migrate it from
 * nothing, as a first deployment does. Its name is made here (letters, digits, underscores only).
 */
export async function createFreshDatabase(serverUrl: string): Promise<FreshDatabase> {
  const name = `pawsmile_two_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  await onServer(serverUrl, (client) => client.query(`create database ${name}`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    name,
    // Forced: an instance killed mid-test may still hold connections.
    drop: async () => {
      await onServer(serverUrl, (client) => client.query(`drop database if exists ${name} with (force)`));
    },
  };
}
