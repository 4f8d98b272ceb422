import { beforeAll, describe, expect, it } from 'vitest';
import { ZScanResult } from '#common/contracts/scans.ts';
import { ZPendingUpload } from '#common/contracts/uploads.ts';
import { createS3Storage } from '#server/adapters/storage/s3-storage.ts';
import { makeMouthPhoto } from '../../scripts/generated-photos/mouth-photo.ts';
import { addressPool, call, codeOf, stack, withCookies } from './support/http-client.ts';

/**
 * docs/product-rules.md#pending-uploads: a photo sent ahead to one instance is scanned, or deleted, on the
 * other (its row is in PostgreSQL, its bytes in the shared bucket), and stays bound to the browser that sent
 * it.
 */
const nextIp = addressPool(24);
const { a, b, s3 } = stack();
const bucket = createS3Storage({
  driver: 's3',
  bucket: s3.S3_BUCKET,
  region: s3.S3_REGION,
  endpoint: s3.S3_ENDPOINT,
  accessKeyId: s3.S3_ACCESS_KEY_ID,
  secretAccessKey: s3.S3_SECRET_ACCESS_KEY,
});

async function pendingKeys(): Promise<string[]> {
  const keys: string[] = [];
  for await (const entry of bucket.list('pending-uploads/')) keys.push(entry.key);
  return keys;
}

let photo: Buffer;
beforeAll(async () => {
  photo = await makeMouthPhoto({ gum: 'healthy', format: 'jpeg' });
});

/** POST /api/uploads as a guest browser (cookie '' starts one); returns its id and cookie. */
async function sendAhead(base: string, ip: string, cookie: string) {
  const form = new FormData();
  form.append('image', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'pet.jpg');
  const answer = await call(base, '/api/uploads', { ip, cookie, form });
  expect(answer.status).toBe(201);
  return { uploadId: ZPendingUpload.parse(answer.json).uploadId, cookie: withCookies(cookie, answer) };
}

describe('two instances: pending uploads', () => {
  it('a photo sent ahead to A is scanned on B, once, and leaves the bucket', async () => {
    const ip = nextIp();
    const { uploadId, cookie } = await sendAhead(a, ip, '');
    expect(await pendingKeys()).toHaveLength(1);

    const stranger = await call(b, '/api/scans', { ip, json: { uploadId } });
    expect([stranger.status, codeOf(stranger)]).toEqual([404, 'PENDING_UPLOAD_NOT_FOUND']);

    const scanned = await call(b, '/api/scans', { ip, cookie, json: { uploadId, species: 'dog' } });
    expect(scanned.status).toBe(201);
    expect(ZScanResult.parse(scanned.json).species).toBe('dog');
    expect(await pendingKeys()).toEqual([]);
    const again = await call(a, '/api/scans', { ip, cookie, json: { uploadId } });
    expect(again.status).toBe(404);
  });

  it('a photo sent ahead to B is deleted on A', async () => {
    const ip = nextIp();
    const { uploadId, cookie } = await sendAhead(b, ip, '');
    const deleted = await call(a, `/api/uploads/${uploadId}`, { ip, cookie, method: 'DELETE' });
    expect(deleted.status).toBe(204);
    expect(await pendingKeys()).toEqual([]);
    expect((await call(b, '/api/scans', { ip, cookie, json: { uploadId } })).status).toBe(404);
  });
});
