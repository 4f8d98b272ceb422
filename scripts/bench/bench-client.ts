/** What the bench does as a member over HTTP against the bench server. */
import { PLUS_SCANS_PER_HOUR } from '#common/plans.ts';
import { loadConfig } from '#server/config.ts';
import { createDb } from '#server/db/client.ts';
import { multipartBody } from '../../tests/api/scans-support.ts';

export async function signUpMember(baseUrl: string, label: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/auth/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      firstName: 'Bench',
      lastName: label,
      email: `bench-${label}@example.com`,
      password: 'bench-pass',
    }),
  });
  if (!response.ok) throw new Error(`bench signup failed: ${response.status} ${await response.text()}`);
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}

/** Makes every member Plus directly in the server's database, as a payment would. */
async function makeEveryonePlus(dataDir: string): Promise<void> {
  const db = createDb(loadConfig({ DATA_DIR: dataDir }).database);
  try {
    await db.updateTable('users').set({ subscription_status: 'plus_active' }).execute();
  } finally {
    await db.destroy();
  }
}

/**
 * Plus members for bench scans: each takes fewer scans than the per-hour abuse limit
 * (PLUS_SCANS_PER_HOUR), then the next one, signed up on demand, takes over.
 */
export function memberPool(baseUrl: string, dataDir: string): () => Promise<string> {
  let current: Promise<string> | undefined;
  let used = 0;
  let count = 0;
  const fresh = async () => {
    const cookie = await signUpMember(baseUrl, `member-${++count}`);
    await makeEveryonePlus(dataDir);
    return cookie;
  };
  return () => {
    if (!current || used >= PLUS_SCANS_PER_HOUR - 1) {
      current = fresh();
      used = 0;
    }
    used++;
    return current;
  };
}

/**
 * The multipart body of each photo, built once: the bench client shares the machine's two cores
 * with the server, so re-copying megabytes per request would be measured as the server's slowness.
 */
const bodies = new WeakMap<Buffer, { payload: Uint8Array<ArrayBuffer>; contentType: string }>();

/** One whole POST /api/scans; returns the scan id and the wall-clock time it took. */
export async function postScan(
  baseUrl: string,
  cookie: string,
  photo: Buffer,
): Promise<{ id: string; ms: number }> {
  let body = bodies.get(photo);
  if (!body) {
    const { payload, contentType } = multipartBody([{ data: photo }]);
    body = { payload: new Uint8Array(payload), contentType };
    bodies.set(photo, body);
  }
  const { payload, contentType } = body;
  const start = performance.now();
  const response = await fetch(`${baseUrl}/api/scans`, {
    method: 'POST',
    headers: { 'content-type': contentType, cookie },
    body: payload,
  });
  const text = await response.text();
  const ms = performance.now() - start;
  if (response.status !== 201) throw new Error(`scan failed: ${response.status} ${text}`);
  return { id: (JSON.parse(text) as { id: string }).id, ms };
}

export async function shareScan(baseUrl: string, cookie: string, scanId: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/scans/${scanId}/share`, {
    method: 'POST',
    headers: { cookie },
  });
  if (!response.ok) throw new Error(`share failed: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { shareId: string }).shareId;
}
