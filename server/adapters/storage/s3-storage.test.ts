import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPhotoStorage } from './create-photo-storage.ts';
import { createS3Storage } from './s3-storage.ts';

/** A minimal path-style S3 endpoint: enough to prove what the adapter sends and how it reads answers. */
const objects = new Map<string, { body: Buffer; type: string }>();
/** The mock bucket answers listings two objects a page, so the adapter must follow continuation tokens. */
const LIST_PAGE_SIZE = 2;
const LISTED_AT = '2020-01-02T03:04:05.000Z';
const seen: { method: string; path: string; isSigned: boolean }[] = [];
let server: Server;
let endpoint: string;

const readBody = async (request: IncomingMessage) => {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
};

beforeAll(async () => {
  server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '', 'http://bucket');
    const path = url.pathname;
    seen.push({
      method: request.method ?? '',
      path,
      isSigned: /AWS4-HMAC-SHA256/.test(request.headers.authorization ?? ''),
    });
    if (request.method === 'PUT') {
      objects.set(path, { body: await readBody(request), type: request.headers['content-type'] ?? '' });
      response.writeHead(200, { etag: '"x"' }).end();
    } else if (request.method === 'GET' && url.searchParams.get('list-type') === '2') {
      response.writeHead(200, { 'content-type': 'application/xml' }).end(listPage(path, url.searchParams));
    } else if (request.method === 'GET') {
      const object = objects.get(path);
      if (!object) {
        response.writeHead(404, { 'content-type': 'application/xml' });
        response.end('<?xml version="1.0"?><Error><Code>NoSuchKey</Code><Message>missing</Message></Error>');
        return;
      }
      response
        .writeHead(200, { 'content-type': object.type, 'content-length': object.body.length })
        .end(object.body);
    } else if (request.method === 'DELETE') {
      objects.delete(path);
      response.writeHead(204).end();
    } else {
      response.writeHead(405).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => new Promise<void>((resolve) => server.close(() => resolve())));

/** A ListObjectsV2 answer for the bucket in `path`, one page from `continuation-token` on. */
function listPage(path: string, params: URLSearchParams): string {
  const bucketPrefix = `${path.replace(/\/$/, '')}/`;
  const keys = [...objects.keys()]
    .filter((key) => key.startsWith(bucketPrefix))
    .map((key) => key.slice(bucketPrefix.length))
    .filter((key) => key.startsWith(params.get('prefix') ?? ''))
    .sort();
  const start = Number(params.get('continuation-token') ?? 0);
  const page = keys.slice(start, start + LIST_PAGE_SIZE);
  const isTruncated = start + LIST_PAGE_SIZE < keys.length;
  const contents = page
    .map(
      (key) =>
        `<Contents><Key>${key}</Key><LastModified>${LISTED_AT}</LastModified><Size>1</Size></Contents>`,
    )
    .join('');
  const next = isTruncated ? `<NextContinuationToken>${start + LIST_PAGE_SIZE}</NextContinuationToken>` : '';
  return `<?xml version="1.0" encoding="UTF-8"?><ListBucketResult xmlns="http://s3.amazonaws.com/doc/2006-03-01/"><Name>photos</Name><KeyCount>${page.length}</KeyCount><IsTruncated>${isTruncated}</IsTruncated>${contents}${next}</ListBucketResult>`;
}

describe('S3 photo storage', () => {
  const storage = () =>
    createS3Storage({
      driver: 's3',
      bucket: 'photos',
      endpoint,
      accessKeyId: 'test',
      secretAccessKey: 'test-secret',
    });

  it('puts, gets and deletes signed, path-style objects', async () => {
    const s3 = storage();
    const body = Buffer.from([0xff, 0xd8, 0xff, 1, 2, 3]);
    await s3.put('scans/abc/photo.jpg', body, 'image/jpeg');
    expect(objects.get('/photos/scans/abc/photo.jpg')).toEqual({ body, type: 'image/jpeg' });
    expect(await s3.get('scans/abc/photo.jpg')).toEqual({ body, contentType: 'image/jpeg' });
    await s3.delete('scans/abc/photo.jpg');
    expect(await s3.get('scans/abc/photo.jpg')).toBeUndefined();
    expect(seen.every((request) => request.isSigned)).toBe(true);
  });

  it('refuses keys the server would never build', async () => {
    const s3 = storage();
    await expect(s3.put('../etc/passwd.jpg', Buffer.alloc(1), 'image/jpeg')).rejects.toThrow(
      /invalid storage key/,
    );
    await expect(s3.get('scans/ABC/photo.jpg')).rejects.toThrow(/invalid storage key/);
    await expect(s3.put('scans/abc/photo.jpg', Buffer.alloc(1), 'image/png')).rejects.toThrow(
      /does not match/,
    );
  });

  it('lists every object under a prefix across pages, with its modification time', async () => {
    const s3 = storage();
    const objectsToList = [
      { key: 'scans/l-1/photo.jpg', type: 'image/jpeg' },
      { key: 'scans/l-1/thumb.webp', type: 'image/webp' },
      { key: 'scans/l-2/photo.jpg', type: 'image/jpeg' },
      { key: 'scans/l-3/overlay.png', type: 'image/png' },
    ];
    for (const { key, type } of objectsToList) await s3.put(key, Buffer.from('x'), type);
    await s3.put('other/o-1.jpg', Buffer.from('x'), 'image/jpeg');
    const listings = () =>
      seen.filter((request) => request.method === 'GET' && !request.path.includes('/scans/'));
    const listingsBefore = listings().length;

    const listed = [];
    for await (const entry of s3.list('scans/')) listed.push(entry);
    expect(listed.map((entry) => entry.key)).toEqual(objectsToList.map((object) => object.key));
    expect(listed.every((entry) => entry.modifiedAt.toISOString() === LISTED_AT)).toBe(true);
    expect(listings().length - listingsBefore).toBe(2);
  });

  it('is what createPhotoStorage gives for STORAGE_DRIVER=s3 (the SDK is loaded on demand)', async () => {
    const s3 = await createPhotoStorage({
      driver: 's3',
      bucket: 'photos',
      endpoint,
      accessKeyId: 'test',
      secretAccessKey: 'test-secret',
    });
    await s3.put('scans/def/photo.jpg', Buffer.from([0xff, 0xd8, 0xff, 4]), 'image/jpeg');
    expect(objects.has('/photos/scans/def/photo.jpg')).toBe(true);
  });
});
