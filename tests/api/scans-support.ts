import { readdirSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Db } from '#server/db/client.ts';
import { makeMouthPhoto } from '../../scripts/generated-photos/mouth-photo.ts';
import { signedGuestCookie } from '../setup/seed.ts';
import { cookieHeader } from '../setup/test-app.ts';

/** Shared helpers for the scan, media and me API tests. */

export interface FilePart {
  field?: string;
  filename?: string;
  contentType?: string;
  data: Buffer;
}

/** A text field beside the photo (species, crop). */
export interface TextPart {
  field: string;
  value: string;
}

/** A multipart/form-data body built by hand, so tests control every byte the server sees. */
export function multipartBody(parts: (FilePart | TextPart)[]): { payload: Buffer; contentType: string } {
  const boundary = `----pawsmile${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    if ('value' in part) {
      chunks.push(
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${part.field}"\r\n\r\n${part.value}\r\n`,
        ),
      );
      continue;
    }
    const disposition = `form-data; name="${part.field ?? 'image'}"; filename="${part.filename ?? 'pet.jpg'}"`;
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: ${disposition}\r\nContent-Type: ${part.contentType ?? 'image/jpeg'}\r\n\r\n`,
      ),
      part.data,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

export function uploadScan(
  app: FastifyInstance,
  part: FilePart | (FilePart | TextPart)[],
  cookie = '',
  url = '/api/scans',
) {
  const { payload, contentType } = multipartBody(Array.isArray(part) ? part : [part]);
  return app.inject({
    method: 'POST',
    url,
    payload,
    headers: { 'content-type': contentType, ...(cookie ? { cookie } : {}) },
  });
}

/** A guest browser: the signed guest cookie the server would have issued. */
export function guestCookie(
  app: FastifyInstance,
  guestId = `guest-${Math.random().toString(36).slice(2)}`,
): string {
  return signedGuestCookie(app, guestId);
}

export async function setPlan(
  db: Db,
  userId: string,
  subscriptionStatus: 'plus_active' | 'free',
): Promise<void> {
  await db
    .updateTable('users')
    .set({ subscription_status: subscriptionStatus })
    .where('id', '=', userId)
    .execute();
}

export async function makeAdmin(db: Db, userId: string): Promise<void> {
  await db.updateTable('users').set({ role: 'admin' }).where('id', '=', userId).execute();
}

export async function countScanRows(db: Db): Promise<number> {
  const row = await db
    .selectFrom('scans')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Every file under the storage folder (empty when nothing was stored). */
export function storedFiles(dir: string): string[] {
  try {
    return readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => path.join(entry.parentPath, entry.name));
  } catch {
    return [];
  }
}

let mouthPhoto: Promise<Buffer> | undefined;
/** One healthy-looking mouth photo, generated once per test file. */
export function healthyMouth(): Promise<Buffer> {
  mouthPhoto ??= makeMouthPhoto({ gum: 'healthy' });
  return mouthPhoto;
}

/** What /trial does: a guest scans a photo, then POST /api/auth/demo turns the guest into a trial account. */
export async function trialAccount(
  app: FastifyInstance,
  photo?: Buffer,
): Promise<{ cookie: string; userId: string }> {
  const guest = guestCookie(app);
  const scanned = await uploadScan(app, { data: photo ?? (await healthyMouth()) }, guest);
  if (scanned.statusCode !== 201) throw new Error(`The trial's guest scan answered ${scanned.statusCode}`);
  const demo = await app.inject({
    method: 'POST',
    url: '/api/auth/demo',
    payload: { plan: 'starter' },
    headers: { cookie: guest },
  });
  if (demo.statusCode !== 201) throw new Error(`POST /api/auth/demo answered ${demo.statusCode}`);
  return { cookie: cookieHeader(demo, guest), userId: demo.json().user.id };
}
