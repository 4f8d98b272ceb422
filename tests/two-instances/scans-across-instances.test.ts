import { readdirSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { ZScanResult } from '#common/contracts/scans.ts';
import { ZSharedScan, ZShareResponse } from '#common/contracts/share.ts';
import { createS3Storage } from '#server/adapters/storage/s3-storage.ts';
import { makeMouthPhoto } from '../../scripts/generated-photos/mouth-photo.ts';
import { addressPool, call, postScan, signUp, stack } from './support/http-client.ts';

/**
 * Two instances (README.md#deployment-several-instances): what one instance stores, the other serves; what
 * one instance revokes or ends, the other stops at once. Instance A and B share only PostgreSQL, Redis and
 * the bucket.
 */
const nextIp = addressPool(1);
const { a, b, publicUrl, dataDirs, s3 } = stack();
const bucket = createS3Storage({
  driver: 's3',
  bucket: s3.S3_BUCKET,
  region: s3.S3_REGION,
  endpoint: s3.S3_ENDPOINT,
  accessKeyId: s3.S3_ACCESS_KEY_ID,
  secretAccessKey: s3.S3_SECRET_ACCESS_KEY,
});

async function bucketKeys(prefix: string): Promise<string[]> {
  const keys: string[] = [];
  for await (const entry of bucket.list(prefix)) keys.push(entry.key);
  return keys.sort();
}

/** Files an instance wrote to its own disk under uploads (there must be none: photos live in S3). */
function localUploads(dataDir: string): string[] {
  try {
    return readdirSync(path.join(dataDir, 'uploads'), { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => entry.name);
  } catch {
    return [];
  }
}

let photo: Buffer;
beforeAll(async () => {
  photo = await makeMouthPhoto({ gum: 'healthy', format: 'jpeg' });
});

describe('two instances: a scan made on A is read, shared and revoked on B', () => {
  it('serves the scan and its photos from both, and a revoked link stops on both', async () => {
    const ip = nextIp();
    const owner = await signUp(a, ip);
    const made = await postScan(a, photo, { ip, cookie: owner.cookie });
    expect(made.status).toBe(201);
    const scan = ZScanResult.parse(made.json);

    // The photo went to the shared bucket, not to A's disk.
    const keys = await bucketKeys(`scans/${scan.id}/`);
    expect(keys.length).toBeGreaterThan(0);
    for (const dir of dataDirs) expect(localUploads(dir)).toEqual([]);

    // B reads the scan A made, with the session A started.
    const readOnB = await call(b, `/api/scans/${scan.id}`, { ip, cookie: owner.cookie });
    expect(readOnB.status).toBe(200);
    expect(ZScanResult.parse(readOnB.json)).toMatchObject({
      id: scan.id,
      status: scan.status,
      createdAt: scan.createdAt,
    });

    // Every photo URL of the scan answers the same bytes from both instances.
    const mediaUrls = [scan.imageUrl, scan.mediumImageUrl, scan.thumbnailUrl, scan.overlayUrl].filter(
      (url): url is string => url !== null,
    );
    expect(mediaUrls.length).toBeGreaterThan(1);
    for (const url of mediaUrls) {
      const [fromA, fromB] = await Promise.all(
        [a, b].map((base) => call(base, url, { ip, cookie: owner.cookie })),
      );
      expect([fromA.status, fromB.status], url).toEqual([200, 200]);
      expect(fromB.headers.get('content-type'), url).toMatch(/^image\//);
      expect(fromB.body.length, url).toBeGreaterThan(0);
      expect(fromB.body.equals(fromA.body), url).toBe(true);
    }

    // Shared through B; the link is built on the public origin, whichever instance answered.
    const shared = await call(b, `/api/scans/${scan.id}/share`, { ip, cookie: owner.cookie, method: 'POST' });
    expect(shared.status).toBe(200);
    const { shareId, shareUrl } = ZShareResponse.parse(shared.json);
    expect(shareUrl).toBe(`${publicUrl}/share/${shareId}`);

    // Read twice on each instance, so one that keeps the view in memory has it there before the revoke.
    let sharedPhotoUrl = '';
    for (const base of [a, b, a, b]) {
      const api = await call(base, `/api/share/${shareId}`, { ip: nextIp() });
      expect(api.status, base).toBe(200);
      const view = ZSharedScan.parse(api.json);
      expect(view.status).toBe(scan.status);
      const page = await call(base, `/share/${shareId}`, { ip: nextIp() });
      expect(page.status, base).toBe(200);
      expect(page.body.toString()).toContain('og:title');
      const media = await call(base, view.imageUrl, { ip: nextIp() });
      expect(media.status, base).toBe(200);
      expect(media.headers.get('content-type')).toMatch(/^image\//);
      sharedPhotoUrl = view.imageUrl;
    }

    const revoked = await call(b, `/api/scans/${scan.id}/share`, {
      ip,
      cookie: owner.cookie,
      method: 'DELETE',
    });
    expect(revoked.status).toBe(204);
    for (const base of [a, b]) {
      expect((await call(base, `/api/share/${shareId}`, { ip: nextIp() })).status, base).toBe(404);
      expect((await call(base, `/share/${shareId}`, { ip: nextIp() })).status, base).toBe(404);
      expect((await call(base, sharedPhotoUrl, { ip: nextIp() })).status, base).toBe(404);
    }
    // The owner still has the scan on both.
    for (const base of [a, b]) {
      expect((await call(base, `/api/scans/${scan.id}`, { ip, cookie: owner.cookie })).status).toBe(200);
    }
  });

  it('a scan deleted on B leaves the bucket, and A no longer serves it or its photo', async () => {
    const ip = nextIp();
    const owner = await signUp(b, ip);
    const scan = ZScanResult.parse((await postScan(b, photo, { ip, cookie: owner.cookie })).json);
    expect((await call(a, scan.imageUrl, { ip, cookie: owner.cookie })).status).toBe(200);

    const deleted = await call(b, `/api/scans/${scan.id}`, { ip, cookie: owner.cookie, method: 'DELETE' });
    expect(deleted.status).toBe(204);
    expect(await bucketKeys(`scans/${scan.id}/`)).toEqual([]);
    expect((await call(a, `/api/scans/${scan.id}`, { ip, cookie: owner.cookie })).status).toBe(404);
    expect((await call(a, scan.imageUrl, { ip, cookie: owner.cookie })).status).toBe(404);
  });
});

describe('two instances: a session started on one instance is the same session on the other', () => {
  it('signing out on A signs the browser out on B', async () => {
    const ip = nextIp();
    const owner = await signUp(a, ip);
    expect((await call(b, '/api/auth/user', { ip, cookie: owner.cookie })).status).toBe(200);
    const out = await call(a, '/api/logout', { ip, cookie: owner.cookie });
    expect(out.status).toBe(303);
    expect((await call(b, '/api/auth/user', { ip, cookie: owner.cookie })).status).toBe(401);
  });
});
